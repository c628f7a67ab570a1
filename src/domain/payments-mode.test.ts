// Which checkout runs is decided by the address the site is served on (payments-mode.ts); the
// notices say so in words.
import { describe, expect, it } from 'vitest';
import { isLoopbackUrl, PAYMENTS_OFF_MESSAGE, PAYMENTS_OFF_NOTICE, TEST_PAYMENTS_NOTICE } from './payments-mode.ts';

describe('isLoopbackUrl', () => {
  it('knows this machine by name and address, in any case', () => {
    for (const url of [
      'http://localhost:3000',
      'http://LOCALHOST',
      'https://app.localhost/x',
      'http://127.0.0.1:3000',
      'http://127.255.0.9',
      'http://[::1]:3000/',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
  });

  it('takes nothing else for it', () => {
    for (const url of [
      'https://tunelane.example',
      'https://localhost.example.com',
      'https://notlocalhost',
      'http://10.0.0.5',
      'http://128.0.0.1',
      'http://1127.0.0.1',
      'http://127.0.0.1.example.com',
      'http://[::2]',
      'not a url',
      '',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});

describe('notices', () => {
  it('say when payments are off or only for testing', () => {
    expect(PAYMENTS_OFF_MESSAGE).toBe(
      'Payments are not configured on this site yet, so paid plans cannot be bought. Please contact support.',
    );
    expect(PAYMENTS_OFF_NOTICE).toEqual({ title: 'Payments are not configured', body: PAYMENTS_OFF_MESSAGE });
    expect(TEST_PAYMENTS_NOTICE).toEqual({
      title: 'Test payments',
      body: 'This site uses a test checkout: no money is taken, and plans bought here are for trying the service only.',
    });
  });
});
