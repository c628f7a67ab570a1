// Kill -9 of the app in the middle of a delivery, then a start again: the delivery resumes and the
// store ends up with its batch complete exactly once. The app runs as a child process; the store
// is a real SFTP server in this test (ssh2's), slowed so the kill lands in the middle of the
// audio file. Fails, never skips, when anything it needs (the server, xmllint, the schemas) is missing.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { TEST_SENDER_DPID } from '../../../domain/dpid.ts';
import { withCheckDigit } from '../../../domain/identifiers.ts';
import { createSecretBox } from '../../crypto/secret-box.ts';
import { createDatabase, type Database } from '../../db/pool.ts';
import { createJobQueue } from '../../jobs/job-queue.ts';
import { createLogger } from '../../logger.ts';
import { appPorts, startApp, stopApp } from '../../test/app-process.ts';
import { createDiskStorage } from '../../storage/disk-storage.ts';
import { pngImage, wavFile } from '../../test/upload-fixtures.ts';
import { loadReleaseSnapshot } from './ern/load-release-snapshot.ts';
import type { StoreParty } from './ern/types.ts';
import { validateManifest } from './ern/validate-xml.ts';
import { endpointSecretContext } from './open-transport.ts';
import { buildCheckedMessages } from './outgoing-messages.ts';
import { queueReleaseDeliveries } from './queue-deliveries.ts';
import { treeOf } from '../../test/deliveries.ts';
import { startSftpServer, type TestSftpServer } from './transports/test-sftp-server.ts';

const dataDir = path.resolve(`.data-test/delivery-crash-${process.pid}`);
const { port, pgPort, url } = await appPorts();
const env = {
  PORT: String(port),
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(pgPort),
  PUBLIC_URL: url,
  LOG_LEVEL: 'info',
  AUTH_RATE_LIMIT: 'off',
  SECRET_BOX_KEY: 'delivery-crash-secret-box-key-0123456789',
  DDEX_PARTY_ID: TEST_SENDER_DPID,
  BRAND_NAME: 'Tunelane',
};
const PASSWORD = 'crash-store-password';
let child: ChildProcess | undefined;
let server: TestSftpServer | undefined;
let database: Database | undefined;

const start = () => startApp(env);

function connect(): Database {
  const secret = fs.readFileSync(`${dataDir}/pg.secret`, 'utf8').trim();
  return createDatabase(`postgres://postgres:${secret}@127.0.0.1:${pgPort}/postgres`, 2, createLogger('warn'));
}

afterAll(async () => {
  await database?.pool.end();
  await stopApp(child);
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A verified artist's session and an approved single with uploaded cover and audio; the release id. */
async function approvedSingle(db: Database): Promise<string> {
  const json = { 'Content-Type': 'application/json', Origin: url };
  const email = `crash${Date.now()}@example.com`;
  const password = 'crash-artist-password';
  await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Mira K', email, password }),
  });
  const { rows } = await db.pool.query<{ id: string }>('update users set email_verified = true where email = $1 returning id', [email]);
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const upload = async (kind: 'cover' | 'audio', name: string, data: Buffer) => {
    const res = await fetch(`${url}/api/uploads/${kind}?name=${name}`, {
      method: 'PUT',
      headers: { Origin: url, Cookie: cookie, 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(data),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const cover = await upload('cover', 'cover.png', await pngImage(3000, 3000));
  const audio = await upload('audio', 'take.wav', wavFile(12));
  const { rows: release } = await db.pool.query<{ id: string }>(
    `insert into music_releases (user_id, title, artist_name, genre, status, release_date, copyright_holder, cover_file_id, upc, stores)
     values ($1, 'Cut Short', 'Mira K', 'Pop', 'approved', current_date + 30, 'Mira K', $2, $3, '{spotify}') returning id`,
    [rows[0]!.id, cover, withCheckDigit('860000777001')],
  );
  await db.pool.query(
    `insert into release_tracks (release_id, position, title, audio_file_id, isrc) values ($1, 1, 'Take', $2, 'QZCRA2600001')`,
    [release[0]!.id, audio],
  );
  return release[0]!.id;
}

/** Points the Spotify endpoint at the test server, its password sealed as Settings seals it. */
async function pointAtServer(db: Database, sftpPort: number): Promise<void> {
  const { rows } = await db.pool.query<{ id: string }>(`select id from store_endpoints where store_key = 'spotify'`);
  const id = rows[0]!.id;
  const sealed = createSecretBox(env.SECRET_BOX_KEY).seal(PASSWORD, endpointSecretContext(id));
  await db.pool.query(
    `update store_endpoints set protocol = 'sftp', host = '127.0.0.1', port = $2, username = 'tunelane', secret_kind = 'password',
     secret_sealed = $3, remote_path = '/spotify', enabled = true, updated_at = now() where id = $1`,
    [id, sftpPort, sealed],
  );
}

/** Queues the release's delivery as approval does: its message built and validated, its batch sealed, its job sent. */
async function queue(db: Database, releaseId: string): Promise<string> {
  const log = createLogger('warn');
  const jobs = createJobQueue(db.pool, log);
  await jobs.start([], { workers: false });
  try {
    const snapshot = await loadReleaseSnapshot({ storage: createDiskStorage(path.join(dataDir, 'files')) }, db.db, releaseId);
    const { rows } = await db.pool.query<StoreParty>(
      `select store_key as key, party_id as dpid, extra_party_ids as "extraDpids", protocol, name from store_endpoints where store_key = 'spotify'`,
    );
    const messages = await buildCheckedMessages(
      { ...env, DDEX_DIR: process.env.DDEX_DIR },
      rows.map((recipient) => ({ snapshot, recipient, kind: 'new' as const })),
    );
    const ids = await db.db.transaction((tx) =>
      queueReleaseDeliveries({ jobs, env: { ...env, DDEX_DIR: process.env.DDEX_DIR } }, tx, { snapshot, stores: rows, messages }),
    );
    return ids[0]!;
  } finally {
    await jobs.stop();
  }
}

it('resumes a delivery cut by a kill -9 after a restart: one batch, complete once, nothing temporary left', async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The store lets the first 200 kB of the audio in, then holds every write until the kill.
  let slow = true;
  let midFile: () => void;
  const inTheMiddle = new Promise<void>((resolve) => (midFile = resolve));
  const held: (() => void)[] = [];
  server = await startSftpServer({
    root: path.join(dataDir, 'store'),
    username: 'tunelane',
    password: PASSWORD,
    beforeWrite: (file, offset) => {
      if (!slow || !file.endsWith('.wav.part') || offset < 200_000) return Promise.resolve();
      midFile();
      return new Promise((resolve) => held.push(resolve));
    },
  });
  const store = path.join(dataDir, 'store', 'spotify');

  child = await start();
  database = connect();
  const releaseId = await approvedSingle(database);
  await pointAtServer(database, server.port);
  const deliveryId = await queue(database, releaseId);

  // The app's worker takes the job and is stopped in the middle of the audio file.
  await Promise.race([inTheMiddle, new Promise((_, reject) => setTimeout(() => reject(new Error('the upload never started')), 30_000))]);
  const killed = new Promise((r) => child!.once('exit', r));
  child.kill('SIGKILL');
  await killed;
  slow = false;
  for (const release of held.splice(0)) release();
  const cut = treeOf(store);
  expect(cut.some((f) => f.endsWith('.wav.part'))).toBe(true);
  expect(cut.some((f) => path.basename(f).startsWith('BatchComplete_'))).toBe(false);
  const before = await database.pool.query<{ state: string; batch_id: string }>('select state, batch_id from deliveries where id = $1', [
    deliveryId,
  ]);
  expect(before.rows[0]!.state).toBe('sending');
  await database.pool.end();

  // Started again (it stops the database server the killed one left behind): the delivery resumes.
  child = await start();
  database = connect();
  const deadline = Date.now() + 180_000;
  let state = '';
  while (Date.now() < deadline) {
    const { rows } = await database.pool.query<{ state: string }>('select state from deliveries where id = $1', [deliveryId]);
    state = rows[0]!.state;
    if (state === 'delivered' || state === 'failed') break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  expect(state).toBe('delivered');

  const batch = before.rows[0]!.batch_id;
  const upc = withCheckDigit('860000777001');
  expect(fs.readdirSync(store)).toEqual([batch]);
  expect(treeOf(store)).toEqual(
    [
      `${batch}/${upc}/${upc}.xml`,
      `${batch}/${upc}/resources/${upc}.png`,
      `${batch}/${upc}/resources/${upc}_01_001.wav`,
      `${batch}/BatchComplete_${batch}.xml`,
    ].sort(),
  );
  expect(fs.statSync(path.join(store, batch, upc, 'resources', `${upc}_01_001.wav`)).size).toBe(wavFile(12).length);
  expect(await validateManifest(fs.readFileSync(path.join(store, batch, `BatchComplete_${batch}.xml`), 'utf8'))).toEqual({ valid: true });
  const { rows: attempts } = await database.pool.query<{ outcome: string }>(
    'select outcome from delivery_attempts where delivery_id = $1 order by attempt',
    [deliveryId],
  );
  expect(attempts.map((a) => a.outcome)).toEqual(['running', 'ok']); // the killed attempt never finished; one delivered it
  const { rows: history } = await database.pool.query<{ n: number }>(
    `select count(*)::int as n from release_status_history where release_id = $1 and to_status = 'distributed'`,
    [releaseId],
  );
  expect(history[0]!.n).toBe(1);
}, 300_000);
