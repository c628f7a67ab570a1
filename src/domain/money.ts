// Money as people read it: Intl formatting for the two currencies the product sells in.
export type Currency = 'USD' | 'INR';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: Currency, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

/** "$1,234.50"; whole amounts can drop the cents: formatMoney(5, 'USD', { whole: true }) is "$5". */
export function formatMoney(amount: number, currency: Currency, opts: { whole?: boolean } = {}): string {
  return formatter(currency, opts.whole ? 0 : 2).format(amount);
}

export const formatUsd = (amount: number, opts?: { whole?: boolean }) => formatMoney(amount, 'USD', opts);
export const formatInr = (amount: number, opts?: { whole?: boolean }) => formatMoney(amount, 'INR', opts);
