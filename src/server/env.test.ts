import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

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

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(readEnv({ PUBLIC_URL: 'https://tunelane.example/' }).PUBLIC_URL).toBe('https://tunelane.example');
  });
});
