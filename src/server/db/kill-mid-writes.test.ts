// Kill -9 of the app while uploads stream in, claims are made through the public API with
// Idempotency-Keys and plan payments are verified beside the gateway's webhooks; then start again,
// and retry what was not answered as a client and the gateway would. Nothing answered is lost,
// nothing is applied twice: every answered upload has its exact bytes and every stored byte an
// owner once the orphan sweep ran; one claim per key, within the balance; one payment per order
// and one year of plan per payment.
import type { ChildProcess } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { pino } from 'pino';
import { afterAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/read-session.ts';
import { sweepStorageIntents } from '../features/uploads/storage-intents.ts';
import { createDiskStorage } from '../storage/disk-storage.ts';
import { testApiKey } from '../test/api-keys.ts';
import { restartableApp, stopApp } from '../test/app-process.ts';
import { capturedPayment } from '../test/payments.ts';
import { BANK, reportCsv } from '../test/royalties.ts';
import { wavFile } from '../test/upload-fixtures.ts';

const AUTH_SECRET = 'kill-mid-writes-auth-secret-0123456789';
const SANDBOX_SECRET = 'kill-mid-writes-sandbox-secret-0123456789';
const ADMIN = { email: 'kill-admin@example.com', password: 'kill-admin-password' };
const ARTISTS = 3;
const CLAIMS_EACH = 6; // of 10.00 each, against 47.50 each: 4 fit
const { dataDir, url, start, database } = await restartableApp(`.data-test/kill-mid-writes-${process.pid}`, {
  AUTH_RATE_LIMIT: 'off',
  AUTH_SECRET,
  SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
let child: ChildProcess | undefined;

afterAll(async () => {
  await stopApp(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A verified artist with a session and a release of one track, written straight to the database. */
async function artist(db: pg.Client, i: number) {
  const { rows } = await db.query<{ id: string }>(`insert into users (name, email, email_verified) values ($1, $2, true) returning id`, [
    `Kill Artist ${i}`,
    `kill-artist-${i}@example.com`,
  ]);
  const id = rows[0]!.id;
  await db.query(
    `with r as (insert into music_releases (user_id, title, artist_name, status) values ($1, 'Kill Release', $2, 'distributed') returning id)
     insert into release_tracks (release_id, position, title, isrc) select id, 1, 'Track', $3 from r`,
    [id, `Kill Artist ${i}`, isrc(i)],
  );
  const token = randomBytes(24).toString('base64url');
  await db.query("insert into sessions (token, user_id, expires_at) values ($1, $2, now() + interval '1 day')", [token, id]);
  const signature = createHmac('sha256', AUTH_SECRET).update(token).digest('base64');
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
  return { id, cookie, key: await testApiKey(db as unknown as pg.Pool, id) };
}
const isrc = (i: number) => `QZKIL26${String(i + 1).padStart(5, '0')}`;

/** A request that may die with the process: its answer, or null when none came. */
let unanswered = 0;
async function attempt(input: string, init: RequestInit): Promise<Response | null> {
  try {
    const res = await fetch(`${url}${input}`, { ...init, headers: { Origin: url, ...init.headers } });
    await res.clone().arrayBuffer(); // the whole answer, or it did not arrive
    return res;
  } catch {
    unanswered++;
    return null;
  }
}

/** A body sent in pieces over about a second, so uploads are mid-stream when the process dies. */
function trickle(bytes: Buffer): ReadableStream<Uint8Array> {
  let at = 0;
  const piece = Math.ceil(bytes.length / 8);
  return new ReadableStream({
    async pull(controller) {
      await new Promise((r) => setTimeout(r, 120));
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + piece)));
      at += piece;
    },
  });
}

it('loses nothing answered and applies nothing twice when killed amid uploads, claims and payments', async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  child = await start();
  let db = await database();
  const artists: Awaited<ReturnType<typeof artist>>[] = [];
  for (let i = 0; i < ARTISTS; i++) artists.push(await artist(db, i));

  // 50.00 gross each, 47.50 net on Enterprise (the API key put them on it): booked through the console as an admin books a report
  const signIn = await attempt('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const adminCookie = signIn!.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const report = reportCsv(
    artists.map((_, i) => ({ isrc: isrc(i), quantity: '100', amount: '50' })),
    'KILL-1',
  );
  const admin = { Cookie: adminCookie };
  const up = await attempt('/api/admin/royalties/imports?name=kill.csv', {
    method: 'POST',
    headers: { ...admin, 'Content-Type': 'text/csv' },
    body: report,
  });
  const preview = (await up!.json()) as { id: string; version: string };
  expect(up!.status, JSON.stringify(preview)).toBe(201);
  const confirmed = await attempt(`/api/admin/royalties/imports/${preview.id}/confirm`, {
    method: 'POST',
    headers: { ...admin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ version: preview.version }),
  });
  expect(confirmed!.status).toBe(200);

  // each artist renews Enterprise (the API's plan, 300 days left), paid at the sandbox checkout and
  // verified below as the process dies
  type Checkout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string; amount: number; currency: string };
  const checkouts: Checkout[] = [];
  for (const a of artists) {
    const order = await attempt('/api/payments/orders', {
      method: 'POST',
      headers: { Cookie: a.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ plan_type: 'enterprise_label', currency: 'USD' }),
    });
    const o = (await order!.json()) as { order_id: string; amount: number; currency: string };
    expect(order!.status, JSON.stringify(o)).toBe(201);
    const paid = await attempt(`/api/payments/sandbox/${o.order_id}/pay`, {
      method: 'POST',
      headers: { Cookie: a.cookie, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(paid!.status).toBe(200);
    checkouts.push({ ...(await paid!.json()), amount: o.amount, currency: o.currency } as Checkout);
  }
  const verify = (i: number) =>
    attempt('/api/payments/verify', {
      method: 'POST',
      headers: { Cookie: artists[i]!.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        razorpay_order_id: checkouts[i]!.razorpay_order_id,
        razorpay_payment_id: checkouts[i]!.razorpay_payment_id,
        razorpay_signature: checkouts[i]!.razorpay_signature,
      }),
    });
  const webhook = (i: number) => {
    const raw = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: { payment: capturedPayment(checkouts[i]!) } });
    return attempt('/api/payments/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': createHmac('sha256', SANDBOX_SECRET).update(raw).digest('hex'),
      },
      body: raw,
    });
  };
  const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const claim = (i: number, key: string) =>
    attempt('/api/v1/payouts/claims', {
      method: 'POST',
      headers: { Authorization: `Bearer ${artists[i]!.key}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ amount: '10', payment_method: 'bank_transfer', payment_details: BANK }),
    });
  const audio = wavFile(2);
  const uploadAudio = (i: number, n: number) =>
    attempt(`/api/uploads/audio?name=take-${n}.wav`, {
      method: 'PUT',
      headers: { Cookie: artists[i]!.cookie, 'Content-Type': 'application/octet-stream', 'Content-Length': String(audio.length) },
      body: trickle(audio),
      duplex: 'half',
    } as RequestInit);

  // A claim of the second artist commits, and its process dies before it keeps the answer for its
  // key: held at the balance lock until its key is claimed, then at its key's row once it committed.
  const hold = await database();
  const balanceLock = [`balance:${artists[1]!.id}`];
  await hold.query('select pg_advisory_lock(hashtextextended($1, 0))', balanceLock);
  const heldClaim = claim(1, 'a1-held');
  const until = async (what: string, check: () => Promise<boolean>) => {
    for (let t = 0; t < 1000 && !(await check()); t++) await later(10);
    expect(await check(), what).toBe(true);
  };
  const blockedBy = async (c: pg.Client) => {
    const pid = (await c.query<{ pid: number }>('select pg_backend_pid() pid')).rows[0]!.pid;
    return async () =>
      (await db.query('select 1 from pg_stat_activity where pg_blocking_pids(pid) @> array[$1::int]', [pid])).rows.length > 0;
  };
  const holdBlocks = await blockedBy(hold);
  await until('the held claim waits for the balance', holdBlocks);
  await hold.query('begin');
  expect((await hold.query("select 1 from api_idempotency where idempotency_key = 'a1-held' for update")).rows).toHaveLength(1);
  await hold.query('select pg_advisory_unlock(hashtextextended($1, 0))', balanceLock);
  await until('the held claim committed, and waits to keep its answer', holdBlocks);
  const heldId = (await db.query<{ id: string }>("select id from revenue_claims where request_key like '%:a1-held'")).rows[0]?.id;
  expect(heldId, 'the held claim is in the books').toBeDefined();

  // The first artist's uploads wait to be recorded, their bytes stored, behind a lock this test holds
  // (the one that records an account's uploads one at a time): the kill lands between the two.
  await db.query("select pg_advisory_lock(hashtextextended('uploads:' || $1, 0))", [artists[0]!.id]);
  const uploadHeld = async () =>
    (await db.query('select 1 from pg_stat_activity where pg_blocking_pids(pid) @> array[pg_backend_pid()]')).rows.length > 0;

  // the traffic, spread over about two seconds; killed once each kind has had an answer
  const answered = { uploads: [] as string[], claims: new Map<string, string>(), verified: new Set<number>() };
  const traffic: Promise<unknown>[] = [heldClaim];
  for (let i = 0; i < ARTISTS; i++) {
    for (let n = 0; n < CLAIMS_EACH; n++)
      traffic.push(
        later(n * 300 + i * 40).then(async () => {
          const res = await claim(i, `a${i}-c${n}`);
          if (res?.status === 201) answered.claims.set(`a${i}-c${n}`, ((await res.json()) as { id: string }).id);
        }),
      );
    for (let n = 0; n < 4; n++)
      traffic.push(
        later(n * 400 + i * 70).then(async () => {
          const res = await uploadAudio(i, n);
          if (res?.status === 201) answered.uploads.push(((await res.json()) as { id: string }).id);
        }),
      );
    traffic.push(
      later(900 + i * 350).then(async () => {
        const [v] = await Promise.all([verify(i), webhook(i)]);
        if (v?.status === 200) answered.verified.add(i);
      }),
    );
  }
  const ready = async () => answered.uploads.length > 0 && answered.claims.size > 0 && answered.verified.size > 0 && (await uploadHeld());
  for (let t = 0; t < 1500 && !(await ready()); t++) await later(10);
  expect(await ready(), 'each kind answered, and an upload stored but not recorded, before the kill').toBe(true);
  child.kill('SIGKILL');
  await Promise.all(traffic);
  expect(unanswered, 'requests in flight when the process died').toBeGreaterThan(0);
  expect(await heldClaim, 'the held claim had no answer').toBeNull();
  // `hold` stays open: were its lock released now, the dead call's database session would still
  // keep the answer; the database server the killed app left is stopped by the next start.
  await db.end();

  child = await start(); // stops the database server the killed app left, and starts its own
  db = await database();

  // Uploads: every answered one is there, byte for byte.
  const sha = (b: Buffer | ArrayBuffer) =>
    createHash('sha256')
      .update(Buffer.from(b as ArrayBuffer))
      .digest('hex');
  for (const id of answered.uploads) {
    const owner = (await db.query<{ user_id: string }>('select user_id from uploaded_files where id = $1', [id])).rows[0];
    expect(owner, `upload ${id}`).toBeDefined();
    const res = await attempt(`/api/files/${id}`, { headers: { Cookie: artists.find((a) => a.id === owner!.user_id)!.cookie } });
    expect(res!.status).toBe(200);
    expect(sha(await res!.arrayBuffer())).toBe(sha(audio));
  }
  // ...and once the orphan sweep has run (a day later), every stored byte belongs to a recorded file
  const filesRoot = path.join(dataDir, 'files');
  const stored = () => (fs.existsSync(filesRoot) ? (fs.readdirSync(filesRoot, { recursive: true }) as string[]) : []);
  const recorded = new Set(
    (await db.query<{ storage_key: string }>('select storage_key from uploaded_files')).rows.map((r) => r.storage_key),
  );
  const unowned = stored().filter((f) => f.startsWith('audio/') && fs.statSync(path.join(filesRoot, f)).isFile() && !recorded.has(f));
  const intents = new Set((await db.query<{ key: string }>('select key from storage_intents')).rows.map((r) => r.key));
  expect(unowned.length, 'the held upload stored its bytes').toBeGreaterThan(0);
  for (const f of unowned) expect(intents.has(f), `stored bytes without a row are an intent: ${f}`).toBe(true);
  await db.query("update storage_intents set created_at = now() - interval '2 days'");
  const past = new Date(Date.now() - 2 * 86_400_000);
  for (const f of stored().filter((f) => f.startsWith('.tmp/'))) fs.utimesSync(path.join(filesRoot, f), past, past);
  await sweepStorageIntents({ db: drizzle(db), storage: createDiskStorage(filesRoot), log: pino({ level: 'silent' }) });
  const left = stored().filter((f) => fs.statSync(path.join(filesRoot, f)).isFile());
  expect(left.sort()).toEqual([...recorded].sort());

  // Claims: every key retried as a client would (a lease left by the killed call is let run out);
  // one claim per key, the answered ones unchanged, none beyond the balance.
  await db.query("update api_idempotency set created_at = now() - interval '1 hour' where status is null");
  const finalIds = new Map<string, string>();
  const keys = (i: number) => [...(i === 1 ? ['a1-held'] : []), ...Array.from({ length: CLAIMS_EACH }, (_, n) => `a${i}-c${n}`)];
  for (let i = 0; i < ARTISTS; i++)
    for (const key of keys(i)) {
      const res = await claim(i, key);
      expect([201, 400], `${key}: ${res?.status}`).toContain(res!.status);
      if (res!.status === 201) finalIds.set(key, ((await res!.json()) as { id: string }).id);
    }
  for (const [key, id] of answered.claims) expect(finalIds.get(key), key).toBe(id);
  expect(finalIds.get('a1-held'), 'the claim the killed call made, not a second').toBe(heldId);
  for (const a of artists) {
    const { rows } = await db.query<{ id: string; amount: string }>('select id, amount from revenue_claims where user_id = $1', [a.id]);
    expect(rows.length).toBe(4); // 47.50 covers four claims of 10.00, and the retries fill it
    for (const r of rows) expect([...finalIds.values()]).toContain(r.id);
    const balance = await attempt('/api/payouts/balance', { headers: { Cookie: a.cookie } });
    expect(((await balance!.json()) as { available: string }).available).toBe('7.50');
  }

  // Payments: the gateway retries its webhook and the browser its verification; one payment per
  // order, one year more of plan (300 days and a year: 1.8 years; twice would be 2.8).
  for (let i = 0; i < ARTISTS; i++) {
    const [v, w] = [await verify(i), await webhook(i)];
    expect(v!.status).toBe(200);
    expect(w!.status).toBe(200);
  }
  for (let i = 0; i < ARTISTS; i++) {
    const { rows } = await db.query<{ n: string; years: string; plan: string; status: string }>(
      `select (select count(*) from payments where order_id = $2 and status = 'applied')::text n,
              round(extract(epoch from p.subscription_expires_at - now()) / 86400 / 365.0, 1)::text years,
              p.plan_type plan, p.subscription_status status
         from profiles p where p.id = $1`,
      [artists[i]!.id, checkouts[i]!.razorpay_order_id],
    );
    expect(rows[0]).toEqual({ n: '1', years: '1.8', plan: 'enterprise_label', status: 'active' });
  }
  await db.end();
}, 300_000);
