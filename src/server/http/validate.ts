import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './errors.ts';

/** The first issue becomes the answer: its message is the spec's text, its path the field. */
export function check<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new HttpError(400, 'VALIDATION', issue?.message ?? 'Invalid input', issue?.path.join('.') || undefined);
}

export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'BAD_REQUEST', 'The request body must be JSON');
  }
  return check(schema, body);
}

export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return check(schema, c.req.query());
}
