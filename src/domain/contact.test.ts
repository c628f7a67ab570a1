import { expect, it } from 'vitest';
import { checkContactMessage, contactReference } from './contact.ts';

it('trims the fields and accepts a complete message', () => {
  const r = checkContactMessage({ firstName: ' A ', lastName: 'B', email: 'a@b.co', category: 'general', message: ' hi ' });
  expect(r).toEqual({ ok: true, value: { firstName: 'A', lastName: 'B', email: 'a@b.co', category: 'general', message: 'hi' } });
});

it('names the first missing field', () => {
  expect(checkContactMessage(null)).toMatchObject({ ok: false, field: 'firstName' });
  expect(checkContactMessage({ firstName: 'A', lastName: 'B', email: 'a@b', category: 'general', message: 'x' })).toMatchObject({
    ok: false,
    field: 'email',
  });
});

it('makes a short reference from the id', () => {
  expect(contactReference('0f8c2d1e-aaaa-bbbb-cccc-000000000000')).toBe('0F8C2D1E');
});
