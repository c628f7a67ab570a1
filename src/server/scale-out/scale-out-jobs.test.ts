// The job queue across the two instances of test/scale-out.ts's cluster (both run every job's
// workers), with a real SFTP store (ssh2's server): a release approved on one instance is
// delivered once, whichever instance's worker takes it, and the same approval sent to both at once
// or a resend asked of the other changes nothing; an instance killed (-9) in the middle of a
// delivery leaves its job active, and the other instance takes it once the queue's expiry passes
// (JOB_EXPIRE_SECONDS, short here) or the deliveries' resume sweep finds the row nobody holds,
// and completes it once: one batch at the store, one attempt that sent it, one change of status.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_SENDER_DPID } from '../../domain/dpid.ts';
import { createSecretBox } from '../crypto/secret-box.ts';
import { endpointSecretContext } from '../features/deliveries/open-transport.ts';
import { startSftpServer, type TestSftpServer } from '../features/deliveries/transports/test-sftp-server.ts';
import { treeOf } from '../test/deliveries.ts';
import { SCALE_ADMIN, scaleOutCluster } from '../test/scale-out.ts';
import { pngImage, wavFile } from '../test/upload-fixtures.ts';

const SECRET_BOX_KEY = 'scale-out-secret-box-key-0123456789abcdef';
const EXPIRE_SECONDS = 5;
const cluster = scaleOutCluster('scale-out-jobs', {
  SECRET_BOX_KEY,
  DDEX_PARTY_ID: TEST_SENDER_DPID,
  JOB_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
});
const { instances, call, signIn, A, B, proxy } = cluster;
const ARTIST = { name: 'Jobs Artist', email: 'scale-jobs-artist@example.com', password: 'scale-jobs-artist-password' };
const PASSWORD = 'scale-store-password';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const storeRoot = path.resolve(`.data-test/scale-out-store-${process.pid}`);
const store = path.join(storeRoot, 'spotify');

let sftp: TestSftpServer;
/** While set, the store takes the first 200 kB of an audio file and holds every write after them. */
let holdAudio: (() => void) | undefined;
const held: (() => void)[] = [];
let artistId: string;
let artist: string;
let admin: string;
let cover: Buffer;

beforeAll(async () => {
  fs.rmSync(storeRoot, { recursive: true, force: true });
  sftp = await startSftpServer({
    root: storeRoot,
    username: 'tunelane',
    password: PASSWORD,
    beforeWrite: (file, offset) => {
      if (!holdAudio || !file.endsWith('.wav.part') || offset < 200_000) return Promise.resolve();
      holdAudio();
      return new Promise((resolve) => held.push(resolve));
    },
  });
  // Spotify's endpoint is the SFTP store, its password sealed as Settings seals it.
  const { rows } = await cluster.db.query<{ id: string }>(`select id from store_endpoints where store_key = 'spotify'`);
  const id = rows[0]!.id;
  await cluster.db.query(
    `update store_endpoints set protocol = 'sftp', host = '127.0.0.1', port = $2, username = 'tunelane', secret_kind = 'password',
     secret_sealed = $3, remote_path = '/spotify', enabled = true, updated_at = now() where id = $1`,
    [id, sftp.port, createSecretBox(SECRET_BOX_KEY).seal(PASSWORD, endpointSecretContext(id))],
  );
  expect((await call(proxy(), '/api/auth/sign-up/email', { body: ARTIST })).status).toBe(200);
  artistId = (
    await cluster.db.query<{ id: string }>('update users set email_verified = true where email = $1 returning id', [ARTIST.email])
  ).rows[0]!.id;
  artist = await signIn(proxy(), ARTIST);
  admin = await signIn(proxy(), SCALE_ADMIN);
  cover = await pngImage(3000, 3000);
}, 60_000);

afterAll(async () => {
  for (const release of held.splice(0)) release();
  await sftp?.close();
  fs.rmSync(storeRoot, { recursive: true, force: true });
});

/** A single waiting for review, its files uploaded to `base` (into the one bucket), for Spotify only; its id. */
async function pendingSingle(base: string, title: string, seconds: number): Promise<string> {
  const upload = async (kind: 'cover' | 'audio', name: string, data: Buffer) => {
    const res = await call(base, `/api/uploads/${kind}?name=${name}`, {
      method: 'PUT',
      cookie: artist,
      raw: new Uint8Array(data),
      type: 'application/octet-stream',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const coverId = await upload('cover', 'cover.png', cover);
  const audioId = await upload('audio', 'take.wav', wavFile(seconds));
  const { rows } = await cluster.db.query<{ id: string }>(
    `insert into music_releases (user_id, title, artist_name, genre, status, release_type, release_date, copyright_holder, cover_file_id, stores)
     values ($1, $2, 'Jobs Artist', 'Pop', 'pending', 'single', current_date + 30, 'Jobs Artist', $3, '{spotify}') returning id`,
    [artistId, title, coverId],
  );
  await cluster.db.query(`insert into release_tracks (release_id, position, title, audio_file_id) values ($1, 1, 'Take', $2)`, [
    rows[0]!.id,
    audioId,
  ]);
  return rows[0]!.id;
}

/** The admin's approval of the release at the version read before, sent to `base`. */
const approve = (base: string, id: string, version: string) =>
  call(base, `/api/admin/releases/${id}/review`, { method: 'PATCH', cookie: admin, body: { status: 'approved', version } });

async function versionOf(id: string): Promise<string> {
  const res = await call(A(), `/api/admin/releases/${id}`, { cookie: admin });
  expect(res.status).toBe(200);
  return ((await res.json()) as { version: string }).version;
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    expect(Date.now(), what).toBeLessThan(deadline);
    await sleep(100);
  }
}

const deliveriesOf = async (releaseId: string) =>
  (
    await cluster.db.query<{ id: string; state: string; batch_id: string; release_icpn: string }>(
      'select id, state, batch_id, release_icpn from deliveries where release_id = $1',
      [releaseId],
    )
  ).rows;
const attemptsOf = async (deliveryId: string) =>
  (
    await cluster.db.query<{ outcome: string }>('select outcome from delivery_attempts where delivery_id = $1 order by attempt', [
      deliveryId,
    ])
  ).rows.map((a) => a.outcome);
const historyOf = async (releaseId: string) =>
  (
    await cluster.db.query<{ step: string }>(
      `select from_status || '>' || to_status step from release_status_history where release_id = $1 order by created_at`,
      [releaseId],
    )
  ).rows.map((r) => r.step);
const jobsOf = async (deliveryId: string) =>
  (
    await cluster.db.query<{ state: string }>(`select state from pgboss.job where name = 'delivery-send' and data->>'deliveryId' = $1`, [
      deliveryId,
    ])
  ).rows.map((j) => j.state);

/** The store's files of the batch, as a delivery of one single leaves them. */
const wholeBatch = (batch: string, upc: string) =>
  [
    `${batch}/${upc}/${upc}.xml`,
    `${batch}/${upc}/resources/${upc}.png`,
    `${batch}/${upc}/resources/${upc}_01_001.wav`,
    `${batch}/BatchComplete_${batch}.xml`,
  ].sort();

/**
 * The instance whose process holds the TCP connection from local port `port` (Linux: the socket's
 * inode in /proc/net/tcp, among the process's open files), or -1.
 */
function instanceWithPort(port: number): number {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6'])
    for (const line of fs.readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (parseInt(cols[1]!.split(':').pop()!, 16) === port) inodes.add(cols[9]!);
    }
  const holds = (pid: number) =>
    fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return inodes.has(/^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '');
      } catch {
        return false; // closed meanwhile
      }
    });
  return instances.findIndex((it) => it.proc?.pid !== undefined && holds(it.proc.pid));
}

it(
  'delivers a release approved on one instance once, though both run delivery workers; the approval sent to both and a resend change nothing',
  { timeout: 60_000 },
  async () => {
    const id = await pendingSingle(B(), 'Once Only', 2);
    const version = await versionOf(id);
    // the same approval, at the same version, to both instances at once: one approves
    const answers = await Promise.all([approve(A(), id, version), approve(B(), id, version)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const approvedOn = answers[0]!.status === 200 ? A() : B();
    const other = approvedOn === A() ? B() : A();

    await until('the release distributed', 30_000, async () =>
      (await cluster.db.query<{ status: string }>('select status from music_releases where id = $1', [id])).rows[0]!.status ===
      'distributed'
        ? true
        : undefined,
    );
    const [delivery, ...more] = await deliveriesOf(id);
    expect(more).toEqual([]);
    expect(delivery!.state).toBe('delivered');
    expect(await attemptsOf(delivery!.id)).toEqual(['ok']);
    expect(await historyOf(id)).toEqual(['pending>approved', 'approved>distributed']);
    expect(treeOf(store).filter((f) => f.startsWith(`${delivery!.batch_id}/`))).toEqual(
      wholeBatch(delivery!.batch_id, delivery!.release_icpn),
    );
    // the artist's timeline, read on the other instance: one store, delivered
    const timeline = await call(other, `/api/releases/${id}/timeline`, { cookie: artist });
    expect(timeline.status).toBe(200);
    const { stores } = (await timeline.json()) as { stores: { storeName: string; state: string }[] };
    expect(stores.map((s) => [s.storeName, s.state])).toEqual([['Spotify', 'delivered']]);

    // a second trigger on the other instance: a delivery that arrived is not sent again
    const resend = await call(other, `/api/admin/deliveries/${delivery!.id}/resend`, { cookie: admin, body: {} });
    expect(resend.status, await resend.clone().text()).toBe(409);
    await sleep(1000); // time for a second sending, were there one
    expect(await deliveriesOf(id)).toHaveLength(1);
    expect(await jobsOf(delivery!.id)).toEqual(['completed']);
    expect(treeOf(store).filter((f) => f.startsWith(`${delivery!.batch_id}/`))).toHaveLength(4);
  },
);

it(
  'hands a delivery held by an instance killed mid-transfer to the other, which completes it exactly once',
  { timeout: 120_000 },
  async () => {
    const midFile = new Promise<void>((resolve) => (holdAudio = resolve));
    const id = await pendingSingle(A(), 'Cut Short', 12);
    expect((await approve(proxy(), id, await versionOf(id))).status).toBe(200);
    await Promise.race([midFile, sleep(30_000).then(() => expect.fail('the audio never reached the store'))]);

    // The worker sending it holds the delivery's row in an open transaction (run-delivery.ts):
    // its connection's port says which instance it is.
    const port = await until('the sending transaction', 10_000, async () => {
      const { rows } = await cluster.db.query<{ client_port: number }>(
        `select client_port from pg_stat_activity where state = 'idle in transaction' and query like '%for update nowait%'`,
      );
      return rows.length === 1 ? rows[0]!.client_port : undefined;
    });
    const holder = instanceWithPort(port);
    expect(holder).toBeGreaterThanOrEqual(0);
    const proc = instances[holder]!.proc!;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await exited;
    holdAudio = undefined;
    for (const release of held.splice(0)) release();

    const [cut] = await deliveriesOf(id);
    expect(cut!.state).toBe('sending');
    const partial = treeOf(store).filter((f) => f.startsWith(`${cut!.batch_id}/`));
    expect(partial.some((f) => f.endsWith('.wav.part'))).toBe(true);
    expect(partial.some((f) => path.basename(f).startsWith('BatchComplete_'))).toBe(false);
    expect(await jobsOf(cut!.id)).toEqual(['active']); // held by an instance that is gone

    // the survivor takes it over: expired by the queue and retried after its delay, or resumed by
    // the sweep, whichever comes first; the job the dead instance held completes either way
    await until('the delivery completed by the other instance', 90_000, async () => {
      const states = await jobsOf(cut!.id);
      return (await deliveriesOf(id))[0]!.state === 'delivered' && states.every((s) => s === 'completed') ? true : undefined;
    });
    expect(await deliveriesOf(id)).toHaveLength(1);
    expect(await attemptsOf(cut!.id)).toEqual(['running', 'ok']); // the killed attempt never finished; one sent it
    expect(await historyOf(id)).toEqual(['pending>approved', 'approved>distributed']);
    const upc = cut!.release_icpn;
    expect(treeOf(store).filter((f) => f.startsWith(`${cut!.batch_id}/`))).toEqual(wholeBatch(cut!.batch_id, upc));
    expect(fs.statSync(path.join(store, cut!.batch_id, upc, 'resources', `${upc}_01_001.wav`)).size).toBe(wavFile(12).length);
  },
);
