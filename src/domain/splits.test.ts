// The split engine's promises, for any split, recoupments and sequence of bookings (returns
// included): every booking's parts add up to its net exactly; what each party holds is what the
// terms give at the running totals (nothing lost, nothing counted twice); recoupments never repay
// more than agreed and are repaid before any share; a payee never holds less than nothing, and
// while the net booked is not negative, neither does the owner.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatShare,
  parseShare,
  readSplit,
  recoupedAt,
  sharesAt,
  SPLIT_TEXTS,
  splitBooking,
  WHOLE,
  type Recoupment,
  type SplitShare,
  type SplitState,
} from './splits.ts';

const UNIT = 10n ** 12n;

/** Shares totalling at most 100 % (in 10^-4 %), 1 to 50 payees. */
const shares = fc
  .array(fc.bigInt({ min: 1n, max: WHOLE }), { minLength: 1, maxLength: 50 })
  .map((xs) => {
    let left = WHOLE;
    return xs.flatMap((x, i) => {
      const share = x < left ? x : left;
      left -= share;
      return share > 0n ? [{ payee: `p${i}@example.org`, share }] : [];
    });
  })
  .filter((xs) => xs.length > 0);
const recoupments = (payees: SplitShare[]) =>
  fc.array(fc.record({ payee: fc.constantFrom(...payees.map((p) => p.payee)), amount: fc.bigInt({ min: 1n, max: 5_000n * UNIT }) }), {
    maxLength: 4,
  });
/** Net amounts of bookings: mostly earnings, some returns, down to a unit. */
const nets = fc.array(
  fc.oneof(fc.bigInt({ min: 0n, max: 2_000n * UNIT }), fc.bigInt({ min: -300n * UNIT, max: 0n }), fc.bigInt({ min: -3n, max: 3n })),
  { maxLength: 40 },
);

/** A split's shares, its recoupments and the nets booked under it. */
const histories = shares.chain((s) => fc.tuple(fc.constant(s), recoupments(s), nets));

type Held = { recouped: bigint[]; shares: bigint[]; owner: bigint };

/** Books `nets` one by one under one version, keeping each party's running money. */
function bookAll(s: SplitShare[], r: Recoupment[], amounts: bigint[], onEach?: (held: Held, state: SplitState) => void) {
  let state: SplitState = { total: 0n, pot: 0n };
  const held: Held = { recouped: r.map(() => 0n), shares: s.map(() => 0n), owner: 0n };
  for (const net of amounts) {
    const b = splitBooking(s, r, state, net);
    expect(b.recouped.reduce((n, x) => n + x, 0n) + b.shares.reduce((n, x) => n + x, 0n) + b.owner).toBe(net);
    b.recouped.forEach((x, i) => (held.recouped[i]! += x));
    b.shares.forEach((x, i) => (held.shares[i]! += x));
    held.owner += b.owner;
    state = b.next;
    onEach?.(held, state);
  }
  return { held, state };
}

describe('a booking under a split', () => {
  it('adds up to its net, and leaves each party what the terms give at the running totals', () => {
    fc.assert(
      fc.property(histories, ([s, r, amounts]) => {
        bookAll(s, r, amounts, (held, state) => {
          const recouped = recoupedAt(r, state.total);
          expect(held.recouped).toEqual(recouped);
          const pot = state.total - recouped.reduce((n, x) => n + x, 0n);
          expect(state.pot).toBe(pot);
          const at = sharesAt(s, pot > 0n ? pot : 0n);
          expect(held.shares).toEqual(at.payees);
          expect(held.owner).toBe(at.owner + (pot < 0n ? pot : 0n));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('repays recoupments in order and never beyond, before any share; no payee holds less than nothing, nor the owner while the net booked is not negative', () => {
    fc.assert(
      fc.property(histories, ([s, r, amounts]) => {
        bookAll(s, r, amounts, (held, state) => {
          held.recouped.forEach((x, i) => {
            expect(x).toBeGreaterThanOrEqual(0n);
            expect(x).toBeLessThanOrEqual(r[i]!.amount);
            // a later recoupment is repaid only once the earlier ones are whole
            if (x > 0n) for (let j = 0; j < i; j++) expect(held.recouped[j]).toBe(r[j]!.amount);
          });
          const recoupedAll = held.recouped.every((x, i) => x === r[i]!.amount);
          if (!recoupedAll) expect([...held.shares, held.owner].every((x) => x === 0n) || state.total < 0n).toBe(true);
          for (const x of held.shares) expect(x).toBeGreaterThanOrEqual(0n);
          if (state.total >= 0n) expect(held.owner).toBeGreaterThanOrEqual(0n);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('gives the owner every rounding remainder: a payee never gets more than their exact share', () => {
    fc.assert(
      fc.property(shares, fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), (s, pot) => {
        const { payees, owner } = sharesAt(s, pot);
        const abs = (x: bigint) => (x < 0n ? -x : x);
        payees.forEach((x, i) => {
          const exact = pot * s[i]!.share; // the share exactly, times WHOLE
          expect(abs(x * WHOLE)).toBeLessThanOrEqual(abs(exact)); // toward zero: never more than the share
          expect(abs(exact - x * WHOLE)).toBeLessThan(WHOLE); // and less than a unit short of it
        });
        expect(payees.reduce((n, x) => n + x, 0n) + owner).toBe(pot);
      }),
    );
  });

  it('splits under a new version from where the old one left the split: recoupment carries on, shares start from the new pot', () => {
    const [alice, bob] = ['alice@example.org', 'bob@example.org'];
    const r: Recoupment[] = [{ payee: bob, amount: 100n * UNIT }];
    const v1: SplitShare[] = [{ payee: alice, share: 500_000n }]; // 50 %
    const first = splitBooking(v1, r, { total: 0n, pot: 0n }, 150n * UNIT);
    expect(first).toEqual({
      recouped: [100n * UNIT],
      shares: [25n * UNIT],
      owner: 25n * UNIT,
      next: { total: 150n * UNIT, pot: 50n * UNIT },
    });
    const v2: SplitShare[] = [
      { payee: alice, share: 250_000n },
      { payee: bob, share: 250_000n },
    ];
    const second = splitBooking(v2, r, { total: first.next.total, pot: 0n }, 40n * UNIT);
    expect(second).toEqual({
      recouped: [0n],
      shares: [10n * UNIT, 10n * UNIT],
      owner: 20n * UNIT,
      next: { total: 190n * UNIT, pot: 40n * UNIT },
    });
    // returns for a period of the first version come out of its pot, while the split's total stays
    // above what was recouped: its payee gives back what the pot gave them, no more, and the owner
    // the rest, until the pot is above zero again
    const back = splitBooking(v1, r, { total: second.next.total, pot: first.next.pot }, -80n * UNIT);
    expect(back).toEqual({ recouped: [0n], shares: [-25n * UNIT], owner: -55n * UNIT, next: { total: 110n * UNIT, pot: -30n * UNIT } });
    const again = splitBooking(v1, r, back.next, 50n * UNIT);
    expect(again).toEqual({ recouped: [0n], shares: [10n * UNIT], owner: 40n * UNIT, next: { total: 160n * UNIT, pot: 20n * UNIT } });
  });

  it('takes returns from the shares first, then from the last recoupment repaid', () => {
    const r: Recoupment[] = [
      { payee: 'a@example.org', amount: 60n * UNIT },
      { payee: 'b@example.org', amount: 40n * UNIT },
    ];
    const s: SplitShare[] = [{ payee: 'a@example.org', share: 200_000n }];
    const up = splitBooking(s, r, { total: 0n, pot: 0n }, 150n * UNIT);
    expect(up.recouped).toEqual([60n * UNIT, 40n * UNIT]);
    expect([up.shares, up.owner]).toEqual([[10n * UNIT], 40n * UNIT]);
    const down = splitBooking(s, r, up.next, -70n * UNIT);
    expect(down.recouped).toEqual([0n, -20n * UNIT]);
    expect([down.shares, down.owner]).toEqual([[-10n * UNIT], -40n * UNIT]);
  });
});

describe('a split through its versions', () => {
  // any history: versions made one after another (a booking goes to the latest), earnings and
  // returns booked, and earlier bookings reversed by their own version, as a rollback does
  const op = fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('book' as const), net: fc.bigInt({ min: -200n * UNIT, max: 1_000n * UNIT }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('version' as const), shares }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }) },
  );
  const history = shares.chain((first) => fc.tuple(fc.constant(first), recoupments(first), fc.array(op, { maxLength: 40 })));

  it('adds up to every net, keeps each version’s payees at its terms and never below nothing, and repays recoupments by the total', () => {
    fc.assert(
      fc.property(history, ([first, r, ops]) => {
        const versions = [{ shares: first, pot: 0n, held: first.map(() => 0n) }];
        const recouped = r.map(() => 0n);
        const booked: { version: number; net: bigint; reversed: boolean }[] = [];
        let total = 0n;
        let owner = 0n;
        const book = (v: number, net: bigint) => {
          const version = versions[v]!;
          const b = splitBooking(version.shares, r, { total, pot: version.pot }, net);
          expect(b.recouped.reduce((n, x) => n + x, 0n) + b.shares.reduce((n, x) => n + x, 0n) + b.owner).toBe(net);
          b.recouped.forEach((x, i) => (recouped[i]! += x));
          b.shares.forEach((x, i) => (version.held[i]! += x));
          owner += b.owner;
          total = b.next.total;
          version.pot = b.next.pot;
        };
        for (const step of ops) {
          if (step.kind === 'version') versions.push({ shares: step.shares, pot: 0n, held: step.shares.map(() => 0n) });
          else if (step.kind === 'book') {
            book(versions.length - 1, step.net);
            booked.push({ version: versions.length - 1, net: step.net, reversed: false });
          } else {
            const open = booked.filter((b) => !b.reversed);
            const b = open[step.pick % Math.max(1, open.length)];
            if (!b) continue;
            book(b.version, -b.net);
            b.reversed = true;
          }
          // nothing lost or counted twice: every party's money adds up to the net booked
          const held = versions.reduce((n, v) => n + v.held.reduce((m, x) => m + x, 0n), 0n);
          expect(held + recouped.reduce((n, x) => n + x, 0n) + owner).toBe(total);
          expect(total).toBe(booked.reduce((n, b) => n + (b.reversed ? 0n : b.net), 0n));
          // the recoupments stand where the total puts them; each version's payees where its pot does
          expect(recouped).toEqual(recoupedAt(r, total));
          for (const v of versions) {
            expect(v.held).toEqual(sharesAt(v.shares, v.pot > 0n ? v.pot : 0n).payees);
            for (const x of v.held) expect(x).toBeGreaterThanOrEqual(0n);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('reading a split', () => {
  it('reads shares to four decimals and the owner keeps the rest', () => {
    const read = readSplit([
      { payee: 'a@example.org', share: '33.3333' },
      { payee: 'b@example.org', share: '12.5', recoup: '250.00' },
      { payee: 'c@example.org', share: '0.0001', recoup: '' },
    ]);
    expect(read).toEqual({
      shares: [
        { payee: 'a@example.org', share: 333_333n },
        { payee: 'b@example.org', share: 125_000n },
        { payee: 'c@example.org', share: 1n },
      ],
      recoupments: [{ payee: 'b@example.org', amount: 250n * UNIT }],
      ownerShare: 541_666n,
    });
    expect(formatShare(541_666n)).toBe('54.1666');
    expect(formatShare(WHOLE)).toBe('100');
    expect(readSplit([{ payee: 'a@example.org', share: '100' }])).toMatchObject({ ownerShare: 0n });
  });

  it('refuses what is not a split, in words', () => {
    const payee = (i: number, share = '1', recoup?: string) => ({ payee: `p${i}@example.org`, share, recoup });
    expect(readSplit(Array.from({ length: 51 }, (_, i) => payee(i)))).toEqual({ error: SPLIT_TEXTS.tooMany });
    expect(readSplit(Array.from({ length: 50 }, (_, i) => payee(i, '2')))).toMatchObject({ ownerShare: 0n });
    for (const share of ['0.00001', '100.0001', '101', '-5', '1e1', ' ', 'ten', '12,5'])
      expect(readSplit([payee(1, share)]), share).toEqual({ error: SPLIT_TEXTS.share });
    expect(readSplit([payee(1, '60'), payee(2, '40.0001')])).toEqual({ error: SPLIT_TEXTS.total });
    expect(readSplit([payee(1), { payee: ' P1@Example.org ', share: '1' }])).toEqual({ error: SPLIT_TEXTS.twice });
    for (const recoup of ['-1', '1.001', 'x', '1e3'])
      expect(readSplit([payee(1, '1', recoup)]), recoup).toEqual({ error: SPLIT_TEXTS.recoup });
    expect(parseShare(' 7.25 ')).toBe(72_500n);
    // a share of 0 only for a payee repaid an amount first
    expect(readSplit([payee(1, '0')])).toEqual({ error: SPLIT_TEXTS.nothing });
    expect(readSplit([payee(1, '0.00', '0')])).toEqual({ error: SPLIT_TEXTS.nothing });
    expect(readSplit([payee(1, '0', '500'), payee(2, '25')])).toEqual({
      shares: [{ payee: 'p2@example.org', share: 250_000n }],
      recoupments: [{ payee: 'p1@example.org', amount: 500n * UNIT }],
      ownerShare: 750_000n,
    });
  });
});
