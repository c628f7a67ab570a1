import { expect, it } from 'vitest';
import { ARTIST_NAME_TOO_LONG, NO_USER, updateProfileSchema } from './profile.ts';

it('takes a trimmed full name of 1 to 100 characters', () => {
  expect(updateProfileSchema.parse({ fullName: '  Asha Rao ' })).toEqual({ fullName: 'Asha Rao' });
  expect(updateProfileSchema.safeParse({ fullName: 'n'.repeat(100) }).success).toBe(true);
  expect(updateProfileSchema.safeParse({ fullName: ' ' }).error?.issues[0]?.message).toBe('Full Name is required');
  expect(updateProfileSchema.safeParse({ fullName: 'n'.repeat(101) }).error?.issues[0]?.message).toBe(
    'Full Name must be at most 100 characters',
  );
  expect(NO_USER).toBe('No user logged in');
});

it('keeps the default artist name when it is left out, clears it when blank, and bounds it', () => {
  expect(updateProfileSchema.parse({ fullName: 'Asha' })).toEqual({ fullName: 'Asha' });
  expect(updateProfileSchema.parse({ fullName: 'Asha', defaultArtistName: '  DJ Asha ' })).toEqual({
    fullName: 'Asha',
    defaultArtistName: 'DJ Asha',
  });
  expect(updateProfileSchema.parse({ fullName: 'Asha', defaultArtistName: '   ' })).toEqual({ fullName: 'Asha', defaultArtistName: null });
  expect(updateProfileSchema.parse({ fullName: 'Asha', defaultArtistName: null })).toEqual({ fullName: 'Asha', defaultArtistName: null });
  expect(updateProfileSchema.safeParse({ fullName: 'Asha', defaultArtistName: 'd'.repeat(100) }).success).toBe(true);
  expect(updateProfileSchema.safeParse({ fullName: 'Asha', defaultArtistName: ` ${'d'.repeat(100)} ` }).success).toBe(true);
  expect(updateProfileSchema.safeParse({ fullName: 'Asha', defaultArtistName: 'd'.repeat(101) }).error?.issues[0]?.message).toBe(
    ARTIST_NAME_TOO_LONG,
  );
  expect(ARTIST_NAME_TOO_LONG).toBe('Default artist name must be at most 100 characters');
});
