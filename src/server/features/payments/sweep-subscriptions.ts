// The daily subscription sweep: cheaper plans scheduled for the end of a term start (catching up
// with their jobs), subscriptions past their expiry go back to inactive and the free plan
// (releases are not touched: a lapse never takes music down), and a reminder is mailed 14 days
// and 1 day before expiry, each once per expiry (recorded before it is sent), unless the next
// plan is already paid for.
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { formatDate, DAY_MS } from '../../../domain/dates.ts';
import { REMINDER_DAYS } from '../../../domain/payments.ts';
import { planByType } from '../../../domain/plans.ts';
import { profiles } from '../../db/schema.ts';
import { scheduledPlanChanges, subscriptionReminders } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { startScheduledPlans } from './start-scheduled-plans.ts';

export type SweepResult = { started: number; expired: number; reminded: number };

export async function sweepSubscriptions(deps: Deps, now: Date = new Date()): Promise<SweepResult> {
  const started = await startScheduledPlans(deps, now);
  const lapsed = await deps.db
    .update(profiles)
    .set({ planType: 'free', subscriptionStatus: 'inactive', updatedAt: sql`now()` })
    .where(
      and(
        eq(profiles.subscriptionStatus, 'active'),
        lte(profiles.subscriptionExpiresAt, now),
        sql`not exists (select 1 from ${scheduledPlanChanges} where ${scheduledPlanChanges.userId} = ${profiles.id})`, // its next plan starts instead
      ),
    )
    .returning({ id: profiles.id });
  if (lapsed.length) deps.log.info({ count: lapsed.length }, 'subscriptions expired');

  const horizon = new Date(now.getTime() + Math.max(...REMINDER_DAYS) * DAY_MS);
  const due = await deps.db
    .select({
      id: profiles.id,
      email: profiles.email,
      fullName: profiles.fullName,
      planType: profiles.planType,
      expiresAt: profiles.subscriptionExpiresAt,
    })
    .from(profiles)
    .leftJoin(scheduledPlanChanges, eq(scheduledPlanChanges.userId, profiles.id))
    .where(
      and(
        eq(profiles.subscriptionStatus, 'active'),
        gt(profiles.subscriptionExpiresAt, now),
        lte(profiles.subscriptionExpiresAt, horizon),
        isNull(scheduledPlanChanges.userId),
      ),
    );
  let reminded = 0;
  for (const p of due) {
    const left = p.expiresAt!.getTime() - now.getTime();
    // the nearest reminder point not yet passed: 10 days left is the 14-day reminder, 20 hours the 1-day one
    const days = [...REMINDER_DAYS].sort((a, b) => a - b).find((d) => left <= d * DAY_MS)!;
    try {
      const sent = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(subscriptionReminders)
          .values({ userId: p.id, expiresAt: p.expiresAt!, daysBefore: days })
          .onConflictDoNothing()
          .returning({ userId: subscriptionReminders.userId });
        if (!row) return false;
        // profiles_plan_type_check admits only the plans we sell
        await deps.mailer.send(reminderMail(deps, p.email, p.fullName, planByType(p.planType)!.name, p.expiresAt!, days));
        return true;
      });
      if (sent) reminded++;
    } catch (err) {
      deps.log.error({ err, userId: p.id, days }, 'renewal reminder failed; will retry on the next run');
    }
  }
  return { started, expired: lapsed.length, reminded };
}

function reminderMail(deps: Deps, to: string, name: string | null, plan: string, expiresAt: Date, days: number) {
  const when = days === 1 ? 'tomorrow' : `in ${days} days`;
  const date = formatDate(expiresAt, 'long', { timeZone: 'UTC' });
  const link = `${deps.env.PUBLIC_URL}/dashboard/pricing`;
  return {
    to,
    subject: `Your ${deps.env.BRAND_NAME} ${plan} plan expires ${when}`,
    text: `Hello ${name || 'there'},\n\nYour ${plan} plan expires ${when}, on ${date}. Renew to keep its features: ${link}\n\nIf it lapses you move to the Free plan; your releases stay live.\n\n${deps.env.BRAND_NAME}`,
    link,
  };
}
