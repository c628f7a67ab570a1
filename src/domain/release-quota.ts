// The plan's monthly release limit as the artist sees it before filling in the form. Counted on
// the server, in the same way the limit is enforced when a release is created.
export type ReleaseQuotaDto = {
  planName: string;
  /** New releases allowed per calendar month (UTC); null when the plan has no limit. */
  limit: number | null;
  /** Releases created since the start of this month (UTC). */
  used: number;
};

/** "3 of 5 releases this month". */
export function quotaText(q: Pick<ReleaseQuotaDto, 'limit' | 'used'>): string {
  return q.limit === null ? 'Unlimited releases' : `${Math.min(q.used, q.limit)} of ${q.limit} releases this month`;
}

export const atLimit = (q: Pick<ReleaseQuotaDto, 'limit' | 'used'>): boolean => q.limit !== null && q.used >= q.limit;
