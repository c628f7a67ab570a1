// A real SFTP server on loopback for the delivery tests and benchmark (the ssh2 package's server),
// serving a folder. It can refuse logins and drop a connection in the middle of a file, the faults
// a store's server shows. Starting it fails loudly: a test needing it never runs without it.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import ssh2 from 'ssh2';
import { serveSftp, type SftpServerOptions, type SftpStats } from './test-sftp-session.ts';

const { Server, utils } = ssh2;

export type TestSftpServer = {
  port: number;
  /** Logins refused, connections dropped, sessions opened and file bytes sent so far. */
  stats: SftpStats;
  /** Hangs up on every client connected now (a server restarted, an idle timeout). */
  hangUp(): void;
  close(): Promise<void>;
};

/**
 * A fresh ed25519 host key that ssh2 can read back: about 1 in 256 of the pairs its keygen makes
 * have a public key starting with a zero byte, which it strips and then refuses as malformed
 * (mscdex/ssh2 issues 1390 and 1513), so such a pair is drawn again.
 */
function hostKeyPair(): string {
  for (;;) {
    const pair = utils.generateKeyPairSync('ed25519');
    if (!(utils.parseKey(pair.private) instanceof Error) && !(utils.parseKey(pair.public) instanceof Error)) return pair.private;
  }
}

export async function startSftpServer(opts: SftpServerOptions): Promise<TestSftpServer> {
  fs.mkdirSync(opts.root, { recursive: true });
  const stats = { refused: 0, dropped: 0, sessions: 0, readBytes: 0 };
  const hostKey = hostKeyPair();
  const local = (p: string) => {
    const rel = path.posix.normalize(`/${p}`);
    return path.join(opts.root, ...rel.split('/').filter(Boolean));
  };
  const clients = new Set<{ end(): void }>();
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    clients.add(client);
    (client as unknown as { setNoDelay(on: boolean): void }).setNoDelay(true); // small requests and answers: sent at once
    client.on('close', () => clients.delete(client));
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === opts.username && ctx.password === opts.password) return ctx.accept();
      if (ctx.method === 'password') stats.refused++;
      ctx.reject(['password']);
    });
    client.on('error', () => undefined);
    client.on('ready', () => {
      client.on('session', (accept) => {
        const session = accept();
        session.on('sftp', (acceptSftp) => {
          stats.sessions++;
          serveSftp(acceptSftp(), { opts, stats, local, client });
        });
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    stats,
    hangUp: () => {
      for (const c of clients) c.end();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const c of clients) c.end();
      }),
  };
}
