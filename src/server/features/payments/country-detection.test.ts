// The visitor's country: only a public address is looked up, and only a two-letter code the
// service gives counts; anything else is "unknown" (the client then shows USD).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../deps.ts';
import { detectCountry } from './detect-country.ts';

const asked: string[] = [];
let reply: unknown = { country_code: 'in' };
const service = http.createServer((req, res) => {
  asked.push(req.url ?? '');
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply));
});

const failures: unknown[] = []; // what was logged as a failed lookup
const log = { debug: (...args: unknown[]) => void failures.push(args) };
let deps: Deps;
beforeAll(async () => {
  await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
  const { port } = service.address() as AddressInfo;
  deps = { env: { GEOLOCATION_URL: `http://127.0.0.1:${port}/geo/{ip}` }, log } as unknown as Deps;
});
afterAll(async () => {
  service.closeAllConnections();
  await new Promise((r) => service.close(r));
});

describe('detectCountry', () => {
  it('looks up a public address and gives its country in capitals', async () => {
    reply = { country_code: 'in' };
    expect(await detectCountry(deps, '8.8.8.8')).toBe('IN');
    expect(asked.at(-1)).toBe('/geo/8.8.8.8');
  });

  it('never asks the service about a private, loopback or malformed address, or none', async () => {
    asked.length = 0;
    reply = { country_code: 'IN' };
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.9',
      '172.20.0.1',
      '169.254.1.1',
      '::1',
      'fd00::1',
      'fe80::1',
      'not-an-ip',
      '',
      undefined,
    ]) {
      expect(await detectCountry(deps, ip)).toBeNull();
    }
    expect(asked).toEqual([]);
  });

  it('asks nothing when no service is configured, and logs no failure', async () => {
    asked.length = 0;
    failures.length = 0;
    const none = { env: {}, log } as unknown as Deps;
    expect(await detectCountry(none, '8.8.8.8')).toBeNull();
    expect(asked).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('logs a lookup that failed and gives null', async () => {
    failures.length = 0;
    const closed = { env: { GEOLOCATION_URL: 'http://127.0.0.1:1/geo/{ip}' }, log } as unknown as Deps;
    expect(await detectCountry(closed, '8.8.8.8')).toBeNull();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toEqual([{ err: expect.any(String) }, 'geolocation lookup failed']);
  });

  it('takes only a two-letter country code, as a string, without calling the answer a failure', async () => {
    failures.length = 0;
    for (const country_code of ['USA', 'U', 'U1', '', 42, null, ['US']]) {
      reply = { country_code };
      expect(await detectCountry(deps, '1.1.1.1')).toBeNull();
    }
    reply = {};
    expect(await detectCountry(deps, '1.1.1.1')).toBeNull();
    expect(failures).toEqual([]);
  });
});
