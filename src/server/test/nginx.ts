// Debian's nginx on loopback in front of the given instances, with the proxy settings the
// deployment guide ships (deploy/nginx/tunelane-proxy.conf). Fails when nginx is not installed.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './app-process.ts';

export const NGINX = '/usr/sbin/nginx';
const SHIPPED = path.resolve('deploy/nginx/tunelane-proxy.conf');

export type Nginx = {
  url: string;
  port: number;
  /** Takes the instances at these places out of the rotation (`down`), the others back in, and reloads. */
  drain: (down: number[]) => Promise<void>;
  stop: () => Promise<void>;
};

export async function startNginx(upstreams: number[]): Promise<Nginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is missing at ${NGINX} (apt-get install nginx)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-nginx-'));
  const port = await freePort();
  const conf = (down: number[]) => `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user root root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream tunelane {
${upstreams.map((p, i) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${down.includes(i) ? ' down' : ''};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    include ${SHIPPED};
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf([]));
  const proc: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (open) break;
    if (proc.exitCode !== null || i > 200) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  /** The master's workers (Linux: the children its /proc entry lists). */
  const workers = () => new Set(fs.readFileSync(`/proc/${proc.pid}/task/${proc.pid}/children`, 'utf8').split(/\s+/).filter(Boolean));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    drain: async (down) => {
      fs.writeFileSync(path.join(dir, 'nginx.conf'), conf(down));
      const before = workers();
      proc.kill('SIGHUP');
      // Done when the old workers have gone: until then, a request on a connection one of them
      // holds still goes by the old configuration.
      for (let i = 0; [...before].some((w) => fs.existsSync(`/proc/${w}`)) || workers().size === 0; i++) {
        if (i > 1000) throw new Error('nginx did not reload');
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    stop: async () => {
      if (proc.exitCode === null) {
        proc.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
