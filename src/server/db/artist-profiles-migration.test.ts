// The migration that gives every account's releases artist profiles: one profile per account and
// artist name (letter case and spaces around it aside, spelled as the earliest release spelled it),
// each release linked to it; releases of another account, or without an artist name, get none.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { databaseBefore } from '../test/database-before-migration.ts';

const { db, migrate } = databaseBefore('artist-profiles');

it("makes a profile of each account's artist names and links its releases to them", async () => {
  const label = randomUUID();
  const other = randomUUID();
  for (const [id, email] of [
    [label, 'label@example.com'],
    [other, 'other@example.com'],
  ])
    await db.query('INSERT INTO users (id, name, email, email_verified) VALUES ($1, $2, $3, true)', [id, 'Someone', email]);
  const release = async (owner: string, artist: string, daysAgo: number) =>
    (
      await db.query<{ id: string }>(
        `INSERT INTO music_releases (user_id, title, artist_name, created_at) VALUES ($1, 'T', $2, now() - make_interval(days => $3)) RETURNING id`,
        [owner, artist, daysAgo],
      )
    ).rows[0]!.id;
  const first = await release(label, 'Mira K', 10);
  const later = await release(label, ' MIRA K ', 5);
  const noor = await release(label, 'Noor', 3);
  const blank = await release(label, '', 1);
  const theirs = await release(other, 'Mira K', 2);

  await migrate();

  const profiles = await db.query<{ user_id: string; name: string; confirmed: boolean }>(
    'SELECT user_id, name, new_artist_at IS NOT NULL confirmed FROM artist_profiles ORDER BY user_id = $1 DESC, name',
    [label],
  );
  expect(profiles.rows).toEqual([
    { user_id: label, name: 'Mira K', confirmed: true },
    { user_id: label, name: 'Noor', confirmed: true },
    { user_id: other, name: 'Mira K', confirmed: true },
  ]);
  const linked = await db.query<{ id: string; owner: string | null; name: string | null }>(
    `SELECT r.id, p.user_id owner, p.name FROM music_releases r LEFT JOIN artist_profiles p ON p.id = r.artist_profile_id`,
  );
  const of = (id: string) => linked.rows.find((r) => r.id === id);
  expect(of(first)).toMatchObject({ owner: label, name: 'Mira K' });
  expect(of(later)).toMatchObject({ owner: label, name: 'Mira K' });
  expect(of(noor)).toMatchObject({ owner: label, name: 'Noor' });
  expect(of(blank)).toMatchObject({ owner: null });
  expect(of(theirs)).toMatchObject({ owner: other, name: 'Mira K' });
});
