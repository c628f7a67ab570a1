import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env.ts';

describe('settings', () => {
  it('has working defaults', () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_RATE_LIMIT).toBe('on');
  });

  it('stops on a bad value with a message naming the setting', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => readEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
    expect(() => readEnv({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('requires settings that belong together', () => {
    expect(() => readEnv({ ADMIN_EMAIL: 'a@example.com' })).toThrow(
      /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be given together/,
    );
    expect(() => readEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('refuses demo data (SEED_DEMO) unless PUBLIC_URL is this machine, naming both settings', () => {
    for (const url of ['https://tunelane.example', 'http://192.168.1.20:3000', 'http://0.0.0.0:3000', 'http://localhost.example.com'])
      expect(() => readEnv({ SEED_DEMO: '1', PUBLIC_URL: url })).toThrow(
        `SEED_DEMO: demo data (accounts with a published password) is only for a loopback PUBLIC_URL (localhost, 127.0.0.1 or [::1]), and PUBLIC_URL is ${url}: unset SEED_DEMO`,
      );
    expect(() => readEnv({ SEED_DEMO: 'true', PUBLIC_URL: 'https://tunelane.example' })).toThrow(EnvError);
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://app.localhost'])
      expect(readEnv({ SEED_DEMO: '1', PUBLIC_URL: url })).toMatchObject({ SEED_DEMO: true, PUBLIC_URL: url });
    expect(readEnv({ SEED_DEMO: '1' })).toMatchObject({ SEED_DEMO: true, PUBLIC_URL: 'http://localhost:3000' }); // the default
    expect(readEnv({ SEED_DEMO: '0', PUBLIC_URL: 'https://tunelane.example' }).SEED_DEMO).toBe(false);
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(readEnv({ PUBLIC_URL: 'https://tunelane.example/' }).PUBLIC_URL).toBe('https://tunelane.example');
  });
});
