import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { createSecretBox, secretBox, SecretBoxError } from './secret-box.ts';

const KEY = 'a-secret-box-key-of-at-least-32-characters';

describe('secret box', () => {
  it('opens what it sealed, and never seals the same text the same way twice', () => {
    const box = createSecretBox(KEY);
    const a = box.seal('pa55 wörd ✓', 'store-endpoint:1');
    const b = box.seal('pa55 wörd ✓', 'store-endpoint:1');
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('pa55');
    expect(box.open(a, 'store-endpoint:1')).toBe('pa55 wörd ✓');
    expect(box.open(b, 'store-endpoint:1')).toBe('pa55 wörd ✓');
    expect(box.open(box.seal(''), '')).toBe('');
  });

  it('refuses another key, another context and any changed byte', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('secret', 'payout:7');
    expect(() => createSecretBox(`${KEY}!`).open(sealed, 'payout:7')).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'payout:8')).toThrow(SecretBoxError);
    expect(() => box.open(sealed)).toThrow(SecretBoxError);
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    for (const at of [0, 12, raw.length - 1]) {
      const bad = Buffer.from(raw);
      bad[at] = bad[at]! ^ 1;
      expect(() => box.open(`v1.${bad.toString('base64url')}`, 'payout:7')).toThrow(SecretBoxError);
    }
    expect(() => box.open('v2.abc')).toThrow('Not a sealed value.');
    expect(() => box.open('v1.abc')).toThrow('Not a sealed value.');
    expect(() => box.open('plain text')).toThrow('Not a sealed value.');
  });

  it('refuses a short key', () => {
    expect(() => createSecretBox('short')).toThrow('at least 32 characters');
    expect(() => readEnv({ SECRET_BOX_KEY: 'short' })).toThrow(/SECRET_BOX_KEY: must be at least 32 characters/);
  });

  it('takes SECRET_BOX_KEY when set, otherwise a key derived from the auth secret', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-box-'));
    const withKey = readEnv({ SECRET_BOX_KEY: KEY, DATA_DIR: dataDir });
    expect(createSecretBox(KEY).open(secretBox(withKey).seal('x'))).toBe('x');
    expect(secretBox(withKey)).toBe(secretBox(withKey));

    const authSecret = 'an-auth-secret-of-at-least-32-characters';
    const derived = secretBox(readEnv({ AUTH_SECRET: authSecret, DATA_DIR: dataDir })).seal('y');
    expect(createSecretBox(authSecret).open(derived)).toBe('y');
    expect(() => createSecretBox(KEY).open(derived)).toThrow(SecretBoxError);

    // Nothing configured: the generated auth secret in DATA_DIR, the same on every start.
    const first = secretBox(readEnv({ DATA_DIR: dataDir })).seal('z');
    expect(secretBox(readEnv({ DATA_DIR: dataDir })).open(first)).toBe('z');
    expect(fs.existsSync(path.join(dataDir, 'auth-secret'))).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
