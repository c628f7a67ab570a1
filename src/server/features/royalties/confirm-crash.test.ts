// Kill -9 of the app in the middle of an import's confirmation (its analytics rows and ledger
// entries written, the transaction not yet committed), then start again: the import is absent
// (still a preview, not a cent of it in the ledger, the analytics or the release's totals), and
// confirming it again books it whole.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { TUNELANE_COLUMNS } from '../../../domain/report-csv-formats.ts';
import { restartableApp, stopApp } from '../../test/app-process.ts';

const ADMIN = { email: 'crash-admin@example.com', password: 'crash-admin-password' };
const ROWS = 6_000;
const { dataDir, url, start, database } = await restartableApp(`.data-test/confirm-crash-${process.pid}`, {
  AUTH_RATE_LIMIT: 'off',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
let child: ChildProcess | undefined;

afterAll(async () => {
  await stopApp(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What the import has put in the books: its status, ledger and analytics sums, and the release's totals. */
async function books(db: pg.Client, importId: string, releaseId: string) {
  const { rows } = await db.query<Record<string, string | null>>(
    `select (select status from sales_imports where id = $1) status,
            (select count(*)::text from earnings_ledger where import_id = $1) ledger_entries,
            (select sum(gross)::text from earnings_ledger where import_id = $1) gross,
            (select count(*)::text from release_analytics where import_id = $1) analytics_rows,
            (select sum(streams_count)::text from release_analytics where import_id = $1) streams,
            (select streams_count::text from music_releases where id = $2) release_streams`,
    [importId, releaseId],
  );
  return rows[0]!;
}

it('leaves an import absent when the app is killed while confirming it, and books it whole afterwards', async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  child = await start();
  const db = await database();
  const { rows: made } = await db.query<{ release_id: string }>(
    `with u as (insert into users (name, email, email_verified) values ('Crash Artist', 'crash-artist@example.com', true) returning id),
          r as (insert into music_releases (user_id, title, artist_name, status) select id, 'Crash Release', 'Crash Artist', 'distributed' from u returning id)
     insert into release_tracks (release_id, position, title, isrc) select id, g, 'Track ' || g, 'QZCRA26' || lpad(g::text, 5, '0')
       from r, generate_series(1, 50) g returning release_id`,
  );
  const releaseId = made[0]!.release_id;

  // a report of 6,000 lines over the 50 tracks, 4 stores, 10 countries and 28 days: its booking takes a while
  const day = (i: number) => new Date(Date.now() - (3 + (i % 28)) * 86_400_000).toISOString().slice(0, 10);
  const countries = ['US', 'GB', 'DE', 'IN', 'BR', 'CA', 'FR', 'JP', 'AU', 'MX'];
  const stores = ['Spotify', 'Deezer', 'Tidal', 'Amazon Music'];
  const lines = [TUNELANE_COLUMNS.join(',')];
  const analyticsKeys = new Set<string>();
  const ledgerKeys = new Set<string>();
  for (let i = 0; i < ROWS; i++) {
    const cells: Record<string, string> = {
      source: 'CrashStore',
      statement_id: 'CRASH-1',
      statement_period: day(i).slice(0, 7),
      usage_start: day(i),
      usage_end: day(i),
      store: stores[i % 4]!,
      use_type: 'stream',
      country: countries[(i >> 2) % 10]!,
      isrc: `QZCRA26${String(1 + (i % 50)).padStart(5, '0')}`,
      track_title: 'Track',
      artist_name: 'Crash Artist',
      quantity: '3',
      amount: '0.010000000001',
      currency: 'USD',
    };
    lines.push(TUNELANE_COLUMNS.map((c) => cells[c] ?? '').join(','));
    analyticsKeys.add(`${cells.isrc} ${cells.store} ${cells.country} ${cells.usage_start}`);
    ledgerKeys.add(`${cells.store} ${cells.usage_start}`);
  }
  const whole = {
    status: 'confirmed',
    ledger_entries: String(ledgerKeys.size),
    gross: '60.000000006000', // 6,000 x 0.010000000001, exactly
    analytics_rows: String(analyticsKeys.size),
    streams: String(ROWS * 3),
    release_streams: String(ROWS * 3),
  };
  const absent = { status: 'preview', ledger_entries: '0', gross: null, analytics_rows: '0', streams: null, release_streams: '0' };
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify(ADMIN),
  });
  expect(signIn.status).toBe(200);
  const headers = {
    Origin: url,
    Cookie: signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
  const up = await fetch(`${url}/api/admin/royalties/imports?name=crash.csv`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'text/csv' },
    body: lines.join('\n') + '\n',
  });
  const preview = (await up.json()) as { id: string; version: string; rows: { matched: number } };
  expect(up.status, JSON.stringify(preview)).toBe(201);
  expect(preview.rows.matched).toBe(ROWS);

  // confirm while this test holds the release's row: the confirmation's booking waits for it, in the
  // middle of the confirming transaction (the import locked, analytics rows being written); killed there
  await db.query('begin');
  await db.query('select 1 from music_releases where id = $1 for no key update', [releaseId]);
  const confirm = () =>
    fetch(`${url}/api/admin/royalties/imports/${preview.id}/confirm`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: preview.version }),
    });
  const answered = confirm().catch(() => null);
  let waiting = false;
  for (let i = 0; i < 2400 && !waiting; i++) {
    await new Promise((r) => setTimeout(r, 50));
    // Held by this test's lock on the release row, the only lock it holds (the text a waiting
    // statement shows in pg_stat_activity depends on the protocol, so it is not what is matched).
    const { rows } = await db.query(`select 1 from pg_stat_activity where pg_blocking_pids(pid) @> array[pg_backend_pid()]`);
    waiting = rows.length > 0;
  }
  expect(waiting, 'the confirmation is seen booking, held by the release row').toBe(true);
  child.kill('SIGKILL');
  await answered;
  await db.query('rollback');
  await db.end();

  child = await start(); // stops the database server the killed app left, and starts its own
  const after = await database();
  expect(await books(after, preview.id, releaseId)).toEqual(absent);
  const again = await confirm();
  expect(again.status, await again.clone().text()).toBe(200);
  expect(await books(after, preview.id, releaseId)).toEqual(whole);
  await after.end();
}, 300_000);
