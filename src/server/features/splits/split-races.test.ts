// Split changes (one from an earlier month, moving what was booked since), confirmations,
// rollbacks and payees' claims sent all at once. Whatever order the
// database lets them through in, every booking under the split is what the engine gives when the
// bookings are replayed one by one in the order they took the split's lock (domain/splits.ts):
// each payee's parts, the owner's entry giving them up, the split's total and each version's pot.
// No answer is a 500, and no one's claims exceed their money.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { units } from '../../../domain/earnings-decimal.ts';
import { SPLIT_TEXTS, splitBooking, type Recoupment, type SplitShare, type SplitState } from '../../../domain/splits.ts';
import type { SplitInvitationDto } from '../../../domain/splits-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, quickUser, type TestUser } from '../../test/users.ts';
import {
  claim,
  claimsAboveEarnings,
  confirm,
  importAction,
  importAndConfirm,
  importNow,
  preview,
  releaseWithCodes,
  reportCsv,
} from '../../test/royalties.ts';
import { SPLIT_MAIL } from './split-mail-job.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: [SPLIT_MAIL.name] });
  admin = await createUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

const sale = (isrc: string, gross: string, n: number) =>
  reportCsv([{ isrc, amount: gross, quantity: '100', source: `Race ${n}`, store: `Race ${n}` }], `RACE-${n}`);

it('split changes, confirmations, rollbacks and claims at once book exactly what one-by-one booking would', async () => {
  const owner = await quickUser(ctx, { name: 'Racing Owner' });
  const payee = await createUser(ctx, { name: 'Pia' });
  const isrc = 'USRAC2600001';
  const releaseId = await releaseWithCodes(ctx, owner, { title: 'Race', isrcs: [isrc] });
  const qua = `qua-${Date.now()}@example.com`;
  const payees = (a: string, b: string) => [
    { name: 'Pia', email: payee.email, share: a, recoup: '40' },
    { name: 'Qua', email: qua, share: b },
  ];
  const put = (body: unknown) => ctx.request('PUT', `/api/releases/${releaseId}/splits`, { cookie: owner.cookie, body });
  expect((await put({ payees: payees('30', '20') })).status).toBe(200);
  await ctx.waitForMail((m) => m.to === payee.email);
  const token = /\/splits\/invitation\/([A-Za-z0-9_-]{43})/.exec(ctx.mails.find((m) => m.to === payee.email)!.text)![1]!;
  const accepted = await ctx.request('POST', `/api/splits/invitations/${token}/accept`, { cookie: payee.cookie });
  expect(((await accepted.json()) as SplitInvitationDto).status).toBe('accepted');
  // earnings to claim from, and imports to roll back
  const booked = [await importAndConfirm(ctx, admin, sale(isrc, '250', 1)), await importAndConfirm(ctx, admin, sale(isrc, '125', 2))];

  const grosses = ['125', '62.5', '-40', '300.123456', '-12.5', '80'];
  const previews = [];
  for (const [i, g] of grosses.entries()) previews.push(await preview(ctx, admin, sale(isrc, g, 10 + i)));
  const answers = await Promise.all([
    ...previews.map((p) => confirm(ctx, admin, p).then((r) => r.status)),
    put({ payees: payees('30', '25') }).then((r) => r.status),
    // lowers Pia's share: waits for her consent, never booked by meanwhile
    put({ payees: payees('10', '45.5') }).then((r) => r.status),
    // from the month of the usage: what was booked since moves, by transfers, amid it all
    // it may be refused if, in the order the database let it through, it would take back from a
    // payee what a negative line left them (a back-dated version only gives)
    put({ payees: payees('30', '30'), effectiveFrom: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 7) }).then(async (r) => {
      if (r.status !== 400) return r.status;
      expect(((await r.json()) as { error: { message: string } }).error.message).toBe(SPLIT_TEXTS.lowerFromNow);
      return 409;
    }),
    ...booked.map(async (b) => (await importAction(ctx, admin, await importNow(ctx, admin, b.id), 'rollback')).status),
    // a claim that finds Pia's earnings rolled back meanwhile is refused for the balance
    ...['20.00', '15.00'].map((amount) =>
      claim(ctx, payee, amount).then((r) => {
        if (r.status !== 400) return r.status;
        expect(r.body.error?.message).toMatch(/^Insufficient balance: /);
        return 409;
      }),
    ),
  ]);
  for (const status of answers) expect([200, 201, 409]).toContain(status);
  expect(answers.filter((s) => s === 200).length).toBeGreaterThanOrEqual(previews.length);

  // replay every booking under the split in lock order
  const { rows: split } = await ctx.deps.db.execute<{ id: string; total: string }>(
    sql`select id, total::text from splits where release_id = ${releaseId}`,
  );
  const { rows: versions } = await ctx.deps.db.execute<{ id: string; pot: string; shares: { party: string; share: number }[] | null }>(sql`
    select v.id, v.pot::text, (select json_agg(json_build_object('party', s.party_id, 'share', s.share) order by s.position)
                                 from split_shares s where s.version_id = v.id) shares
      from split_versions v where v.split_id = ${split[0]!.id} order by v.number`);
  expect(versions.length).toBeGreaterThanOrEqual(3); // a back-dated one may be refused for what Pia claimed
  const { rows: recoup } = await ctx.deps.db.execute<{ party_id: string; amount: string }>(
    sql`select party_id, amount::text from split_recoupments where split_id = ${split[0]!.id} order by position`,
  );
  const recoupments: Recoupment[] = recoup.map((r) => ({ payee: r.party_id, amount: units(r.amount) }));
  const { rows: bookings } = await ctx.deps.db.execute<{
    id: string;
    version_id: string;
    import_id: string;
    net: string;
    parts: Record<string, string> | null;
    owner: string | null;
  }>(sql`
    select b.id::text, b.version_id, b.import_id, b.net::text,
           (select json_object_agg(x.party_id || ':' || x.kind, x.amount::text) from split_entries x where x.booking_id = b.id) parts,
           null owner
      from split_bookings b where b.split_id = ${split[0]!.id} order by b.id`);
  const pots = new Map(versions.map((v) => [v.id, 0n]));
  let state: SplitState = { total: 0n, pot: 0n };
  let given = 0n;
  for (const b of bookings) {
    const v = versions.find((x) => x.id === b.version_id)!;
    const shares: SplitShare[] = (v.shares ?? []).map((s) => ({ payee: s.party, share: BigInt(s.share) }));
    const r = splitBooking(shares, recoupments, { total: state.total, pot: pots.get(v.id)! }, units(b.net));
    const expected: Record<string, bigint> = {};
    r.recouped.forEach((x, i) => x !== 0n && (expected[`${recoupments[i]!.payee}:recoup`] = x));
    r.shares.forEach((x, i) => x !== 0n && (expected[`${shares[i]!.payee}:share`] = x));
    const actual = Object.fromEntries(Object.entries(b.parts ?? {}).map(([k, x]) => [k, units(x)]));
    expect(actual, `booking ${b.id}`).toEqual(expected);
    given += Object.values(expected).reduce((n, x) => n + x, 0n);
    state = { total: r.next.total, pot: 0n };
    pots.set(v.id, r.next.pot);
  }
  expect(units(split[0]!.total)).toBe(state.total);
  for (const v of versions) expect(units(v.pot), `version ${v.id}`).toBe(pots.get(v.id));
  // the owner gave up exactly what the payees got
  const { rows: owner_ } = await ctx.deps.db.execute<{ net: string }>(
    sql`select coalesce(sum(net), 0)::text net from earnings_ledger where release_id = ${releaseId} and kind = 'split'`,
  );
  expect(units(owner_[0]!.net)).toBe(-given);
  expect(await claimsAboveEarnings(ctx)).toEqual([]);
  // and no payee holds less than nothing
  const { rows: negative } = await ctx.deps.db.execute(sql`select 1 from split_party_totals where amount < 0`);
  expect(negative).toEqual([]);
});
