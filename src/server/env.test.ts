import { describe, expect, it } from 'vitest';
import { DEMO_GSTIN } from '../domain/gst.ts';
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

describe("the seller's details", () => {
  it('checks the GSTIN with its check character, and invents none', () => {
    expect(readEnv({ SELLER_GSTIN: '27AAPFU0939F1ZV', PUBLIC_URL: 'https://tunelane.example' }).SELLER_GSTIN).toBe('27AAPFU0939F1ZV');
    expect(() => readEnv({ SELLER_GSTIN: '27AAPFU0939F1ZW' })).toThrow('SELLER_GSTIN: its check character does not match (mistyped?)');
    expect(() => readEnv({ SELLER_GSTIN: '27aapfu0939f1zv' })).toThrow(/SELLER_GSTIN: must be a 15-character GSTIN/);
    expect(readEnv({}).SELLER_GSTIN).toBeUndefined();
    expect(readEnv({ SELLER_GSTIN: '' }).SELLER_GSTIN).toBeUndefined();
  });

  it('uses the made-up demo GSTIN only on this machine: by default with SEED_DEMO, refused elsewhere', () => {
    expect(readEnv({ SEED_DEMO: '1' }).SELLER_GSTIN).toBe(DEMO_GSTIN);
    expect(readEnv({ SELLER_GSTIN: DEMO_GSTIN }).SELLER_GSTIN).toBe(DEMO_GSTIN);
    expect(() => readEnv({ SELLER_GSTIN: DEMO_GSTIN, PUBLIC_URL: 'https://tunelane.example' })).toThrow(
      `SELLER_GSTIN: ${DEMO_GSTIN} is the made-up demo GSTIN, only for a loopback PUBLIC_URL`,
    );
  });

  it('names the seller by BRAND_NAME unless a legal name is set, and checks the SAC code', () => {
    expect(readEnv({ BRAND_NAME: 'Lane' })).toMatchObject({ SELLER_LEGAL_NAME: 'Lane', SELLER_ADDRESS: undefined, SELLER_SAC: '998439' });
    expect(readEnv({ SELLER_LEGAL_NAME: 'Lane Music Pvt Ltd', SELLER_ADDRESS: '1 Road, Delhi' })).toMatchObject({
      SELLER_LEGAL_NAME: 'Lane Music Pvt Ltd',
      SELLER_ADDRESS: '1 Road, Delhi',
    });
    expect(() => readEnv({ SELLER_SAC: '12345' })).toThrow(/SELLER_SAC: must be a six-digit SAC code/);
  });
});
