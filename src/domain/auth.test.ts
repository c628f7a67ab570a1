// Sign-up, sign-in and password input, with the spec's messages at each bound.
import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, FULL_NAME_REQUIRED, resetPasswordSchema, signInSchema, signUpSchema } from './auth.ts';

const first = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message])[0];
const valid = { name: 'Asha Rao', email: 'asha@example.com', password: 'correct-horse' };

describe('sign-up', () => {
  it('accepts a full name, an address and a password of 8 to 128 characters, trimming the name', () => {
    expect(signUpSchema.parse({ ...valid, name: '  Asha Rao ' })).toEqual(valid);
    expect(signUpSchema.safeParse({ ...valid, password: 'p'.repeat(8) }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, password: 'p'.repeat(128) }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, name: 'n'.repeat(100) }).success).toBe(true);
  });

  it('says what is wrong with each field', () => {
    expect(FULL_NAME_REQUIRED).toBe('Full Name is required');
    expect(first(signUpSchema.safeParse({ ...valid, name: '   ' }))).toEqual(['name', 'Full Name is required']);
    expect(first(signUpSchema.safeParse({ ...valid, name: 'n'.repeat(101) }))).toEqual([
      'name',
      'Full Name must be at most 100 characters',
    ]);
    expect(first(signUpSchema.safeParse({ ...valid, email: 'asha' }))).toEqual(['email', 'Please enter a valid email address']);
    expect(first(signUpSchema.safeParse({ ...valid, password: 'p'.repeat(7) }))).toEqual([
      'password',
      'Password must be at least 8 characters',
    ]);
    expect(first(signUpSchema.safeParse({ ...valid, password: 'p'.repeat(129) }))).toEqual([
      'password',
      'Password must be at most 128 characters',
    ]);
  });

  it('refuses an address longer than 254 characters', () => {
    const address = (n: number) => `${'a'.repeat(64)}@${'b'.repeat(n - 64 - 1 - 4)}.com`;
    expect(signUpSchema.safeParse({ ...valid, email: address(254) }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, email: address(255) }).success).toBe(false);
  });
});

describe('sign-in and passwords', () => {
  it('wants an address and any password', () => {
    expect(signInSchema.parse({ email: 'asha@example.com', password: 'x' })).toEqual({ email: 'asha@example.com', password: 'x' });
    expect(first(signInSchema.safeParse({ email: 'asha@example.com', password: '' }))).toEqual(['password', 'Password is required']);
    expect(first(signInSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual(['email', 'Please enter a valid email address']);
  });

  it('checks the address to reset and the new password', () => {
    expect(forgotPasswordSchema.safeParse({ email: 'asha@example.com' }).success).toBe(true);
    expect(first(forgotPasswordSchema.safeParse({ email: 'asha@' }))).toEqual(['email', 'Please enter a valid email address']);
    expect(resetPasswordSchema.safeParse({ password: 'p'.repeat(8) }).success).toBe(true);
    expect(first(resetPasswordSchema.safeParse({ password: 'p'.repeat(7) }))).toEqual([
      'password',
      'Password must be at least 8 characters',
    ]);
    expect(first(resetPasswordSchema.safeParse({ password: 'p'.repeat(129) }))).toEqual([
      'password',
      'Password must be at most 128 characters',
    ]);
    expect(resetPasswordSchema.safeParse({ password: 'p'.repeat(128) }).success).toBe(true);
  });
});
