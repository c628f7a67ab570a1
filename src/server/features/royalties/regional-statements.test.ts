// A store may send one statement per region for a month (Apple: Americas, Euro-Zone, Japan): the
// same source, store and period, other countries. Each confirmed statement records its countries,
// and a newer one replaces only those it shares a country with: regions apart stay confirmed and
// all count, a correction of one region replaces that one (or every region it spans), a line of a
// region apart is still a duplicate, and two overlapping statements confirmed at once book once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import {
  available,
  confirm,
  importAction,
  importAndConfirm,
  preview,
  releaseWithCodes,
  reportCsv,
  type CsvLine,
} from '../../test/royalties.ts';

let ctx: TestContext;
let admin: TestUser;
let isrcs = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

/** An artist on Individual Artist (90 %) with a track of their own, so their balance is this case's alone. */
async function artistWithTrack(): Promise<{ artist: TestUser; isrc: string }> {
  const artist = await createUser(ctx, {});
  const isrc = `USRGN26${String(++isrcs).padStart(5, '0')}`;
  await releaseWithCodes(ctx, artist, { title: 'Night Drive', isrcs: [isrc] });
  await ctx.deps.db.execute(sql`update profiles set plan_type = 'individual_artist' where id = ${artist.id}`);
  return { artist, isrc };
}

/** A line of Apple's statement of this month for `store` (each case its own), in `country`. */
const apple = (store: string, isrc: string, country: string, amount: string, more: CsvLine = {}): CsvLine => ({
  source: 'Apple',
  store,
  isrc,
  country,
  quantity: '10',
  amount,
  ...more,
});

const imports = async (...ids: string[]) =>
  (
    await ctx.deps.db.execute<{ id: string; status: string; countries: string[] | null }>(
      sql`select id, status, countries from sales_imports where id = any(${sql.param(ids)}::uuid[])`,
    )
  ).rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));

const statuses = async (...ids: string[]) => (await imports(...ids)).map((i) => i.status);

const auditOf = async (id: string) =>
  (
    await ctx.deps.db.execute<{ action: string; after: unknown }>(
      sql`select action, after from audit_log where entity_type = 'sales_import' and entity_id = ${id} order by created_at, id`,
    )
  ).rows;

/** The artist's net earnings in the ledger, reversals included. */
const ledgerNet = async (artist: TestUser) =>
  (
    await ctx.deps.db.execute<{ net: string }>(
      sql`select coalesce(sum(net), 0)::text net from earnings_ledger where user_id = ${artist.id}`,
    )
  ).rows[0]!.net;

describe('regional statements of one store and month', () => {
  it('keeps statements of countries apart confirmed side by side, each with its countries, and the balance counts both', async () => {
    const { artist, isrc } = await artistWithTrack();
    const americas = await importAndConfirm(
      ctx,
      admin,
      reportCsv(
        [apple('Apple Music', isrc, 'US', '10'), apple('Apple Music', isrc, 'CA', '5'), apple('Apple Music', isrc, 'US', '1')],
        'AM-1',
      ),
    );
    const euro = await preview(
      ctx,
      admin,
      reportCsv([apple('Apple Music', isrc, 'DE', '20'), apple('Apple Music', isrc, 'FR', '10')], 'EU-1'),
    );
    expect([euro.store, euro.period]).toEqual([americas.store, americas.period]);
    expect(euro.wouldReplace).toBeNull();
    const done = await confirm(ctx, admin, euro);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.replacesId).toBeNull();
    expect((await imports(americas.id, euro.id)).map((i) => [i.status, i.countries])).toEqual([
      ['confirmed', ['CA', 'US']],
      ['confirmed', ['DE', 'FR']],
    ]);
    // (16 + 30) x 90 %
    expect(await available(ctx, artist)).toBe('41.40');
  });

  it('replaces only the region a correction overlaps; rolling the correction back leaves the other region booked', async () => {
    const { artist, isrc } = await artistWithTrack();
    const store = 'iTunes';
    const americas = await importAndConfirm(ctx, admin, reportCsv([apple(store, isrc, 'US', '10'), apple(store, isrc, 'CA', '5')], 'AM-2'));
    const euro = await importAndConfirm(ctx, admin, reportCsv([apple(store, isrc, 'DE', '20')], 'EU-2'));
    expect(await available(ctx, artist)).toBe('31.50');

    // the Americas corrected, Mexico in Canada's place: one country in common is enough
    const fix = await preview(ctx, admin, reportCsv([apple(store, isrc, 'US', '12'), apple(store, isrc, 'MX', '4')], 'AM-2-fix'));
    expect(fix.wouldReplace).toMatchObject({ id: americas.id });
    const fixed = await confirm(ctx, admin, fix);
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.replacesId).toBe(americas.id);
    expect(await statuses(americas.id, euro.id, fix.id)).toEqual(['replaced', 'confirmed', 'confirmed']);
    expect(await available(ctx, artist)).toBe('32.40'); // (16 + 20) x 90 %
    expect((await auditOf(americas.id)).map((a) => [a.action, a.after])).toEqual([
      ['sales_import.confirmed', expect.objectContaining({ replaces: null })],
      ['sales_import.replaced', { status: 'replaced', replacedBy: fix.id }],
    ]);
    expect(await auditOf(euro.id)).toHaveLength(1);

    const back = await importAction(ctx, admin, fixed.body, 'rollback');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await statuses(americas.id, euro.id, fix.id)).toEqual(['replaced', 'confirmed', 'rolled_back']);
    expect(await available(ctx, artist)).toBe('18.00');
    expect(await ledgerNet(artist)).toBe('18.000000000000');

    // with no confirmed statement of the Americas left, the next one replaces nothing
    const again = await preview(ctx, admin, reportCsv([apple(store, isrc, 'US', '11')], 'AM-2-again'));
    expect(again.wouldReplace).toBeNull();
    const confirmed = await confirm(ctx, admin, again);
    expect([confirmed.status, confirmed.body.replacesId]).toEqual([200, null]);
    expect(await statuses(euro.id, again.id)).toEqual(['confirmed', 'confirmed']);
    expect(await available(ctx, artist)).toBe('27.90');
  });

  it('replaces every region a statement spans, each reversed and audited', async () => {
    const { artist, isrc } = await artistWithTrack();
    const store = 'Apple Music Worldwide';
    const americas = await importAndConfirm(ctx, admin, reportCsv([apple(store, isrc, 'US', '10')], 'AM-3'));
    const japan = await importAndConfirm(ctx, admin, reportCsv([apple(store, isrc, 'JP', '5')], 'JP-3'));
    const euro = await importAndConfirm(ctx, admin, reportCsv([apple(store, isrc, 'DE', '20')], 'EU-3'));
    const world = await preview(
      ctx,
      admin,
      reportCsv([apple(store, isrc, 'US', '1'), apple(store, isrc, 'JP', '2'), apple(store, isrc, 'GB', '3')], 'WW-3'),
    );
    // the preview names the first it would replace
    expect(world.wouldReplace).toMatchObject({ id: americas.id });
    const done = await confirm(ctx, admin, world);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.replacesId).toBe(americas.id);
    expect(await statuses(americas.id, japan.id, euro.id, world.id)).toEqual(['replaced', 'replaced', 'confirmed', 'confirmed']);
    for (const id of [americas.id, japan.id])
      expect((await auditOf(id)).at(-1)).toEqual({ action: 'sales_import.replaced', after: { status: 'replaced', replacedBy: world.id } });
    const reversed = await ctx.deps.db.execute<{ import_id: string; net: string }>(
      sql`select import_id, sum(net)::text net from earnings_ledger where user_id = ${artist.id} group by import_id`,
    );
    expect(Object.fromEntries(reversed.rows.map((r) => [r.import_id, r.net]))).toEqual({
      [americas.id]: '0.000000000000',
      [japan.id]: '0.000000000000',
      [euro.id]: '18.000000000000',
      [world.id]: '5.400000000000',
    });
    expect(await available(ctx, artist)).toBe('23.40');
  });

  it('flags a line a statement of countries apart booked, and not one of the statement a correction replaces', async () => {
    const { isrc } = await artistWithTrack();
    const store = 'Apple Music Lines';
    // two statements in the file (no one statement id), so later files may carry their line keys
    const line = (statement: string, lineId: string, country: string, amount = '1') =>
      apple(store, isrc, country, amount, { statement_id: statement, line_id: lineId });
    const first = await importAndConfirm(ctx, admin, reportCsv([line('L-A', '1', 'US'), line('L-B', '1', 'US')]));
    // Japan's statement repeating line L-A 1: not a correction of the Americas, so the line is booked there already
    const japan = await preview(ctx, admin, reportCsv([line('L-A', '1', 'JP'), line('L-A', '2', 'JP')]));
    expect(japan.wouldReplace).toBeNull();
    expect(japan.rows).toMatchObject({ matched: 1, duplicate: 1 });
    // the Americas corrected: its lines replace the first's
    const fix = await preview(ctx, admin, reportCsv([line('L-A', '1', 'US', '2'), line('L-B', '1', 'US', '2')]));
    expect(fix.wouldReplace).toMatchObject({ id: first.id });
    expect(fix.rows).toMatchObject({ matched: 2, duplicate: 0 });
  });

  it('books two overlapping statements confirmed at once once: the later replaces the earlier', async () => {
    const { artist, isrc } = await artistWithTrack();
    const store = 'Apple Music Race';
    const one = await preview(ctx, admin, reportCsv([apple(store, isrc, 'US', '10'), apple(store, isrc, 'CA', '1')], 'RACE-1'));
    const two = await preview(ctx, admin, reportCsv([apple(store, isrc, 'US', '20')], 'RACE-2'));
    expect([one.wouldReplace, two.wouldReplace]).toEqual([null, null]);
    // This connection holds the artist's balance, which each confirmation locks after choosing what
    // it replaces: both confirmations are under way before either books (the race, made certain).
    const holder = await ctx.deps.pool.connect();
    let answers: Awaited<ReturnType<typeof confirm>>[];
    try {
      await holder.query('begin');
      await holder.query(`select pg_advisory_xact_lock(hashtextextended('balance:' || $1::text, 0))`, [artist.id]);
      const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() pid');
      const both = Promise.all([confirm(ctx, admin, one), confirm(ctx, admin, two)]);
      await vi.waitFor(
        async () => {
          const waiting = await ctx.deps.pool.query<{ n: number }>(
            `select count(*)::int n from pg_stat_activity
              where datname = current_database() and pid <> $1 and cardinality(pg_blocking_pids(pid)) > 0`,
            [rows[0]!.pid],
          );
          expect(waiting.rows[0]!.n).toBe(2);
        },
        { timeout: 15_000, interval: 20 },
      );
      await holder.query('commit');
      answers = await both;
    } finally {
      holder.release();
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [a, b] = await imports(one.id, two.id);
    expect([a!.status, b!.status].sort()).toEqual(['confirmed', 'replaced']);
    const [kept, gone] = a!.status === 'confirmed' ? [answers[0]!.body, two] : [answers[1]!.body, one];
    expect(kept.replacesId).toBe(gone.id);
    // booked once: the confirmed statement's 90 % alone
    const net = kept.id === one.id ? '9.900000000000' : '18.000000000000';
    expect(await ledgerNet(artist)).toBe(net);
    expect(await available(ctx, artist)).toBe(net.slice(0, -10));
  });
});
