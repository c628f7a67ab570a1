import { describe, expect, it } from 'vitest';
import {
  formatIsrc,
  gs1CheckDigit,
  icpnProblem,
  IDENTIFIER_MESSAGES as M,
  isrcProblem,
  makeIsrc,
  normaliseIsrc,
  toEan13,
  upcProblem,
  withCheckDigit,
} from './identifiers.ts';

describe('UPC / EAN-13 (GS1 check digit)', () => {
  // Published examples: GS1's and Wikipedia's EAN-13 4006381333931, the ISBN-13 9780306406157,
  // the UPC-A 036000291452, and the DDEX album sample's physical ICPN 4988006110809.
  it.each(['4006381333931', '9780306406157', '036000291452', '4988006110809', '0 36000 29145 2', '5-901234-123457'])(
    '%s is valid',
    (code) => {
      expect(upcProblem(code)).toBeNull();
    },
  );
  it('computes the check digit of the examples', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('978030640615')).toBe(7);
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('590123412345')).toBe(7);
    expect(gs1CheckDigit('000000000000')).toBe(0);
    expect(withCheckDigit('086000012345')).toBe('0860000123457');
  });
  it.each([
    ['4006381333932', M.upcCheck],
    ['036000291453', M.upcCheck],
    ['40063813339', M.upcFormat],
    ['40063813339311', M.upcFormat],
    ['40063813339a1', M.upcFormat],
    ['x036000291452', M.upcFormat],
    ['036000291452x', M.upcFormat],
    ['', M.upcFormat],
  ])('%s is refused', (code, message) => {
    expect(upcProblem(code)).toBe(message);
  });
  it('a UPC-A becomes its EAN-13', () => {
    expect(toEan13('036000291452')).toBe('0036000291452');
    expect(toEan13('4006381333931')).toBe('4006381333931');
    expect(toEan13('0 36000 29145-2')).toBe('0036000291452');
  });
});

describe('ICPN in a message (any GTIN)', () => {
  // The DDEX album sample's GTIN-14s 00094631432057 and 04988006110809, a GTIN-8 (96385074) and the EAN-13 and UPC-A above.
  it.each(['00094631432057', '04988006110809', '96385074', '4006381333931', '036000291452'])('%s is read', (code) => {
    expect(icpnProblem(code)).toBeNull();
  });
  it.each([
    ['00094631432058', M.upcCheck],
    ['96385075', M.upcCheck],
    ['0009463143205', M.upcCheck],
    ['9638507', M.icpnFormat],
    ['000946314320577', M.icpnFormat],
    ['0036000 291452', M.icpnFormat],
    ['', M.icpnFormat],
  ])('%s is refused', (code, message) => {
    expect(icpnProblem(code)).toBe(message);
  });
});

describe('ISRC (ISO 3901)', () => {
  // Published examples: US-RC1-76-07839 (the ISRC handbook's), and the DDEX album sample's JPTO09404900.
  it.each([
    'USRC17607839',
    'US-RC1-76-07839',
    'jpto09404900',
    'GBAYE0601498',
    'QZES81959191',
    'INT7L2600001',
    'QMABC2600001',
    'QTABC2600001',
    'ZZABC2600001',
  ])('%s is valid', (code) => {
    expect(isrcProblem(code)).toBeNull();
  });
  it.each([
    ['USRC1760783', M.isrcFormat],
    ['USRC176078390', M.isrcFormat],
    ['US-RC1-7A-07839', M.isrcFormat],
    ['1SRC17607839', M.isrcFormat],
    ['AUSRC17607839', M.isrcFormat],
    ['XXRC17607839', M.isrcCountry],
  ])('%s is refused', (code, message) => {
    expect(isrcProblem(code)).toBe(message);
  });
  it('is stored without hyphens, upper case, and shown with them', () => {
    expect(normaliseIsrc('us-rc1-76-07839')).toBe('USRC17607839');
    expect(formatIsrc('USRC17607839')).toBe('US-RC1-76-07839');
    expect(formatIsrc('us rc1 76 07839')).toBe('US-RC1-76-07839');
    expect(makeIsrc('int7l', 2026, 42)).toBe('INT7L2600042');
    expect(makeIsrc('INT7L', 2005, 99_999)).toBe('INT7L0599999');
  });
});
