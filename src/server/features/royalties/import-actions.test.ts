// The admin's actions on an import, each refused where it does not apply: confirming, discarding
// and rolling back at a stale version, in the wrong status, with nothing matched or a file or
// statement booked meanwhile; what each writes to the audit log; and the realtime notice the
// console waits for; and several admins acting on one import at the same moment.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import type { ImportListItemDto } from '../../../domain/royalty-imports-dto.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import type { RealtimeEvent } from '../../realtime/realtime.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { confirm, importAndConfirm, preview, releaseWithCodes, reportCsv } from '../../test/royalties.ts';

let ctx: TestContext;
let admin: TestUser;
let release: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const artist = await createUser(ctx, {});
  admin = await createUser(ctx, { admin: true });
  release = await releaseWithCodes(ctx, artist, { title: 'Night Drive', isrcs: ['USABC2600001'] });
});
afterAll(() => ctx.close());

// Each case its own store: a confirmed import of the same source, store and period would be replaced.
const line = (store: string, amount = '1') => ({ isrc: 'USABC2600001', quantity: '10', amount, store });

async function act(action: 'confirm' | 'discard' | 'rollback' | 'rematch', p: Pick<ImportListItemDto, 'id' | 'version'>) {
  const res = await ctx.request('POST', `/api/admin/royalties/imports/${p.id}/${action}`, {
    cookie: admin.cookie,
    body: { version: p.version },
  });
  const body = (await res.json()) as ImportListItemDto & { error?: { message: string } };
  return { status: res.status, body, message: body.error?.message };
}

const auditOf = async (id: string) =>
  (
    await ctx.deps.db.execute<{ action: string; before: unknown; after: unknown }>(
      sql`select action, before, after from audit_log where entity_type = 'sales_import' and entity_id = ${id} order by created_at, id`,
    )
  ).rows;

const rowCount = async (id: string) =>
  (await ctx.deps.db.execute<{ n: number }>(sql`select count(*)::int n from sales_import_rows where import_id = ${id}`)).rows[0]!.n;

describe('confirming an import', () => {
  it('refuses a stale version and leaves the import in preview', async () => {
    const p = await preview(ctx, admin, reportCsv([line('Stale')], 'STALE-1'));
    const res = await act('confirm', { id: p.id, version: '2000-01-01T00:00:00.000000Z' });
    expect([res.status, res.message]).toEqual([409, RECORD_CHANGED]);
    expect(await act('discard', { id: p.id, version: '2000-01-01T00:00:00.000000Z' })).toMatchObject({
      status: 409,
      message: RECORD_CHANGED,
    });
    expect((await act('confirm', p)).status).toBe(200);
  });

  it('refuses an import no longer in preview, and one with no line to book or keep', async () => {
    const done = await importAndConfirm(ctx, admin, reportCsv([line('Twice')], 'TWICE-1'));
    expect(await act('confirm', done)).toMatchObject({ status: 409, message: IMPORT_TEXTS.notPreview });
    expect(await act('discard', done)).toMatchObject({ status: 409, message: IMPORT_TEXTS.notPreview });
    // every line refused (an ISRC that is not one): nothing to book, nothing for the unmatched queue
    const none = await preview(ctx, admin, reportCsv([{ isrc: 'NOT-AN-ISRC', quantity: '1', amount: '1', store: 'None' }], 'NONE-1'));
    expect(none.rows).toMatchObject({ matched: 0, unmatched: 0, refused: 1 });
    expect(await act('confirm', none)).toMatchObject({ status: 400, message: IMPORT_TEXTS.nothingToImport });
    expect(IMPORT_TEXTS.nothingToImport).toMatch(/^No line of this file can be booked or kept/);
    // Refused before anything is booked: still a preview, nothing in the ledger, nothing audited.
    const [after] = (
      await ctx.deps.db.execute<{ status: string; booked: number }>(
        sql`select status, (select count(*)::int from earnings_ledger where import_id = ${none.id}) booked from sales_imports where id = ${none.id}`,
      )
    ).rows;
    expect(after).toEqual({ status: 'preview', booked: 0 });
    expect(await auditOf(none.id)).toEqual([]);
  });

  it('refuses a preview whose file, or statement, was booked after it was read', async () => {
    const file = reportCsv([line('Dup')], 'DUP-1');
    const [a, b] = [await preview(ctx, admin, file, 'a.csv'), await preview(ctx, admin, file, 'b.csv')];
    expect((await confirm(ctx, admin, a)).status).toBe(200);
    expect(await act('confirm', b)).toMatchObject({ status: 409, message: IMPORT_TEXTS.duplicateFile });
    const s1 = await preview(ctx, admin, reportCsv([line('Stmt', '1')], 'STMT-1'));
    const s2 = await preview(ctx, admin, reportCsv([line('Stmt', '2')], 'STMT-1'));
    expect((await confirm(ctx, admin, s2)).status).toBe(200);
    expect(await act('confirm', s1)).toMatchObject({ status: 409, message: IMPORT_TEXTS.duplicateStatement });
    expect(await auditOf(b.id)).toEqual([]);
  });

  it('writes the confirmation, and a replacement on both imports, to the audit log', async () => {
    const first = await importAndConfirm(ctx, admin, reportCsv([line('Audit'), line('Audit')], 'AUD-1'));
    expect(await auditOf(first.id)).toEqual([
      {
        action: 'sales_import.confirmed',
        before: { status: 'preview' },
        after: { status: 'confirmed', rowsMatched: 2, replaces: null },
      },
    ]);
    const second = await importAndConfirm(ctx, admin, reportCsv([line('Audit', '3')], 'AUD-2'));
    expect(second.replacesId).toBe(first.id);
    expect(first.replacesId).toBeNull();
    expect(second.confirmedAt).not.toBeNull();
    expect(await auditOf(second.id)).toEqual([
      {
        action: 'sales_import.confirmed',
        before: { status: 'preview' },
        after: { status: 'confirmed', rowsMatched: 1, replaces: first.id },
      },
    ]);
    expect((await auditOf(first.id))[1]).toEqual({
      action: 'sales_import.replaced',
      before: { status: 'confirmed' },
      after: { status: 'replaced', replacedBy: second.id },
    });
  });
});

describe('discarding and rolling back', () => {
  it('discards a preview with its rows; it can be neither confirmed nor rolled back then', async () => {
    const p = await preview(ctx, admin, reportCsv([line('Gone'), line('Gone')], 'GONE-1'));
    expect(await rowCount(p.id)).toBe(2);
    const res = await act('discard', p);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('discarded');
    expect(await rowCount(p.id)).toBe(0);
    expect(await act('confirm', res.body)).toMatchObject({ status: 409, message: IMPORT_TEXTS.notPreview });
    expect(await act('rollback', res.body)).toMatchObject({ status: 409, message: IMPORT_TEXTS.notRollbackable });
    // a discarded file may come again
    expect((await preview(ctx, admin, reportCsv([line('Gone'), line('Gone')], 'GONE-1'))).status).toBe('preview');
  });

  it('rolls back only a confirmed import, at its version', async () => {
    const p = await preview(ctx, admin, reportCsv([line('Back')], 'BACK-1'));
    expect(await act('rollback', p)).toMatchObject({ status: 409, message: IMPORT_TEXTS.notRollbackable });
    const done = (await confirm(ctx, admin, p)).body;
    expect(await act('rollback', { id: done.id, version: p.version })).toMatchObject({ status: 409, message: RECORD_CHANGED });
    const back = await act('rollback', done);
    expect([back.status, back.body.status]).toEqual([200, 'rolled_back']);
    expect(await act('rollback', back.body)).toMatchObject({ status: 409, message: IMPORT_TEXTS.notRollbackable });
  });

  it('tells the console of each change through the realtime channel', async () => {
    const events: RealtimeEvent[] = [];
    const stop = ctx.deps.realtime.subscribe({ onEvent: (e) => events.push(e), onStatus: () => {} });
    try {
      const royalties = () => events.filter((e) => e.topic === 'royalties');
      for (let i = 0; ctx.deps.realtime.status() !== 'live' && i < 250; i++) await new Promise((r) => setTimeout(r, 20));
      const a = await preview(ctx, admin, reportCsv([line('Live')], 'LIVE-1'));
      const b = await preview(ctx, admin, reportCsv([line('Live2')], 'LIVE-2'));
      const done = (await confirm(ctx, admin, a)).body;
      await act('discard', b);
      await act('rollback', done);
      const c = await preview(ctx, admin, reportCsv([line('Live3')], 'LIVE-3'));
      await act('rematch', c);
      // An earlier test's change may still be on its way to the channel: only this test's imports count.
      const mine = () => royalties().filter((e) => e.id === a.id || e.id === b.id || e.id === c.id);
      for (let i = 0; mine().length < 4 && i < 250; i++) await new Promise((r) => setTimeout(r, 20));
      expect(mine()).toEqual([
        { topic: 'royalties', id: a.id },
        { topic: 'royalties', id: b.id },
        { topic: 'royalties', id: a.id },
        { topic: 'royalties', id: c.id },
      ]);
    } finally {
      stop();
    }
  });
});

describe('several admins at the same moment', () => {
  const entries = async (id: string) =>
    (
      await ctx.deps.db.execute<{ kind: string; n: number; net: string }>(
        sql`select kind, count(*)::int n, sum(net)::text net from earnings_ledger where import_id = ${id} group by kind order by kind`,
      )
    ).rows;

  it('book an import once, reverse it once and match it again once, the others told it changed', async () => {
    const late = { ...line('Race', '1.25'), isrc: 'USNEW2600020' }; // matched once its track exists
    const p = await preview(ctx, admin, reportCsv([line('Race', '2.50'), late], 'RACE-1'));
    const confirms = await Promise.all(Array.from({ length: 4 }, () => act('confirm', p)));
    expect(confirms.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(confirms.filter((r) => r.status === 409).map((r) => r.message)).toEqual([RECORD_CHANGED, RECORD_CHANGED, RECORD_CHANGED]);
    const booked = await entries(p.id);
    expect(booked.map((e) => [e.kind, e.n])).toEqual([['earning', 1]]);

    const done = confirms.find((r) => r.status === 200)!.body;
    await ctx.deps.db.execute(
      sql`insert into release_tracks (release_id, position, title, isrc) values (${release}, 20, 'Late', 'USNEW2600020')`,
    );
    const rematches = await Promise.all(Array.from({ length: 3 }, () => act('rematch', done)));
    expect(rematches.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // booked anew with both rows (one entry: the same release, store and period), the first reversed
    const rebooked = await entries(p.id);
    expect(rebooked.map((e) => [e.kind, e.n, e.net])).toEqual([
      ['earning', 2, expect.any(String)],
      ['reversal', 1, `-${booked[0]!.net}`],
    ]);

    const now = rematches.find((r) => r.status === 200)!.body;
    const rollbacks = await Promise.all(Array.from({ length: 4 }, () => act('rollback', now)));
    expect(rollbacks.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const after = await entries(p.id);
    expect(after.map((e) => [e.kind, e.n])).toEqual([
      ['earning', 2],
      ['reversal', 2],
    ]);
    expect(Number(after[0]!.net) + Number(after[1]!.net)).toBe(0);
  });
});

describe('matching again', () => {
  const ledger = async () => (await ctx.deps.db.execute<{ n: number }>(sql`select count(*)::int n from earnings_ledger`)).rows[0]!.n;

  it('matches a preview again without booking, and refuses an import neither in preview nor confirmed', async () => {
    const p = await preview(ctx, admin, reportCsv([line('Again'), { ...line('Again'), isrc: 'USNEW2600010' }], 'AGAIN-1'));
    expect(p.rows.matched).toBe(1);
    await ctx.deps.db.execute(
      sql`insert into release_tracks (release_id, position, title, isrc) values (${release}, 10, 'New', 'USNEW2600010')`,
    );
    const entries = await ledger();
    const res = await act('rematch', p);
    expect(res.status).toBe(200);
    expect((res.body as unknown as { rows: { matched: number } }).rows.matched).toBe(2);
    expect(await ledger()).toBe(entries);
    expect(await auditOf(p.id)).toEqual([]);
    const gone = (await act('discard', res.body)).body;
    expect(await act('rematch', gone)).toMatchObject({ status: 409, message: IMPORT_TEXTS.notRematchable });
  });

  it('books a confirmed import anew only when more rows match, and says so in the audit log', async () => {
    const done = await importAndConfirm(ctx, admin, reportCsv([line('Re'), { ...line('Re'), isrc: 'USNEW2600011' }], 'RE-1'));
    const entries = await ledger();
    const same = await act('rematch', done);
    expect(same.status).toBe(200);
    expect(await ledger()).toBe(entries);
    expect(await auditOf(done.id)).toHaveLength(1);
    await ctx.deps.db.execute(
      sql`insert into release_tracks (release_id, position, title, isrc) values (${release}, 11, 'Newer', 'USNEW2600011')`,
    );
    const more = await act('rematch', same.body);
    expect(more.status).toBe(200);
    expect(await ledger()).toBe(entries + 2); // the old entry reversed, the import booked anew
    expect((await auditOf(done.id))[1]).toEqual({
      action: 'sales_import.rematched',
      before: { rowsMatched: 1 },
      after: { rowsMatched: 2 },
    });
  });
});
