// The depth rule read from JSON text: brackets inside strings (escaped quotes included) do not
// count, the limit itself passes, one level more is refused, and the walk of parsed values agrees.
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, parseJsonText, refuseUnsafeInput } from './parse-input.ts';

const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const tooDeep = { code: 'BAD_REQUEST', message: `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)` };

describe('parseJsonText', () => {
  it('accepts the limit and refuses one level more, arrays and objects alike', () => {
    expect(parseJsonText(objects(MAX_INPUT_DEPTH))).toBeTruthy();
    expect(() => parseJsonText(objects(MAX_INPUT_DEPTH + 1))).toThrow(expect.objectContaining(tooDeep));
    expect(() => parseJsonText('['.repeat(MAX_INPUT_DEPTH + 1) + ']'.repeat(MAX_INPUT_DEPTH + 1))).toThrow(
      expect.objectContaining(tooDeep),
    );
  });

  it('counts depth, not brackets: siblings and brackets inside strings do not add up', () => {
    const strings = JSON.stringify({ a: '['.repeat(100), b: '\\"{{{{'.repeat(50), c: Array(100).fill([[1]]) });
    expect(parseJsonText(strings)).toMatchObject({ a: '['.repeat(100) });
    const siblings = `[${Array(200)
      .fill(objects(MAX_INPUT_DEPTH - 1))
      .join(',')}]`;
    expect((parseJsonText(siblings) as unknown[]).length).toBe(200);
  });

  it('says the body must be JSON when it does not parse', () => {
    for (const text of ['', '{', '[1,', 'nul', '{"a":1}}'])
      expect(() => parseJsonText(text)).toThrow(expect.objectContaining({ code: 'BAD_REQUEST', message: 'The request body must be JSON' }));
  });
});

describe('refuseUnsafeInput', () => {
  it('refuses values nested past the limit without recursing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => refuseUnsafeInput(deep)).toThrow(expect.objectContaining(tooDeep));
  });

  it('names the first NUL in reading order, keys with their NUL taken out', () => {
    expect(() => refuseUnsafeInput({ a: ['ok', { b: 'x\u0000' }], c: '\u0000' })).toThrow(expect.objectContaining({ field: 'a.1.b' }));
    expect(() => refuseUnsafeInput({ a: 'fine', ['k\u0000ey']: 1, z: '\u0000' })).toThrow(expect.objectContaining({ field: 'key' }));
    expect(() => refuseUnsafeInput('\u0000')).toThrow(expect.objectContaining({ message: 'The request must not contain NUL characters' }));
    expect(() => refuseUnsafeInput({ a: [1, 'two', { three: null }] })).not.toThrow();
  });
});
