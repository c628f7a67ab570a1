// Checking a catalogue sheet: 1,000 releases of three tracks (3,000 rows) sent to the running
// server as a label would send it, read, checked row by row and against the database (codes, artist
// profiles) and kept. Budget: under 30 s. Figures in docs/benchmarks.md.
import { CATALOGUE_HEADERS } from '../src/domain/catalogue-import-columns.ts';
import { withCheckDigit } from '../src/domain/identifiers.ts';
import { benchArtist } from './releases-session.ts';
import { fmt, startServer } from './support.ts';

const PORT = 3761;
const dataDir = '.data-bench/catalogue-import';
const RELEASES = 1000;
const TRACKS = 3;

function sheet(): string {
  const lines = [CATALOGUE_HEADERS.join(',')];
  for (let r = 0; r < RELEASES; r++) {
    const upc = withCheckDigit(`7${String(r + 1).padStart(11, '0')}`);
    for (let t = 0; t < TRACKS; t++) {
      const cells: Record<string, string> = {
        upc,
        release_title: `Release ${r + 1}`,
        artist_name: `Artist ${(r % 8) + 1}`,
        release_type: 'ep',
        release_date: '2019-03-01',
        genre: 'Pop',
        copyright_holder: 'Tide Records',
        cover_file: `cover-${r + 1}.jpg`,
        track_position: String(t + 1),
        track_title: `Song ${t + 1}`,
        isrc: `QZTL119${String(r * TRACKS + t).padStart(5, '0')}`,
        audio_file: `audio-${r + 1}-${t + 1}.wav`,
      };
      lines.push(CATALOGUE_HEADERS.map((h) => cells[h] ?? '').join(','));
    }
  }
  return lines.join('\n');
}

const server = await startServer({ dataDir, port: PORT, fresh: true });
try {
  const { db, userId, headers } = await benchArtist(server.url, dataDir, PORT + 20000);
  await db.query(
    `update profiles set plan_type = 'small_label', subscription_status = 'active', subscription_expires_at = now() + interval '300 days' where id = $1`,
    [userId],
  );
  await db.end();
  const csv = sheet();
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/catalogue-imports?name=catalogue.csv`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'text/csv' },
      body: csv,
    });
    const body = (await res.json()) as { problems: unknown[]; releases: unknown[] };
    if (res.status !== 201 || body.problems.length || body.releases.length !== RELEASES)
      throw new Error(`status ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    times.push(performance.now() - t0);
  }
  const worst = Math.max(...times);
  console.log(
    `catalogue sheet of ${RELEASES} releases (${RELEASES * TRACKS} rows, ${fmt(csv.length / 1024, 0)} KiB) checked and kept: ${times.map((t) => `${fmt(t / 1000, 2)} s`).join(', ')} (budget 30 s)`,
  );
  if (worst > 30_000) throw new Error(`checking took ${fmt(worst / 1000, 2)} s, over the 30 s budget`);
} finally {
  await server.stop();
}
