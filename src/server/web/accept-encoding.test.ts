import { expect, it } from 'vitest';
import { pickEncoding } from './accept-encoding.ts';

const both = ['br', 'gzip'] as const;

it('prefers Brotli, then gzip, among what the client accepts', () => {
  expect(pickEncoding('gzip, deflate, br, zstd', both)).toBe('br');
  expect(pickEncoding('gzip, deflate', both)).toBe('gzip');
  expect(pickEncoding('br', ['gzip'])).toBeNull();
  expect(pickEncoding('gzip', ['br'])).toBeNull();
});

it('follows q-values, refuses q=0, and reads * for the encodings not named', () => {
  expect(pickEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
  expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip');
  expect(pickEncoding('BR; Q=1.0, GZIP;q=1', both)).toBe('br');
  expect(pickEncoding('*', both)).toBe('br');
  expect(pickEncoding('*;q=0.5, br;q=0', both)).toBe('gzip');
  expect(pickEncoding('x-gzip', both)).toBe('gzip');
});

it('answers the identity without a header, for identity alone, or when all is refused', () => {
  expect(pickEncoding(undefined, both)).toBeNull();
  expect(pickEncoding('', both)).toBeNull();
  expect(pickEncoding('identity', both)).toBeNull();
  expect(pickEncoding('br;q=0, gzip;q=0', both)).toBeNull();
  expect(pickEncoding('*;q=0', both)).toBeNull();
});
