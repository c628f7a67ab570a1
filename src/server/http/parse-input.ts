// Input is checked where it is parsed, once for every route: JSON that does not parse, NUL
// characters anywhere (PostgreSQL refuses them in text), and the route's own schema. The first
// problem becomes a 400 naming the field; a path parameter that does not parse (NUL aside) is a 404.
import type { z } from 'zod';
import { DomainError } from '../../domain/errors.ts';

/** The path of the first string holding a NUL character (object keys included), or null. */
function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) return [...path, k.replaceAll('\u0000', '')];
      const found = findNul(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}

export function refuseNul(value: unknown): void {
  const at = findNul(value);
  if (!at) return;
  const field = at.join('.');
  throw new DomainError('VALIDATION', `${field || 'The request'} must not contain NUL characters`, field || undefined);
}

/** The first issue becomes the answer: its message is the spec's text, its path the field. */
export function check<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  refuseNul(input);
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
  refuseNul(params);
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  throw new DomainError('NOT_FOUND', parsed.error.issues[0]?.message ?? 'Not found');
}
