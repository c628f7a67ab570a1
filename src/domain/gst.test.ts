// GST on rupee payments (gst.ts): the GSTIN's check character, the split of a tax-inclusive amount
// that always adds up to what was paid, and the place of supply.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_GSTIN, GST_STATES, gstSplit, gstinCheckChar, gstinProblem, placeOfSupply } from './gst.ts';

describe('GSTIN', () => {
  it('accepts published GSTINs and the demo one', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeNull();
    expect(gstinProblem(DEMO_GSTIN)).toBeNull();
  });

  it('refuses a wrong check character, naming it', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('its check character does not match (mistyped?)');
    expect(gstinProblem('07AAACT1234F1ZU')).toBe('its check character does not match (mistyped?)');
  });

  it('catches any one character changed or two neighbours swapped', () => {
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const base = '27AAPFU0939F1Z';
    for (let i = 0; i < 14; i++) {
      for (const c of chars) {
        if (c === base[i]) continue;
        const changed = base.slice(0, i) + c + base.slice(i + 1);
        expect(gstinCheckChar(changed), changed).not.toBe('V');
      }
    }
    for (let i = 0; i < 13; i++) {
      if (base[i] === base[i + 1]) continue;
      const swapped = base.slice(0, i) + base[i + 1] + base[i] + base.slice(i + 2);
      expect(gstinCheckChar(swapped), swapped).not.toBe('V');
    }
  });

  it('refuses the wrong shape, lower case and unknown state codes', () => {
    const shape = 'must be a 15-character GSTIN: state code, PAN, entity number, Z and a check character, in capitals';
    for (const bad of [
      '',
      '27AAPFU0939F1Z',
      '27AAPFU0939F1ZVV',
      '27aapfu0939f1zv',
      '27AAPFU0939F1YV',
      '27AAPF00939F1ZV',
      '27AAPFU0939F0ZV',
    ])
      expect(gstinProblem(bad), bad).toBe(shape);
    const unknownState = '99AAPFU0939F1Z';
    expect(gstinProblem(unknownState + gstinCheckChar(unknownState))).toBe('state code 99 is not a state or union territory');
    const merged = '25AAPFU0939F1Z';
    expect(gstinProblem(merged + gstinCheckChar(merged))).toBe('state code 25 is not a state or union territory');
  });
});

describe('gstSplit', () => {
  it('carves 18 % out of a price that includes it', () => {
    // ₹2,490 (Individual Artist's yearly price in rupees): 2110.17 + 379.83
    expect(gstSplit(249000, true)).toEqual({ taxable: 211017, cgst: 18992, sgst: 18991, igst: 0 });
    expect(gstSplit(249000, false)).toEqual({ taxable: 211017, cgst: 0, sgst: 0, igst: 37983 });
    expect(gstSplit(11800, true)).toEqual({ taxable: 10000, cgst: 900, sgst: 900, igst: 0 });
    expect(gstSplit(0, false)).toEqual({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });
    expect(gstSplit(1, true)).toEqual({ taxable: 1, cgst: 0, sgst: 0, igst: 0 });
  });

  it('rounds the taxable value to the nearest paisa, halves up', () => {
    // 59 × 100 / 118 = 50 exactly; 177 × 100 / 118 = 150 exactly; 118.5 has no half: 59 paise → 50
    expect(gstSplit(59, false).taxable).toBe(50);
    expect(gstSplit(2, false).taxable).toBe(2); // 1.69 → 2
    expect(gstSplit(3, false).taxable).toBe(3); // 2.54 → 3
    expect(gstSplit(100, false).taxable).toBe(85); // 84.75 → 85
    expect(gstSplit(1000, false).taxable).toBe(847); // 847.45 → 847
  });

  it('adds up to what was paid, for any amount, and the tax is 18 % of the taxable value to within 0.59 paisa', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.maxSafeNat()), fc.boolean(), (paid, intra) => {
        const s = gstSplit(paid, intra);
        expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(paid);
        // tax − 0.18 × taxable = (paid × 100 − taxable × 118) / 100, and the rounding keeps that numerator within ±59
        const off = BigInt(s.cgst + s.sgst + s.igst) * 100n - BigInt(s.taxable) * 18n;
        expect(off >= -59n && off <= 59n).toBe(true);
        if (intra) {
          expect(s.igst).toBe(0);
          expect(s.cgst - s.sgst).toBeGreaterThanOrEqual(0);
          expect(s.cgst - s.sgst).toBeLessThanOrEqual(1);
        } else expect(s.cgst + s.sgst).toBe(0);
        for (const part of Object.values(s)) expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses amounts that are not whole, non-negative minor units', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) expect(() => gstSplit(bad, true)).toThrow(RangeError);
  });
});

describe('placeOfSupply', () => {
  it("is the buyer's state when known, intra-state only in the seller's", () => {
    expect(placeOfSupply('07', '07')).toEqual({ label: 'Delhi (07)', intraState: true });
    expect(placeOfSupply('07', '27')).toEqual({ label: 'Maharashtra (27)', intraState: false });
  });

  it("is the country without the buyer's state, taxed where the seller is", () => {
    expect(placeOfSupply('07', null)).toEqual({ label: 'India', intraState: true });
  });

  it('knows every state and union territory by its code', () => {
    expect(Object.keys(GST_STATES)).toHaveLength(36);
    for (const code of Object.keys(GST_STATES)) expect(code).toMatch(/^\d{2}$/);
  });
});
