// Delivery at volume: N approved releases (BENCH_RELEASES, 1,000 by default) delivered to 3 store
// endpoints on real local SFTP servers by 2 app instances sharing one database and one file store,
// each sending 4 deliveries at once; each SFTP server runs in a process of its own. The releases
// are queued as approval queues them (each store's message built and validated, batches sealed)
// while the workers already deliver. Prints the total time, deliveries per second, and the proof
// that no batch went twice: on each server, the batch folders, the BatchComplete manifests and the
// release folders counted against the releases.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { mod3736CheckCharacter, TEST_SENDER_DPID } from '../src/domain/dpid.ts';
import { withCheckDigit } from '../src/domain/identifiers.ts';
import { createSecretBox } from '../src/server/crypto/secret-box.ts';
import { createDatabase } from '../src/server/db/pool.ts';
import { createDiskStorage } from '../src/server/storage/disk-storage.ts';
import { createJobQueue } from '../src/server/jobs/job-queue.ts';
import { createLogger } from '../src/server/logger.ts';
import { loadReleaseSnapshot } from '../src/server/features/deliveries/ern/load-release-snapshot.ts';
import type { StoreParty } from '../src/server/features/deliveries/ern/types.ts';
import { queueReleaseDeliveries } from '../src/server/features/deliveries/queue-deliveries.ts';
import { endpointSecretContext } from '../src/server/features/deliveries/open-transport.ts';
import { buildCheckedMessages } from '../src/server/features/deliveries/outgoing-messages.ts';
import { pngImage, wavFile } from '../src/server/test/upload-fixtures.ts';
import { benchArtist } from './releases-session.ts';
import { fmt, startServer } from './support.ts';

const N = Number(process.env.BENCH_RELEASES ?? 1000);
const PORT = 3761;
const dataDir = '.data-bench/delivery';
const KEY = 'bench-secret-box-key-0123456789abcdefgh';
const PASSWORD = 'bench-sftp-password';
const STORES = ['spotify', 'apple-music', 'deezer'];
const env = { SECRET_BOX_KEY: KEY };
/** A well-formed DDEX party id for the i-th bench store (no store's real one). */
const benchDpid = (i: number) => {
  const body = `PADPIDA20261127${String(i + 1).padStart(2, '0')}`;
  return body + mod3736CheckCharacter(body);
};

const a = await startServer({ dataDir, port: PORT, fresh: true, env });
const pgSecret = fs.readFileSync(`${dataDir}/pg.secret`, 'utf8').trim();
const databaseUrl = `postgres://postgres:${pgSecret}@127.0.0.1:${PORT + 20000}/postgres`;
// The second instance: the same database and the same files (DATA_DIR/files), its own port.
const b = await startServer({ dataDir, port: PORT + 1, env: { ...env, DATABASE_URL: databaseUrl } });
const sftpRoot = path.resolve(dataDir, 'sftp');
/** One SFTP server process per store; resolves with its port. */
async function sftpServerProcess(root: string) {
  const proc = spawn(
    process.execPath,
    ['src/server/features/deliveries/transports/test-sftp-server-process.ts', root, 'tunelane', PASSWORD],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = readline.createInterface({ input: proc.stdout! });
  const first = await lines[Symbol.asyncIterator]().next();
  const line = first.done ? undefined : (first.value as string);
  if (!line) throw new Error('the SFTP server process did not start');
  const { port } = JSON.parse(line) as { port: number };
  return { port, close: () => new Promise<void>((resolve) => proc.once('exit', () => resolve()).kill('SIGTERM')) };
}
const servers = await Promise.all(STORES.map((s) => sftpServerProcess(path.join(sftpRoot, s))));
const log = createLogger('warn');
const database = createDatabase(databaseUrl, 4, log);
try {
  const artist = await benchArtist(a.url, dataDir, PORT + 20000);
  const upload = async (kind: 'cover' | 'audio', name: string, data: Buffer) => {
    const res = await fetch(`${a.url}/api/uploads/${kind}?name=${name}`, {
      method: 'PUT',
      headers: { ...artist.headers, 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(data),
    });
    if (res.status !== 201) throw new Error(`upload ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  };
  // Every release shares one cover (3000 x 3000 PNG) and one audio file (2 s WAV).
  const cover = await upload('cover', 'cover.png', await pngImage(3000, 3000));
  const audio = await upload('audio', 'take.wav', wavFile(2));
  const upcs = Array.from({ length: N }, (_, i) => withCheckDigit(`86${String(i + 1).padStart(10, '0')}`));
  const { rows: releases } = await artist.db.query<{ id: string; upc: string }>(
    `INSERT INTO music_releases (user_id, title, artist_name, genre, status, release_date, copyright_holder, cover_file_id, upc, stores)
     SELECT $1, 'Bench ' || u.n, 'Bench Artist', 'Pop', 'approved', current_date + 30, 'Bench Artist', $2, u.upc, $3
     FROM unnest($4::text[]) WITH ORDINALITY AS u(upc, n) RETURNING id, upc`,
    [artist.userId, cover, STORES, upcs],
  );
  await artist.db.query(
    `INSERT INTO release_tracks (release_id, position, title, audio_file_id, isrc)
     SELECT r.id, 1, 'Take', $1, 'QZBEN26' || lpad((row_number() over (order by r.upc))::text, 5, '0') FROM unnest($2::uuid[], $3::text[]) AS r(id, upc)`,
    [audio, releases.map((r) => r.id), releases.map((r) => r.upc)],
  );
  // The three stores on the SFTP servers, their passwords sealed as Settings seals them; the rest off.
  const box = createSecretBox(KEY);
  await artist.db.query('UPDATE store_endpoints SET enabled = false');
  for (const [i, key] of STORES.entries()) {
    const { rows } = await artist.db.query<{ id: string }>('SELECT id FROM store_endpoints WHERE store_key = $1', [key]);
    const id = rows[0]!.id;
    await artist.db.query(
      `UPDATE store_endpoints SET protocol = 'sftp', host = '127.0.0.1', port = $2, username = 'tunelane', secret_kind = 'password',
       secret_sealed = $3, remote_path = '/', enabled = true, party_id = $4 WHERE id = $1`,
      [id, servers[i]!.port, box.seal(PASSWORD, endpointSecretContext(id)), benchDpid(i)],
    );
  }

  // Approval's queueing, as the approving transaction does it, 100 releases per transaction.
  const jobs = createJobQueue(database.pool, log);
  await jobs.start([], { workers: false });
  const storage = createDiskStorage(path.resolve(dataDir, 'files'));
  const template = await loadReleaseSnapshot({ storage }, database.db, releases[0]!.id);
  const { rows: storeRows } = await artist.db.query<StoreParty>(
    `SELECT store_key AS key, party_id AS dpid, extra_party_ids AS "extraDpids", protocol, name FROM store_endpoints
      WHERE store_key = ANY($1) ORDER BY name`,
    [STORES],
  );
  const { rows: trackRows } = await artist.db.query<{ release_id: string; isrc: string }>('SELECT release_id, isrc FROM release_tracks');
  const isrcs = new Map(trackRows.map((t) => [t.release_id, t.isrc]));
  const messageEnv = { DDEX_PARTY_ID: TEST_SENDER_DPID, BRAND_NAME: 'Tunelane', DDEX_DIR: process.env.DDEX_DIR };
  const t0 = performance.now();
  for (let i = 0; i < releases.length; i += 100) {
    const snapshots = releases.slice(i, i + 100).map((r) => ({
      ...template,
      id: r.id,
      icpn: r.upc,
      tracks: template.tracks.map((t) => ({ ...t, isrc: isrcs.get(r.id)! })),
    }));
    const messages = await buildCheckedMessages(
      messageEnv,
      snapshots.flatMap((snapshot) => storeRows.map((recipient) => ({ snapshot, recipient, kind: 'new' as const }))),
    );
    const prepared = snapshots.map((snapshot, j) => ({
      snapshot,
      stores: storeRows,
      messages: messages.slice(j * storeRows.length, (j + 1) * storeRows.length),
    }));
    await database.db.transaction((tx) => queueReleaseDeliveries({ jobs, env: messageEnv }, tx, prepared));
  }
  const queuedMs = performance.now() - t0;
  const total = N * STORES.length;
  let last = '';
  for (;;) {
    const { rows } = await artist.db.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM deliveries GROUP BY state');
    const by = Object.fromEntries(rows.map((r) => [r.state, r.n]));
    const done = (by.delivered ?? 0) + (by.acknowledged ?? 0);
    const line = `${done}/${total} delivered, ${by.failed ?? 0} failed, ${by.sending ?? 0} sending`;
    if (line !== last && (done % 300 === 0 || done === total)) console.log(`  ${fmt((performance.now() - t0) / 1000)} s: ${line}`);
    last = line;
    if (done + (by.failed ?? 0) >= total) break;
    if (performance.now() - t0 > 60 * 60_000) throw new Error(`not done after an hour: ${line}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const totalMs = performance.now() - t0;
  const { rows: stats } = await artist.db.query<{ failed: number; retried: number; attempts: number; distributed: number }>(`
    SELECT (SELECT count(*)::int FROM deliveries WHERE state = 'failed') AS failed,
           (SELECT count(*)::int FROM deliveries WHERE attempts > 1) AS retried,
           (SELECT count(*)::int FROM delivery_attempts) AS attempts,
           (SELECT count(*)::int FROM music_releases WHERE status = 'distributed') AS distributed`);
  console.log(
    `${N} releases x ${STORES.length} SFTP stores = ${total} deliveries by 2 instances (4 at once each): ${fmt(totalMs / 1000)} s, ` +
      `${fmt(total / (totalMs / 1000), 2)} deliveries/s (queueing ${fmt(queuedMs / 1000)} s of it); ` +
      `${stats[0]!.attempts} attempts, ${stats[0]!.retried} retried, ${stats[0]!.failed} failed, ${stats[0]!.distributed} releases distributed`,
  );
  const { rows: perInstance } = await artist.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'delivery-send' AND state = 'completed'`,
  );
  console.log(`delivery jobs completed: ${perInstance[0]?.n ?? 0}`);
  // The proof, read from each server's disk.
  for (const store of STORES) {
    const root = path.join(sftpRoot, store);
    const batches = fs.readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory());
    let manifests = 0;
    const icpns = new Set<string>();
    let releaseFolders = 0;
    for (const batch of batches) {
      const entries = fs.readdirSync(path.join(root, batch.name), { withFileTypes: true });
      manifests += entries.filter((e) => e.isFile() && e.name === `BatchComplete_${batch.name}.xml`).length;
      for (const e of entries.filter((x) => x.isDirectory())) {
        releaseFolders++;
        icpns.add(e.name);
      }
    }
    const partial = fs.readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith('.part')).length;
    console.log(
      `${store}: ${batches.length} batch folders, ${manifests} BatchComplete manifests, ${releaseFolders} release folders, ` +
        `${icpns.size} distinct releases, ${partial} temporary files left${batches.length === N && manifests === N && icpns.size === N ? ' — each release exactly once' : ' — MISMATCH'}`,
    );
  }
  await jobs.stop();
  await artist.db.end();
} finally {
  await database.pool.end();
  await b.stop();
  await a.stop();
  await Promise.all(servers.map((s) => s.close()));
}
