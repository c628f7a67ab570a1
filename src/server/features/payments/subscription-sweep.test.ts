// The daily sweep at its edges: each renewal reminder is mailed once per window however many
// days the sweep runs in it, at exactly 14 days and exactly 1 day left; a plan lapses at its exact
// expiry instant; a failed mail is sent on the next run; a plan already paid to follow is neither
// reminded nor lapsed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.ts';
import { scheduledPlanChanges, subscriptionReminders } from '../../db/schema-payments.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { sweepSubscriptions } from './sweep-subscriptions.ts';
import { capturedLog, profileHelpers } from '../../test/payments.ts';

const DAY = 24 * 3600 * 1000;
const NOW = new Date('2031-06-01T02:30:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

let ctx: TestContext;
let artist: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Asha Rao' });
});
afterAll(() => ctx.close());

beforeEach(async () => {
  // every test starts from no subscriptions and no reminders, whoever earlier tests made
  await ctx.deps.db.execute(sql`UPDATE profiles SET plan_type = 'free', subscription_status = 'inactive', subscription_expires_at = NULL`);
  await ctx.deps.db.delete(subscriptionReminders);
  await ctx.deps.db.delete(scheduledPlanChanges);
});

const helpers = profileHelpers(() => ctx);
const subscribe = (user: TestUser, expiresAt: Date, planType = 'individual_artist') => helpers.subscribe(user.id, planType, expiresAt);
const profileOf = (user: TestUser) => helpers.profileOf(user.id);
const remindersTo = (user: TestUser, since: number) =>
  ctx.mails.slice(since).filter((m) => m.to === user.email && m.subject.includes('expires'));

describe('renewal reminders', () => {
  it('are mailed once per window, however many days the sweep runs in it', async () => {
    const expiry = at(14 * DAY);
    await subscribe(artist, expiry);
    const since = ctx.mails.length;
    const first = await sweepSubscriptions(ctx.deps, NOW);
    expect(first).toEqual({ started: 0, expired: 0, reminded: 1 });
    expect(remindersTo(artist, since).map((m) => m.subject)).toEqual(['Your Tunelane Individual Artist plan expires in 14 days']);
    const results = [];
    for (let day = 1; day <= 14; day++) results.push(await sweepSubscriptions(ctx.deps, at(day * DAY - 3600 * 1000)));
    expect(results.map((r) => r.reminded)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(remindersTo(artist, since).map((m) => m.subject)).toEqual([
      'Your Tunelane Individual Artist plan expires in 14 days',
      'Your Tunelane Individual Artist plan expires tomorrow',
    ]);
    const rows = await ctx.deps.db.select().from(subscriptionReminders).where(eq(subscriptionReminders.userId, artist.id));
    expect(rows.map((r) => [r.daysBefore, r.expiresAt.toISOString()]).sort()).toEqual([
      [1, expiry.toISOString()],
      [14, expiry.toISOString()],
    ]);
  });

  it('say what expires, when, and where to renew', async () => {
    await subscribe(artist, at(14 * DAY), 'small_label');
    const since = ctx.mails.length;
    await sweepSubscriptions(ctx.deps, NOW);
    const [mail] = remindersTo(artist, since) as [MailMessage];
    expect(mail).toMatchObject({
      to: artist.email,
      subject: 'Your Tunelane Small Label plan expires in 14 days',
      link: 'http://localhost:3000/dashboard/pricing',
    });
    expect(mail.text).toBe(
      'Hello Asha Rao,\n\nYour Small Label plan expires in 14 days, on June 15, 2031. Renew to keep its features: http://localhost:3000/dashboard/pricing\n\nIf it lapses you move to the Free plan; your releases stay live.\n\nTunelane',
    );
  });

  it('greet an artist without a name as "there"', async () => {
    const nameless = await createUser(ctx);
    await ctx.deps.db.update(profiles).set({ fullName: null }).where(eq(profiles.id, nameless.id));
    await subscribe(nameless, at(DAY));
    const since = ctx.mails.length;
    await sweepSubscriptions(ctx.deps, NOW);
    const [mail] = remindersTo(nameless, since) as [MailMessage];
    expect(mail.subject).toBe('Your Tunelane Individual Artist plan expires tomorrow');
    expect(mail.text.startsWith('Hello there,\n')).toBe(true);
  });

  it('start at exactly 14 days left, not a moment before', async () => {
    await subscribe(artist, at(14 * DAY + 1));
    const since = ctx.mails.length;
    expect((await sweepSubscriptions(ctx.deps, NOW)).reminded).toBe(0);
    await subscribe(artist, at(14 * DAY));
    expect((await sweepSubscriptions(ctx.deps, NOW)).reminded).toBe(1);
    expect(remindersTo(artist, since).map((m) => m.subject)).toEqual(['Your Tunelane Individual Artist plan expires in 14 days']);
  });

  it('mail the one-day reminder at exactly one day left, and the 14-day one just before', async () => {
    await subscribe(artist, at(DAY + 1));
    const since = ctx.mails.length;
    await sweepSubscriptions(ctx.deps, NOW);
    expect(remindersTo(artist, since).map((m) => m.subject)).toEqual(['Your Tunelane Individual Artist plan expires in 14 days']);
    await sweepSubscriptions(ctx.deps, at(1));
    expect(remindersTo(artist, since).map((m) => m.subject)).toEqual([
      'Your Tunelane Individual Artist plan expires in 14 days',
      'Your Tunelane Individual Artist plan expires tomorrow',
    ]);
  });

  it('are sent on the next run when the mail fails', async () => {
    await subscribe(artist, at(10 * DAY));
    const send = ctx.deps.mailer.send;
    ctx.deps.mailer.send = async () => {
      throw new Error('mail server down');
    };
    const { logs, log } = capturedLog();
    try {
      expect((await sweepSubscriptions({ ...ctx.deps, log }, NOW)).reminded).toBe(0);
    } finally {
      ctx.deps.mailer.send = send;
    }
    expect(logs).toMatchObject([{ level: 50, msg: 'renewal reminder failed; will retry on the next run', userId: artist.id, days: 14 }]);
    expect(await ctx.deps.db.select().from(subscriptionReminders).where(eq(subscriptionReminders.userId, artist.id))).toEqual([]);
    const since = ctx.mails.length;
    expect((await sweepSubscriptions(ctx.deps, at(3600 * 1000))).reminded).toBe(1);
    expect(remindersTo(artist, since)).toHaveLength(1);
  });

  it('go to each artist due, and to nobody already past expiry or inactive', async () => {
    const b = await createUser(ctx);
    const c = await createUser(ctx);
    await subscribe(artist, at(5 * DAY));
    await subscribe(b, at(12 * 3600 * 1000), 'enterprise_label');
    await subscribe(c, at(3 * DAY));
    await ctx.deps.db.update(profiles).set({ subscriptionStatus: 'inactive' }).where(eq(profiles.id, c.id));
    const since = ctx.mails.length;
    expect(await sweepSubscriptions(ctx.deps, NOW)).toEqual({ started: 0, expired: 0, reminded: 2 });
    expect(remindersTo(artist, since)).toHaveLength(1);
    expect(remindersTo(b, since).map((m) => m.subject)).toEqual(['Your Tunelane Enterprise Label plan expires tomorrow']);
    expect(remindersTo(c, since)).toEqual([]);
  });
});

describe('lapses', () => {
  it('end a plan at its exact expiry instant, not a moment before, and keep the expiry date', async () => {
    await subscribe(artist, at(1));
    expect((await sweepSubscriptions(ctx.deps, NOW)).expired).toBe(0);
    expect(await profileOf(artist)).toMatchObject({ planType: 'individual_artist', subscriptionStatus: 'active' });
    await subscribe(artist, NOW);
    const since = ctx.mails.length;
    const { logs, log } = capturedLog();
    expect(await sweepSubscriptions({ ...ctx.deps, log }, NOW)).toEqual({ started: 0, expired: 1, reminded: 0 });
    expect(logs).toMatchObject([{ level: 30, msg: 'subscriptions expired', count: 1 }]);
    expect(await profileOf(artist)).toMatchObject({ planType: 'free', subscriptionStatus: 'inactive', subscriptionExpiresAt: NOW });
    expect(remindersTo(artist, since)).toEqual([]);
  });

  it('leave a plan whose successor is already paid for to start instead', async () => {
    await subscribe(artist, at(10 * DAY), 'enterprise_label');
    // a scheduled plan needs the payment that bought it
    const [order] = (
      await ctx.deps.db.execute<{ id: string }>(sql`
        INSERT INTO payment_orders (id, user_id, plan_type, amount, currency, provider, status)
        VALUES ('order_sbx_sweeptest', ${artist.id}, 'small_label', 1500, 'USD', 'sandbox', 'paid') RETURNING id`)
    ).rows;
    const [payment] = (
      await ctx.deps.db.execute<{ id: string }>(sql`
        INSERT INTO payments (razorpay_payment_id, order_id, user_id, plan_type, amount, currency, source, period_start, period_end, kind)
        VALUES ('pay_sbx_sweeptest', ${order!.id}, ${artist.id}, 'small_label', 1500, 'USD', 'verify', ${at(10 * DAY)}, ${at(375 * DAY)}, 'downgrade') RETURNING id`)
    ).rows;
    await ctx.deps.db
      .insert(scheduledPlanChanges)
      .values({ userId: artist.id, planType: 'small_label', startsAt: at(10 * DAY), endsAt: at(375 * DAY), paymentId: payment!.id });
    const since = ctx.mails.length;
    expect(await sweepSubscriptions(ctx.deps, NOW)).toEqual({ started: 0, expired: 0, reminded: 0 });
    expect(remindersTo(artist, since)).toEqual([]);
    expect(await sweepSubscriptions(ctx.deps, at(10 * DAY))).toEqual({ started: 1, expired: 0, reminded: 0 });
    expect(await profileOf(artist)).toMatchObject({
      planType: 'small_label',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: at(375 * DAY),
    });
  });
});
