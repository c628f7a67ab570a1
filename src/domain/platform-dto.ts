// The console's platform-wide figures: the six counters of the top bar (SPEC section 7, admin
// counts) with the releases waiting for review, and the Overview's computed figures and health
// (DESIGN section 6: computed, never constants).

export type CountersDto = {
  users: number;
  releases: number;
  /** Sum of every release's revenue, a decimal string. */
  revenue: string;
  streams: number;
  pendingClaims: number;
  openTickets: number;
  /** Releases waiting for review (status pending). */
  pendingReleases: number;
};

export type HealthCheckDto = { name: string; ok: boolean; detail: string };

export type OverviewDto = {
  counters: CountersDto;
  /** New users in the last `periodDays` days against the `periodDays` before. */
  growth: { periodDays: number; current: number; previous: number; percent: number | null };
  /** Revenue over releases, a decimal string with 2 places; null with no releases. */
  averageRevenuePerRelease: string | null;
  /** Users with a session made or renewed in the last 24 hours. */
  activeUsers24h: number;
  /** Releases created since midnight UTC. */
  releasesToday: number;
  /** Pending claims + open tickets + releases waiting for review. */
  processingQueue: number;
  health: { status: 'Operational' | 'Degraded'; checks: HealthCheckDto[]; checkedAt: string };
};

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
