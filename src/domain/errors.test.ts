// The closed list of error codes and the error operations throw.
import { describe, expect, it } from 'vitest';
import { DomainError, ERROR_CODES, forbidden, invalid, notFound, unauthenticated } from './errors.ts';

describe('error codes', () => {
  it('are distinct upper-case words, from bad input to the service itself', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(20);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES[0]).toBe('BAD_REQUEST');
    expect(ERROR_CODES.at(-1)).toBe('INTERNAL');
    for (const code of ['VALIDATION', 'NOT_FOUND', 'CONFLICT', 'PLAN_LIMIT', 'UNSUPPORTED_TYPE', 'PAYMENT_MISMATCH', 'SIGNATURE_INVALID'])
      expect(ERROR_CODES).toContain(code);
  });
});

describe('DomainError', () => {
  it('carries the code, the message and the field at fault', () => {
    const e = new DomainError('VALIDATION', 'Title is required', 'title');
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: 'DomainError', code: 'VALIDATION', message: 'Title is required', field: 'title' });
    expect(e.body()).toEqual({ error: { code: 'VALIDATION', message: 'Title is required', field: 'title' } });
  });

  it('leaves the field out of the body when there is none', () => {
    const e = new DomainError('CONFLICT', 'Already paid');
    expect(e.field).toBeUndefined();
    expect(e.body()).toEqual({ error: { code: 'CONFLICT', message: 'Already paid' } });
    expect(Object.keys(e.body().error)).toEqual(['code', 'message']);
  });

  it('has short forms with the usual words', () => {
    expect(notFound().body()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    expect(notFound('Release not found').message).toBe('Release not found');
    expect(forbidden().body()).toEqual({ error: { code: 'FORBIDDEN', message: 'You do not have access to this' } });
    expect(forbidden('Admins only').message).toBe('Admins only');
    expect(unauthenticated().body()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' } });
    expect(invalid('Bad date', 'releaseDate').body()).toEqual({ error: { code: 'VALIDATION', message: 'Bad date', field: 'releaseDate' } });
    expect(invalid('Bad').body()).toEqual({ error: { code: 'VALIDATION', message: 'Bad' } });
  });
});
