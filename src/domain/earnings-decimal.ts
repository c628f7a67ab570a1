// Exact decimal arithmetic for earnings (12 decimal places, as the ledger's numeric(24,12)).
// money.ts holds amounts to the cent in safe integers; sales reports carry fractions of a cent
// and totals beyond 2^53 micro-units, so earnings are held as bigint units of 10^-12. No floats.

export const EARNINGS_SCALE = 12;
const UNIT = 10n ** BigInt(EARNINGS_SCALE);

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** Decimal text as units of 10^-12, or null when it is not a plain decimal or has more than 12 places. */
export function parseUnits(text: string): bigint | null {
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const [, sign, whole, frac = ''] = m;
  if (frac.length > EARNINGS_SCALE) return null;
  const units = BigInt(whole!) * UNIT + BigInt(frac.padEnd(EARNINGS_SCALE, '0'));
  return sign === '-' ? -units : units;
}

/** Like parseUnits, for text known to be valid (from the database); throws otherwise. */
export function units(text: string): bigint {
  const u = parseUnits(text);
  if (u === null) throw new RangeError(`not a decimal with at most ${EARNINGS_SCALE} places: ${text}`);
  return u;
}

/** Units as decimal text with `places` decimals (12 by default), rounded half away from zero. */
export function formatUnits(u: bigint, places = EARNINGS_SCALE): string {
  const drop = 10n ** BigInt(EARNINGS_SCALE - places);
  const rounded = roundDiv(u, drop);
  // Stryker disable next-line EqualityOperator: equivalent, a rounded 0 gets no sign below (its abs is 0)
  const neg = rounded < 0n;
  const abs = neg ? -rounded : rounded;
  const scale = 10n ** BigInt(places);
  const whole = abs / scale;
  const frac = places ? '.' + (abs % scale).toString().padStart(places, '0') : '';
  return `${neg && abs !== 0n ? '-' : ''}${whole}${frac}`;
}

/** Units rounded down (toward minus infinity) to the cent, as text: what can be paid out. */
export function floorToCents(u: bigint): string {
  const cent = 10n ** BigInt(EARNINGS_SCALE - 2);
  let q = u / cent;
  if (
    u % cent !== 0n &&
    // Stryker disable next-line EqualityOperator: equivalent, a u of 0 is a whole cent, never adjusted
    u < 0n
  )
    q -= 1n;
  return formatUnits(q * cent, 2);
}

/** n / d rounded half away from zero (d > 0). */
export function roundDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (
    2n *
      // Stryker disable next-line EqualityOperator: equivalent, -0n is 0n
      (r < 0n ? -r : r) >=
    d
  )
    // Stryker disable next-line EqualityOperator: equivalent, an n of 0 leaves no remainder to round
    return n < 0n ? q - 1n : q + 1n;
  return q;
}

/** `u` times `percent` / 100, rounded half away from zero to the unit (percent may have 2 decimals). */
export function applyPercent(u: bigint, percent: string): bigint {
  const p = parseUnits(percent);
  if (p === null) throw new RangeError(`not a percentage: ${percent}`);
  return roundDiv(u * p, 100n * UNIT);
}

/**
 * Splits `total` over parts in proportion to `weights` (non-negative, not all zero): each part
 * rounded down, then the remainder handed out one unit at a time to the largest fractional
 * remainders (ties to the earlier part), so the parts add up to `total` exactly.
 */
export function prorate(total: bigint, weights: readonly bigint[]): bigint[] {
  if (!weights.length) throw new RangeError('prorate needs at least one part');
  const sum = weights.reduce((a, w) => a + w, 0n);
  if (weights.some((w) => w < 0n)) throw new RangeError('prorate takes non-negative weights');
  if (sum === 0n) {
    // nothing to weigh by: equal parts
    return prorate(
      total,
      weights.map(() => 1n),
    );
  }
  // Stryker disable next-line EqualityOperator: equivalent, a total of 0 gives parts of 0, negated or not
  const neg = total < 0n;
  const abs = neg ? -total : total;
  const parts = weights.map((w) => (abs * w) / sum);
  const rest = abs - parts.reduce((a, p) => a + p, 0n);
  const order = weights
    .map((w, i) => ({ i, frac: (abs * w) % sum }))
    .sort((a, b) =>
      // Stryker disable next-line ConditionalExpression: equivalent in V8, whose stable sort keeps index order for ties answered "after"
      a.frac === b.frac
        ? // Stryker disable next-line ArithmeticOperator: equivalent in V8, as above (a later part is compared with earlier ones)
          a.i - b.i
        : // Stryker disable next-line EqualityOperator: equivalent, equal remainders are answered above
          a.frac > b.frac
          ? -1
          : 1,
    );
  for (let k = 0n; k < rest; k++) parts[order[Number(k)]!.i]! += 1n;
  return neg ? parts.map((p) => -p) : parts;
}
