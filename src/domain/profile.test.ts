import { expect, it } from 'vitest';
import { NO_USER, updateProfileSchema } from './profile.ts';

it('takes a trimmed full name of 1 to 100 characters', () => {
  expect(updateProfileSchema.parse({ fullName: '  Asha Rao ' })).toEqual({ fullName: 'Asha Rao' });
  expect(updateProfileSchema.safeParse({ fullName: 'n'.repeat(100) }).success).toBe(true);
  expect(updateProfileSchema.safeParse({ fullName: ' ' }).error?.issues[0]?.message).toBe('Full Name is required');
  expect(updateProfileSchema.safeParse({ fullName: 'n'.repeat(101) }).error?.issues[0]?.message).toBe('Full Name must be at most 100 characters');
  expect(NO_USER).toBe('No user logged in');
});
