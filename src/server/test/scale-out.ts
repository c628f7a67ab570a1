// Two instances of the app behind Debian's nginx (the shipped deploy/nginx/tunelane-proxy.conf) on
// one PostgreSQL, one S3-compatible bucket (s3rver) and one SMTP server (smtp-server), as
// docs/deployment.md runs them, for the scale-out tests: started before the file's tests (both
// instances at once: one migrates, the other waits), stopped after them. Fails when nginx is missing.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { mailCatcher } from './mail-catcher.ts';
import { afterAll, beforeAll, expect } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.ts';
import { createLogger } from '../logger.ts';
import { freePort, startApp, stopApp } from './app-process.ts';
import { startNginx, type Nginx } from './nginx.ts';

export const SCALE_ADMIN = { email: 'scale-admin@example.com', password: 'scale-admin-password' };

type Instance = { port: number; url: string; proc?: ChildProcess };
type CallInit = { method?: string; cookie?: string; body?: unknown; raw?: BodyInit; type?: string };

export type Cluster = {
  /** The two instances: their ports, and their processes while they run. */
  instances: Instance[];
  /** Every mail the SMTP server took: its recipient and subject. */
  mails: { to: string; subject: string }[];
  /** The test's own client of the shared database. */
  db: pg.Client;
  nginx: Nginx;
  /** Starts instance `i` (again) with the shared settings. */
  startInstance: (i: number) => Promise<void>;
  /** A request to the proxy, or straight to one instance. */
  call: (base: string, p: string, init?: CallInit) => Promise<Response>;
  signIn: (base: string, who: { email: string; password: string }) => Promise<string>;
  A: () => string;
  B: () => string;
  proxy: () => string;
};

export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * The cluster of a test file, named for its data folder; `extraEnv` is given to both instances on
 * top of what must match across them.
 */
export function scaleOutCluster(name: string, extraEnv: Record<string, string> = {}): Cluster {
  const root = path.resolve(`.data-test/${name}-${process.pid}`);
  const mails: Cluster['mails'] = [];
  const smtp = mailCatcher((text, recipients) => {
    const subject = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
    for (const to of recipients) mails.push({ to, subject });
  });
  const instances: Instance[] = [];
  let database: EmbeddedPostgres | undefined;
  let s3: S3rver | undefined;
  let env: Record<string, string>;
  const c = {
    instances,
    mails,
    startInstance: async (i: number) => {
      const it = instances[i]!;
      it.proc = await startApp({ ...env, PORT: String(it.port), DATA_DIR: path.join(root, `app${i}`) });
    },
    call: async (base: string, p: string, init: CallInit = {}) => {
      const headers: Record<string, string> = { Origin: c.nginx.url };
      if (init.cookie) headers.Cookie = init.cookie;
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      if (init.type) headers['Content-Type'] = init.type;
      return fetch(`${base}${p}`, {
        method: init.method ?? (init.body !== undefined || init.raw !== undefined ? 'POST' : 'GET'),
        headers,
        body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      });
    },
    signIn: async (base: string, who: { email: string; password: string }) => {
      const res = await c.call(base, '/api/auth/sign-in/email', { body: { email: who.email, password: who.password } });
      expect(res.status, await res.clone().text()).toBe(200);
      return cookieOf(res);
    },
    A: () => instances[0]!.url,
    B: () => instances[1]!.url,
    proxy: () => c.nginx.url,
  } as Cluster;

  beforeAll(async () => {
    fs.rmSync(root, { recursive: true, force: true });
    const pgPort = await freePort();
    database = await startEmbeddedPostgres({ dir: path.join(root, 'pg'), port: pgPort, log: createLogger('silent'), noDurability: true });
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(root, 's3'),
      configureBuckets: [{ name: 'tunelane' }],
    });
    const { port: s3Port } = (await s3.run()) as { port: number };
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      instances.push({ port, url: `http://127.0.0.1:${port}` });
    }
    c.nginx = await startNginx(instances.map((i) => i.port));
    // what must match across instances (docs/deployment.md)
    env = {
      DATABASE_URL: database.url,
      PUBLIC_URL: c.nginx.url,
      TRUST_PROXY: '1',
      AUTH_SECRET: 'scale-out-auth-secret-0123456789abcdef',
      SANDBOX_PAYMENT_SECRET: 'scale-out-sandbox-secret-0123456789abcdef',
      S3_BUCKET: 'tunelane',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL: SCALE_ADMIN.email,
      ADMIN_PASSWORD: SCALE_ADMIN.password,
      LOG_LEVEL: 'info',
      ...extraEnv,
    };
    await Promise.all([c.startInstance(0), c.startInstance(1)]); // both start at once: one migrates, the other waits
    c.db = new pg.Client({ connectionString: database.url });
    await c.db.connect();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => stopApp(i.proc)));
    await c.nginx?.stop();
    await c.db?.end();
    await database?.stop();
    await s3?.close();
    await new Promise<void>((r) => smtp.close(() => r()));
    fs.rmSync(root, { recursive: true, force: true });
  });
  return c;
}
