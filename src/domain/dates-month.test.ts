import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe("formatDate 'month'", () => {
  it('names the month of a calendar day wherever it is shown', () => {
    expect(formatDate('2026-11-01', 'month')).toBe('November 2026');
    expect(formatDate('2026-01-31', 'month')).toBe('January 2026');
    expect(formatDate('nope', 'month')).toBe('—');
  });
});
