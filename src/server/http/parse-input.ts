// Input is checked where it is parsed, once for every route: JSON that does not parse or nests too
// deeply, NUL characters anywhere (PostgreSQL refuses them in text), and the route's own schema.
// The first problem becomes a 400 naming the field; a path parameter that does not parse (NUL
// aside) is a 404.
import type { z } from 'zod';
import { DomainError } from '../../domain/errors.ts';

/** How deep a request's JSON may nest; our deepest input (a release's tracks and credits) needs 4. */
export const MAX_INPUT_DEPTH = 16;

const TOO_DEEP = `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;

/** A container being walked: its keys (null for an array) and the next entry to look at. */
type Frame = { value: Record<string, unknown> | unknown[]; keys: string[] | null; next: number };

const frameOf = (value: object): Frame =>
  Array.isArray(value) ? { value, keys: null, next: 0 } : { value: value as Record<string, unknown>, keys: Object.keys(value), next: 0 };

/** The path to the entry each frame is on; `lastKey` names the innermost one instead (a key whose NUL was taken out). */
function pathOf(frames: Frame[], lastKey?: string): string[] {
  const path = frames.map((f) => (f.keys ? f.keys[f.next - 1]! : String(f.next - 1)));
  if (lastKey !== undefined) path[path.length - 1] = lastKey;
  return path;
}

/**
 * The path of the first string holding a NUL character in reading order (object keys included), or
 * null. Walked with a stack of its own holding only containers, no copied paths, in linear time
 * whatever the input: a value nested deeper than MAX_INPUT_DEPTH is refused as soon as it is met
 * (a deep body once held the event loop for seconds, or overflowed the stack).
 */
function findNul(root: unknown): string[] | null {
  if (typeof root === 'string') return root.includes('\u0000') ? [] : null;
  if (!root || typeof root !== 'object') return null;
  const frames: Frame[] = [frameOf(root)];
  while (frames.length) {
    const top = frames[frames.length - 1]!;
    if (top.next >= (top.keys ?? (top.value as unknown[])).length) {
      frames.pop();
      continue;
    }
    const at = top.next++;
    const key = top.keys ? top.keys[at]! : at;
    if (typeof key === 'string' && key.includes('\u0000')) return pathOf(frames, key.replaceAll('\u0000', ''));
    const child = (top.value as Record<string | number, unknown>)[key];
    if (typeof child === 'string') {
      if (child.includes('\u0000')) return pathOf(frames);
    } else if (child && typeof child === 'object') {
      if (frames.length >= MAX_INPUT_DEPTH) throw new DomainError('BAD_REQUEST', TOO_DEEP);
      frames.push(frameOf(child));
    }
  }
  return null;
}

/** NUL characters anywhere are a 400 naming the field, and so is JSON nested past MAX_INPUT_DEPTH. */
export function refuseUnsafeInput(value: unknown): void {
  const at = findNul(value);
  if (!at) return;
  const field = at.join('.');
  throw new DomainError('VALIDATION', `${field || 'The request'} must not contain NUL characters`, field || undefined);
}

/** The first issue becomes the answer: its message is the spec's text, its path the field. */
export function check<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  refuseUnsafeInput(input);
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new DomainError('VALIDATION', issue?.message ?? 'Invalid input', issue?.path.join('.') || undefined);
}

/**
 * A 400 for JSON text nested past MAX_INPUT_DEPTH, read from the text before it is parsed (one pass
 * over its characters), so a body of a million brackets costs a scan, not a million nested arrays
 * built and thrown away.
 */
export function refuseDeepJson(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > MAX_INPUT_DEPTH) throw new DomainError('BAD_REQUEST', TOO_DEEP);
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
}

/** JSON text parsed, or a 400: too deep, or not JSON. */
export function parseJsonText(text: string): unknown {
  refuseDeepJson(text);
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError('BAD_REQUEST', 'The request body must be JSON');
  }
}

/** Path parameters: a NUL character is bad input (400); anything else that does not parse names no record, so it is not found. */
export function checkParams<S extends z.ZodType>(schema: S, params: Record<string, string>): z.infer<S> {
  refuseUnsafeInput(params);
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  throw new DomainError('NOT_FOUND', parsed.error.issues[0]?.message ?? 'Not found');
}
