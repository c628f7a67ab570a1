// Splits through the API: the owner's versions, payees credited with or without an account, their
// invitations accepted and declined by the mailed link, recoupment repaid over two imports, the
// claims guard over payees' money, and bookings that add up to the net exactly. Free plan: a gross
// of 125.00 is a net of 100.00.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevenuePageDto } from '../../../domain/earnings-dto.ts';
import type { ReleaseSplitsDto, SplitInvitationDto, MySplitDto, SplitPreviewDto } from '../../../domain/splits-dto.ts';
import { SPLIT_TEXTS } from '../../../domain/splits.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, quickUser, type TestUser } from '../../test/users.ts';
import { available, claim, daysAgo, importAction, importAndConfirm, importNow, releaseWithCodes, reportCsv } from '../../test/royalties.ts';
import { INVITATION_TEXTS } from './answer-invitation.ts';
import { sweepConsents } from './consent.ts';
import { remindPayees } from './remind-payees.ts';
import { SPLIT_STATEMENT_HEADER } from './split-statement.ts';
import { SPLIT_MAIL } from './split-mail-job.ts';

let ctx: TestContext;
let admin: TestUser;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: [SPLIT_MAIL.name] });
  admin = await createUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

type Payee = { name: string; email: string; share: string; recoup?: string };

async function saveSplit(
  owner: TestUser,
  releaseId: string,
  payees: Payee[],
  isrc: string | null = null,
  effectiveFrom: string | null = null,
) {
  const res = await ctx.request('PUT', `/api/releases/${releaseId}/splits`, {
    cookie: owner.cookie,
    body: { isrc, payees, effectiveFrom },
  });
  return { status: res.status, body: (await res.json()) as ReleaseSplitsDto & { error?: { code: string; message: string } } };
}

/** A report of one line of `gross` for the ISRC, a statement of a store of its own (one of the same store and month would replace it). */
const sale = (isrc: string, gross: string) => {
  const store = `Shop ${++seq}`;
  return reportCsv([{ isrc, amount: gross, quantity: '1000', source: store, store }], `SPLIT-${seq}`);
};

/** The token of the invitation link last mailed to `email`. */
async function tokenFor(email: string, subject = /shares the earnings/): Promise<string> {
  await ctx.waitForMail((m) => m.to === email && subject.test(m.subject));
  const mail = ctx.mails.filter((m) => m.to === email && subject.test(m.subject)).at(-1)!;
  return /\/splits\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
}

const invitation = async (token: string) =>
  (await (await ctx.request('GET', `/api/splits/invitations/${token}`)).json()) as SplitInvitationDto & { error?: { code: string } };

/** Each party's money booked under a release's splits, by email (the owner's as "owner"), exactly. */
async function partsOf(releaseId: string): Promise<Record<string, string>> {
  const { rows } = await ctx.deps.db.execute<{ who: string; amount: string }>(sql`
    select p.email who, sum(x.amount)::text amount from split_entries x join split_parties p on p.id = x.party_id
      join splits s on s.id = p.split_id where s.release_id = ${releaseId} group by 1
    union all
    select 'owner', sum(net)::text from earnings_ledger where release_id = ${releaseId}`);
  return Object.fromEntries(rows.map((r) => [r.who, Number(r.amount).toFixed(2)]));
}

describe('a release split', () => {
  it('credits a payee with an account and one without, repays the recoupment first over two imports, and the new payee signs up and claims', async () => {
    const owner = await quickUser(ctx, { name: 'Olive Owner' });
    const ana = await createUser(ctx, { name: 'Ana' });
    const ben = `ben-${Date.now()}@example.com`;
    const isrc = 'USSPL2600001';
    const releaseId = await releaseWithCodes(ctx, owner, { title: 'Shared Single', isrcs: [isrc] });

    const saved = await saveSplit(owner, releaseId, [
      { name: 'Ana', email: ana.email, share: '30' },
      { name: 'Ben', email: ben, share: '20', recoup: '150' },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.splits[0]).toMatchObject({ isrc: null, version: 1, ownerShare: '50' });
    expect(saved.body.splits[0]!.payees.map((p) => [p.email, p.status, p.share, p.recoup])).toEqual([
      [ana.email, 'invited', '30', '0.00'],
      [ben, 'invited', '20', '150.00'],
    ]);
    const benToken = await tokenFor(ben);
    const anaToken = await tokenFor(ana.email);

    // the first import: all of the net repays Ben's 150.00 in part
    const first = await importAndConfirm(ctx, admin, sale(isrc, '125'));
    expect(await partsOf(releaseId)).toEqual({ owner: '0.00', [ben]: '100.00' });
    expect(await invitation(benToken)).toMatchObject({
      status: 'invited',
      name: 'Ben',
      share: '20',
      recoup: '150.00',
      recouped: '100.00',
      earned: '100.00',
    });
    expect(await available(ctx, owner)).toBe('0.00');

    // Ana accepts: what was credited to her party is hers (nothing yet), and so is what comes
    const accepted = await ctx.request('POST', `/api/splits/invitations/${anaToken}/accept`, { cookie: ana.cookie });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as SplitInvitationDto).status).toBe('accepted');

    // the second: 50.00 finishes the recoupment, the other 50.00 is shared: Ana 15, Ben 10, the owner 25
    await importAndConfirm(ctx, admin, sale(isrc, '125'));
    expect(await partsOf(releaseId)).toEqual({ owner: '25.00', [ana.email]: '15.00', [ben]: '160.00' });
    expect(await available(ctx, ana)).toBe('15.00');
    expect(await available(ctx, owner)).toBe('25.00');
    const mine = (await (await ctx.request('GET', '/api/splits', { cookie: ana.cookie })).json()) as MySplitDto[];
    expect(mine).toMatchObject([{ ownerName: 'Olive Owner', releaseTitle: 'Shared Single', share: '30', earned: '15.00' }]);
    const view = (await (
      await ctx.request('GET', `/api/releases/${releaseId}/splits`, { cookie: owner.cookie })
    ).json()) as ReleaseSplitsDto;
    expect(view.splits[0]!.payees.map((p) => [p.status, p.recouped, p.earned])).toEqual([
      ['accepted', '0.00', '15.00'],
      ['invited', '150.00', '160.00'],
    ]);

    // the statement, per usage month, release and role: gross, our fee, the net shared, each one's part,
    // held and claimable; by the invitation's link, Ben's alone, all of it held until he accepts
    const csvLines = async (res: Response) => {
      expect(res.headers.get('content-type'), await res.clone().text()).toMatch(/^text\/csv/);
      const [header, ...lines] = (await res.text())
        .replace(/^\ufeff/, '')
        .trim()
        .split('\n');
      expect(header).toBe(SPLIT_STATEMENT_HEADER.join(','));
      return lines.map((l) => l.split(',').map((c) => (/^-?\d+\.\d+$/.test(c) ? Number(c).toFixed(2) : c)));
    };
    const statement = async (who: TestUser) => csvLines(await ctx.request('GET', '/api/splits/statement', { cookie: who.cookie }));
    const month = daysAgo(3).slice(0, 7);
    const benRow = [month, 'Shared Single', '', 'Payee', '250.00', '50.00', '200.00', '10.00', '150.00', '', '160.00'];
    expect(await csvLines(await ctx.request('GET', `/api/splits/invitations/${benToken}/statement`))).toEqual([
      [...benRow, '160.00', '0.00'],
    ]);
    const heldPdf = await ctx.request('GET', `/api/splits/invitations/${benToken}/statement.pdf`);
    expect([heldPdf.status, heldPdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(pdfText(Buffer.from(await heldPdf.arrayBuffer()))).toContain('What is held is yours once you accept the invitation');
    const forged = `${benToken.slice(0, -2)}${benToken.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await ctx.request('GET', `/api/splits/invitations/${forged}/statement`)).status).toBe(400);

    // Ben signs up with the mailed address, accepts, and claims all of it
    const benUser = await createUser(ctx, { name: 'Ben', email: ben });
    expect(await available(ctx, benUser)).toBe('0.00');
    expect((await ctx.request('POST', `/api/splits/invitations/${benToken}/accept`, { cookie: benUser.cookie })).status).toBe(200);
    expect(await available(ctx, benUser)).toBe('160.00');
    // the revenue page's earnings of the period count split income, the owner's net of what they shared
    const earned = async (who: TestUser) =>
      ((await (await ctx.request('GET', '/api/earnings/revenue?period=30', { cookie: who.cookie })).json()) as RevenuePageDto).stats;
    expect(await earned(benUser)).toMatchObject({ totalEarned: '160.00', earnedAllTime: '160.00' });
    expect(await earned(owner)).toMatchObject({ totalEarned: '25.00', earnedAllTime: '25.00' });
    expect(await statement(benUser)).toEqual([[...benRow, '0.00', '160.00']]);
    expect(await statement(owner)).toEqual([
      [month, 'Shared Single', '', 'Owner', '250.00', '50.00', '200.00', '', '', '175.00', '25.00', '0.00', '25.00'],
    ]);
    expect((await statement(ana))[0]!.slice(-3)).toEqual(['15.00', '0.00', '15.00']);
    const pdf = await ctx.request('GET', '/api/splits/statement.pdf', { cookie: benUser.cookie });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const part of [
      'Revenue split statement',
      'Shared Single',
      'Payee',
      '$250.00',
      '$50.00',
      '$200.00',
      '$160.00',
      'In all',
      'Claimable',
    ])
      expect(text).toContain(part);
    expect(text).toContain('What you can claim now, after claims and holds, from everything you earn: $160.00.');
    expect((await ctx.request('GET', '/api/splits/statement.pdf')).status).toBe(401);
    const claimed = await claim(ctx, benUser, '160.00');
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);

    // rolling the first import back would take 100.00 back from Ben, who claimed it: refused, nothing moves
    const rollback = await importAction(ctx, admin, await importNow(ctx, admin, first.id), 'rollback');
    expect(rollback.status).toBe(409);
    expect(rollback.body.error?.code).toBe('CLAIMS_NOT_COVERED');
    expect(await partsOf(releaseId)).toEqual({ owner: '25.00', [ana.email]: '15.00', [ben]: '160.00' });
  });

  it('takes a rollback back by the same terms: the latest money first, and the split stands where the terms say', async () => {
    const owner = await quickUser(ctx);
    const isrc = 'USSPL2600002';
    const releaseId = await releaseWithCodes(ctx, owner, { title: 'Rolled', isrcs: [isrc] });
    const cy = `cy-${Date.now()}@example.com`;
    expect((await saveSplit(owner, releaseId, [{ name: 'Cy', email: cy, share: '25', recoup: '60' }])).status).toBe(200);
    const a = await importAndConfirm(ctx, admin, sale(isrc, '125'));
    await importAndConfirm(ctx, admin, sale(isrc, '50'));
    // 140 net: Cy 60 repaid, then a quarter of 80
    expect(await partsOf(releaseId)).toEqual({ owner: '60.00', [cy]: '80.00' });
    expect((await importAction(ctx, admin, await importNow(ctx, admin, a.id), 'rollback')).status).toBe(200);
    // 40 net left: all of it repays Cy, as the terms give at 40
    expect(await partsOf(releaseId)).toEqual({ owner: '0.00', [cy]: '40.00' });
    const { rows } = await ctx.deps.db.execute<{ total: string }>(sql`select total::text from splits where release_id = ${releaseId}`);
    expect(Number(rows[0]!.total)).toBe(40);
  });

  it('lets a payee decline without an account: the next bookings are the owner’s, nothing credited moves, both are told', async () => {
    const owner = await quickUser(ctx);
    const isrc = 'USSPL2600003';
    const releaseId = await releaseWithCodes(ctx, owner, { title: 'Declined', isrcs: [isrc] });
    const dee = `dee-${Date.now()}@example.com`;
    await saveSplit(owner, releaseId, [{ name: 'Dee', email: dee, share: '40' }]);
    const token = await tokenFor(dee);
    await importAndConfirm(ctx, admin, sale(isrc, '125'));
    expect(await partsOf(releaseId)).toEqual({ owner: '60.00', [dee]: '40.00' });

    const declined = await ctx.request('POST', `/api/splits/invitations/${token}/decline`);
    expect(declined.status).toBe(200);
    await ctx.waitForMail((m) => m.to === dee && /You declined/.test(m.subject));
    const { rows: ownerMail } = await ctx.deps.db.execute<{ email: string }>(sql`select email from users where id = ${owner.id}`);
    await ctx.waitForMail((m) => m.to === ownerMail[0]!.email && /declined their share/.test(m.subject));
    await importAndConfirm(ctx, admin, sale(isrc, '125'));
    expect(await partsOf(releaseId)).toEqual({ owner: '160.00', [dee]: '40.00' });
    const view = (await (
      await ctx.request('GET', `/api/releases/${releaseId}/splits`, { cookie: owner.cookie })
    ).json()) as ReleaseSplitsDto;
    expect(view.splits[0]).toMatchObject({ version: 2, ownerShare: '100', payees: [] });
    // the link is spent for accepting
    const late = await createUser(ctx, { email: dee });
    const accept = await ctx.request('POST', `/api/splits/invitations/${token}/accept`, { cookie: late.cookie });
    expect(accept.status).toBe(409);
    expect(((await accept.json()) as { error: { message: string } }).error.message).toBe(INVITATION_TEXTS.declined);
  });

  it('gives a track its own split over the release’s', async () => {
    const owner = await quickUser(ctx);
    const [one, two] = ['USSPL2600004', 'USSPL2600005'];
    const releaseId = await releaseWithCodes(ctx, owner, { title: 'Two Tracks', isrcs: [one, two] });
    const [eve, fay] = [`eve-${Date.now()}@example.com`, `fay-${Date.now()}@example.com`];
    expect((await saveSplit(owner, releaseId, [{ name: 'Eve', email: eve, share: '50' }])).status).toBe(200);
    const track = await saveSplit(owner, releaseId, [{ name: 'Fay', email: fay, share: '10' }], two);
    expect(track.status, JSON.stringify(track.body)).toBe(200);
    expect(track.body.splits.map((s) => [s.isrc, s.trackTitle])).toEqual([
      [null, null],
      [two, 'Track 2'],
    ]);
    await importAndConfirm(
      ctx,
      admin,
      reportCsv(
        [
          { isrc: one, amount: '125', quantity: '10' },
          { isrc: two, amount: '125', quantity: '10' },
        ],
        `SPLIT-${++seq}`,
      ),
    );
    expect(await partsOf(releaseId)).toEqual({ owner: '140.00', [eve]: '50.00', [fay]: '10.00' });
  });

  it('refuses what is not a split, another artist’s release, and the owner as a payee; saving the same again makes no version', async () => {
    const owner = await quickUser(ctx);
    const other = await quickUser(ctx);
    const releaseId = await releaseWithCodes(ctx, owner, { title: 'Checked', isrcs: ['USSPL2600006'] });
    const gus = { name: 'Gus', email: `gus-${Date.now()}@example.com`, share: '60' };
    const over = await saveSplit(owner, releaseId, [gus, { name: 'Hal', email: `hal-${Date.now()}@example.com`, share: '40.0001' }]);
    expect([over.status, over.body.error?.message]).toEqual([400, SPLIT_TEXTS.total]);
    expect((await saveSplit(other, releaseId, [gus])).status).toBe(404);
    expect((await ctx.request('PUT', `/api/releases/${releaseId}/splits`, { body: { payees: [gus] } })).status).toBe(401);
    const self = await saveSplit(owner, releaseId, [{ name: 'Me', email: owner.email.toUpperCase(), share: '10' }]);
    expect([self.status, self.body.error?.message]).toEqual([400, SPLIT_TEXTS.ownerListed]);
    const bad = await saveSplit(owner, releaseId, [{ ...gus, email: 'not-an-email' }]);
    expect(bad.status).toBe(400);
    const nul = await saveSplit(owner, releaseId, [{ ...gus, name: 'G\u0000us', share: '1'.repeat(5000) }]);
    expect(nul.status).toBe(400);
    expect((await saveSplit(owner, releaseId, [gus])).body.splits[0]!.version).toBe(1);
    expect((await saveSplit(owner, releaseId, [gus])).body.splits[0]!.version).toBe(1);
    expect((await saveSplit(owner, releaseId, [{ ...gus, share: '65' }])).body.splits[0]!.version).toBe(2);
    expect((await ctx.request('GET', `/api/releases/${releaseId}/splits`, { cookie: other.cookie })).status).toBe(404);
    expect((await ctx.request('GET', `/api/splits/invitations/${'A'.repeat(43)}`)).status).toBe(400);
    const { rows } = await ctx.deps.db.execute<{
      n: number;
    }>(sql`select count(*)::int n from audit_log where action = 'split.version_saved' and entity_type = 'split'
      and entity_id = (select id::text from splits where release_id = ${releaseId})`);
    expect(rows[0]!.n).toBe(2);
  });

  it('reminds a payee once, a week after the invitation, with a link that still works', async () => {
    const owner = await quickUser(ctx);
    const releaseId = await releaseWithCodes(ctx, owner, { title: 'Reminded', isrcs: ['USSPL2600007'] });
    const ivy = `ivy-${Date.now()}@example.com`;
    await saveSplit(owner, releaseId, [{ name: 'Ivy', email: ivy, share: '5' }]);
    const token = await tokenFor(ivy);
    expect((await remindPayees(ctx.deps)).reminded).toBe(0);
    await ctx.deps.db.execute(sql`update split_parties set created_at = now() - interval '8 days' where lower(email) = ${ivy}`);
    expect((await remindPayees(ctx.deps)).reminded).toBe(1);
    expect(await tokenFor(ivy, /^Reminder: /)).toBe(token);
    expect((await remindPayees(ctx.deps)).reminded).toBe(0);
    expect((await invitation(token)).status).toBe('invited');
  });

  it('takes effect from an earlier month by transfers, shown before it is saved, payees told; refused once claimed; an amount repaid first cannot be added once earnings passed it', async () => {
    const owner = await quickUser(ctx);
    const isrc = 'USSPL2600008';
    const releaseId = await releaseWithCodes(ctx, owner, { title: 'Back-dated', isrcs: [isrc] });
    await importAndConfirm(ctx, admin, sale(isrc, '125'));
    const month = daysAgo(3).slice(0, 7);
    const jo = await createUser(ctx, { name: 'Jo' });
    const kim = `kim-${Date.now()}@example.com`;
    const preview = async (payees: Payee[]) => {
      const res = await ctx.request('POST', `/api/releases/${releaseId}/splits/preview`, {
        cookie: owner.cookie,
        body: { payees, effectiveFrom: month },
      });
      return { status: res.status, body: (await res.json()) as SplitPreviewDto & { error?: { code: string; message: string } } };
    };

    // what was earned since that month moves, shown first; the preview saves and sends nothing
    const joAt = (share: string) => ({ name: 'Jo', email: jo.email, share });
    expect((await preview([joAt('40')])).body).toEqual({ owner: '-40.00', payees: [{ name: 'Jo', email: jo.email, amount: '40.00' }] });
    expect(
      (await (await ctx.request('GET', `/api/releases/${releaseId}/splits`, { cookie: owner.cookie })).json()) as ReleaseSplitsDto,
    ).toMatchObject({
      splits: [],
    });
    expect(ctx.mails.some((m) => m.to === jo.email)).toBe(false);
    expect((await saveSplit(owner, releaseId, [joAt('40')], null, month)).status).toBe(200);
    expect(await partsOf(releaseId)).toEqual({ owner: '60.00', [jo.email]: '40.00' });

    // a second version from the same month moves what the first gave: Kim's 20 % from the owner
    const both = [joAt('40'), { name: 'Kim', email: kim, share: '20' }];
    expect((await preview(both)).body).toEqual({ owner: '-20.00', payees: [{ name: 'Kim', email: kim, amount: '20.00' }] });

    // an amount repaid first cannot be added once the split's earnings passed it: it would count
    // as repaid from money already shared out
    const late = await saveSplit(owner, releaseId, [joAt('40'), { name: 'Kim', email: kim, share: '20', recoup: '50' }], null, month);
    expect([late.status, late.body.error?.message]).toEqual([400, SPLIT_TEXTS.recoupTooLate]);
    expect(await partsOf(releaseId)).toEqual({ owner: '60.00', [jo.email]: '40.00' });
    // without the recoupment, it goes through, and the next import books by it
    expect((await saveSplit(owner, releaseId, both, null, month)).body.splits[0]!.version).toBe(2);
    expect(await partsOf(releaseId)).toEqual({ owner: '40.00', [jo.email]: '40.00', [kim]: '20.00' });
    await importAndConfirm(ctx, admin, sale(isrc, '125'));
    expect(await partsOf(releaseId)).toEqual({ owner: '80.00', [jo.email]: '80.00', [kim]: '40.00' });

    // Jo raised from that month: told what moved to them; once the owner has claimed what it would
    // move, refused
    const raised = [joAt('50'), { name: 'Kim', email: kim, share: '20' }];
    expect((await saveSplit(owner, releaseId, raised, null, month)).status).toBe(200);
    expect(await partsOf(releaseId)).toEqual({ owner: '60.00', [jo.email]: '100.00', [kim]: '40.00' });
    await ctx.waitForMail((m) => m.to === jo.email && /moved earnings of “Back-dated” to you/.test(m.subject));
    expect(ctx.mails.find((m) => m.to === jo.email && /moved earnings/.test(m.subject))!.text).toContain('$20.00 moved to you');
    expect((await claim(ctx, owner, '60.00')).status).toBe(201);
    const claimedFirst = await saveSplit(owner, releaseId, [joAt('60'), { name: 'Kim', email: kim, share: '20' }], null, month);
    expect([claimedFirst.status, claimedFirst.body.error?.code]).toEqual([409, 'CLAIMS_NOT_COVERED']);
    expect(await partsOf(releaseId)).toEqual({ owner: '60.00', [jo.email]: '100.00', [kim]: '40.00' });

    const next = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7);
    const future = await saveSplit(owner, releaseId, both, null, next);
    expect([future.status, future.body.error?.message]).toEqual([400, SPLIT_TEXTS.futureMonth]);
    const track = await saveSplit(owner, releaseId, both, isrc, month);
    expect([track.status, track.body.error?.message]).toEqual([400, SPLIT_TEXTS.trackFromNow]);
  });

  it('waits for the consent of a payee whose share a change lowers: agreed, it takes effect; objected, it stops; unanswered, it takes effect after the window', async () => {
    const owner = await quickUser(ctx);
    const isrc = 'USSPL2600009';
    const releaseId = await releaseWithCodes(ctx, owner, { title: 'Consented', isrcs: [isrc] });
    const lu = `lu-${Date.now()}@example.com`;
    const at = (share: string) => [{ name: 'Lu', email: lu, share }];
    const answer = (token: string, a: string) =>
      ctx.request('POST', `/api/splits/invitations/${token}/answer-change`, { body: { answer: a } });
    const view = async () =>
      ((await (await ctx.request('GET', `/api/releases/${releaseId}/splits`, { cookie: owner.cookie })).json()) as ReleaseSplitsDto)
        .splits[0]!;
    await saveSplit(owner, releaseId, at('40'));
    const token = await tokenFor(lu);

    // lowered: the change waits, the split books as it was, and Lu is asked
    expect((await saveSplit(owner, releaseId, at('20'))).status).toBe(200);
    expect(await view()).toMatchObject({
      version: 1,
      payees: [{ share: '40' }],
      pending: { lowered: [{ email: lu, before: '40', after: '20', recoupBefore: null, recoupAfter: null, answer: null }] },
    });
    await ctx.waitForMail((m) => m.to === lu && /asks to lower your share/.test(m.subject));
    expect((await invitation(token)).change).toMatchObject({ before: '40', after: '20', answer: null });
    await importAndConfirm(ctx, admin, sale(isrc, '125'));
    expect(await partsOf(releaseId)).toEqual({ owner: '60.00', [lu]: '40.00' });
    // agreed: in force at once
    expect((await answer(token, 'agreed')).status).toBe(200);
    expect(await view()).toMatchObject({ version: 2, payees: [{ share: '20' }], pending: null });
    await importAndConfirm(ctx, admin, sale(isrc, '125'));
    expect(await partsOf(releaseId)).toEqual({ owner: '140.00', [lu]: '60.00' });

    // objected: the change stops, the owner is told
    await saveSplit(owner, releaseId, at('10'));
    expect((await answer(token, 'objected')).status).toBe(200);
    expect((await answer(token, 'agreed')).status).toBe(409);
    await ctx.waitForMail((m) => /Lu objected to a lower share/.test(m.subject));
    expect(await view()).toMatchObject({ version: 2, pending: null });

    // unanswered: in force once the window ends
    await saveSplit(owner, releaseId, at('5'));
    expect((await sweepConsents(ctx.deps)).inForce).toBe(0);
    await ctx.deps.db.execute(sql`update split_versions set pending_until = now() - interval '1 minute' where status = 'pending'
      and split_id = (select id from splits where release_id = ${releaseId})`);
    expect((await sweepConsents(ctx.deps)).inForce).toBe(1);
    expect(await view()).toMatchObject({ version: 4, payees: [{ share: '5' }], pending: null });
    const { rows } = await ctx.deps.db.execute<{ action: string }>(sql`select action from audit_log
      where entity_type = 'split' and entity_id = (select id::text from splits where release_id = ${releaseId}) order by created_at, action`);
    expect(rows.map((r) => r.action)).toEqual([
      'split.version_saved',
      'split.version_saved',
      'split.change_agreed',
      'split.version_in_force',
      'split.version_saved',
      'split.change_objected',
      'split.version_saved',
      'split.version_in_force',
    ]);
    // a lower share cannot be back-dated
    const month = daysAgo(3).slice(0, 7);
    const back = await saveSplit(owner, releaseId, at('1'), null, month);
    expect([back.status, back.body.error?.message]).toEqual([400, SPLIT_TEXTS.lowerFromNow]);
    // nor can the share in force be back-dated over what Lu earned at 40 % and 20 %: what is
    // credited to a payee is never taken back
    const taken = await saveSplit(owner, releaseId, at('5'), null, month);
    expect([taken.status, taken.body.error?.message]).toEqual([400, SPLIT_TEXTS.lowerFromNow]);
    expect(await partsOf(releaseId)).toEqual({ owner: '140.00', [lu]: '60.00' });
  });

  it('waits for consent to a lower amount repaid first, which takes effect with it; lapses if repayment began meanwhile', async () => {
    const owner = await quickUser(ctx);
    const isrc = 'USSPL2600010';
    const releaseId = await releaseWithCodes(ctx, owner, { title: 'Recoup Consent', isrcs: [isrc] });
    const mo = `mo-${Date.now()}@example.com`;
    const at = (recoup: string) => [{ name: 'Mo', email: mo, share: '10', recoup }];
    const view = async () =>
      ((await (await ctx.request('GET', `/api/releases/${releaseId}/splits`, { cookie: owner.cookie })).json()) as ReleaseSplitsDto)
        .splits[0]!;
    await saveSplit(owner, releaseId, at('100'));
    const token = await tokenFor(mo);

    // lowered: waits, the amount in force stays until Mo agrees
    expect((await saveSplit(owner, releaseId, at('60'))).status).toBe(200);
    expect(await view()).toMatchObject({
      version: 1,
      payees: [{ recoup: '100.00' }],
      pending: { lowered: [{ email: mo, before: '10', after: '10', recoupBefore: '100.00', recoupAfter: '60.00', answer: null }] },
    });
    await ctx.waitForMail((m) => m.to === mo && /asks to lower/.test(m.subject));
    expect(ctx.mails.find((m) => m.to === mo && /asks to lower/.test(m.subject))!.text).toContain(
      'the amount repaid to you first would go from $100.00 to $60.00',
    );
    expect((await invitation(token)).change).toMatchObject({ recoupBefore: '100.00', recoupAfter: '60.00' });
    const agreed = await ctx.request('POST', `/api/splits/invitations/${token}/answer-change`, { body: { answer: 'agreed' } });
    expect(agreed.status).toBe(200);
    expect(await view()).toMatchObject({ version: 2, payees: [{ recoup: '60.00' }], pending: null });

    // removed while nothing is repaid: waits; repayment begins meanwhile, so when the window ends it lapses
    await saveSplit(owner, releaseId, at('0'));
    expect((await view()).pending?.lowered[0]).toMatchObject({ recoupBefore: '60.00', recoupAfter: '0.00' });
    await importAndConfirm(ctx, admin, sale(isrc, '125'));
    expect(await partsOf(releaseId)).toEqual({ owner: '36.00', [mo]: '64.00' });
    await ctx.deps.db.execute(sql`update split_versions set pending_until = now() - interval '1 minute' where status = 'pending'
      and split_id = (select id from splits where release_id = ${releaseId})`);
    expect(await sweepConsents(ctx.deps)).toEqual({ inForce: 0, lapsed: 1 });
    expect(await view()).toMatchObject({ version: 2, payees: [{ recoup: '60.00', recouped: '60.00' }], pending: null });
    await ctx.waitForMail((m) => /did not take effect/.test(m.subject));
    const { rows } = await ctx.deps.db.execute<{ status: string }>(sql`select status from split_versions
      where split_id = (select id from splits where release_id = ${releaseId}) order by number`);
    expect(rows.map((r) => r.status)).toEqual(['in_force', 'in_force', 'lapsed']);
  });
});
