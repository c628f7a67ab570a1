// Input is checked where it is parsed, once for every route: JSON that does not parse or nests too
// deeply, NUL characters anywhere (PostgreSQL refuses them in text), and the route's own schema. The first
// problem becomes a 400 naming the field; a path parameter that does not parse (NUL aside) is a 404.
import type { z } from 'zod';
import { DomainError } from '../../domain/errors.ts';

/** How deep a request's JSON may nest; our deepest input (a release's tracks and credits) needs 4. */
export const MAX_INPUT_DEPTH = 16;

/** A value still to look at, with its key (NUL characters taken out: nulKey says there were some). */
type Step = { value: unknown; depth: number; parent: Step | null; key: string; nulKey?: boolean };

function pathOf(step: Step): string[] {
  const path: string[] = [];
  for (let s: Step | null = step; s?.parent; s = s.parent) path.push(s.key);
  return path.reverse();
}

/**
 * The path of the first string holding a NUL character (object keys included), or null. Walked
 * with a stack of its own and no copied paths, in linear time whatever the input: a body nested
 * deeper than MAX_INPUT_DEPTH is refused before anything else looks at it (a deep body once held
 * the event loop for seconds, or overflowed the stack).
 */
function findNul(root: unknown): string[] | null {
  const stack: Step[] = [{ value: root, depth: 0, parent: null, key: '' }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const { value, depth } = step;
    if (step.nulKey) return pathOf(step);
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(step);
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) throw new DomainError('BAD_REQUEST', `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`);
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    // Pushed last to first, so the first problem in reading order is the one named.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const nulKey = key.includes('\u0000');
      stack.push({ value: child, depth: depth + 1, parent: step, key: nulKey ? key.replaceAll('\u0000', '') : key, nulKey });
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

/** A parsed JSON body, or a 400 that says the body must be JSON. */
export async function parseJson(body: Promise<unknown>): Promise<unknown> {
  try {
    return await body;
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
