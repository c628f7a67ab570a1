// One rounding rule for every money total shown: the exact decimals (earnings-decimal.ts units of
// 10^-12) are summed and subtracted first, and the result is rounded once, to the cent, half away
// from zero, as money.ts rounds what it formats. A figure already rounded is never added to or
// taken from another, so a balance shown is always the earnings shown less the claims shown (claims
// are whole cents). What a claim may ask for is another rule (claims.ts, balanceFrom: rounded down,
// so no claim asks for a fraction of a cent that is not there).
import { formatUnits, units } from './earnings-decimal.ts';
import { decimalToMinor, formatDecimal } from './money.ts';

/** An exact amount (units) as a total to show, to the cent ("808.18"). */
export function displayTotal(exact: bigint): string {
  return formatUnits(exact, 2);
}

/** The exact sum of decimal strings (up to 12 places each), in units. */
export function sumExact(values: readonly string[]): bigint {
  return values.reduce((a, v) => a + units(v), 0n);
}

/** The balance to show: net earnings less the claims holding money, exactly, then to the cent; never below 0. */
export function displayBalance(netUnits: bigint, heldUnits: bigint): string {
  const left = netUnits - heldUnits;
  return displayTotal(left > 0n ? left : 0n);
}

/**
 * What every screen says under a balance when a claim may ask for less than it shows (the balance
 * rounds to the nearest cent, a claim down): null when they agree.
 */
export function claimableNote(balance: string, payable: string): string | null {
  return balance === payable ? null : `up to ${formatDecimal(payable)} can be claimed`;
}

/** Whether a payout can be asked for at all: what a claim may ask for reaches the payout minimum. */
export function canClaim(payable: string, minimum: string): boolean {
  return (decimalToMinor(payable) ?? 0) >= (decimalToMinor(minimum) ?? 0) && (decimalToMinor(payable) ?? 0) > 0;
}
