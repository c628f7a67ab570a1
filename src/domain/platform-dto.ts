// The console's platform-wide figures: the six counters of the top bar (SPEC section 7, admin
// counts) with the releases waiting for review, and the Overview's computed figures and health
// (DESIGN section 6: computed, never constants). The schemas are the server's answer contract; the
// web takes only their types.
import { z } from 'zod';

export const countersDto = z.object({
  users: z.number(),
  releases: z.number(),
  /** Sum of every release's revenue, a decimal string. */
  revenue: z.string(),
  streams: z.number(),
  pendingClaims: z.number(),
  openTickets: z.number(),
  /** Releases waiting for review (status pending). */
  pendingReleases: z.number(),
});
export type CountersDto = z.infer<typeof countersDto>;

export const healthCheckDto = z.object({ name: z.string(), ok: z.boolean(), detail: z.string() });
export type HealthCheckDto = z.infer<typeof healthCheckDto>;

export const overviewDto = z.object({
  counters: countersDto,
  /** New users in the last `periodDays` days against the `periodDays` before. */
  growth: z.object({ periodDays: z.number(), current: z.number(), previous: z.number(), percent: z.number().nullable() }),
  /** Revenue over releases, a decimal string with 2 places; null with no releases. */
  averageRevenuePerRelease: z.string().nullable(),
  /** Users with a session made or renewed in the last 24 hours. */
  activeUsers24h: z.number(),
  /** Releases created since midnight UTC. */
  releasesToday: z.number(),
  /** Pending claims + open tickets + releases waiting for review. */
  processingQueue: z.number(),
  health: z.object({ status: z.enum(['Operational', 'Degraded']), checks: z.array(healthCheckDto), checkedAt: z.string() }),
});
export type OverviewDto = z.infer<typeof overviewDto>;
