// Holds on earnings through the API: an admin holds what named tracks (or whole
// releases) earned in named months, never the whole balance; the amount is exactly what those
// earned; what is held cannot be claimed and the rest can, on the server, and a claim and a hold
// sent at once never add up to more than the earnings; the artist (only they) answers; the admin
// releases; every step is audited in its transaction and mailed once it commits.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyPercent, formatUnits, units } from '../../../domain/earnings-decimal.ts';
import type { BalanceDto } from '../../../domain/claims-dto.ts';
import type { RevenuePageDto } from '../../../domain/earnings-dto.ts';
import { HOLD_TEXTS } from '../../../domain/holds.ts';
import type { AdminHoldDto, HoldDto, HoldTargetsDto } from '../../../domain/holds-dto.ts';
import { answerByRange } from '../../../domain/holds.ts';
import type { PageDto } from '../../../domain/admin-list.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { lockBalance } from '../payouts/lock-balance.ts';
import { claim, daysAgo, importAndConfirm, releaseWithCodes, reportCsv } from '../../test/royalties.ts';
import { HOLD_MAIL } from './hold-mail-job.ts';

const SUPPORT = 'help@tunelane.test';
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: [HOLD_MAIL.name], env: { SUPPORT_EMAIL: SUPPORT } });
  admin = await createUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string; field?: string } };
/** The usage days of the two statement months: 3 days ago and 40 (always another month). */
const THIS = daysAgo(3);
const EARLIER = daysAgo(40);
const month = (day: string) => day.slice(0, 7);

/** What each report line earns the artist on the Free plan (80 %), exactly as booking rounds it, per analytics row. */
const net = (...amounts: string[]) => amounts.reduce((a, x) => a + applyPercent(units(x), '80'), 0n);

type Artist = TestUser & { night: string; second: string; track1: string; track2: string; track3: string; total: bigint };
let n = 0;

/**
 * An artist with two releases (Night Drive: Track 1 and Track 2; Second Light: Track 3) and two
 * months of earnings, from reports of a store of their own (so no statement replaces another's).
 */
async function artistWithEarnings(name: string): Promise<Artist> {
  const k = ++n;
  const who = await createUser(ctx, { name });
  const isrc = (i: number) => `USHLD26${String(k * 10 + i).padStart(5, '0')}`;
  const night = await releaseWithCodes(ctx, who, { title: 'Night Drive', isrcs: [isrc(1), isrc(2)] });
  const second = await releaseWithCodes(ctx, who, { title: 'Second Light', isrcs: [isrc(3)] });
  const store = `Hold Store ${k}`;
  const at = (day: string) => ({ source: store, store, usage_start: day, usage_end: day, statement_period: month(day) });
  await importAndConfirm(
    ctx,
    admin,
    reportCsv(
      [
        { ...at(THIS), isrc: isrc(1), quantity: '1000', amount: '12.345678901234', country: 'US' },
        { ...at(THIS), isrc: isrc(1), quantity: '1', amount: '0.000000000007', country: 'DE' },
        { ...at(THIS), isrc: isrc(2), quantity: '500', amount: '20.5' },
        { ...at(THIS), isrc: isrc(3), quantity: '700', amount: '30' },
      ],
      `HOLD-${k}-A`,
    ),
  );
  await importAndConfirm(
    ctx,
    admin,
    reportCsv(
      [
        { ...at(EARLIER), isrc: isrc(1), quantity: '100', amount: '10' },
        { ...at(EARLIER), isrc: isrc(2), quantity: '50', amount: '5' },
        { ...at(EARLIER), isrc: isrc(3), quantity: '70', amount: '7.77' },
      ],
      `HOLD-${k}-B`,
    ),
  );
  const { rows } = await ctx.deps.db.execute<{ id: string; isrc: string }>(
    sql`select t.id, t.isrc from release_tracks t join music_releases r on r.id = t.release_id where r.user_id = ${who.id}`,
  );
  const track = (i: number) => rows.find((r) => r.isrc === isrc(i))!.id;
  const total = net('12.345678901234', '0.000000000007', '20.5', '30', '10', '5', '7.77');
  return { ...who, night, second, track1: track(1), track2: track(2), track3: track(3), total };
}

const inTwoWeeks = () => {
  const { min } = answerByRange(daysAgo(0));
  return new Date(Date.parse(`${min}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
};

async function place(body: Record<string, unknown>, who: TestUser = admin) {
  const res = await ctx.request('POST', '/api/admin/holds', {
    cookie: who.cookie,
    body: { reason: 'artificial_streams', note: 'Streams from 40 accounts created the same day.', answerBy: inTwoWeeks(), ...body },
  });
  return { status: res.status, body: (await res.json()) as AdminHoldDto & ErrorBody };
}

async function balance(who: TestUser): Promise<BalanceDto> {
  return (await (await ctx.request('GET', '/api/payouts/balance', { cookie: who.cookie })).json()) as BalanceDto;
}

/** What may be claimed with nothing held: the earnings less the claims not rejected, to the cent below. */
const floorCents = (u: bigint) => formatUnits((u / 10n ** 10n) * 10n ** 10n, 2);

async function auditOf(entityId: string) {
  const { rows } = await ctx.deps.db.execute<{ action: string; actor_id: string | null; after: Record<string, unknown> | null }>(
    sql`select action, actor_id, after from audit_log where entity_type = 'hold' and entity_id = ${entityId} order by created_at, id`,
  );
  return rows;
}

describe('placing a hold', () => {
  it('is refused without named tracks and months (never the whole balance), and for anyone but an admin', async () => {
    const a = await artistWithEarnings('Nora Noname');
    const none = await place({ userId: a.id, months: [month(THIS)] });
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({ code: 'VALIDATION', message: HOLD_TEXTS.targetsRequired, field: 'trackIds' });
    const noMonths = await place({ userId: a.id, trackIds: [a.track1] });
    expect(noMonths.status).toBe(400);
    expect(noMonths.body.error).toMatchObject({ message: HOLD_TEXTS.monthsRequired, field: 'months' });
    const noReason = await place({ userId: a.id, trackIds: [a.track1], months: [month(THIS)], reason: '' });
    expect(noReason.body.error).toMatchObject({ message: HOLD_TEXTS.reasonRequired, field: 'reason' });
    const noNote = await place({ userId: a.id, trackIds: [a.track1], months: [month(THIS)], note: '  ' });
    expect(noNote.body.error).toMatchObject({ message: HOLD_TEXTS.noteRequired, field: 'note' });
    const today = await place({ userId: a.id, trackIds: [a.track1], months: [month(THIS)], answerBy: daysAgo(0) });
    expect(today.body.error).toMatchObject({ message: HOLD_TEXTS.answerByRange, field: 'answerBy' });
    // another artist's track is not this artist's to hold
    const b = await artistWithEarnings('Other Owner');
    const foreign = await place({ userId: a.id, trackIds: [b.track1], months: [month(THIS)] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe(HOLD_TEXTS.trackNotFound);
    // an artist, even about themselves, and a visitor
    expect((await place({ userId: a.id, trackIds: [a.track1], months: [month(THIS)] }, a)).status).toBe(403);
    const visitor = await ctx.request('POST', '/api/admin/holds', { body: { userId: a.id, trackIds: [a.track1], months: [month(THIS)] } });
    expect(visitor.status).toBe(401);
    const { rows } = await ctx.deps.db.execute(sql`select 1 from earnings_holds where user_id = ${a.id}`);
    expect(rows).toEqual([]);
    expect((await balance(a)).available).toBe(floorCents(a.total));
  });

  it('holds exactly what the tracks earned in those months, line by line, and a whole release what its statement says', async () => {
    const a = await artistWithEarnings('Exact Ella');
    const one = await place({ userId: a.id, trackIds: [a.track1], months: [month(THIS)] });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    const expected = net('12.345678901234', '0.000000000007');
    expect(one.body.amount).toBe(formatUnits(expected));
    expect(one.body.amount).toBe('9.876543120993');
    expect(one.body.amountShown).toBe('9.88');
    expect(one.body.lines).toEqual([
      {
        releaseId: a.night,
        releaseTitle: 'Night Drive',
        trackId: a.track1,
        trackTitle: 'Track 1',
        isrc: expect.any(String),
        month: month(THIS),
        amount: '9.876543120993',
      },
    ]);
    // the same figure as the analytics rows of the track, summed by PostgreSQL
    const { rows } = await ctx.deps.db.execute<{ s: string }>(
      sql`select sum(net_revenue)::text s from release_analytics where track_id = ${a.track1} and date = ${THIS}::date`,
    );
    expect(units(rows[0]!.s)).toBe(expected);

    // Second Light whole, both months: its statements' net for the release, exactly
    const whole = await place({ userId: a.id, releaseIds: [a.second], months: [month(EARLIER), month(THIS)], reason: 'rights_dispute' });
    expect(whole.status, JSON.stringify(whole.body)).toBe(201);
    expect(whole.body.amount).toBe(formatUnits(net('30') + net('7.77')));
    expect(whole.body.months).toEqual([month(EARLIER), month(THIS)]);
    expect(whole.body.lines.map((l) => [l.trackId, l.month, l.amount])).toEqual([
      [null, month(EARLIER), formatUnits(net('7.77'))],
      [null, month(THIS), formatUnits(net('30'))],
    ]);
    let statement = 0n;
    for (const m of [month(EARLIER), month(THIS)]) {
      const s = (await (await ctx.request('GET', `/api/earnings/statements/${m}`, { cookie: a.cookie })).json()) as {
        lines: { releaseId: string; net: string }[];
      };
      statement += s.lines.filter((l) => l.releaseId === a.second).reduce((x, l) => x + units(l.net), 0n);
    }
    expect(formatUnits(statement)).toBe(whole.body.amount);
    // the holds' column is numeric: the sum is exact in PostgreSQL too
    const { rows: sum } = await ctx.deps.db.execute<{ s: string; t: string }>(
      sql`select sum(amount)::text s, pg_typeof(amount)::text t from earnings_holds where user_id = ${a.id} group by 2`,
    );
    expect(sum[0]).toEqual({ s: formatUnits(expected + net('30') + net('7.77')), t: 'numeric' });
  });

  it('is refused where another hold already has the track (or its release whole) in the month, and for tracks that earned nothing there', async () => {
    const a = await artistWithEarnings('Overlap Otto');
    expect((await place({ userId: a.id, trackIds: [a.track1], months: [month(THIS)] })).status).toBe(201);
    const again = await place({ userId: a.id, trackIds: [a.track1, a.track2], months: [month(THIS)] });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(HOLD_TEXTS.overlap('“Track 1” (Night Drive)', month(THIS)));
    const wholeRelease = await place({ userId: a.id, releaseIds: [a.night], months: [month(EARLIER), month(THIS)] });
    expect(wholeRelease.status).toBe(409);
    // another month of the same track is free to hold
    expect((await place({ userId: a.id, trackIds: [a.track1], months: [month(EARLIER)] })).status).toBe(201);
    const long = await place({ userId: a.id, trackIds: [a.track3], months: ['2020-01'] });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(HOLD_TEXTS.nothingEarned);
  });
});

describe('what can be claimed', () => {
  it('leaves out what is held and keeps the rest claimable: a claim above it is refused on the server, one within it goes through', async () => {
    const a = await artistWithEarnings('Claiming Cora');
    const before = await balance(a);
    expect(before.available).toBe(floorCents(a.total));
    expect(before.onHold).toBe('0.00');
    const hold = await place({ userId: a.id, trackIds: [a.track2], months: [month(THIS), month(EARLIER)], reason: 'duplicate_content' });
    expect(hold.status).toBe(201);
    const held = net('20.5') + net('5');
    expect(hold.body.amount).toBe(formatUnits(held));
    const after = await balance(a);
    expect(after.onHold).toBe('20.40');
    expect(after.available).toBe(floorCents(a.total - held));
    const page = (await (await ctx.request('GET', '/api/earnings/revenue?period=365', { cookie: a.cookie })).json()) as RevenuePageDto;
    expect(page.stats).toMatchObject({ onHold: '20.40', availableBalance: formatUnits(a.total - held, 2), payable: after.available });

    const over = await claim(ctx, a, formatUnits(units(after.available) + 10n ** 10n, 2));
    expect(over.status).toBe(400);
    expect((over.body as unknown as ErrorBody).error.message).toBe(`Insufficient balance: You can only claim up to $${after.available}`);
    const within = await claim(ctx, a, after.available);
    expect(within.status, JSON.stringify(within.body)).toBe(201);
    expect((await balance(a)).available).toBe('0.00');

    // released, the held amount is claimable again
    const current = (await (await ctx.request('GET', `/api/admin/holds/${hold.body.id}`, { cookie: admin.cookie })).json()) as AdminHoldDto;
    const released = await ctx.request('POST', `/api/admin/holds/${hold.body.id}/release`, {
      cookie: admin.cookie,
      body: { note: 'The duplicate was the other label’s upload.', version: current.version },
    });
    expect(released.status).toBe(200);
    expect((await balance(a)).available).toBe(floorCents(held + (a.total - held) - units(after.available)));
  });

  it('is not taken twice by a hold: a hold is refused above what is neither claimed nor held', async () => {
    const a = await artistWithEarnings('Claimed Cleo');
    const all = (await balance(a)).available;
    expect((await claim(ctx, a, all)).status).toBe(201);
    const hold = await place({ userId: a.id, trackIds: [a.track1], months: [month(THIS)] });
    expect(hold.status).toBe(409);
    expect(hold.body.error.code).toBe('CLAIMS_NOT_COVERED');
    expect(hold.body.error.message).toBe(HOLD_TEXTS.notCovered('9.88', floorCents(a.total - units(all))));
  });
});

/** Resolves once `count` sessions wait on a lock the session `pid` holds. */
async function waiters(pid: number, count: number) {
  await vi.waitFor(
    async () => {
      const { rows } = await ctx.deps.pool.query<{ n: number }>(
        'select count(*)::int n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
        [pid],
      );
      expect(rows[0]!.n).toBeGreaterThanOrEqual(count);
    },
    { timeout: 15_000, interval: 20 },
  );
}

/** Holds the artist's balance lock until `go` is called; resolves with the holding session's pid. */
async function holdLock(userId: string) {
  let go!: () => void;
  const gate = new Promise<void>((r) => (go = r));
  let pid!: (n: number) => void;
  const started = new Promise<number>((r) => (pid = r));
  const done = ctx.deps.db.transaction(async (tx) => {
    await lockBalance(tx, userId);
    const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() pid`);
    pid(rows[0]!.pid);
    await gate;
  });
  return { pid: await started, release: async () => (go(), await done) };
}

/** Claims not rejected plus holds in force, against the earnings, exactly (PostgreSQL compares). */
async function takenAndEarned(userId: string) {
  const { rows } = await ctx.deps.db.execute<{ taken: string; earned: string; within: boolean }>(sql`
    select t.taken::text taken, e.earned::text earned, t.taken <= e.earned "within"
      from (select (select coalesce(sum(amount), 0) from revenue_claims where user_id = ${userId} and status <> 'rejected')
                 + (select coalesce(sum(amount), 0) from earnings_holds where user_id = ${userId} and status = 'active') taken) t,
           (select coalesce(sum(net), 0) earned from earnings_ledger where user_id = ${userId}) e`);
  return rows[0]!;
}

describe('a claim and a hold at once', () => {
  it('the hold first: the claim waits on the balance lock, then sees the hold and is refused above what is left', async () => {
    const a = await artistWithEarnings('Race Hold First');
    const lock = await holdLock(a.id);
    const hold = place({ userId: a.id, releaseIds: [a.night], months: [month(THIS), month(EARLIER)] });
    await waiters(lock.pid, 1);
    // everything there is: fine before the hold, too much after it
    const all = floorCents(a.total);
    const asking = claim(ctx, a, all);
    await waiters(lock.pid, 2);
    await lock.release();
    expect((await hold).status).toBe(201);
    const refused = await asking;
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as ErrorBody).error.message).toMatch(/^Insufficient balance/);
    expect((await takenAndEarned(a.id)).within).toBe(true);
  });

  it('the claim first: the hold waits, then sees the claim and is refused rather than hold money already claimed', async () => {
    const a = await artistWithEarnings('Race Claim First');
    const lock = await holdLock(a.id);
    const asking = claim(ctx, a, floorCents(a.total - net('10')));
    await waiters(lock.pid, 1);
    const hold = place({ userId: a.id, releaseIds: [a.night], months: [month(THIS), month(EARLIER)] });
    await waiters(lock.pid, 2);
    await lock.release();
    expect((await asking).status).toBe(201);
    const refused = await hold;
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CLAIMS_NOT_COVERED');
    expect((await takenAndEarned(a.id)).within).toBe(true);
  });

  it('all sent together, in any order: every answer a success or a clean refusal, and never more taken than earned', async () => {
    for (let round = 0; round < 4; round++) {
      const a = await artistWithEarnings(`Racer ${round}`);
      const half = floorCents(a.total / 2n);
      const requests = [
        () => place({ userId: a.id, releaseIds: [a.second], months: [month(THIS), month(EARLIER)] }),
        () => place({ userId: a.id, trackIds: [a.track1, a.track2], months: [month(THIS)] }),
        () => claim(ctx, a, half),
        () => claim(ctx, a, half),
        () => claim(ctx, a, '10.00'),
      ];
      const order = requests.map((_, i) => (i + round) % requests.length);
      const answers = await Promise.all(order.map((i) => requests[i]!()));
      for (const r of answers) expect([200, 201, 400, 409]).toContain(r.status);
      const check = await takenAndEarned(a.id);
      expect(check.within, JSON.stringify(check)).toBe(true);
      expect(answers.some((r) => r.status === 201)).toBe(true);
    }
  });
});

describe('the artist', () => {
  it('sees their own holds only, with tracks, months, amount, reason, the admin’s words and the date to answer by', async () => {
    const a = await artistWithEarnings('Seeing Sam');
    const b = await artistWithEarnings('Not Sam');
    const hold = await place({ userId: a.id, trackIds: [a.track1, a.track2], months: [month(THIS)], reason: 'store_chargeback' });
    expect(hold.status).toBe(201);
    const mine = ((await (await ctx.request('GET', '/api/holds', { cookie: a.cookie })).json()) as { items: HoldDto[] }).items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id: hold.body.id,
      status: 'active',
      reason: 'store_chargeback',
      reasonLabel: 'Store chargeback or clawback',
      note: 'Streams from 40 accounts created the same day.',
      answerBy: inTwoWeeks(),
      months: [month(THIS)],
      amount: formatUnits(net('12.345678901234', '0.000000000007', '20.5')),
    });
    expect(mine[0]!.lines.map((l) => l.trackTitle)).toEqual(['Track 1', 'Track 2']);
    expect(mine[0]).not.toHaveProperty('createdBy');
    expect(((await (await ctx.request('GET', '/api/holds', { cookie: b.cookie })).json()) as { items: HoldDto[] }).items).toEqual([]);
    expect((await ctx.request('GET', `/api/holds/${hold.body.id}`, { cookie: b.cookie })).status).toBe(404);
  });

  it('are read a page at a time: in force first, then released, each once', async () => {
    const a = await artistWithEarnings('Paging Pat');
    const first = await place({ userId: a.id, trackIds: [a.track1], months: [month(THIS)] });
    const second = await place({ userId: a.id, trackIds: [a.track2], months: [month(THIS)] });
    expect([first.status, second.status]).toEqual([201, 201]);
    const released = await ctx.request('POST', `/api/admin/holds/${second.body.id}/release`, {
      cookie: admin.cookie,
      body: { note: 'Cleared.', version: second.body.version },
    });
    expect(released.status).toBe(200);
    const read = async (cursor?: string) =>
      (await (await ctx.request('GET', `/api/holds?limit=1${cursor ? `&cursor=${cursor}` : ''}`, { cookie: a.cookie })).json()) as {
        items: HoldDto[];
        nextCursor: string | null;
      };
    const one = await read();
    expect(one.items.map((h) => [h.id, h.status])).toEqual([[first.body.id, 'active']]);
    const two = await read(one.nextCursor!);
    expect(two.items.map((h) => [h.id, h.status])).toEqual([[second.body.id, 'released']]);
    expect(two.nextCursor).toBeNull();
  });

  it('answers, again if need be (the owner only: another artist gets not found); the answer reaches the console, the log and our team', async () => {
    const a = await artistWithEarnings('Answering Ann');
    const b = await artistWithEarnings('Meddling Max');
    const hold = await place({ userId: a.id, trackIds: [a.track3], months: [month(THIS)] });
    const url = `/api/holds/${hold.body.id}/answer`;
    const foreign = await ctx.request('POST', url, { cookie: b.cookie, body: { answer: 'Not mine to say.' } });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as ErrorBody).error.message).toBe(HOLD_TEXTS.notFound);
    expect((await ctx.request('POST', url, { cookie: a.cookie, body: { answer: '   ' } })).status).toBe(400);
    const first = await ctx.request('POST', url, { cookie: a.cookie, body: { answer: 'These are fans from my tour in Lagos.' } });
    expect(first.status).toBe(200);
    const second = await ctx.request('POST', url, {
      cookie: a.cookie,
      body: { answer: 'These are fans from my tour in Lagos. Ticket sales attached to my ticket.' },
    });
    expect(((await second.json()) as HoldDto).answer).toBe('These are fans from my tour in Lagos. Ticket sales attached to my ticket.');
    const seen = (await (await ctx.request('GET', `/api/admin/holds/${hold.body.id}`, { cookie: admin.cookie })).json()) as AdminHoldDto;
    expect(seen.answer).toBe('These are fans from my tour in Lagos. Ticket sales attached to my ticket.');
    expect(seen.answeredAt).toMatch(/^\d{4}-/);
    const audit = await auditOf(hold.body.id);
    expect(audit.map((e) => e.action)).toEqual(['hold.placed', 'hold.answered', 'hold.answered']);
    expect(audit[1]!.actor_id).toBe(a.id);
    const mail = await ctx.waitForMail((m) => m.to === SUPPORT && m.text.includes('Ticket sales attached'));
    expect(mail.subject).toBe(`Answer to a hold: Answering Ann (${a.email})`);
    expect(mail.replyTo).toBe(a.email);
    expect(mail.text).toContain(`/admin/holds?hold=${hold.body.id}`);
    await ctx.waitForMail((m) => m.to === SUPPORT && m.text.includes('my tour in Lagos.\n'));
  });
});

describe('releasing a hold', () => {
  it('gives the amount back, is audited with each step and mailed to the artist, and happens once', async () => {
    const a = await artistWithEarnings('Released Rita');
    const hold = await place({
      userId: a.id,
      trackIds: [a.track1],
      months: [month(THIS)],
      note: 'Half of the plays came from one device.',
      reason: 'artificial_streams',
    });
    expect((await balance(a)).available).toBe(floorCents(a.total - units(hold.body.amount)));
    const placedMail = await ctx.waitForMail((m) => m.to === a.email && m.subject.includes('is on hold'));
    expect(placedMail.subject).toBe('$9.88 of your earnings is on hold');
    for (const words of [
      'Suspected artificial streams',
      'Half of the plays came from one device.',
      `Track 1 (Night Drive), `,
      '$9.88',
      'The rest of your balance stays yours to claim',
      '/dashboard/revenue#holds',
    ])
      expect(placedMail.text).toContain(words);
    // the mail is a job queued in the hold's own transaction
    const { rows: jobs } = await ctx.deps.db.execute(
      sql`select data->>'event' event from pgboss.job where name = ${HOLD_MAIL.name} and data->>'holdId' = ${hold.body.id}`,
    );
    expect(jobs).toEqual([{ event: 'placed' }]);

    const stale = await ctx.request('POST', `/api/admin/holds/${hold.body.id}/release`, {
      cookie: admin.cookie,
      body: { note: 'Cleared.', version: '2020-01-01T00:00:00.000000Z' },
    });
    expect(stale.status).toBe(409);
    const byArtist = await ctx.request('POST', `/api/admin/holds/${hold.body.id}/release`, {
      cookie: a.cookie,
      body: { note: 'Cleared.', version: hold.body.version },
    });
    expect(byArtist.status).toBe(403);
    const noNote = await ctx.request('POST', `/api/admin/holds/${hold.body.id}/release`, {
      cookie: admin.cookie,
      body: { note: ' ', version: hold.body.version },
    });
    expect(noNote.status).toBe(400);
    const res = await ctx.request('POST', `/api/admin/holds/${hold.body.id}/release`, {
      cookie: admin.cookie,
      body: { note: 'The device was a venue’s jukebox: cleared.', version: hold.body.version },
    });
    expect(res.status).toBe(200);
    const released = (await res.json()) as AdminHoldDto;
    expect(released).toMatchObject({ status: 'released', releaseNote: 'The device was a venue’s jukebox: cleared.' });
    expect(released.releasedAt).toMatch(/^\d{4}-/);
    expect((await balance(a)).available).toBe(floorCents(a.total));
    expect((await balance(a)).onHold).toBe('0.00');

    const again = await ctx.request('POST', `/api/admin/holds/${hold.body.id}/release`, {
      cookie: admin.cookie,
      body: { note: 'Twice.', version: released.version },
    });
    expect(again.status).toBe(409);
    const late = await ctx.request('POST', `/api/holds/${hold.body.id}/answer`, { cookie: a.cookie, body: { answer: 'Thanks!' } });
    expect(late.status).toBe(409);
    expect(((await late.json()) as ErrorBody).error.message).toBe(HOLD_TEXTS.released);

    const audit = await auditOf(hold.body.id);
    expect(audit.map((e) => [e.action, e.actor_id])).toEqual([
      ['hold.placed', admin.id],
      ['hold.released', admin.id],
    ]);
    expect(audit[0]!.after).toMatchObject({ userId: a.id, reason: 'artificial_streams', amount: '9.876543120993', months: [month(THIS)] });
    const releasedMail = await ctx.waitForMail((m) => m.to === a.email && m.subject.includes('is released'));
    expect(releasedMail.text).toContain('The device was a venue’s jukebox: cleared.');
    expect(releasedMail.text).toContain('$9.88 is back in your available balance');
  });
});

describe('the console', () => {
  it('lists holds newest first, by status and artist, with the form’s choices for an artist', async () => {
    const a = await artistWithEarnings('Listed Lena');
    const hold = await place({ userId: a.id, trackIds: [a.track2], months: [month(EARLIER)] });
    expect(hold.status).toBe(201);
    const page = (await (
      await ctx.request('GET', '/api/admin/holds?q=Listed%20Lena&status=active', { cookie: admin.cookie })
    ).json()) as PageDto<AdminHoldDto>;
    expect(page.items.map((h) => h.id)).toEqual([hold.body.id]);
    expect(page.items[0]!.user).toEqual({ id: a.id, name: 'Listed Lena', email: a.email });
    const none = (await (
      await ctx.request('GET', '/api/admin/holds?q=Listed%20Lena&status=released', { cookie: admin.cookie })
    ).json()) as PageDto<AdminHoldDto>;
    expect(none.items).toEqual([]);
    const csv = await (await ctx.request('GET', '/api/admin/holds/export?q=Listed%20Lena', { cookie: admin.cookie })).text();
    expect(csv).toContain('Listed Lena');
    expect(csv).toContain('Track 2 (Night Drive)');

    const artists = (await (await ctx.request('GET', '/api/admin/holds/artists?q=Listed', { cookie: admin.cookie })).json()) as {
      id: string;
    }[];
    expect(artists.map((x) => x.id)).toEqual([a.id]);
    const targets = (await (
      await ctx.request('GET', `/api/admin/holds/artists/${a.id}`, { cookie: admin.cookie })
    ).json()) as HoldTargetsDto;
    expect(targets.months).toEqual([month(THIS), month(EARLIER)]);
    const night = targets.releases.find((r) => r.id === a.night)!;
    expect(night.tracks.map((t) => t.title)).toEqual(['Track 1', 'Track 2']);
    expect(night.tracks[0]!.byMonth[month(THIS)]).toBe('9.876543120993');
    expect(targets.held).toEqual([`${a.night}:${a.track2}:${month(EARLIER)}`]);
    expect(targets.money.onHold).toBe('4.00');
    expect((await ctx.request('GET', `/api/admin/holds/artists/${a.id}`, { cookie: a.cookie })).status).toBe(403);
  });
});
