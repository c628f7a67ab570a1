// The contact form's check at its edges: each field's message in form order, the length limits
// exactly, the eight categories and the address shape.
import { describe, expect, it } from 'vitest';
import {
  checkContactMessage,
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  contactCategoryLabel,
  contactReference,
  type ContactMessageInput,
} from './contact.ts';

const valid: ContactMessageInput = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  category: 'billing',
  message: 'My receipt is missing.',
};
const check = (over: Partial<Record<keyof ContactMessageInput, unknown>>) => checkContactMessage({ ...valid, ...over });

describe('checkContactMessage', () => {
  it('accepts a complete message', () => {
    expect(check({})).toEqual({ ok: true, value: valid });
  });

  it('names each missing field with its own message, in form order', () => {
    expect(check({ firstName: ' ' })).toEqual({ ok: false, field: 'firstName', message: 'First name is required' });
    expect(check({ lastName: '' })).toEqual({ ok: false, field: 'lastName', message: 'Last name is required' });
    expect(check({ email: '' })).toEqual({ ok: false, field: 'email', message: 'Please enter a valid email address' });
    expect(check({ category: '' })).toEqual({ ok: false, field: 'category', message: 'Please choose a category' });
    expect(check({ message: '  ' })).toEqual({ ok: false, field: 'message', message: 'Message is required' });
    expect(checkContactMessage({})).toEqual({ ok: false, field: 'firstName', message: 'First name is required' });
    expect(check({ lastName: '', message: '' })).toMatchObject({ field: 'lastName' });
  });

  it('treats what is not text as missing', () => {
    expect(check({ firstName: 42 })).toMatchObject({ ok: false, field: 'firstName' });
    expect(checkContactMessage('hello')).toMatchObject({ ok: false, field: 'firstName' });
    expect(checkContactMessage(undefined)).toMatchObject({ ok: false, field: 'firstName' });
  });

  it('keeps the limits: 100 characters per name, 254 per address, 5000 per message', () => {
    expect(CONTACT_LIMITS).toEqual({ name: 100, email: 254, message: 5000 });
  });

  it('takes names of 100 characters, not 101', () => {
    expect(check({ firstName: 'a'.repeat(100), lastName: 'b'.repeat(100) }).ok).toBe(true);
    expect(check({ firstName: 'a'.repeat(101) })).toEqual({
      ok: false,
      field: 'firstName',
      message: 'First name must be at most 100 characters',
    });
    expect(check({ lastName: 'b'.repeat(101) })).toEqual({
      ok: false,
      field: 'lastName',
      message: 'Last name must be at most 100 characters',
    });
  });

  it('counts the length after trimming', () => {
    expect(check({ firstName: ` ${'a'.repeat(100)} ` }).ok).toBe(true);
  });

  it('takes addresses of 254 characters, not 255', () => {
    const address = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    expect(check({ email: address(254) }).ok).toBe(true);
    expect(check({ email: address(255) })).toEqual({ ok: false, field: 'email', message: 'Please enter a valid email address' });
  });

  it('wants one @, a dotted domain and no spaces in the address', () => {
    for (const bad of [
      'asha',
      'asha@example',
      '@example.com',
      'asha@.com',
      'asha@example.',
      'as ha@example.com',
      'asha@exa mple.com',
      'asha@@example.com',
      'x asha@example.com',
      'asha@example.com y',
    ]) {
      expect(check({ email: bad }), bad).toMatchObject({ ok: false, field: 'email' });
    }
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.org']) expect(check({ email: ok }).ok, ok).toBe(true);
  });

  it('takes messages of 5000 characters, not 5001', () => {
    expect(check({ message: 'm'.repeat(5000) }).ok).toBe(true);
    expect(check({ message: 'm'.repeat(5001) })).toEqual({
      ok: false,
      field: 'message',
      message: 'Message must be at most 5000 characters',
    });
  });

  it('accepts each of the eight categories and nothing else', () => {
    expect(CONTACT_CATEGORIES.map((c) => c.value)).toEqual([
      'general',
      'distribution',
      'royalties',
      'account',
      'billing',
      'technical',
      'copyright',
      'sales',
    ]);
    for (const { value } of CONTACT_CATEGORIES) expect(check({ category: value }).ok, value).toBe(true);
    for (const bad of ['other', 'Billing', 'General question'])
      expect(check({ category: bad }), bad).toEqual({ ok: false, field: 'category', message: 'Please choose a category' });
  });
});

describe('labels and references', () => {
  it('labels each category as the form shows it, and an unknown value as itself', () => {
    expect(CONTACT_CATEGORIES.map((c) => contactCategoryLabel(c.value))).toEqual([
      'General question',
      'Distribution and releases',
      'Royalties and payouts',
      'Account and sign-in',
      'Plans and billing',
      'Technical problem',
      'Copyright and claims',
      'Sales and label partnerships',
    ]);
    expect(contactCategoryLabel('press')).toBe('press');
  });

  it('makes the reference from the first 8 characters of the id, without dashes', () => {
    expect(contactReference('0f8c-2d1e-aaaa-bbbb')).toBe('0F8C2D1E');
    expect(contactReference('abcdefghij')).toBe('ABCDEFGH');
  });
});
