// Hostile values for the fuzz tests (fuzz-arbitraries.ts mixes them in at every level): strings
// that have broken servers and values of the wrong type.
import fc from 'fast-check';

/** Strings that have broken servers: NUL, lone surrogates, direction overrides, huge, injections. */
const HOSTILE_STRINGS: string[] = [
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '%00',
  '\uD800',
  'x\uDFFFy',
  '\uFFFE\uFFFF',
  '\u202Eevil\u202C',
  '\u200B\u200D\uFEFF',
  '\u2028\u2029',
  'e\u0301\u0301\u0301\u0301\u0301',
  '🎵🎶👩🏽‍🎤',
  '𝕿𝖚𝖓𝖊',
  '',
  ' ',
  '\t\r\n',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '/\\evil.example',
  'javascript:alert(1)',
  '9'.repeat(400),
  '-1',
  'NaN',
  'x'.repeat(5_000),
  'ä'.repeat(70_000),
];

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.1,
  [],
  [null],
  {},
  { $ne: null },
  JSON.parse('{"__proto__": {"isAdmin": true}}'),
  [[[[[[[[]]]]]]]],
];

export const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
export const hostileValue = fc.oneof(hostileString, fc.constantFrom(...HOSTILE_VALUES), fc.string({ unit: 'binary', maxLength: 40 }));
