// Two instances of the app behind Debian's nginx (the shipped deploy/nginx/tunelane-proxy.conf) on
// one PostgreSQL, one S3-compatible bucket (s3rver) and one SMTP server (smtp-server), as
// docs/deployment.md runs them: a session, an upload, the console's live events and the rate
// limits are the same on either instance; 20 claims at once over both against a balance for 2
// make exactly 2, and their mails go out once each; a payment ordered on one is verified on the
// other; one instance killed mid-traffic loses nothing beyond the requests it held; a rolling
// restart of both fails no request. The cluster is test/scale-out.ts's; deliveries and the jobs of
// a killed instance are scale-out-jobs.test.ts's.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { expect, it } from 'vitest';
import { stopApp } from '../test/app-process.ts';
import { BANK, reportCsv } from '../test/royalties.ts';
import { SCALE_ADMIN, scaleOutCluster } from '../test/scale-out.ts';
import { ticketBody } from '../test/support.ts';
import { wavFile } from '../test/upload-fixtures.ts';

const ARTIST = { name: 'Scale Artist', email: 'scale-artist@example.com', password: 'scale-artist-password' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cluster = scaleOutCluster('scale-out');
const { instances, mails, startInstance, call, signIn, A, B, proxy } = cluster;

let artistId: string;
let artist: string;
let admin: string;

it('keeps a session on both instances, and ends it on both within a second of signing out on one', { timeout: 60_000 }, async () => {
  const up = await call(proxy(), '/api/auth/sign-up/email', { body: ARTIST });
  expect(up.status).toBe(200);
  artistId = (
    await cluster.db.query<{ id: string }>('update users set email_verified = true where email = $1 returning id', [ARTIST.email])
  ).rows[0]!.id;
  const first = await signIn(proxy(), ARTIST);
  for (const base of [A(), B()]) expect((await call(base, '/api/me', { cookie: first })).status).toBe(200);
  expect((await call(A(), '/api/auth/sign-out', { cookie: first, body: {} })).status).toBe(200);
  const signedOut = Date.now();
  while ((await call(B(), '/api/me', { cookie: first })).status !== 401) {
    expect(Date.now() - signedOut, 'the other instance still takes the session').toBeLessThan(1000);
    await sleep(20);
  }
  artist = await signIn(proxy(), ARTIST);
  admin = await signIn(proxy(), SCALE_ADMIN);
});

it('serves a file uploaded to one instance from the other, byte for byte', { timeout: 60_000 }, async () => {
  const audio = wavFile(1);
  const up = await call(A(), '/api/uploads/audio?name=take.wav', {
    method: 'PUT',
    cookie: artist,
    raw: new Uint8Array(audio),
    type: 'application/octet-stream',
  });
  expect(up.status, await up.clone().text()).toBe(201);
  const { id } = (await up.json()) as { id: string };
  const got = await call(B(), `/api/files/${id}`, { cookie: artist });
  expect(got.status).toBe(200);
  const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
  expect(sha(new Uint8Array(await got.arrayBuffer()))).toBe(sha(audio));
  const viaProxy = await call(proxy(), '/api/uploads/audio?name=again.wav', {
    method: 'PUT',
    cookie: artist,
    raw: new Uint8Array(audio),
    type: 'application/octet-stream',
  });
  expect(viaProxy.status).toBe(201);
});

it("tells the console on one instance what changed on the other, through the proxy's stream too", { timeout: 60_000 }, async () => {
  const streams = await Promise.all([A(), proxy()].map((base) => call(base, '/api/admin/events', { cookie: admin })));
  const readers = streams.map((res) => {
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '';
    return {
      until: async (needle: string) => {
        const end = Date.now() + 10_000;
        while (!text.includes(needle)) {
          expect(Date.now(), `no ${needle} in ${text}`).toBeLessThan(end);
          const { value } = await reader.read();
          text += new TextDecoder().decode(value);
        }
      },
      cancel: () => reader.cancel(),
    };
  });
  for (const r of readers) await r.until('data: live');
  const ticket = await call(B(), '/api/support/tickets', { cookie: artist, body: ticketBody() });
  expect(ticket.status).toBe(201);
  for (const r of readers) await r.until('"topic":"tickets"');
  await Promise.all(readers.map((r) => r.cancel()));
});

it('counts sign-in attempts across both instances', { timeout: 60_000 }, async () => {
  const wrong = { email: 'guessed-at@example.com', password: 'not-the-password' };
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push((await call(i % 2 ? B() : A(), '/api/auth/sign-in/email', { body: wrong })).status);
  expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
});

it(
  'makes exactly 2 of 20 claims sent at once to both instances against a balance for 2, and mails each once',
  { timeout: 60_000 },
  async () => {
    await cluster.db.query(
      `with r as (insert into music_releases (user_id, title, artist_name, status) values ($1, 'Scale', 'Scale Artist', 'distributed') returning id)
     insert into release_tracks (release_id, position, title, isrc) select id, 1, 'Track', 'QZSCA2600001' from r`,
      [artistId],
    );
    // 20.00 net on Free: two claims of 10.00
    const csv = reportCsv([{ isrc: 'QZSCA2600001', quantity: '100', amount: '25' }], 'SCALE-1');
    const previewed = await call(A(), '/api/admin/royalties/imports?name=scale.csv', { cookie: admin, raw: csv, type: 'text/csv' });
    expect(previewed.status).toBe(201);
    const preview = (await previewed.json()) as { id: string; version: string };
    expect(
      (await call(B(), `/api/admin/royalties/imports/${preview.id}/confirm`, { cookie: admin, body: { version: preview.version } })).status,
    ).toBe(200);

    const body = { amount: '10', payment_method: 'bank_transfer', payment_details: BANK };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(i % 2 ? B() : A(), '/api/payouts/claims', { cookie: artist, body })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 400)).toBe(true);
    const balance = (await (await call(proxy(), '/api/payouts/balance', { cookie: artist })).json()) as { available: string };
    expect(balance.available).toBe('0.00');
    // approved on one instance each; the mail, sent by whichever instance's queue took its job: once
    const made = await Promise.all(answers.filter((r) => r.status === 201).map(async (r) => ((await r.json()) as { id: string }).id));
    for (const [i, id] of made.entries()) {
      const base = i ? B() : A();
      const { version } = (await (await call(base, `/api/admin/claims/${id}`, { cookie: admin })).json()) as { version: string };
      const approved = await call(base, `/api/admin/claims/${id}`, {
        method: 'PATCH',
        cookie: admin,
        body: { status: 'approved', version },
      });
      expect(approved.status, await approved.clone().text()).toBe(200);
    }
    const claimMails = () => mails.filter((m) => m.to === ARTIST.email && m.subject.startsWith('Payout request'));
    for (let t = 0; t < 300 && claimMails().length < 2; t++) await sleep(50);
    await sleep(1500); // time for a second sending, were there one
    expect(claimMails(), JSON.stringify(mails)).toHaveLength(2);
  },
);

it('verifies on one instance a payment ordered on the other', { timeout: 60_000 }, async () => {
  const ordered = await call(A(), '/api/payments/orders', { cookie: artist, body: { plan_type: 'individual_artist', currency: 'USD' } });
  expect(ordered.status).toBe(201);
  const order = (await ordered.json()) as { order_id: string };
  const paid = await call(B(), `/api/payments/sandbox/${order.order_id}/pay`, { cookie: artist, body: {} });
  expect(paid.status).toBe(200);
  const checkout = await paid.json();
  expect((await call(A(), '/api/payments/verify', { cookie: artist, body: checkout })).status).toBe(200);
  expect((await call(B(), '/api/payments/verify', { cookie: artist, body: checkout })).status).toBe(200); // the browser's retry
  const { rows } = await cluster.db.query('select count(*)::int n from payments where order_id = $1', [order.order_id]);
  expect(rows[0].n).toBe(1);
  const me = (await (await call(proxy(), '/api/me', { cookie: artist })).json()) as { profile: { planType: string } };
  expect(me.profile.planType).toBe('individual_artist');
});

/**
 * One request through the proxy on a connection of its own. A connection kept alive between
 * requests can be closed by nginx's reload just as the client reuses it: browsers send the request
 * again then, and API clients retry with an Idempotency-Key; here every failure counted is the
 * proxy's or an instance's.
 */
function viaProxyOnce(method: string, p: string, body?: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${proxy()}${p}`,
      {
        method,
        agent: false,
        headers: {
          Origin: cluster.nginx.url,
          Cookie: artist,
          ...(data ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** Reads and writes through the proxy, as fast as they come back, until stopped; every answer kept. */
function traffic(workers: number) {
  const outcomes: { at: number; ok: boolean; status: number | string }[] = [];
  let running = true;
  let inFlight = 0;
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let n = 0; running; n++) {
      const write = n % 3 === 0;
      inFlight++;
      try {
        const status = write
          ? await viaProxyOnce('PATCH', '/api/me/profile', { fullName: `Scale ${w}-${n}` })
          : await viaProxyOnce('GET', '/api/me');
        outcomes.push({ at: Date.now(), ok: status === 200, status });
      } catch (err) {
        outcomes.push({ at: Date.now(), ok: false, status: String((err as Error).cause ?? err) });
      } finally {
        inFlight--;
      }
    }
  });
  return {
    outcomes,
    inFlight: () => inFlight,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

it('loses no request but those in flight when an instance is killed, and serves on the other', { timeout: 60_000 }, async () => {
  const load = traffic(6);
  await sleep(1000);
  const heldAtKill = load.inFlight();
  const killedAt = Date.now();
  instances[0]!.proc!.kill('SIGKILL');
  await sleep(2000);
  await load.stop();
  const failed = load.outcomes.filter((o) => !o.ok);
  expect(failed.length, JSON.stringify(failed)).toBeLessThanOrEqual(heldAtKill);
  expect(
    failed.filter((o) => o.at > killedAt + 500),
    'failures after the kill was noticed',
  ).toEqual([]);
  expect(load.outcomes.filter((o) => o.ok && o.at > killedAt + 500).length).toBeGreaterThan(20);
  await startInstance(0);
  await sleep(2500); // back in the proxy's rotation (fail_timeout)
});

it('fails no request through a rolling restart of both instances', { timeout: 120_000 }, async () => {
  const load = traffic(6);
  await sleep(500);
  // docs/deployment.md's procedure: out of the rotation, stopped (SIGTERM: it finishes what it
  // holds), started, back in; then the next
  for (const i of [0, 1]) {
    await cluster.nginx.drain([i]);
    await stopApp(instances[i]!.proc);
    await startInstance(i);
    await cluster.nginx.drain([]);
  }
  await sleep(500);
  await load.stop();
  const failed = load.outcomes.filter((o) => !o.ok);
  expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
  expect(load.outcomes.length).toBeGreaterThan(100);
});
