// A verified, signed-in artist on a bench server, and a database client to it.
import fs from 'node:fs';
import pg from 'pg';

export async function benchArtist(url: string, dataDir: string, pgPort: number) {
  const email = `bench${Date.now()}@example.com`;
  const json = { 'Content-Type': 'application/json', Origin: url };
  await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Bench Artist', email, password: 'bench-password-1' }),
  });
  const secret = fs.readFileSync(`${dataDir}/pg.secret`, 'utf8').trim();
  const db = new pg.Client({ connectionString: `postgres://postgres:${secret}@127.0.0.1:${pgPort}/postgres` });
  // The servers' database stops when a benchmark ends, failed or not: that is no error of its own.
  db.on('error', () => undefined);
  await db.connect();
  const { rows } = await db.query<{ id: string }>('update users set email_verified = true where email = $1 returning id', [email]);
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'bench-password-1' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { db, userId: rows[0]!.id, cookie, headers: { ...json, Cookie: cookie } };
}

/** The resident memory of a process, in MiB (Linux). */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
