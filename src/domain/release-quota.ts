// The plan's monthly release limit as the artist sees it before filling in the form. Counted on
// the server, in the same way the limit is enforced when a release is created.
import type { ReleaseQuotaDto } from './releases-dto.ts';

/** "3 of 5 releases this month". */
export function quotaText(q: Pick<ReleaseQuotaDto, 'limit' | 'used'>): string {
  return q.limit === null ? 'Unlimited releases' : `${Math.min(q.used, q.limit)} of ${q.limit} releases this month`;
}

export const atLimit = (q: Pick<ReleaseQuotaDto, 'limit' | 'used'>): boolean => q.limit !== null && q.used >= q.limit;
