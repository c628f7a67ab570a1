// A DDEX batch id is its creation time to the millisecond, YYYYMMDDhhmmssnnn (UTC); stores take
// batches in that order, so an endpoint's ids only grow.

export function formatBatchId(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 17);
}

export function parseBatchId(id: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})$/.exec(id);
  if (!m) throw new Error(`not a batch id: ${id}`);
  const [, y, mo, d, h, mi, s, ms] = m;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
}

/** Now, or one millisecond after the endpoint's last batch when that is not earlier. */
export function nextBatchId(now: Date, lastOfEndpoint: string | null): string {
  const last = lastOfEndpoint ? parseBatchId(lastOfEndpoint).getTime() : 0;
  return formatBatchId(new Date(Math.max(now.getTime(), last + 1)));
}
