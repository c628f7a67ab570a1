import { describe, expect, it } from 'vitest';
import { formatRate } from './money.ts';

describe('formatRate', () => {
  it('shows a rate exactly to the places asked, without a float on the way', () => {
    expect(formatRate('0.0042', 4)).toBe('$0.0042');
    expect(formatRate('0.1', 4)).toBe('$0.1000');
    expect(formatRate('12345.6789', 4)).toBe('$12,345.6789');
    expect(formatRate('0.30000000000000004', 4)).toBe('$0.3000');
  });
  it('shows anything that is not a decimal as zero', () => {
    expect(formatRate('', 4)).toBe('$0.0000');
    expect(formatRate('1e3', 4)).toBe('$0.0000');
    expect(formatRate('.', 4)).toBe('$0.0000');
  });
});
