import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { createUser } from '../test/users.ts';
import { indexProbe } from './contains-text.ts';
import { musicReleases } from './schema-releases.ts';

describe('indexProbe', () => {
  it('asks the index for a word with digits, else the longest, with the character before it', () => {
    expect(indexProbe('release 99999')).toBe(' 99999');
    expect(indexProbe('tape 2 of the sessions')).toBe(' sessions'); // "2" has no trigram of its own
    expect(indexProbe('monsoon letters deluxe')).toBe(' letters');
    expect(indexProbe('asha rao')).toBe('asha');
  });

  it('takes the last of words of equal length (names and numbers come last)', () => {
    expect(indexProbe('user 4242')).toBe(' 4242');
  });

  it('keeps a one-word query, and a query whose words are all too short for a trigram', () => {
    expect(indexProbe('release')).toBe('release');
    expect(indexProbe('dj ab')).toBe('dj ab');
    expect(indexProbe('')).toBe('');
  });

  it('keeps punctuation and case as typed (the check is case-insensitive)', () => {
    expect(indexProbe('Kabir   Beats.com')).toBe(' Beats.com');
  });
});

describe('the console searches with it', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('finds exactly what ILIKE finds, for releases and users, whatever the probe', async () => {
    const admin = await createUser(ctx, { admin: true, name: 'Console Admin' });
    const artist = await createUser(ctx, { name: 'Release Tester 4242' });
    const titles = ['Release 99999', 'Release 999990 Deluxe', 'release 1 99999', 'Night Release 99999x', 'Other 99999', 'RELEASE  99999'];
    await ctx.deps.db
      .insert(musicReleases)
      .values(
        titles.map((title) => ({ userId: artist.id, title, artistName: 'Mira', audioUrl: 'https://drive.google.com/file/d/x/view' })),
      );
    const releases = async (q: string) =>
      (
        (await (await ctx.request('GET', `/api/admin/releases?q=${encodeURIComponent(q)}`, { cookie: admin.cookie })).json()) as {
          items: { title: string }[];
        }
      ).items
        .map((r) => r.title)
        .sort();
    // "release 99999" in order, any case, as a substring: not "release 1 99999", "Other 99999" or two spaces
    expect(await releases('release 99999')).toEqual(['Night Release 99999x', 'Release 99999', 'Release 999990 Deluxe']);
    expect(await releases('LEASE 9999')).toEqual(['Night Release 99999x', 'Release 99999', 'Release 999990 Deluxe']);
    expect(await releases('99999 deluxe')).toEqual([]);
    expect(await releases('999990 deluxe')).toEqual(['Release 999990 Deluxe']);

    const users = async (q: string) =>
      (
        (await (await ctx.request('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, { cookie: admin.cookie })).json()) as {
          items: { email: string }[];
        }
      ).items.map((u) => u.email);
    expect(await users('tester 4242')).toEqual([artist.email]);
    expect(await users('tester 4243')).toEqual([]);
    expect(await users(`4242 ${artist.email.slice(0, 5)}`)).toEqual([artist.email]);
  });
});
