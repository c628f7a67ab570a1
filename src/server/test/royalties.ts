// Releases with codes, sales report files built around today's date, uploads, import actions and
// payout claims through the API, and the check that claims stay within earnings.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AdminClaimDto, BalanceDto, ClaimDto } from '../../domain/claims-dto.ts';
import type { ImportListItemDto, ImportPreviewDto } from '../../domain/royalty-imports-dto.ts';
import { TUNELANE_COLUMNS } from '../../domain/report-csv-formats.ts';
import { ORIGIN, type TestContext } from './test-context.ts';
import type { TestUser } from './users.ts';

export async function releaseWithCodes(ctx: TestContext, user: TestUser, opts: { title: string; upc?: string; isrcs?: string[] }) {
  const { rows } = await ctx.deps.db.execute<{ id: string }>(
    sql`insert into music_releases (user_id, title, artist_name, status, upc) values (${user.id}, ${opts.title}, 'Ava', 'distributed', ${opts.upc ?? null}) returning id`,
  );
  const id = rows[0]!.id;
  for (const [i, isrc] of (opts.isrcs ?? []).entries())
    await ctx.deps.db.execute(
      sql`insert into release_tracks (release_id, position, title, isrc) values (${id}, ${i + 1}, ${`Track ${i + 1}`}, ${isrc})`,
    );
  return id;
}

/** YYYY-MM-DD, `days` before today (UTC). */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export type CsvLine = Partial<Record<(typeof TUNELANE_COLUMNS)[number], string>>;

/** Our CSV's required columns that a header of only `store` and `isrc` lacks, in the file's order (as the refusal names them). */
export const MISSING_BESIDE_STORE_AND_ISRC = [
  'source',
  'statement_id',
  'statement_period',
  'usage_start',
  'usage_end',
  'use_type',
  'country',
  'track_title',
  'artist_name',
  'quantity',
  'amount',
  'currency',
];

/** Our CSV: each line's usage day defaults to 3 days ago, one statement of Spotify. */
export function reportCsv(lines: CsvLine[], statementId = 'SPOT-1'): string {
  const day = daysAgo(3);
  const base: CsvLine = {
    source: 'Spotify',
    statement_id: statementId,
    statement_period: day.slice(0, 7),
    usage_start: day,
    usage_end: day,
    store: 'Spotify',
    use_type: 'stream',
    country: 'US',
    currency: 'USD',
    artist_name: 'Ava',
    track_title: 'Song',
  };
  const rows = lines.map((l, i) => TUNELANE_COLUMNS.map((c) => ({ ...base, line_id: String(i + 1), ...l })[c] ?? '').join(','));
  return [TUNELANE_COLUMNS.join(','), ...rows].join('\n') + '\n';
}

export async function upload(ctx: TestContext, admin: TestUser, body: string | Uint8Array<ArrayBuffer>, name = 'report.csv') {
  return ctx.app.request(`/api/admin/royalties/imports?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'text/csv' },
    body,
  });
}

export async function preview(ctx: TestContext, admin: TestUser, body: string, name?: string): Promise<ImportPreviewDto> {
  const res = await upload(ctx, admin, body, name);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ImportPreviewDto;
}

export async function confirm(ctx: TestContext, admin: TestUser, p: Pick<ImportListItemDto, 'id' | 'version'>) {
  const res = await ctx.request('POST', `/api/admin/royalties/imports/${p.id}/confirm`, {
    cookie: admin.cookie,
    body: { version: p.version },
  });
  return { status: res.status, body: (await res.json()) as ImportListItemDto & ErrorBody };
}

export async function importAndConfirm(ctx: TestContext, admin: TestUser, body: string, name?: string): Promise<ImportListItemDto> {
  const p = await preview(ctx, admin, body, name);
  const c = await confirm(ctx, admin, p);
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  return c.body;
}

export const BANK = { account_holder: 'Ava Artist', bank_name: 'First Bank', account_number: '000123456789', routing_number: '021000021' };

type ErrorBody = { error?: { code: string; message: string } };

/** A payout claim by bank transfer through the API. */
export async function claim(ctx: TestContext, who: TestUser, amount: string) {
  const res = await ctx.request('POST', '/api/payouts/claims', {
    cookie: who.cookie,
    body: { amount, payment_method: 'bank_transfer', payment_details: BANK },
  });
  return { status: res.status, body: (await res.json()) as ClaimDto & ErrorBody };
}

/** The artist's available balance, as the API gives it ("12.50"). */
export async function available(ctx: TestContext, who: TestUser): Promise<string> {
  return ((await (await ctx.request('GET', '/api/payouts/balance', { cookie: who.cookie })).json()) as BalanceDto).available;
}

/** A payment reference every method's rule but crypto's takes (17 letters and digits, as PayPal's). */
export const TEST_PAYMENT_REFERENCE = 'UTR00000000000042';

/**
 * The admin's review of a claim (Approve = approved, Mark Paid = completed, Reject) at the version
 * given; a move to rejected gives a reason, a move to paid a reference (`extra` replaces them).
 */
export async function reviewClaim(
  ctx: TestContext,
  admin: TestUser,
  c: Pick<AdminClaimDto, 'id' | 'version' | 'status'>,
  status: string,
  notes = '',
  extra?: Record<string, string>,
) {
  const moving = status !== c.status;
  const needs =
    moving && status === 'rejected'
      ? { rejectionReason: 'duplicate' }
      : moving && status === 'completed'
        ? { paymentReference: TEST_PAYMENT_REFERENCE }
        : {};
  const res = await ctx.request('PATCH', `/api/admin/claims/${c.id}`, {
    cookie: admin.cookie,
    body: { status, notes, version: c.version, ...(extra ?? needs) },
  });
  return { status: res.status, body: (await res.json()) as AdminClaimDto & ErrorBody };
}

/** A claim as the console's review sees it (with its version). */
export async function adminClaim(ctx: TestContext, admin: TestUser, id: string): Promise<AdminClaimDto> {
  return (await (await ctx.request('GET', `/api/admin/claims/${id}`, { cookie: admin.cookie })).json()) as AdminClaimDto;
}

/** An import as the console loads it (with its version). */
export async function importNow(ctx: TestContext, admin: TestUser, id: string): Promise<ImportPreviewDto> {
  return (await (await ctx.request('GET', `/api/admin/royalties/imports/${id}`, { cookie: admin.cookie })).json()) as ImportPreviewDto;
}

/** An import rolled back or matched again through the API, at the version given. */
export async function importAction(
  ctx: TestContext,
  admin: TestUser,
  item: Pick<ImportListItemDto, 'id' | 'version'>,
  action: 'rollback' | 'rematch',
) {
  const res = await ctx.request('POST', `/api/admin/royalties/imports/${item.id}/${action}`, {
    cookie: admin.cookie,
    body: { version: item.version },
  });
  return { status: res.status, body: (await res.json()) as ImportListItemDto & ErrorBody };
}

/**
 * The artists (all, or those of `only`) whose claims not rejected (pending, approved, paid) exceed
 * their net earnings, with both sums, read from the ledger itself (and the payees' ledger of the
 * split parties they accepted) and compared exactly in
 * PostgreSQL: none, while the rule holds.
 */
export async function claimsAboveEarnings(ctx: TestContext, only?: TestUser[]): Promise<{ userId: string; held: string; net: string }[]> {
  const { rows } = await ctx.deps.db.execute<{ userId: string; held: string; net: string }>(sql`
    select c.user_id "userId", c.held::text held, coalesce(e.net, 0)::text net
      from (select user_id, sum(amount) held from revenue_claims where status <> 'rejected' group by user_id) c
      left join (select user_id, sum(net) net
                   from (select user_id, net from earnings_ledger
                         union all
                         select p.user_id, x.amount from split_entries x join split_parties p on p.id = x.party_id where p.user_id is not null) m
                  group by user_id) e using (user_id)
     where c.held > coalesce(e.net, 0) ${only ? sql`and c.user_id = any(${sql.param(only.map((u) => u.id))}::uuid[])` : sql``}`);
  return rows;
}

/** A DSR summary record as the tests give it: the store's channel, its tier and commercial model, the usages and revenue. */
export type DsrSummaryLine = {
  id: string;
  channel?: string;
  tier?: string;
  model?: string;
  territory?: string;
  usages: string;
  revenue: string;
  currency?: string;
};

/**
 * A DSR Basic Audio Profile report (statement `messageId` of StreamCo, usage 10 to 3 days ago) in
 * `files` files: every file repeats the summary records; the usage lines (each in a block of its
 * own, a sound recording by ISRC) are shared out in order, about equally.
 */
export function dsrReport(opts: {
  messageId: string;
  summaries: DsrSummaryLine[];
  lines: { summary: string; isrc: string; usages: string }[];
  files?: number;
  currency?: string;
}): string[] {
  const files = opts.files ?? 1;
  const start = daysAgo(10);
  const end = daysAgo(3);
  const sy = opts.summaries.map((s) => [
    'SY02.03',
    s.id,
    s.channel ?? 'StreamCo',
    'PADPIDA0000000002',
    s.model ?? 'SubscriptionModel',
    'OnDemandStream',
    s.territory ?? 'US',
    s.tier ?? 'Premium',
    s.usages,
    '1',
    s.currency ?? opts.currency ?? 'USD',
    s.revenue,
  ]);
  const per = Math.ceil(opts.lines.length / files);
  return Array.from({ length: files }, (_, k) => {
    const lines = opts.lines.slice(k * per, (k + 1) * per);
    const head = [
      'HEAD',
      'dsrf/1.1.2/1.6/1.0',
      'BasicAudioProfile',
      '1.3',
      opts.messageId,
      `${end}T10:00:00Z`,
      String(k + 1),
      String(files),
      start,
      end,
      'PADPIDA0000000001',
      'StreamCo',
    ];
    const blocks = lines.flatMap((l, i) => {
      const b = `B${k * per + i + 1}`;
      return [
        ['RE01', b, 'R1', '', '', '', '', 'Ava', '', 'Night Drive'],
        ['AS02', b, 'A1', '', l.isrc, 'Song', '', 'Ava'],
        ['SU02', b, l.summary, `T${k * per + i + 1}`, '', 'A1', 'true', l.usages],
      ];
    });
    const records = [head, ...sy, ...blocks];
    const foot = ['FOOT', String(records.length + 1), '', String(sy.length), String(lines.length), ''];
    return [...records, foot].map((r) => r.join('\t')).join('\n') + '\n';
  });
}
