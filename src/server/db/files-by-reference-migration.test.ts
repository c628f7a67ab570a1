// The migration that makes releases refer to their files by id: rows saved before it, whose cover
// art and audio were URLs of our own files (`/api/files/<id>`), come out pointing at the same
// files by foreign key; outside addresses stay as they were.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { databaseBefore } from '../test/database-before-migration.ts';

const { db, migrate } = databaseBefore('files-by-reference');

it('turns our own file URLs into foreign keys and keeps outside addresses', async () => {
  const user = randomUUID();
  const stranger = randomUUID();
  for (const [id, email] of [
    [user, 'a@example.com'],
    [stranger, 'b@example.com'],
  ]) {
    await db.query('INSERT INTO users (id, name, email, email_verified) VALUES ($1, $2, $3, true)', [id, 'Artist', email]);
  }
  const file = async (owner: string, kind: 'audio' | 'cover') => {
    const id = randomUUID();
    await db.query(
      'INSERT INTO uploaded_files (id, user_id, kind, storage_key, original_name, mime_type, size_bytes) VALUES ($1, $2, $3, $4, $5, $6, 1)',
      [id, owner, kind, `${kind}/${owner}/${id}`, kind === 'cover' ? 'c.png' : 'a.wav', kind === 'cover' ? 'image/png' : 'audio/wav'],
    );
    return id;
  };
  const cover = await file(user, 'cover');
  const audio = await file(user, 'audio');
  const strangersCover = await file(stranger, 'cover');
  const release = async (coverUrl: string | null, audioUrl: string | null, trackFile: string | null) => {
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO music_releases (user_id, title, artist_name, cover_art_url, audio_url) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [user, 'Old', 'Artist', coverUrl, audioUrl],
    );
    const id = rows[0]!.id;
    await db.query('INSERT INTO release_tracks (release_id, position, title, audio_url, audio_file_id) VALUES ($1, 1, $2, $3, $4)', [
      id,
      'Old',
      trackFile ? null : audioUrl,
      trackFile,
    ]);
    return id;
  };
  const uploaded = await release(`/api/files/${cover}`, `/api/files/${audio}`, audio);
  const outside = await release('https://cdn.example.com/art.jpg', 'https://drive.google.com/file/d/x/view', null);
  const notTheirs = await release(`/api/files/${strangersCover}`, null, null);
  const gone = await release(`/api/files/${randomUUID()}`, null, null);
  const trackLost = await release(null, `/api/files/${audio}`, null); // the track kept the URL, not the id

  await migrate();

  const row = async (id: string) =>
    (
      await db.query<{
        cover_file_id: string | null;
        cover_art_url: string | null;
        audio_url: string | null;
        track_file: string | null;
        track_url: string | null;
      }>(
        `SELECT r.cover_file_id, r.cover_art_url, r.audio_url, t.audio_file_id AS track_file, t.audio_url AS track_url
           FROM music_releases r JOIN release_tracks t ON t.release_id = r.id AND t.position = 1 WHERE r.id = $1`,
        [id],
      )
    ).rows[0];
  expect(await row(uploaded)).toEqual({ cover_file_id: cover, cover_art_url: null, audio_url: null, track_file: audio, track_url: null });
  expect(await row(outside)).toEqual({
    cover_file_id: null,
    cover_art_url: 'https://cdn.example.com/art.jpg',
    audio_url: 'https://drive.google.com/file/d/x/view',
    track_file: null,
    track_url: 'https://drive.google.com/file/d/x/view',
  });
  expect(await row(notTheirs)).toMatchObject({ cover_file_id: null, cover_art_url: null });
  expect(await row(gone)).toMatchObject({ cover_file_id: null, cover_art_url: null });
  expect(await row(trackLost)).toEqual({ cover_file_id: null, cover_art_url: null, audio_url: null, track_file: audio, track_url: null });

  // The key holds: a referenced file cannot vanish without the release letting go of it.
  await db.query('DELETE FROM uploaded_files WHERE id = $1', [cover]);
  expect((await row(uploaded))?.cover_file_id).toBeNull();
});
