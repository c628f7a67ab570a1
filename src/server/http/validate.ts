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

/** A parsed JSON body, or a 400 that says the body must be JSON. */
export async function parseJson(body: Promise<unknown>): Promise<unknown> {
  try {
    return await body;
  } catch {
    throw new HttpError(400, 'BAD_REQUEST', 'The request body must be JSON');
  }
}

export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return check(schema, await parseJson(c.req.json()));
}

export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return check(schema, c.req.query());
}
