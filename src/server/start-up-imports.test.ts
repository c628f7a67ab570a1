// The bundled server, started as `npm start` runs it, loads at start-up only what its settings
// use: no S3 SDK without S3_BUCKET, no mail library before the first message, no image or audio
// analysis before the first upload. Which package each loaded file of the bundle holds comes from
// the build's metafile; files loaded from node_modules (the external packages) name themselves.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, inject } from 'vitest';
import { buildServer, type ServerBuild } from '../../scripts/build-server.ts';
import { SERVER_ENV, SERVER_FLAGS } from '../../scripts/server-command.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Never loaded at start-up with the settings below (no S3_BUCKET, no SMTP_URL, no upload, approval, import or receipt PDF yet). */
const UNUSED_AT_START = [
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@smithy/core',
  'nodemailer',
  'music-metadata',
  'sharp',
  // no release approved or delivered, no report imported yet, no SFTP store in use
  'xmlbuilder2',
  'csv-parse',
  'pg-copy-streams',
  'ssh2-sftp-client',
  'ssh2',
  // no receipt PDF asked for yet
  'pdfkit',
  'fontkit',
];
/** Loaded by any start-up: they show the accounting below sees what is loaded. */
const USED_AT_START = ['hono', 'drizzle-orm', 'pg', 'pg-boss', 'better-auth'];

let server: ServerBuild;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-start-up-'));
const databases: string[] = [];
const adminUrl = () => inject('pgAdminUrl');

beforeAll(async () => {
  // Same depth below the root as dist/server, so the bundle finds dist/web where it looks for it.
  server = await buildServer({ root, outdir: `dist/.server-test-${process.pid}` });
}, 300_000);

afterAll(async () => {
  fs.rmSync(server.outdir, { recursive: true, force: true });
  fs.rmSync(scratch, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

const packageOf = (file: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];

/** The packages whose code the bundle files (and external files) a process loaded contain. */
function packagesIn(loadedUrls: string[]): Set<string> {
  const byName = new Map(Object.entries(server.metafile.outputs).map(([file, out]) => [path.basename(file), out]));
  const packages = new Set<string>();
  for (const url of loadedUrls) {
    if (!url.startsWith('file:')) continue;
    const file = fileURLToPath(url);
    const direct = packageOf(file);
    if (direct) packages.add(direct);
    if (path.dirname(file) !== server.outdir) continue;
    const out = byName.get(path.basename(file));
    expect(out, `${file} is an output of this build`).toBeDefined();
    for (const input of Object.keys(out!.inputs)) {
      const pkg = packageOf(input);
      if (pkg) packages.add(pkg);
    }
  }
  return packages;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the bundle on a database of its own, waits for its first answer, stops it, and returns
 * every module URL it loaded. */
async function startAndStop(env: Record<string, string>, settleMs = 0): Promise<string[]> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE tunelane_template`);
  await admin.end();
  databases.push(name);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;

  const list = path.join(scratch, `${name}.loaded`);
  const hook = path.join(scratch, 'record-loads.mjs');
  fs.writeFileSync(
    hook,
    `import { registerHooks } from 'node:module';
import fs from 'node:fs';
const loaded = [];
registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
process.on('exit', () => fs.writeFileSync(process.env.LOADED_LIST, loaded.join('\\n')));
`,
  );
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', hook, ...SERVER_FLAGS, path.join(server.outdir, 'main.js')], {
    cwd: root,
    env: {
      ...SERVER_ENV,
      PATH: process.env.PATH ?? '',
      LOADED_LIST: list,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      DATA_DIR: path.join(scratch, name),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${stderr}`);
    if (Date.now() - started > 60_000) throw new Error(`no answer in 60 s:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, settleMs));
  child.kill('SIGTERM');
  expect(await exited, stderr).toBe(0);
  return fs.readFileSync(list, 'utf8').split('\n');
}

it('loads neither the S3 SDK, nor mail, image or audio libraries when starting on disk storage', { timeout: 120_000 }, async () => {
  const packages = packagesIn(await startAndStop({}));
  for (const pkg of USED_AT_START) expect(packages, `${pkg} is loaded at start-up`).toContain(pkg);
  for (const pkg of UNUSED_AT_START) expect(packages, `${pkg} must not be loaded at start-up`).not.toContain(pkg);
});

it('loads the S3 SDK at start-up when S3_BUCKET is set', { timeout: 120_000 }, async () => {
  const packages = packagesIn(
    await startAndStop({ S3_BUCKET: 'tunelane-test', S3_ENDPOINT: 'http://127.0.0.1:9', S3_FORCE_PATH_STYLE: '1' }, 1000),
  );
  expect(packages).toContain('@aws-sdk/client-s3');
  expect(packages).not.toContain('nodemailer');
});
