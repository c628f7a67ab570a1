// Claims through the API: the spec's messages in order, method details, 20 claims at once
// against a balance that covers 3, details sealed at rest and masked but in the admin's review,
// the admin's review (approve, mark paid, reject) with notes, processed_date, audit and mails,
// and who may see what.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDto } from '../../../domain/admin-list.ts';
import { CLAIM_TEXTS } from '../../../domain/claim-texts.ts';
import type { AdminClaimDetailDto, AdminClaimDto, BalanceDto, ClaimDto } from '../../../domain/claims-dto.ts';
import type { RevenuePageDto } from '../../../domain/earnings-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { importAndConfirm, releaseWithCodes, reportCsv } from '../../test/royalties.ts';
import { CLAIM_MAIL } from './claim-mail-job.ts';

let ctx: TestContext;
let artist: TestUser;
let other: TestUser;
let admin: TestUser;

const BANK = { account_holder: 'Ava Artist', bank_name: 'First Bank', account_number: '000123456789', routing_number: '021000021' };
const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

beforeAll(async () => {
  ctx = await createTestContext({ jobs: [CLAIM_MAIL.name] });
  artist = await createUser(ctx, { name: 'Ava Artist', email: 'ava@example.com' });
  other = await createUser(ctx, { name: 'Bo Other' });
  admin = await createUser(ctx, { admin: true });
  await releaseWithCodes(ctx, artist, { title: 'Night Drive', isrcs: ['USABC2600001'] });
  await releaseWithCodes(ctx, other, { title: 'Elsewhere', isrcs: ['GBXYZ2600001'] });
  // Free plan, 80 %: 43.75 gross is 35.00 net for Ava; 20.00 is 16.00 for Bo
  await importAndConfirm(
    ctx,
    admin,
    reportCsv([
      { isrc: 'USABC2600001', quantity: '5000', amount: '43.75' },
      { isrc: 'GBXYZ2600001', quantity: '100', amount: '20' },
    ]),
  );
});
afterAll(() => ctx.close());

const claim = async (body: unknown, who = artist) => {
  const res = await ctx.request('POST', '/api/payouts/claims', { cookie: who.cookie, body });
  return { status: res.status, body: (await res.json()) as ClaimDto & { error: { message: string; field?: string } } };
};
const balance = async (who = artist) =>
  ((await (await ctx.request('GET', '/api/payouts/balance', { cookie: who.cookie })).json()) as BalanceDto).available;

describe('a payout claim', () => {
  it('gets the spec messages, in the spec order', async () => {
    const cases: [unknown, string][] = [
      [{ amount: 'abc', payment_method: 'paypal' }, CLAIM_TEXTS.invalidAmount],
      [{ amount: '-5' }, CLAIM_TEXTS.invalidAmount],
      [{ amount: 0 }, CLAIM_TEXTS.invalidAmount],
      [{ amount: '35.01' }, 'Insufficient balance: You can only claim up to $35.00'],
      [{ amount: '9.99', payment_method: 'paypal' }, 'Minimum payout amount is $10.00'],
      [{ amount: '10' }, CLAIM_TEXTS.methodRequired],
      [{ amount: '10', payment_method: 'bank_transfer', payment_details: { ...BANK, routing_number: ' ' } }, CLAIM_TEXTS.detailsRequired],
      [{ amount: '10', payment_method: 'paypal', payment_details: { crypto_wallet: WALLET } }, CLAIM_TEXTS.detailsRequired],
      [{ amount: '10', payment_method: 'crypto', payment_details: { crypto_wallet: '0x1234' } }, CLAIM_TEXTS.invalidWallet],
      [{ amount: '10', payment_method: 'paypal', payment_details: { paypal_email: 'not-an-email' } }, CLAIM_TEXTS.invalidPaypal],
    ];
    for (const [body, message] of cases) {
      const res = await claim(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message, JSON.stringify(body)).toBe(message);
    }
    expect(await balance()).toBe('35.00');
  });

  it('takes the minimum from the console Settings', async () => {
    const setMinimum = async (payoutMinimum: string | null) => {
      const current = (await (await ctx.request('GET', '/api/admin/settings', { cookie: admin.cookie })).json()) as { version: string };
      const res = await ctx.request('PUT', '/api/admin/settings', {
        cookie: admin.cookie,
        body: { values: { payoutMinimum }, version: current.version },
      });
      expect(res.status).toBe(200);
    };
    await setMinimum('25.00');
    expect(
      (await claim({ amount: '20', payment_method: 'paypal', payment_details: { paypal_email: 'ava@example.com' } })).body.error.message,
    ).toBe('Minimum payout amount is $25.00');
    // every method without a minimum of its own follows it
    expect((await (await ctx.request('GET', '/api/payouts/balance', { cookie: artist.cookie })).json()) as BalanceDto).toMatchObject({
      payoutMinimum: '25.00',
      methods: { bank_transfer: { minimum: '25.00' }, paypal: { minimum: '25.00' }, crypto: { minimum: '25.00' } },
      currency: 'USD',
    });
    await setMinimum(null);
    expect(((await (await ctx.request('GET', '/api/payouts/balance', { cookie: artist.cookie })).json()) as BalanceDto).payoutMinimum).toBe(
      '10.00',
    );
  });

  it('lets exactly 3 of 20 claims sent at once through when the balance covers 3', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => claim({ amount: '10.00', payment_method: 'bank_transfer', payment_details: BANK })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.body.error.message).toMatch(
        /^Insufficient balance: You can only claim up to \$(5|15|25)\.00$|^Minimum payout amount is \$10\.00$/,
      );
    }
    expect(await balance()).toBe('5.00');
    const page = (await (await ctx.request('GET', '/api/earnings/revenue', { cookie: artist.cookie })).json()) as RevenuePageDto;
    expect(page.stats).toMatchObject({ availableBalance: '5.00', pendingPayouts: '30.00', paidOut: '0.00' });
  });

  it('keeps payment details sealed at rest and masked everywhere but the admin review', async () => {
    const mine = ((await (await ctx.request('GET', '/api/payouts/claims', { cookie: artist.cookie })).json()) as { items: ClaimDto[] })
      .items;
    expect(mine[0]!.paymentSummary).toBe('First Bank ••••6789');
    expect(JSON.stringify(mine)).not.toContain('000123456789');
    const { rows } = await ctx.deps.db.execute<{ row: string }>(sql`select row_to_json(c)::text as row from revenue_claims c`);
    for (const r of rows) expect(r.row).not.toContain('000123456789');
    const table = (await (await ctx.request('GET', '/api/admin/claims', { cookie: admin.cookie })).json()) as PageDto<AdminClaimDto>;
    expect(JSON.stringify(table)).not.toContain('000123456789');
    const detail = (await (
      await ctx.request('GET', `/api/admin/claims/${mine[0]!.id}`, { cookie: admin.cookie })
    ).json()) as AdminClaimDetailDto;
    expect(detail.paymentDetails).toEqual(BANK);
  });
});

describe('the admin review', () => {
  const update = async (
    id: string,
    body: { status: string; notes?: string; version: string; rejectionReason?: string; paymentReference?: string },
    who = admin,
  ) => {
    const res = await ctx.request('PATCH', `/api/admin/claims/${id}`, { cookie: who.cookie, body });
    return { status: res.status, body: (await res.json()) as AdminClaimDto & { error: { message: string } } };
  };

  it('approves, marks paid and rejects with notes, processed_date, an audit entry and a mail each time', async () => {
    const table = (await (
      await ctx.request('GET', '/api/admin/claims?status=pending', { cookie: admin.cookie })
    ).json()) as PageDto<AdminClaimDto>;
    expect(table.items).toHaveLength(3);
    const [a, b] = table.items as [AdminClaimDto, AdminClaimDto];
    const approved = await update(a.id, { status: 'approved', notes: 'Checked', version: a.version });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', adminNotes: 'Checked', processedDate: null });
    const stale = await update(a.id, { status: 'completed', version: a.version });
    expect(stale.status).toBe(409);
    const paid = await update(a.id, {
      status: 'completed',
      notes: 'Sent by wire',
      paymentReference: 'UTR00000000000042',
      version: approved.body.version,
    });
    expect(paid.body).toMatchObject({ status: 'completed', adminNotes: 'Sent by wire' });
    expect(paid.body.processedDate).not.toBeNull();
    const back = await update(a.id, { status: 'pending', version: paid.body.version });
    expect(back.status).toBe(409);
    const rejected = await update(b.id, {
      status: 'rejected',
      notes: 'Wrong account',
      rejectionReason: 'details_wrong',
      version: b.version,
    });
    expect(rejected.body.processedDate).not.toBeNull();
    // rejected money is back in the balance; paid money stays out
    expect(await balance()).toBe('15.00');
    const { rows } = await ctx.deps.db.execute<{ n: number }>(sql`select count(*)::int n from audit_log where action = 'claim.updated'`);
    expect(rows[0]!.n).toBe(3);
    const mail = await ctx.waitForMail((m) => m.to === 'ava@example.com' && m.subject === 'Payout request: Rejected');
    expect(mail.text).toContain('Wrong account');
    await ctx.waitForMail((m) => m.to === 'ava@example.com' && m.subject === 'Payout request: Paid');
    const page = (await (await ctx.request('GET', '/api/earnings/revenue', { cookie: artist.cookie })).json()) as RevenuePageDto;
    expect(page.stats).toMatchObject({ availableBalance: '15.00', pendingPayouts: '10.00', paidOut: '10.00' });
    expect(page.payouts.map((p) => p.status).sort()).toEqual(['completed', 'pending', 'rejected']);
  });

  it('mails the artist when only the notes of a paid claim change, and not when nothing does', async () => {
    const table = (await (
      await ctx.request('GET', '/api/admin/claims?status=completed', { cookie: admin.cookie })
    ).json()) as PageDto<AdminClaimDto>;
    const paid = table.items[0]!;
    expect(paid).toMatchObject({ status: 'completed', adminNotes: 'Sent by wire' });
    const mailsQueued = async () => {
      const { rows } = await ctx.deps.db.execute<{ n: number }>(
        sql`select count(*)::int n from pgboss.job where name = ${CLAIM_MAIL.name} and data->>'claimId' = ${paid.id}`,
      );
      return rows[0]!.n;
    };
    const before = await mailsQueued();
    const same = await update(paid.id, { status: 'completed', notes: 'Sent by wire', version: paid.version });
    expect(same.status).toBe(200);
    expect(await mailsQueued()).toBe(before);
    const noted = await update(paid.id, { status: 'completed', notes: 'Wire reference 0042', version: same.body.version });
    expect(noted.body).toMatchObject({ status: 'completed', adminNotes: 'Wire reference 0042' });
    expect(await mailsQueued()).toBe(before + 1);
    const mail = await ctx.waitForMail((m) => m.subject === 'Payout request: Paid' && m.text.includes('Wire reference 0042'));
    expect(mail.to).toBe('ava@example.com');
  });

  it("pages the artist's claims newest first, each once, and refuses a cursor that is not one", async () => {
    type Page = { items: ClaimDto[]; nextCursor: string | null };
    const read = async (query: string) =>
      (await (await ctx.request('GET', `/api/payouts/claims?${query}`, { cookie: artist.cookie })).json()) as Page;
    const all = await read('limit=100');
    expect(all.items.length).toBeGreaterThanOrEqual(2);
    expect(all.nextCursor).toBeNull();
    const seen: string[] = [];
    let page = await read('limit=1');
    for (;;) {
      expect(page.items).toHaveLength(1);
      seen.push(page.items[0]!.id);
      if (!page.nextCursor) break;
      page = await read(`limit=1&cursor=${page.nextCursor}`);
    }
    expect(seen).toEqual(all.items.map((c) => c.id));
    const bad = await ctx.request('GET', '/api/payouts/claims?cursor=not-a-page', { cookie: artist.cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('cursor');
  });

  it('keeps claims to their owner and the console to admins', async () => {
    const mine = ((await (await ctx.request('GET', '/api/payouts/claims', { cookie: artist.cookie })).json()) as { items: ClaimDto[] })
      .items;
    expect((await ctx.request('GET', `/api/payouts/claims/${mine[0]!.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await ctx.request('GET', `/api/payouts/claims/${mine[0]!.id}`, { cookie: artist.cookie })).status).toBe(200);
    expect(
      ((await (await ctx.request('GET', '/api/payouts/claims', { cookie: other.cookie })).json()) as { items: ClaimDto[] }).items.length,
    ).toBe(0);
    for (const [method, path] of [
      ['GET', '/api/admin/claims'],
      ['GET', '/api/admin/claims/export'],
      ['GET', `/api/admin/claims/${mine[0]!.id}`],
      ['PATCH', `/api/admin/claims/${mine[0]!.id}`],
    ] as const) {
      expect(
        (
          await ctx.request(method, path, {
            cookie: artist.cookie,
            body: method === 'PATCH' ? { status: 'approved', version: 'x' } : undefined,
          })
        ).status,
      ).toBe(403);
    }
    const csv = await (await ctx.request('GET', '/api/admin/claims/export', { cookie: admin.cookie })).text();
    expect(csv.split('\n')[0]).toContain('Amount (USD)');
    expect(csv).not.toContain('000123456789');
  });
});
