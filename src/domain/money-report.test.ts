// Sales report amounts as the import preview shows them: exact, to the cent or to four places,
// in the report's own currency.
import { describe, expect, it } from 'vitest';
import { formatReportAmount } from './money.ts';

describe('formatReportAmount', () => {
  it('drops the report precision down to the cent, keeping what a cent would hide', () => {
    expect(formatReportAmount('18.200000000000', 'USD')).toBe('$18.20');
    expect(formatReportAmount('0.003412000000', 'USD')).toBe('$0.0034');
    expect(formatReportAmount('0.000050000000', 'USD')).toBe('$0.0001'); // half away from zero
    expect(formatReportAmount('-2.5', 'USD')).toBe('-$2.50');
    expect(formatReportAmount('1234567.891234567891', 'USD', 2)).toBe('$1,234,567.89');
  });

  it("names the report's currency, rupees grouped the Indian way", () => {
    expect(formatReportAmount('18.2', 'EUR')).toBe('€18.20');
    expect(formatReportAmount('125000', 'INR')).toBe('₹1,25,000.00');
    expect(formatReportAmount('3.1', 'XQZ1')).toBe('3.10 XQZ1');
  });

  it('shows anything that is not a decimal as zero', () => {
    expect(formatReportAmount('abc', 'USD')).toBe('$0.00');
  });
});
