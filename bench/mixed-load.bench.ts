// A mixed load against a catalogue-scale instance (`npm run seed:catalogue`: 100,000 artists,
// 1,000,000 releases, 10,000,000 analytics rows): the artists' and the console's real calls, as the
// web app makes them, at a fixed rate, open loop (each action starts on its schedule whatever the
// answers do, so a slow server shows in latency, not in a lower rate), for BENCH_SECONDS. Per
// request class: count, errors, p50/p95/p99/max; the server's resident memory every few seconds
// (the first and last minute's means: is it flat?); the CPU the server and PostgreSQL spent.
//
// Settings (environment):
//   BENCH_DATA_DIR     the seeded instance (default .data-bench/catalogue); it is used, never reset
//   BENCH_RATE         requests per second (default 50); actions are started at the rate that
//                      makes this many requests a second on average (some actions make several)
//   BENCH_SECONDS      how long to measure (default 600), after BENCH_WARMUP seconds (default 15)
//   BENCH_STEPS        e.g. 50,100,200: a step per rate, BENCH_STEP_SECONDS each (default 30), the
//                      p99 per rate printed, to find the highest rate held under 100 ms
//   BENCH_ARTISTS      the seeded artists that act (default 200, so that none reaches the uploads'
//                      limit of 100 an hour in a run): given a password on first use
//                      (the app's own argon2id hash, as ensure-admin does) and signed in
//   BENCH_SERVER=bundle  the built server, as `npm start` runs it (support.ts)
// Exits non-zero when any request failed.
//
// What the run leaves in the instance: the imports it confirmed (earnings for the acting artists)
// and the claims it made (pending); the drafts it created are deleted by the load itself and at the end.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../src/server/auth/password.ts';
import { UPLOAD_RATE } from '../src/server/features/uploads/upload-file.ts';
import { limitKey } from '../src/server/http/rate-limit.ts';
import { jpgImage, wavFile } from '../src/server/test/upload-fixtures.ts';
import { SERVER_ENV } from '../scripts/server-command.ts';
import { rssMiB } from './releases-session.ts';
import { fmt, percentile, startServer, type Server } from './support.ts';

const PORT = 3795;
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? '.data-bench/catalogue');
const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a number above 0`);
  return v;
};
const RATE = num('BENCH_RATE', 50);
const SECONDS = num('BENCH_SECONDS', 600);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 15);
const STEPS = (process.env.BENCH_STEPS ?? '')
  .split(',')
  .filter(Boolean)
  .map((s) => {
    const n = Number(s);
    if (!(n > 0)) throw new Error(`BENCH_STEPS: ${s} is not a rate`);
    return n;
  });
const STEP_SECONDS = num('BENCH_STEP_SECONDS', 30);
const POOL = num('BENCH_ARTISTS', 200);
const ADMIN = { email: 'admin@mixed-load.bench', password: 'mixed-load-admin-password' };
const ARTIST_PASSWORD = 'mixed-load-artist-password';
const DRAFT_TITLE = 'Mixed load draft';
const DRAFTS_PER_ARTIST = 4; // the free plan's 5 a month, one kept free
const SAMPLE_MS = 5000;

// ---------------------------------------------------------------------------------------------
// The instance: refused unless the catalogue seed filled it.

function refuse(message: string): never {
  console.error(`mixed-load: ${message}`);
  process.exit(2);
}
if (!fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION')) || !fs.existsSync(path.join(dataDir, 'pg.secret')))
  refuse(
    `${dataDir} holds no seeded catalogue. Fill one first (about 10 minutes at full size, 10 GB):\n` +
      `  DATA_DIR=${path.relative(process.cwd(), dataDir) || '.'} npm run seed:catalogue\n` +
      `then run this again (BENCH_DATA_DIR names another instance).`,
  );

// ---------------------------------------------------------------------------------------------
// HTTP: node:http with a keep-alive agent (cheaper than fetch for the load generator itself).

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
type Answer = { status: number; body: string; ms: number };
type Send = { headers?: Record<string, string>; body?: string | Buffer; since?: number };

let base = '';
function send(method: string, url: string, o: Send = {}): Promise<Answer> {
  const start = o.since ?? performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string> = { Origin: base, ...o.headers };
    if (o.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(o.body));
    const req = http.request(`${base}${url}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - start }));
      res.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - start }));
    });
    req.on('error', (e) => resolve({ status: 0, body: String(e), ms: performance.now() - start }));
    req.end(o.body);
  });
}
const json = <T>(a: Answer) => JSON.parse(a.body) as T;

// ---------------------------------------------------------------------------------------------
// Measurement per request class; a run is a window of time into which answers are recorded.

type Stat = { lat: number[]; errors: number; samples: string[] };
let stats = new Map<string, Stat>();
let recording = false;
let skipped = new Map<string, number>();

function record(cls: string, a: Answer, ok = a.status >= 200 && a.status < 300): boolean {
  if (!recording) return ok;
  let s = stats.get(cls);
  if (!s) stats.set(cls, (s = { lat: [], errors: 0, samples: [] }));
  s.lat.push(a.ms);
  if (!ok) {
    s.errors++;
    if (s.samples.length < 3) s.samples.push(`${a.status} ${a.body.slice(0, 200)}`);
  }
  return ok;
}
/** Sends and records; the answer, or null when it failed (so the action stops there). */
async function call(cls: string, method: string, url: string, o: Send = {}): Promise<Answer | null> {
  const a = await send(method, url, o);
  return record(cls, a) ? a : null;
}
const skip = (what: string) => recording && skipped.set(what, (skipped.get(what) ?? 0) + 1);

// ---------------------------------------------------------------------------------------------
// CPU of a process (and of PostgreSQL: the postmaster, its live children, and its exited ones).

const TICK = 100; // USER_HZ
function cpuTicks(pid: number, children = false): number {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0);
  } catch {
    return 0;
  }
}
function pgCpuSeconds(): number {
  const main = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  let ticks = cpuTicks(main, true);
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (ppid === main) ticks += cpuTicks(Number(d));
    } catch {
      // gone meanwhile
    }
  }
  return ticks / TICK;
}

// ---------------------------------------------------------------------------------------------
// Start: the server on the seeded data, the acting artists, the admin.

const server: Server = await startServer({
  dataDir,
  port: PORT,
  fresh: false,
  env: { ...SERVER_ENV, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
base = server.url;
const pgSecret = fs.readFileSync(path.join(dataDir, 'pg.secret'), 'utf8').trim();
const db = new pg.Client({ connectionString: `postgres://postgres:${pgSecret}@127.0.0.1:${PORT + 20000}/postgres` });
db.on('error', () => undefined);
await db.connect();

type Artist = {
  n: number;
  id: string;
  name: string;
  headers: Record<string, string>;
  releases: string[];
  isrcs: string[];
  drafts: { id: string; body: Record<string, unknown> }[];
  slots: number;
  /** Uploads left within the app's limit (UPLOAD_RATE), less those earlier runs made this hour. */
  uploads: number;
  busy: boolean;
  available: number;
};
const artists: Artist[] = [];
let adminHeaders: Record<string, string> = {};
let exitCode = 0;

/** Signs in through better-auth's endpoint; the session cookie as headers. */
async function session(email: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { Cookie: cookie };
}

/** An artist's uploads left this hour under the app's limit (its rate_limits row, as http/rate-limit.ts keys it). */
async function uploadsLeft(userId: string): Promise<number> {
  const key = limitKey(UPLOAD_RATE, userId);
  const { rows } = await db.query<{ used: number }>(
    `select case when last_request > (extract(epoch from clock_timestamp()) * 1000)::bigint - $2 then count else 0 end::int used
       from rate_limits where key = $1`,
    [key, UPLOAD_RATE.windowSeconds * 1000],
  );
  return UPLOAD_RATE.max - (rows[0]?.used ?? 0);
}

async function setUp() {
  const { rows: seeded } = await db.query<{ n: string }>(
    `select count(*) n from (select 1 from users where email like 'artist-%@catalogue.invalid' limit 1000) s`,
  );
  if (Number(seeded[0]!.n) < POOL)
    refuse(
      `${dataDir} has no seeded catalogue (no artist-N@catalogue.invalid accounts): fill one with DATA_DIR=... npm run seed:catalogue`,
    );
  const { rows: size } = await db.query<{ t: string; n: string }>(
    `select relname t, reltuples::bigint n from pg_class where relname in ('users','music_releases','release_analytics','earnings_ledger') order by 1`,
  );
  console.log(`instance ${dataDir}: ${size.map((r) => `${r.t} ~${Number(r.n).toLocaleString('en-US')}`).join(', ')} (planner estimates)`);

  // Seeded artists spread over the catalogue, each with distributed releases (ISRCs) to be paid for.
  const total = Number(
    (await db.query<{ n: string }>(`select count(*) n from users where email like 'artist-%@catalogue.invalid'`)).rows[0]!.n,
  );
  const step = Math.max(1, Math.floor(total / (POOL * 2)));
  const numbers = Array.from({ length: POOL * 2 }, (_, k) => 1 + ((k * step + 17) % total));
  const { rows } = await db.query<{ id: string; email: string; name: string; isrcs: string[]; has_password: boolean }>(
    `select u.id, u.email, u.name,
            array(select t.isrc from music_releases r join release_tracks t on t.release_id = r.id
                   where r.user_id = u.id and r.status = 'distributed' and t.isrc is not null order by t.isrc) isrcs,
            exists(select 1 from accounts a where a.user_id = u.id and a.provider_id = 'credential') has_password
       from users u where u.email = any($1::text[])`,
    [numbers.map((n) => `artist-${n}@catalogue.invalid`)],
  );
  const hash = await hashPassword(ARTIST_PASSWORD);
  for (const r of rows) {
    if (artists.length === POOL) break;
    if (!r.isrcs.length) continue;
    // a password for a seeded account, hashed by the app's own function (as ensure-admin.ts stores one)
    if (!r.has_password)
      await db.query(`insert into accounts (user_id, account_id, provider_id, password) values ($1, $2, 'credential', $3)`, [
        r.id,
        r.id,
        hash,
      ]);
    const headers = await session(r.email, ARTIST_PASSWORD);
    const quota = json<{ limit: number | null; used: number }>(await send('GET', '/api/releases/quota', { headers }));
    const a: Artist = {
      n: Number(/artist-(\d+)@/.exec(r.email)![1]),
      id: r.id,
      name: r.name,
      headers,
      releases: [],
      isrcs: r.isrcs,
      drafts: [],
      slots: 0,
      uploads: await uploadsLeft(r.id),
      busy: false,
      available: 0,
    };
    // drafts a run stopped early left behind
    const left = json<{ items: { id: string; title: string }[] }>(
      await send('GET', `/api/releases?q=${encodeURIComponent(DRAFT_TITLE)}&status=draft&limit=100`, { headers }),
    );
    for (const d of left.items) if (d.title.startsWith(DRAFT_TITLE)) await send('DELETE', `/api/releases/${d.id}`, { headers });
    a.slots = quota.limit === null ? DRAFTS_PER_ARTIST : Math.min(DRAFTS_PER_ARTIST, quota.limit - (quota.used - left.items.length) - 1);
    const list = json<{ items: { id: string }[] }>(await send('GET', '/api/releases', { headers }));
    a.releases = list.items.map((i) => i.id);
    a.available = Number(json<{ available: string }>(await send('GET', '/api/payouts/balance', { headers })).available);
    artists.push(a);
  }
  if (artists.length < POOL) refuse(`only ${artists.length} seeded artists with distributed releases found (BENCH_ARTISTS=${POOL})`);
  adminHeaders = await session(ADMIN.email, ADMIN.password);
  console.log(
    `${artists.length} seeded artists act (artist-${artists
      .slice(0, 3)
      .map((a) => a.n)
      .join(', artist-')}, ...): ${artists.reduce((s, a) => s + a.releases.length, 0)} releases, ` +
      `${artists.reduce((s, a) => s + a.isrcs.length, 0)} ISRCs, draft slots ${artists.reduce((s, a) => s + a.slots, 0)}, ` +
      `claimable ${fmt(
        artists.reduce((s, a) => s + a.available, 0),
        2,
      )} USD`,
  );
}

// ---------------------------------------------------------------------------------------------
// The actions: each what one page or one form does, its calls as the web app makes them.

let seed = 0x2545f491;
const rand = () => {
  // xorshift32: the same mix of actions on every run
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 2 ** 32;
};
const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
const lastMonth = (() => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
})();
const runId = Date.now().toString(36);
let imports = 0;
let cover: Buffer;
let audio: Buffer;

type Action = { name: string; group: 'browse' | 'admin' | 'write'; weight: number; requests: number; run: (t0: number) => Promise<void> };

/** One read of the console, as a list or the counters ask for it. */
const adminRead = (name: string, weight: number, cls: string, url: string): Action => ({
  name,
  group: 'admin',
  weight,
  requests: 1,
  run: async (t0) => void (await call(cls, 'GET', url, { headers: adminHeaders, since: t0 })),
});

const artistPages: Action[] = [
  {
    name: 'dashboard',
    group: 'browse',
    weight: 14,
    requests: 4,
    // the newest release is read after the list: held like a write, so that the artist's own draft
    // is not deleted in between (one person does one thing at a time)
    run: (t0) =>
      asFreeArtist(
        () => true,
        'dashboard: every artist busy',
        async (a) => {
          const h = { headers: a.headers, since: t0 };
          const [, recent] = await Promise.all([
            call('GET /me', 'GET', '/api/me', h),
            call('GET /releases?limit=3', 'GET', '/api/releases?limit=3', h),
            call('GET /earnings/revenue', 'GET', '/api/earnings/revenue?period=30', h),
          ]);
          const latest = recent && json<{ items: { id: string }[] }>(recent).items[0];
          if (latest) await call('GET /releases/:id', 'GET', `/api/releases/${latest.id}`, { headers: a.headers });
        },
      ),
  },
  {
    name: 'my releases',
    group: 'browse',
    weight: 12,
    requests: 1,
    run: async (t0) => {
      const a = pick(artists);
      const r = rand();
      const [cls, q] =
        r < 0.7
          ? ['GET /releases', '']
          : r < 0.85
            ? ['GET /releases?status=', '?status=distributed']
            : ['GET /releases?q=', `?q=${encodeURIComponent(`Release ${1 + Math.floor(rand() * 10)}`)}`];
      await call(cls, 'GET', `/api/releases${q}`, { headers: a.headers, since: t0 });
    },
  },
  {
    name: 'a release',
    group: 'browse',
    weight: 12,
    requests: 1,
    run: async (t0) => {
      const a = pick(artists);
      await call('GET /releases/:id', 'GET', `/api/releases/${pick(a.releases)}`, { headers: a.headers, since: t0 });
    },
  },
  {
    name: 'analytics',
    group: 'browse',
    weight: 12,
    requests: 1,
    run: async (t0) => {
      const a = pick(artists);
      const period = pick(['30', '30', '7', '90', '365']);
      await call(`GET /earnings/analytics`, 'GET', `/api/earnings/analytics?period=${period}`, { headers: a.headers, since: t0 });
    },
  },
  {
    name: 'revenue',
    group: 'browse',
    weight: 8,
    requests: 4,
    run: async (t0) => {
      const a = pick(artists);
      const h = { headers: a.headers, since: t0 };
      await Promise.all([
        call('GET /earnings/revenue', 'GET', '/api/earnings/revenue?period=30', h),
        call('GET /earnings/share-periods', 'GET', '/api/earnings/share-periods?period=30', h),
        call('GET /payouts/balance', 'GET', '/api/payouts/balance', h),
        call('GET /payouts/claims', 'GET', '/api/payouts/claims', h),
      ]);
    },
  },
  {
    name: 'public pages',
    group: 'browse',
    weight: 12,
    requests: 1,
    run: async (t0) => {
      const page = pick(['/', '/', '/pricing', '/stores', '/features']);
      await call(`GET ${page === '/' ? '/ (landing)' : page} (page)`, 'GET', page, { headers: { Accept: 'text/html' }, since: t0 });
    },
  },
];

const adminPages: Action[] = [
  adminRead('console counters', 4, 'GET /admin/counters', '/api/admin/counters'),
  adminRead('admin releases list', 2, 'GET /admin/releases', '/api/admin/releases?status=pending&sort=created&dir=asc'),
  adminRead('admin imports list', 2, 'GET /admin/royalties/imports', '/api/admin/royalties/imports?limit=10'),
  adminRead('admin claims list', 2, 'GET /admin/claims', '/api/admin/claims?status=all&method=all&sort=requested&dir=desc'),
];

function releaseBody(a: Artist, k: number) {
  return {
    title: `${DRAFT_TITLE} ${runId}-${k}`,
    artistName: a.name,
    releaseType: 'single',
    genre: 'Pop',
    audioUrl: 'https://drive.google.com/file/d/mixedload/view',
    copyrightHolder: a.name,
  };
}
let drafts = 0;

/**
 * Runs an action as one artist the filter accepts and no other action holds (no two act on an
 * artist at once, so none is refused or answered 404 for another's sake); skipped, with why, when there is none.
 */
async function asFreeArtist(accepts: (a: Artist) => boolean, none: string, write: (a: Artist) => Promise<void>): Promise<void> {
  const free = artists.filter((x) => !x.busy && accepts(x));
  if (!free.length) return void skip(none);
  const a = pick(free);
  a.busy = true;
  try {
    await write(a);
  } finally {
    a.busy = false;
  }
}

const writes: Action[] = [
  {
    // the create page reads the plan's quota, then the form saves a draft (a single: one track)
    name: 'create a draft',
    group: 'write',
    weight: 5,
    requests: 2,
    run: (t0) =>
      asFreeArtist(
        (x) => x.drafts.length < x.slots,
        'create: every artist at its drafts',
        async (a) => {
          if (!(await call('GET /releases/quota', 'GET', '/api/releases/quota', { headers: a.headers, since: t0 }))) return;
          const body = releaseBody(a, drafts++);
          const made = await call('POST /releases', 'POST', '/api/releases', {
            headers: { ...a.headers, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (made) a.drafts.push({ id: json<{ id: string }>(made).id, body });
        },
      ),
  },
  {
    // the edit form: a cover and a WAV uploaded as they are picked, then the draft saved with them
    name: 'upload cover + audio',
    group: 'write',
    weight: 4,
    requests: 3,
    run: (t0) =>
      asFreeArtist(
        (x) => x.drafts.length > 0 && x.uploads >= 2,
        'upload: no draft to upload to',
        async (a) => {
          a.uploads -= 2;
          const d = a.drafts[a.drafts.length - 1]!;
          const octet = { ...a.headers, 'Content-Type': 'application/octet-stream' };
          const [c, w] = await Promise.all([
            call('PUT /uploads/cover', 'PUT', '/api/uploads/cover?name=cover.jpg', { headers: octet, body: cover, since: t0 }),
            call('PUT /uploads/audio', 'PUT', '/api/uploads/audio?name=take.wav', { headers: octet, body: audio, since: t0 }),
          ]);
          if (!c || !w) return;
          d.body = { ...d.body, coverFileId: json<{ id: string }>(c).id, audioFileId: json<{ id: string }>(w).id, audioUrl: '' };
          await call('PUT /releases/:id', 'PUT', `/api/releases/${d.id}`, {
            headers: { ...a.headers, 'Content-Type': 'application/json' },
            body: JSON.stringify(d.body),
          });
        },
      ),
  },
  {
    // a draft given up (keeps the artists within the free plan's releases a month)
    name: 'delete a draft',
    group: 'write',
    weight: 5,
    requests: 1,
    run: (t0) =>
      asFreeArtist(
        (x) => x.drafts.length > 0,
        'delete: no draft',
        async (a) => {
          const d = a.drafts.shift()!;
          if (!(await call('DELETE /releases/:id', 'DELETE', `/api/releases/${d.id}`, { headers: a.headers, since: t0 })))
            a.drafts.unshift(d);
        },
      ),
  },
  {
    // the claim form: the balance, then a claim of the minimum with its Idempotency-Key
    name: 'claim a payout',
    group: 'write',
    weight: 4,
    requests: 2,
    run: (t0) =>
      asFreeArtist(
        (x) => x.available >= 10,
        'claim: no artist with 10.00 USD claimable',
        async (a) => {
          const b = await call('GET /payouts/balance', 'GET', '/api/payouts/balance', { headers: a.headers, since: t0 });
          if (!b) return;
          a.available = Number(json<{ available: string }>(b).available);
          if (a.available < 10) return void skip('claim: balance below the minimum');
          const made = await call('POST /payouts/claims', 'POST', '/api/payouts/claims', {
            headers: { ...a.headers, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
            body: JSON.stringify({
              amount: '10.00',
              payment_method: 'paypal',
              payment_details: { paypal_email: `artist-${a.n}@example.com` },
            }),
          });
          if (made) a.available -= 10;
        },
      ),
  },
  {
    // an admin uploads a small statement (our CSV, 40 lines over the acting artists' ISRCs) and confirms it
    name: 'import a report',
    group: 'write',
    weight: 1,
    requests: 2,
    run: async (t0) => {
      const k = imports++;
      const source = `Mixed load ${runId}-${k}`;
      const lines = [
        'source,statement_id,line_id,statement_period,usage_start,usage_end,store,use_type,country,isrc,upc,track_title,artist_name,quantity,amount,currency,original_amount,original_currency,exchange_rate,is_adjustment',
      ];
      const paid: Artist[] = [];
      for (let i = 0; i < 40; i++) {
        const a = artists[(k * 40 + i) % artists.length]!;
        paid.push(a);
        const day = `${lastMonth}-${String(1 + (i % 28)).padStart(2, '0')}`;
        lines.push(
          `${source},MIXED-${runId}-${k},${i + 1},${lastMonth},${day},${day},Spotify,stream,${pick(['US', 'GB', 'DE', 'BR'])},${pick(a.isrcs)},,,,1500,6.000000,USD,,,,false`,
        );
      }
      const up = await call('POST /admin/royalties/imports', 'POST', `/api/admin/royalties/imports?name=mixed-${runId}-${k}.csv`, {
        headers: { ...adminHeaders, 'Content-Type': 'text/csv' },
        body: `${lines.join('\n')}\n`,
        since: t0,
      });
      if (!up) return;
      const preview = json<{ id: string; version: string; rows: { matched: number } }>(up);
      const done = await call('POST /admin/royalties/imports/:id/confirm', 'POST', `/api/admin/royalties/imports/${preview.id}/confirm`, {
        headers: { ...adminHeaders, 'Content-Type': 'application/json' },
        body: JSON.stringify({ version: preview.version }),
      });
      if (done) for (const a of paid) a.available += 4.8; // 6.00 at the free plan's 80 %
    },
  },
];

const ACTIONS = [...artistPages, ...adminPages, ...writes];
const WEIGHT = ACTIONS.reduce((s, a) => s + a.weight, 0);
const REQUESTS_PER_ACTION = ACTIONS.reduce((s, a) => s + a.weight * a.requests, 0) / WEIGHT;
function chooseAction(): Action {
  let r = rand() * WEIGHT;
  for (const a of ACTIONS) if ((r -= a.weight) < 0) return a;
  return ACTIONS.at(-1)!;
}

// ---------------------------------------------------------------------------------------------
// The load: actions started on schedule (RATE requests a second on average), never waiting.

type Window = {
  rate: number;
  seconds: number;
  started: number;
  elapsed: number;
  actions: number;
  lateMs: number;
  rss: { t: number; mib: number }[];
  cpuServer: number;
  cpuPg: number;
};

async function load(rate: number, seconds: number, measure: boolean): Promise<Window> {
  stats = measure ? new Map() : stats;
  skipped = measure ? new Map() : skipped;
  recording = measure;
  const pid = server.proc.pid!;
  const rss: { t: number; mib: number }[] = [];
  const cpu0 = { server: cpuTicks(pid) / TICK, pg: pgCpuSeconds() };
  const t0 = performance.now();
  const sampler = setInterval(() => rss.push({ t: (performance.now() - t0) / 1000, mib: rssMiB(pid) }), SAMPLE_MS);
  rss.push({ t: 0, mib: rssMiB(pid) });
  const interval = 1000 / (rate / REQUESTS_PER_ACTION);
  const total = Math.round((seconds * 1000) / interval);
  const inflight = new Set<Promise<void>>();
  let lateMs = 0;
  for (let i = 0; i < total; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait - 0.5));
    while (performance.now() < due) {
      // the last half millisecond spun, for an even schedule
    }
    lateMs = Math.max(lateMs, performance.now() - due);
    // latency counts from the action's due time: a late start (this process busy) is the server's account too
    const p = chooseAction()
      .run(due)
      .catch((e: unknown) => {
        record('(bench)', { status: 0, body: String(e), ms: 0 }, false);
      });
    inflight.add(p);
    void p.finally(() => inflight.delete(p));
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  rss.push({ t: elapsed, mib: rssMiB(pid) });
  recording = false;
  return {
    rate,
    seconds,
    started: t0,
    elapsed,
    actions: total,
    lateMs,
    rss,
    cpuServer: cpuTicks(pid) / TICK - cpu0.server,
    cpuPg: pgCpuSeconds() - cpu0.pg,
  };
}

function summary(w: Window) {
  const all = [...stats.values()].flatMap((s) => s.lat).sort((a, b) => a - b);
  const errors = [...stats.values()].reduce((s, x) => s + x.errors, 0);
  return {
    requests: all.length,
    errors,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: all.at(-1) ?? NaN,
    rps: all.length / w.elapsed,
  };
}

function report(w: Window) {
  const pad = (s: string | number, n: number, right = false) => (right ? String(s).padEnd(n) : String(s).padStart(n));
  console.log(
    `\n${fmt(w.elapsed, 0)} s at ${w.rate} req/s scheduled (${fmt(w.rate / REQUESTS_PER_ACTION, 1)} actions/s, ${w.actions} actions); ` +
      `the schedule ran at most ${fmt(w.lateMs, 1)} ms late`,
  );
  console.log(
    `${pad('request class', 46, true)} ${pad('count', 7)} ${pad('errors', 6)} ${pad('p50', 7)} ${pad('p95', 7)} ${pad('p99', 7)} ${pad('max', 8)}`,
  );
  /** One line of the table: a label, its latencies (sorted), and its errors. */
  const row = (label: string, l: number[], errors: number | string, tail = '') =>
    console.log(
      `${pad(label, 46, true)} ${pad(l.length, 7)} ${pad(errors, 6)} ${[50, 95, 99].map((p) => pad(fmt(percentile(l, p)), 7)).join(' ')} ${pad(fmt(l.at(-1) ?? NaN), 8)}${tail}`,
    );
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const rows = [...stats.entries()].sort((a, b) => b[1].lat.length - a[1].lat.length);
  for (const [cls, st] of rows) row(cls, sorted(st.lat), st.errors);
  const s = summary(w);
  row('all', sorted(rows.flatMap(([, st]) => st.lat)), s.errors, '   (ms)');
  for (const [label, test] of [
    ['reads (GET)', (c: string) => c.startsWith('GET ')],
    ['writes (POST, PUT, DELETE)', (c: string) => !c.startsWith('GET ')],
  ] as const)
    row(label, sorted(rows.filter(([c]) => test(c)).flatMap(([, st]) => st.lat)), '');
  console.log(
    `answered ${fmt(s.rps, 1)} req/s; p99 ${fmt(s.p99)} ms (target < 100 ms: ${s.p99 < 100 ? 'met' : 'NOT met'}); errors ${s.errors}`,
  );
  for (const [cls, st] of stats) for (const e of st.samples) console.log(`  error, ${cls}: ${e}`);
  if (skipped.size) console.log(`actions skipped (nothing to act on): ${[...skipped].map(([k, v]) => `${k} ${v}`).join('; ')}`);
  const span = Math.min(60, w.elapsed / 3);
  const mean = (xs: { mib: number }[]) => xs.reduce((a, b) => a + b.mib, 0) / Math.max(1, xs.length);
  const first = mean(w.rss.filter((r) => r.t <= span));
  const last = mean(w.rss.filter((r) => r.t >= w.elapsed - span));
  const peak = Math.max(...w.rss.map((r) => r.mib));
  console.log(
    `server RSS (every ${SAMPLE_MS / 1000} s, ${w.rss.length} samples): first ${fmt(span, 0)} s mean ${fmt(first)} MiB, last ${fmt(span, 0)} s mean ${fmt(last)} MiB ` +
      `(${last >= first ? '+' : ''}${fmt(last - first)} MiB, ${fmt(((last - first) / first) * 100)} %), peak ${fmt(peak)} MiB`,
  );
  // the trend, a mean a minute: growth that levels off (the heap finding its size) or that goes on
  const minutes = Math.ceil(w.elapsed / 60);
  if (minutes > 1)
    console.log(
      `server RSS, mean of each minute (MiB): ${Array.from({ length: minutes }, (_, m) => fmt(mean(w.rss.filter((r) => r.t >= m * 60 && r.t < (m + 1) * 60)), 0)).join(', ')}`,
    );
  console.log(
    `CPU over the run: server ${fmt(w.cpuServer)} s (${fmt(w.cpuServer / w.elapsed, 2)} cores), PostgreSQL ${fmt(w.cpuPg)} s (${fmt(w.cpuPg / w.elapsed, 2)} cores); ` +
      `load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  return s;
}

// ---------------------------------------------------------------------------------------------

try {
  await setUp();
  cover = await jpgImage(640, 640);
  audio = wavFile(2);
  const groups = (['browse', 'admin', 'write'] as const).map((g) => {
    const w = ACTIONS.filter((a) => a.group === g).reduce((s, a) => s + a.weight, 0);
    return `${g} ${fmt((w / WEIGHT) * 100, 0)} %`;
  });
  console.log(`mix of actions (by weight): ${groups.join(', ')}; ${fmt(REQUESTS_PER_ACTION, 2)} requests an action on average`);
  console.log(`  ${ACTIONS.map((a) => `${a.name} ${fmt((a.weight / WEIGHT) * 100, 0)} %`).join(', ')}`);
  console.log(
    `machine: ${os.cpus().length} cores, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB, node ${process.version}, server ${process.env.BENCH_SERVER === 'bundle' ? 'bundle' : 'sources'}`,
  );
  const rates = STEPS.length ? STEPS : [RATE];
  if (WARMUP > 0) {
    await load(rates[0]!, WARMUP, false);
    console.log(`warmed up: ${WARMUP} s at ${rates[0]} req/s (not counted)`);
  }
  const results: { rate: number; s: ReturnType<typeof summary> }[] = [];
  for (const rate of rates) {
    const w = await load(rate, STEPS.length ? STEP_SECONDS : SECONDS, true);
    const s = report(w);
    results.push({ rate, s });
    if (s.errors) exitCode = 1;
  }
  if (STEPS.length) {
    console.log('\nrate (req/s scheduled) | answered req/s | p50 | p99 | max | errors');
    for (const { rate, s } of results)
      console.log(
        `${rate} | ${fmt(s.rps, 1)} | ${fmt(s.p50)} | ${fmt(s.p99)} | ${fmt(s.max)} | ${s.errors}${s.p99 < 100 && !s.errors ? '' : '  (over)'}`,
      );
    const held = results.filter((r) => r.s.p99 < 100 && r.s.errors === 0).at(-1);
    console.log(held ? `highest rate held (p99 < 100 ms, no errors): ${held.rate} req/s` : 'no rate held p99 < 100 ms without errors');
  }
} finally {
  // the drafts this run made, deleted (not measured)
  for (const a of artists) for (const d of a.drafts) await send('DELETE', `/api/releases/${d.id}`, { headers: a.headers });
  agent.destroy();
  await db.end();
  await server.stop();
}
process.exit(exitCode);
