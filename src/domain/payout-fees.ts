// What each payout method costs: its minimum and its fee, a fixed amount plus a
// percentage of the claim, both set by the admin in the console's Settings. The fee is part of the
// claim: the balance goes down by the amount claimed, and the artist receives the amount less the
// fee. Exact decimals on bigint (earnings-decimal.ts), never floats; money.ts formats.
import type { PayoutMethodTermsDto } from './claims-dto.ts';
import { applyPercent, formatUnits, parseUnits, units } from './earnings-decimal.ts';
import { CLAIM_TEXTS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from './claim-texts.ts';
import { formatDecimal } from './money.ts';

/**
 * One method's terms as the Settings hold them: its own minimum, or null to follow the general
 * payout minimum; the fixed fee in USD ("0.30") and the percentage of the claim ("2.50" is 2.5 %).
 */
export type PayoutMethodSetting = { minimum: string | null; feeFixed: string; feePercent: string };
export type PayoutMethodsSetting = Record<PaymentMethod, PayoutMethodSetting>;
/** Every method's terms in force. */
export type Methods = Record<PaymentMethod, PayoutMethodTermsDto>;

/** No fee, and the general minimum: an install nobody has set fees on works as before. */
export const DEFAULT_METHOD_SETTING: PayoutMethodSetting = { minimum: null, feeFixed: '0.00', feePercent: '0.00' };
export const DEFAULT_PAYOUT_METHODS: PayoutMethodsSetting = Object.fromEntries(
  PAYMENT_METHODS.map((m) => [m, DEFAULT_METHOD_SETTING]),
) as PayoutMethodsSetting;

/** Every method's terms in force: its own minimum or the general one, and its fee. */
export function methodTerms(payoutMinimum: string, methods: PayoutMethodsSetting): Methods {
  return Object.fromEntries(
    PAYMENT_METHODS.map((m) => {
      const s = { ...DEFAULT_METHOD_SETTING, ...methods[m] };
      return [m, { minimum: s.minimum ?? payoutMinimum, feeFixed: s.feeFixed, feePercent: s.feePercent }];
    }),
  ) as Methods;
}

/** The smallest amount any method takes: below it nothing can be claimed at all. */
export function lowestMinimum(methods: Methods): string {
  return PAYMENT_METHODS.map((m) => methods[m].minimum).reduce((a, b) => (units(b) < units(a) ? b : a));
}

/**
 * What a claim of `amount` (a decimal with at most 2 places) costs by a method: the fixed fee plus
 * the percentage of the amount rounded to the cent (half up), never more than the amount; the net
 * is the rest, so fee + net = amount exactly and neither is negative. `leavesNothing` when the fee
 * takes it all (such a claim is refused).
 */
export type PayoutQuote = { fee: string; net: string; leavesNothing: boolean };

export function payoutQuote(amount: string, terms: Pick<PayoutMethodTermsDto, 'feeFixed' | 'feePercent'>): PayoutQuote {
  const a = units(amount);
  const percent = units(formatUnits(applyPercent(a, terms.feePercent), 2));
  const full = units(terms.feeFixed) + percent;
  const fee = full < a ? full : a > 0n ? a : 0n;
  return { fee: formatUnits(fee, 2), net: formatUnits(a - fee, 2), leavesNothing: a - fee <= 0n };
}

/** The fee as people read it: "No fee", "$0.30", "2.5%", "$0.30 + 2.9%". */
export function describeFee(terms: Pick<PayoutMethodTermsDto, 'feeFixed' | 'feePercent'>): string {
  const fixed = units(terms.feeFixed) > 0n;
  const percent = units(terms.feePercent) > 0n;
  // "2.50" is 2.5%, "10.00" 10%
  const pct = `${terms.feePercent.includes('.') ? terms.feePercent.replace(/\.?0+$/, '') : terms.feePercent}%`;
  if (fixed && percent) return `${formatDecimal(terms.feeFixed)} + ${pct}`;
  if (fixed) return formatDecimal(terms.feeFixed);
  return percent ? pct : 'No fee';
}

/** A claim's amount as typed: positive, at most 2 decimals and 9 whole digits (the form and the request check it alike). */
export function isClaimAmount(text: string): boolean {
  return /^\d{1,9}(\.\d{1,2})?$/.test(text) && (parseUnits(text) ?? 0n) > 0n;
}

/** What a claim is checked against: what may be claimed (the balance, to the cent below), and each method's minimum and fee. */
export type ClaimLimits = { balance: string; methods: Methods };

/**
 * What is wrong with a claim's amount (a claim amount, isClaimAmount) in claims.ts claimProblem's
 * order: above the balance, under the minimum (the method's once chosen, else the lowest of all;
 * the method named when it asks for more than another), then, the method known, a fee that leaves
 * nothing to receive. The form shows it as the amount is typed; the server refuses with it.
 */
export function amountProblem(amount: string, method: PaymentMethod | '', limits: ClaimLimits): string | null {
  const a = units(amount);
  if (a > units(limits.balance)) return CLAIM_TEXTS.insufficient(limits.balance);
  const lowest = lowestMinimum(limits.methods);
  const minimum = method ? limits.methods[method].minimum : lowest;
  if (a < units(minimum))
    return CLAIM_TEXTS.minimum(minimum, method && units(minimum) > units(lowest) ? PAYMENT_METHOD_LABELS[method] : undefined);
  if (!method) return null;
  const terms = limits.methods[method];
  return payoutQuote(amount, terms).leavesNothing
    ? CLAIM_TEXTS.feeLeavesNothing(PAYMENT_METHOD_LABELS[method], amount, describeFee(terms))
    : null;
}
