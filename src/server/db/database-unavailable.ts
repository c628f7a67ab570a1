// Whether an error means the database cannot be reached now (refused, reset, shutting down or
// starting up, out of connections) rather than a fault in what was asked: the edge answers such a
// request 503 with Retry-After, and the pool connects again by itself once the database is back.
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, and the connection exceptions
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  // drizzle and our own wrappers keep the driver's error as the cause
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CODES.has(code)) return true;
    if (MESSAGES.test(e.message)) return true;
  }
  return false;
}
