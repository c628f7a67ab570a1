// Money at scale: a 1,000,000-row sales report (our CSV) uploaded, previewed and confirmed
// through the API (wall time, rows per second, the server's peak resident memory), beside
// `psql \copy` of the same file into an unindexed table on the same database (the floor).
// Phases: the report read and parsed alone in this process (the parser's own cost), and the
// server's SQL as PostgreSQL runs it, sampled from pg_stat_activity every SAMPLE_MS (100) ms. The
// sampling is kept light: every 5 ms, its backend took about 6 CPU-seconds of PostgreSQL's 23 during
// the DSR set, on 2 cores, and the import paid for it. The CPU time the server and PostgreSQL spend
// (from /proc) is given too: on a shared machine it varies much less than the wall time.
// ROWS=... runs a smaller report; USAGE=month gives every line the usage period of the 28 days
// (as a monthly report does: the rollups spread each over its days) instead of one of them;
// Then the same number of lines as a DDEX DSR in DSR_FILES (3) files of one report, in EUR at an
// entered rate, uploaded one by one into one import and confirmed (DSR_FILES=1 leaves it out).
// Then the same number of lines as a store's own report read through a mapping: Apple's financial
// report (tab-separated, MM/DD/YYYY, its total lines at the end), detected from its header, uploaded
// and confirmed (MAPPED=0 leaves it out).
// SPLITS=10 gives each of the 1,000 releases a split of that many payees (5 % each, the first repaid
// 100.00 first), so confirming books under them (domain/splits.ts).
// PROFILE=1 writes the server's CPU profile (node --cpu-prof) to .data-bench/royalties-profile/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { openReport } from '../src/server/features/royalties/read-report.ts';
import { SERVER_ENV } from '../scripts/server-command.ts';
import { artistWithReleases, fmt, startServer } from './support.ts';

const PORT = 3786;
const ROWS = Number(process.env.ROWS ?? 1_000_000);
const MONTHLY = process.env.USAGE === 'month';
const SPLITS = Number(process.env.SPLITS ?? 0);
const dataDir = '.data-bench/royalties';
const file = path.resolve('.data-bench/royalties-report.csv');
const profileDir = path.resolve('.data-bench/royalties-profile');
const SECRET = 'bench-royalties-auth-secret-0123456789abcdef';
const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-password' };
const ARTIST = { email: 'artist@bench.local', password: 'bench-artist-password', name: 'Bench Artist' };

/** The server's statements, by what they do; anything else the server runs is "other SQL". */
const PHASES: [string, RegExp][] = [
  ['upload + parse + staging COPY (streamed together)', /^\s*copy\s/i],
  ['match + insert into sales_import_rows', /insert into sales_import_rows/i],
  ['match (update)', /update sales_import_rows/i],
  ['count and totals', /with g as materialized/i],
  ['indexes', /create (unique )?index|reindex/i],
  ['statistics (analyze)', /^\s*analyze/i],
  ['confirm: analytics rows and ledger entries', /with sums as materialized/i],
  ['confirm: analytics rows', /insert into release_analytics/i],
  ['confirm: ledger entries', /insert into earnings_ledger/i],
  ['confirm: release totals', /update music_releases m set streams_count/i],
  ['confirm: splits', /split_bookings|split_entries|from splits|split_versions/i],
  ['commit', /^\s*commit/i],
];

const SAMPLE_MS = Number(process.env.SAMPLE_MS ?? 100);
const DSR_FILES = Number(process.env.DSR_FILES ?? 3);
const dsrFiles = Array.from({ length: DSR_FILES }, (_, k) => path.resolve(`.data-bench/royalties-dsr-${k + 1}.tsv`));

/**
 * The same number of lines as a DDEX DSR in DSR_FILES files (one MessageId, each file repeating the
 * 50 summary records: 5 stores by 10 countries, their tiers alternating Premium and Free, in EUR),
 * each file's lines in blocks of one release and recording: uploaded one file after the other into
 * one import (the last completing the set), then confirmed at a rate of 1.0842 entered at upload.
 */
async function dsrSet(headers: Record<string, string>) {
  const month = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 7);
  const per = Math.ceil(ROWS / DSR_FILES);
  const summaryOf = (i: number) => i % 50;
  const usages = new Array<bigint>(50).fill(0n);
  for (let i = 0; i < ROWS; i++) usages[summaryOf(i)]! += BigInt(1 + (i % 997));
  const stores = ['Spotify', 'Apple Music', 'YouTube Music', 'Amazon Music', 'Deezer'];
  const countries = ['US', 'GB', 'DE', 'IN', 'BR', 'CA', 'FR', 'JP', 'AU', 'MX'];
  const sy = usages.map((u, s) => {
    const micros = u * 3917n;
    return `SY02\tS${s}\t${stores[s % 5]}\t\tSubscriptionModel\tOnDemandStream\t${countries[Math.floor(s / 5)]}\t${s % 2 ? 'Free' : 'Premium'}\t${u}\t1\tEUR\t${micros / 1_000_000n}.${String(micros % 1_000_000n).padStart(6, '0')}\n`;
  });
  let bytes = 0;
  for (let k = 0; k < DSR_FILES; k++) {
    const out = fs.createWriteStream(dsrFiles[k]!);
    const write = async (t: string) => {
      if (!out.write(t)) await new Promise<void>((r) => out.once('drain', () => r()));
    };
    await write(
      `HEAD\tdsrf/1.1.2/1.6/1.0\tBasicAudioProfile\t1.3\tBENCH-DSR-${month}\t${month}-28T00:00:00Z\t${k + 1}\t${DSR_FILES}\t${month}-01\t${month}-28\tPADPIDA0000000001\tBench DSR\n`,
    );
    for (const l of sy) await write(l);
    const from = k * per;
    const to = Math.min(ROWS, from + per);
    let lines = 1 + sy.length;
    let blocks = 0;
    let track = 0;
    for (let i = from; i < to; i++) {
      const t = 1 + Math.floor(((i - from) * 1000) / (to - from));
      if (t !== track) {
        track = t;
        blocks++;
        const isrc = `QZBEN26${String(t).padStart(5, '0')}`;
        await write(
          `RE01\tB${k}-${t}\tR1\t\t\t\t\tBench Artist\t\tRelease ${t}\nAS02\tB${k}-${t}\tA1\t\t${isrc}\tRelease ${t}\t\tBench Artist\n`,
        );
        lines += 2;
      }
      await write(`SU02\tB${k}-${track}\tS${summaryOf(i)}\tT${i + 1}\t\tA1\ttrue\t${1 + (i % 997)}\n`);
      lines++;
    }
    await write(`FOOT\t${lines + 1}\t\t${sy.length}\t${blocks}\t\n`);
    await new Promise<void>((r) => out.end(() => r()));
    bytes += fs.statSync(dsrFiles[k]!).size;
  }
  console.log(`\nDSR in ${DSR_FILES} files: ${ROWS.toLocaleString('en-US')} usage lines, ${fmt(bytes / 1024 ** 2)} MiB in all`);
  resetPeak();
  const stop = sampleSql();
  const cpu0 = cpuNow();
  const t0 = performance.now();
  let preview = { id: '', version: '', rows: { matched: 0 } };
  for (const [k, f] of dsrFiles.entries()) {
    const s0 = performance.now();
    const up = await fetch(`${server.url}/api/admin/royalties/imports?name=bench-dsr-${k + 1}.tsv&currency=EUR&rate=1.0842`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'text/plain', 'Content-Length': String(fs.statSync(f).size) },
      body: Readable.toWeb(fs.createReadStream(f)) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    preview = (await up.json()) as typeof preview;
    if (up.status !== 201) throw new Error(`upload of file ${k + 1}: ${up.status} ${JSON.stringify(preview)}`);
    console.log(`  file ${k + 1} of ${DSR_FILES}: ${fmt((performance.now() - s0) / 1000, 2)} s`);
  }
  const t1 = performance.now();
  const cpuMid = cpuNow();
  const previewSql = await stop();
  const stopConfirm = sampleSql();
  const conf = await fetch(`${server.url}/api/admin/royalties/imports/${preview.id}/confirm`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ version: preview.version }),
  });
  if (conf.status !== 200) throw new Error(`confirm ${conf.status} ${await conf.text()}`);
  const t2 = performance.now();
  const cpu1 = cpuNow();
  const confirmSql = await stopConfirm();
  console.log(
    `DSR set: preview ${fmt((t1 - t0) / 1000, 2)} s, confirm ${fmt((t2 - t1) / 1000, 2)} s, whole ${fmt((t2 - t0) / 1000, 2)} s ` +
      `(${fmt(ROWS / ((t2 - t0) / 1000))} rows/s), matched ${preview.rows.matched.toLocaleString('en-US')}; ` +
      `server peak ${peakText()}; ` +
      `CPU server ${fmt(cpu1.server - cpu0.server, 2)} s, PostgreSQL ${fmt(cpu1.pg - cpu0.pg, 2)} s`,
  );
  show('  preview', t1 - t0, previewSql, cpuSpent(cpu0, cpuMid));
  show('  confirm', t2 - t1, confirmSql, cpuSpent(cpuMid, cpu1));
}

const MAPPED = process.env.MAPPED !== '0';
const appleFile = path.resolve('.data-bench/royalties-apple.txt');

/**
 * The same number of lines as Apple's financial report (made up: 1,000 recordings, 10 countries,
 * in USD), its three total lines at the end; read through the shipped mapping it is detected as,
 * then confirmed: wall time, rows per second, the server's peak memory.
 */
async function appleReport(headers: Record<string, string>) {
  const month = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 7);
  const [y, m] = month.split('-') as [string, string];
  const lastDay = String(new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate());
  const countries = ['US', 'GB', 'DE', 'IN', 'BR', 'CA', 'FR', 'JP', 'AU', 'MX'];
  const out = fs.createWriteStream(appleFile);
  const write = async (t: string) => {
    if (!out.write(t)) await new Promise<void>((r) => out.once('drain', () => r()));
  };
  await write(
    'Start Date\tEnd Date\tUPC\tISRC/ISBN\tVendor Identifier\tQuantity\tPartner Share\tExtended Partner Share\tPartner Share Currency\tSales or Return\tApple Identifier\tArtist/Show/Developer/Author\tTitle\tLabel/Studio/Network/Developer/Publisher\tGrid\tProduct Type Identifier\tISAN/Other Identifier\tCountry Of Sale\tPre-order Flag\tPromo Code\tCustomer Price\tCustomer Currency\n',
  );
  let units = 0;
  let micros = 0n;
  for (let i = 0; i < ROWS; i++) {
    const track = 1 + (i % 1000);
    const q = 1 + (i % 997);
    const amount = BigInt(q) * 3917n;
    units += q;
    micros += amount;
    await write(
      `${m}/01/${y}\t${m}/${lastDay}/${y}\t\tQZBEN26${String(track).padStart(5, '0')}\tV${track}\t${q}\t0.003917\t${amount / 1_000_000n}.${String(amount % 1_000_000n).padStart(6, '0')}\tUSD\tS\t${1_400_000_000 + track}\tBench Artist\tRelease ${track}\tBench Label\t\tS\t\t${countries[(i >> 3) % 10]}\t\t\t0.99\tUSD\n`,
    );
  }
  await write(
    `\nTotal_Rows\t${ROWS}\nTotal_Amount\t${micros / 1_000_000n}.${String(micros % 1_000_000n).padStart(6, '0')}\nTotal_Units\t${units}\n`,
  );
  await new Promise<void>((r) => out.end(() => r()));
  const bytes = fs.statSync(appleFile).size;
  console.log(`\nApple-shaped report (mapped): ${ROWS.toLocaleString('en-US')} lines, ${fmt(bytes / 1024 ** 2)} MiB`);
  resetPeak();
  const stop = sampleSql();
  const cpu0 = cpuNow();
  const t0 = performance.now();
  const up = await fetch(`${server.url}/api/admin/royalties/imports?name=bench-apple.txt`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'text/plain', 'Content-Length': String(bytes) },
    body: Readable.toWeb(fs.createReadStream(appleFile)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const preview = (await up.json()) as { id: string; version: string; rows: { matched: number }; mapping: { id: string } | null };
  if (up.status !== 201) throw new Error(`upload of the Apple-shaped report: ${up.status} ${JSON.stringify(preview)}`);
  if (preview.mapping?.id !== 'apple-financial') throw new Error(`read as ${JSON.stringify(preview.mapping)}, not Apple's mapping`);
  const t1 = performance.now();
  const cpuMid = cpuNow();
  const previewSql = await stop();
  const stopConfirm = sampleSql();
  const conf = await fetch(`${server.url}/api/admin/royalties/imports/${preview.id}/confirm`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ version: preview.version }),
  });
  if (conf.status !== 200) throw new Error(`confirm ${conf.status} ${await conf.text()}`);
  const t2 = performance.now();
  const cpu1 = cpuNow();
  const confirmSql = await stopConfirm();
  console.log(
    `mapped report: preview ${fmt((t1 - t0) / 1000, 2)} s, confirm ${fmt((t2 - t1) / 1000, 2)} s, whole ${fmt((t2 - t0) / 1000, 2)} s ` +
      `(${fmt(ROWS / ((t2 - t0) / 1000))} rows/s), matched ${preview.rows.matched.toLocaleString('en-US')}; ` +
      `server peak ${peakText()}; ` +
      `CPU server ${fmt(cpu1.server - cpu0.server, 2)} s, PostgreSQL ${fmt(cpu1.pg - cpu0.pg, 2)} s`,
  );
  show('  preview', t1 - t0, previewSql, cpuSpent(cpu0, cpuMid));
  show('  confirm', t2 - t1, confirmSql, cpuSpent(cpuMid, cpu1));
}

if (process.env.PROFILE) fs.rmSync(profileDir, { recursive: true, force: true });
const server = await startServer({
  dataDir,
  port: PORT,
  fresh: true,
  env: {
    ...SERVER_ENV, // the allocator settings npm start runs the server with
    AUTH_SECRET: SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(process.env.PROFILE ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}),
  },
});
const secret = fs.readFileSync(path.join(dataDir, 'pg.secret'), 'utf8').trim();
const dbUrl = `postgres://postgres:${secret}@127.0.0.1:${PORT + 20000}/postgres`;
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const probe = new pg.Client({ connectionString: dbUrl });
await probe.connect();
const status = (field: 'VmRSS' | 'VmHWM') =>
  Number(
    /(\d+) kB/.exec(
      fs
        .readFileSync(`/proc/${server.proc.pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith(field))!,
    )![1],
  ) / 1024;
/** Sets the server's high-water mark back to its resident size now (Linux clear_refs 5), so the next one read is an import's own peak. */
const resetPeak = () => fs.writeFileSync(`/proc/${server.proc.pid}/clear_refs`, '5');
/** The server's high-water mark, in MiB and MB. */
const peakText = () => `${fmt(status('VmHWM'))} MiB (${fmt((status('VmHWM') * 1024 ** 2) / 1e6)} MB)`;

/** CPU seconds (user + system) of a process from /proc; with `children`, of the processes it has waited for too. */
function cpuOf(pid: number, children = false): number {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0);
  return ticks / 100;
}

/** CPU seconds of the embedded PostgreSQL: the postmaster, its running processes and those that ended. */
function pgCpu(): number {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = cpuOf(postmaster, true);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.split(') ')[1]!.split(' ')[1]) === postmaster) total += cpuOf(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return total;
}
const cpuNow = () => ({ server: cpuOf(server.proc.pid!), pg: pgCpu() });

/** One step's wall time, CPU and time per phase of SQL. */
const show = (label: string, total: number, { spent }: { spent: Map<string, number> }, cpu: { server: number; pg: number }) => {
  console.log(`${label}: ${fmt(total / 1000, 2)} s`);
  console.log(
    `  CPU: server ${fmt(cpu.server, 2)} s (${fmt((cpu.server * 1e6) / ROWS, 2)} µs a row), ` +
      `PostgreSQL ${fmt(cpu.pg, 2)} s (${fmt((cpu.pg * 1e6) / ROWS, 2)} µs a row)`,
  );
  let sqlMs = 0;
  for (const [phase, ms] of [...spent].sort((a, b) => b[1] - a[1])) {
    sqlMs += ms;
    console.log(`  ${phase}: ${fmt(ms / 1000, 2)} s`);
  }
  console.log(`  no statement running (Node, network, round trips): ${fmt(Math.max(0, total - sqlMs) / 1000, 2)} s`);
};
const cpuSpent = (a: { server: number; pg: number }, b: { server: number; pg: number }) => ({
  server: b.server - a.server,
  pg: b.pg - a.pg,
});

async function signIn(who: { email: string; password: string }) {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`sign-in ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Samples what the server's connections run until stopped: time per phase, in ms. */
function sampleSql() {
  const spent = new Map<string, number>();
  let running = true;
  let last = performance.now();
  let lastPhases: string[] = [];
  const loop = (async () => {
    while (running) {
      const { rows } = await probe.query<{ query: string }>(
        `select query from pg_stat_activity where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid() and datname = current_database()
            and query not ilike '%pgboss%'`,
      );
      const now = performance.now();
      for (const p of lastPhases) spent.set(p, (spent.get(p) ?? 0) + (now - last));
      lastPhases = [
        ...new Set(rows.map((r) => PHASES.find(([, re]) => re.test(r.query))?.[0] ?? `other SQL: ${r.query.trim().slice(0, 60)}`)),
      ];
      last = now;
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { spent };
  };
}

try {
  // the artist, with 1,000 releases of one track each (ISRC QZBEN26 + number)
  const artistId = await artistWithReleases(server, db, ARTIST, 1000);
  await db.query(`insert into release_tracks (release_id, position, title, isrc)
    select id, 1, title, 'QZBEN26' || lpad(substr(title, 9), 5, '0') from music_releases where user_id = '${artistId}'`);

  if (SPLITS > 0) {
    // each release's split: SPLITS payees without accounts, 5 % each, the first repaid 100.00 first
    await db.query(`insert into splits (release_id, owner_id) select id, user_id from music_releases where user_id = '${artistId}'`);
    await db.query(`insert into split_parties (split_id, email, name, invite_key)
      select s.id, 'payee' || n || '-' || s.id || '@bench.local', 'Payee ' || n, md5(s.id::text || n)
        from splits s cross join generate_series(1, ${SPLITS}) n where s.owner_id = '${artistId}'`);
    await db.query(`insert into split_versions (split_id, number) select id, 1 from splits where owner_id = '${artistId}'`);
    await db.query(`insert into split_shares (version_id, party_id, position, share)
      select v.id, p.id, row_number() over (partition by v.id order by p.email), 50000
        from split_versions v join split_parties p on p.split_id = v.split_id join splits s on s.id = v.split_id where s.owner_id = '${artistId}'`);
    await db.query(`insert into split_recoupments (split_id, party_id, position, amount)
      select distinct on (p.split_id) p.split_id, p.id, 1, 100 from split_parties p join splits s on s.id = p.split_id
       where s.owner_id = '${artistId}' order by p.split_id, p.email`);
    console.log(`splits: 1,000 releases with ${SPLITS} payees each`);
  }

  // the report: ROWS lines over the 1,000 tracks, 5 stores, 10 countries, 28 days of last month (each line one day, or all 28)
  const month = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 7);
  const stores = ['Spotify', 'Apple Music', 'YouTube Music', 'Amazon Music', 'Deezer'];
  const countries = ['US', 'GB', 'DE', 'IN', 'BR', 'CA', 'FR', 'JP', 'AU', 'MX'];
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const out = fs.createWriteStream(file);
  out.write(
    'source,statement_id,line_id,statement_period,usage_start,usage_end,store,use_type,country,isrc,upc,track_title,artist_name,quantity,amount,currency,original_amount,original_currency,exchange_rate,is_adjustment\n',
  );
  for (let i = 0; i < ROWS; i++) {
    const day = `${month}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const [start, end] = MONTHLY ? [`${month}-01`, `${month}-28`] : [day, day];
    const track = 1 + (i % 1000);
    const q = 1 + (i % 997);
    const micros = q * 3917; // integer micro-dollars, written as decimal text
    const line = `Bench,BENCH-${month},${i + 1},${month},${start},${end},${stores[i % 5]},stream,${countries[(i >> 3) % 10]},QZBEN26${String(track).padStart(5, '0')},,Release ${track},Bench Artist,${q},${Math.trunc(micros / 1_000_000)}.${String(micros % 1_000_000).padStart(6, '0')},USD,,,,false\n`;
    if (!out.write(line)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r) => out.end(() => r()));
  const bytes = fs.statSync(file).size;
  console.log(`report: ${ROWS.toLocaleString('en-US')} rows, ${fmt(bytes / 1024 ** 2)} MiB`);

  // the parser's own cost: the same file read and parsed in this process, nothing stored
  const p0 = performance.now();
  const report = await openReport(fs.createReadStream(file));
  let parsed = 0;
  for await (const r of report.rows) if (r.ok) parsed++;
  const parseMs = performance.now() - p0;
  if (parsed !== ROWS) throw new Error(`parsed ${parsed} of ${ROWS} rows`);
  console.log(
    `read + parse alone (this process): ${fmt(parseMs / 1000, 2)} s (${fmt(ROWS / (parseMs / 1000))} rows/s, ${fmt((parseMs * 1000) / ROWS, 2)} µs a row)`,
  );

  const cookie = await signIn(ADMIN);
  const headers = { Origin: server.url, Cookie: cookie };
  const rssBefore = status('VmRSS');
  console.log(
    `server before the import: RSS ${fmt(rssBefore)} MiB, high-water mark so far ${fmt(status('VmHWM'))} MiB (set back to the RSS now)`,
  );
  resetPeak();
  const stopPreview = sampleSql();
  const cpu0 = cpuNow();
  const t0 = performance.now();
  const up = await fetch(`${server.url}/api/admin/royalties/imports?name=bench.csv`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'text/csv', 'Content-Length': String(bytes) },
    body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const preview = (await up.json()) as { id: string; version: string; rows: { matched: number } };
  if (up.status !== 201) throw new Error(`upload ${up.status} ${JSON.stringify(preview)}`);
  const t1 = performance.now();
  const cpu1 = cpuNow();
  const previewSql = await stopPreview();
  const stopConfirm = sampleSql();
  const conf = await fetch(`${server.url}/api/admin/royalties/imports/${preview.id}/confirm`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ version: preview.version }),
  });
  if (conf.status !== 200) throw new Error(`confirm ${conf.status} ${await conf.text()}`);
  const t2 = performance.now();
  const cpu2 = cpuNow();
  const confirmSql = await stopConfirm();
  const peak = status('VmHWM');
  const wall = (t2 - t0) / 1000;
  show('preview (upload, parse, stage, match, count)', t1 - t0, previewSql, cpuSpent(cpu0, cpu1));
  show('confirm (analytics, ledger, release totals, one transaction)', t2 - t1, confirmSql, cpuSpent(cpu1, cpu2));
  console.log(
    `import: ${fmt(wall, 2)} s, ${fmt(ROWS / wall)} rows/s, matched ${preview.rows.matched.toLocaleString('en-US')}; ` +
      `server RSS ${fmt(rssBefore)} MiB before, peak ${fmt(peak)} MiB (${fmt((peak * 1024 ** 2) / 1e6)} MB)`,
  );

  if (SPLITS > 0) {
    const { rows } = await db.query<{ bookings: string; entries: string; owner: string; payees: string; net: string }>(`
      select (select count(*) from split_bookings)::text bookings, (select count(*) from split_entries)::text entries,
             (select sum(net) from earnings_ledger where kind = 'split')::text owner, (select sum(amount) from split_entries)::text payees,
             (select sum(net) from earnings_ledger where kind = 'earning')::text net`);
    const r = rows[0]!;
    if (r.owner !== `-${r.payees}`) throw new Error(`the owner gave ${r.owner}, the payees got ${r.payees}`);
    console.log(`splits booked: ${r.bookings} bookings, ${r.entries} payees' entries; ${r.payees} of the net ${r.net} to payees`);
  }

  // the floor: psql \copy of the same file into an unindexed table
  await db.query(`create table bench_copy (source text, statement_id text, line_id text, statement_period text, usage_start date, usage_end date,
    store text, use_type text, country text, isrc text, upc text, track_title text, artist_name text, quantity bigint, amount numeric(24,12),
    currency text, original_amount text, original_currency text, exchange_rate text, is_adjustment text)`);
  const c0 = performance.now();
  const psql = spawnSync('/usr/bin/psql', [dbUrl, '-q', '-c', `\\copy bench_copy from '${file}' with (format csv, header true)`], {
    encoding: 'utf8',
  });
  if (psql.status !== 0) throw new Error(`psql: ${psql.stderr}`);
  const copy = (performance.now() - c0) / 1000;
  console.log(`psql \\copy: ${fmt(copy, 2)} s (${fmt(ROWS / copy)} rows/s); import / copy = ${fmt(wall / copy, 1)}x`);
  await db.query('drop table bench_copy');

  if (DSR_FILES > 1) await dsrSet(headers);
  if (MAPPED) await appleReport(headers);
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`load average (1, 5, 15 min) at the end: ${load}`);
} finally {
  for (const f of dsrFiles) fs.rmSync(f, { force: true });
  fs.rmSync(appleFile, { force: true });
  await probe.end();
  await db.end();
  await server.stop();
  fs.rmSync(file, { force: true });
  if (process.env.PROFILE) console.log(`CPU profile: ${fs.readdirSync(profileDir).map((f) => path.join(profileDir, f))}`);
}
