// The app's rules on a user's name and picture, applied to every change better-auth makes (its
// update-user endpoint included): a refused value is a 400 naming the field, never stored.
import { APIError } from 'better-auth/api';
import { z } from 'zod';
import { updateProfileSchema } from '../../domain/profile.ts';

const imageSchema = z
  .url({ protocol: /^https$/, error: 'image must be an https:// address' })
  .max(2048, 'image must be an https:// address')
  .nullable();

function refuse(field: string, message: string): never {
  throw new APIError('BAD_REQUEST', { code: 'VALIDATION', message, field });
}

export function checkUserUpdate<T extends Record<string, unknown>>(data: T): T {
  const out: Record<string, unknown> = { ...data };
  if ('name' in data && data.name !== undefined) {
    const name = updateProfileSchema.shape.fullName.safeParse(data.name);
    if (!name.success) refuse('name', name.error.issues[0]?.message ?? 'Full Name is required');
    out.name = name.data;
  }
  if ('image' in data && data.image !== undefined) {
    const image = imageSchema.safeParse(data.image);
    if (!image.success) refuse('image', image.error.issues[0]?.message ?? 'image must be an https:// address');
  }
  for (const [k, v] of Object.entries(out)) {
    if (typeof v === 'string' && v.includes('\u0000')) refuse(k, `${k} must not contain NUL characters`);
  }
  return out as T;
}
