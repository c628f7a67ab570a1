// The console's growth figure: new users over a period against the period before, and how the
// Overview writes it.

export const GROWTH_PERIOD_DAYS = 30;

/** "+12.5%", "-3%", or "New" when there was nothing to compare with. */
export function growthLabel(percent: number | null, current: number): string {
  if (percent === null) return current > 0 ? 'New' : '0%';
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

/** Growth in percent, or null when the previous period had none. */
export function growthPercent(current: number, previous: number): number | null {
  return previous === 0 ? null : ((current - previous) / previous) * 100;
}
