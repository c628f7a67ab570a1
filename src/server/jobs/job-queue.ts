// Background jobs on pg-boss, a PostgreSQL-backed queue that runs on the app's own pool, so
// several instances share one schedule and each job runs once. Started by boot, stopped on
// shutdown (in-flight jobs finish first).
import PgBoss from 'pg-boss';
import type { Deps } from '../http/context.ts';
import { sweepSubscriptions } from '../features/payments/sweep-subscriptions.ts';
import { sweepUnattachedUploads } from '../features/uploads/sweep-unattached-uploads.ts';
import { resendUnmailedMessages } from '../features/contact/resend-unmailed-messages.ts';

export const SUBSCRIPTION_SWEEP = 'subscription-sweep';
export const UPLOADS_SWEEP = 'uploads-sweep';
export const CONTACT_RESEND = 'contact-resend';
const DAILY_AT_0230_UTC = '30 2 * * *';
const DAILY_AT_0300_UTC = '0 3 * * *';
const EVERY_15_MINUTES = '*/15 * * * *';

export type JobQueue = { boss: PgBoss; stop: () => Promise<void> };

export async function startJobQueue(deps: Deps): Promise<JobQueue> {
  const boss = new PgBoss({ db: { executeSql: (text: string, values?: unknown[]) => deps.pool.query(text, values) } });
  boss.on('error', (err) => deps.log.error({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(SUBSCRIPTION_SWEEP, { retryLimit: 3, retryDelay: 300, retryBackoff: true });
  await boss.work(SUBSCRIPTION_SWEEP, async () => {
    const result = await sweepSubscriptions(deps);
    deps.log.info(result, 'subscription sweep done');
    return result;
  });
  await boss.schedule(SUBSCRIPTION_SWEEP, DAILY_AT_0230_UTC, {}, { tz: 'UTC' });
  await boss.createQueue(UPLOADS_SWEEP, { retryLimit: 3, retryDelay: 300, retryBackoff: true });
  await boss.work(UPLOADS_SWEEP, async () => {
    const result = await sweepUnattachedUploads(deps);
    deps.log.info(result, 'unattached uploads swept');
    return result;
  });
  await boss.schedule(UPLOADS_SWEEP, DAILY_AT_0300_UTC, {}, { tz: 'UTC' });
  await boss.createQueue(CONTACT_RESEND, { retryLimit: 0 });
  await boss.work(CONTACT_RESEND, async () => {
    const result = await resendUnmailedMessages(deps);
    if (result.sent || result.failed) deps.log.info(result, 'unmailed contact messages sent again');
    return result;
  });
  await boss.schedule(CONTACT_RESEND, EVERY_15_MINUTES, {}, { tz: 'UTC' });
  // A run at start-up too, so an instance that was down at the scheduled time catches up.
  await boss.send(SUBSCRIPTION_SWEEP, {}, { singletonKey: 'startup', singletonSeconds: 3600 });
  deps.log.debug('job queue started');
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
