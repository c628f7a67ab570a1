// The deployment files an operator copies (deploy/): no Docker engine runs here, so the compose
// file is checked for what would break it at `up` or leave instances apart. Its settings, filled
// from example.env as the guide says, must be settings the app reads and accepts; every instance
// must sit in nginx's upstream on the port its image listens on; the image must start the server
// as `npm start` does; the proxy must mount the nginx file the scale-out test runs.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readEnv, SETTING_NAMES } from '../env.ts';
import { SERVER_ENTRY, SERVER_ENV, SERVER_FLAGS } from '../../../scripts/server-command.ts';

const deploy = path.resolve(import.meta.dirname, '../../../deploy');
const read = (name: string) => fs.readFileSync(path.join(deploy, name), 'utf8');

type Service = {
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
};
const compose = parse(read('compose.yaml')) as { services: Record<string, Service> };
const apps = Object.entries(compose.services).filter(([, s]) => s.build);

/** The secrets example.env leaves for the operator to generate; its other empty settings are optional. */
const SECRETS = ['POSTGRES_PASSWORD', 'AUTH_SECRET', 'SECRET_BOX_KEY', 'MINIO_ROOT_PASSWORD'];

/** example.env as an operator fills it: each secret generated (48 characters), the optional left empty. */
function filledExample(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of read('example.env').split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line);
    if (m) vars[m[1]!] = SECRETS.includes(m[1]!) ? `${m[1]!.toLowerCase()}-`.padEnd(48, 'x') : m[2]!;
  }
  expect(Object.keys(vars)).toEqual(expect.arrayContaining(SECRETS));
  return vars;
}

/** Compose's interpolation: ${X}, ${X:-default}, ${X:?error} (refused when X is empty), $$. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\$|\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (all, name?: string, op?: string, arg?: string) => {
    if (all === '$$') return '$';
    const v = vars[name!] ?? '';
    if (op === '?' && !v) throw new Error(`${name} is required: ${arg}`);
    return v || (op === '-' ? arg! : '');
  });
}

describe('deploy/compose.yaml', () => {
  it('runs two instances of the image, each waiting for a healthy database and the bucket', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [, app] of apps) {
      expect(app.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
      expect(app.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        bucket: { condition: 'service_completed_successfully' },
      });
      expect(app.healthcheck?.test.join(' ')).toContain('/api/health');
    }
  });

  it('gives every instance the same settings, each one the app reads, and the app accepts them', () => {
    const vars = filledExample();
    const envs = apps.map(([, app]) =>
      Object.fromEntries(Object.entries(app.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), vars)])),
    );
    expect(envs[1]).toEqual(envs[0]);
    const env = envs[0]!;
    expect(Object.keys(env).filter((k) => !SETTING_NAMES.includes(k))).toEqual([]);
    const settings = readEnv(env);
    // one database, one bucket, behind a proxy: what makes the instances one service
    expect(settings.DATABASE_URL).toMatch(/^postgres:\/\/tunelane:.+@postgres:5432\/tunelane$/);
    expect(settings.S3_ENDPOINT).toBe('http://minio:9000');
    expect(settings.TRUST_PROXY).toBe(true);
    expect(settings.PUBLIC_URL).toBe('https://music.example.com');
  });

  it('refuses to start without the secrets the instances must share', () => {
    const vars = filledExample();
    const env = apps[0]![1].environment!;
    for (const secret of SECRETS) {
      const without = { ...vars, [secret]: '' };
      expect(() => Object.values(env).map((v) => interpolate(String(v), without)), secret).toThrow(`${secret} is required`);
    }
  });

  it('puts every instance in nginx upstream, on the port the image listens on, through the shipped proxy file', () => {
    const port = /ENV [^\n]*\bPORT=(\d+)/.exec(read('Dockerfile'))?.[1];
    expect(port).toBe('3000');
    const upstream = [...read('nginx/default.conf').matchAll(/^\s*server (\S+?):(\d+)/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(upstream).toEqual(apps.map(([name]) => `${name}:${port}`));
    expect(read('nginx/default.conf')).toContain('include /etc/nginx/tunelane-proxy.conf;');
    expect(compose.services.proxy!.volumes).toContain('./nginx/tunelane-proxy.conf:/etc/nginx/tunelane-proxy.conf:ro');
  });
});

describe('deploy/Dockerfile', () => {
  it('starts the built server with the flags and allocator settings `npm start` uses', () => {
    const file = read('Dockerfile');
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(file)![1]!) as string[];
    expect(cmd).toEqual(['node_modules/.bin/node', ...SERVER_FLAGS, SERVER_ENTRY]);
    for (const [k, v] of Object.entries(SERVER_ENV)) expect(file).toMatch(new RegExp(`^ENV .*\\b${k}=${v}\\b`, 'm'));
    expect(file).toMatch(/^RUN npm ci --strict-allow-scripts/m);
    expect(file).toMatch(/^USER node$/m);
  });
});
