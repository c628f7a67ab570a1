import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseDto } from '../../../domain/releases-dto.ts';
import type { UploadedFileDto } from '../../../domain/uploads.ts';
import { createDiskStorage } from '../../storage/disk-storage.ts';
import { ORIGIN, createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { completeBody } from '../../test/releases.ts';
import { jpgImage, pngImage, wavFile, wavHeader } from '../../test/upload-fixtures.ts';

let ctx: TestContext;
let artist: TestUser;
let other: TestUser;
let admin: TestUser;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-uploads-test-'));

beforeAll(async () => {
  ctx = await createTestContext({
    storage: createDiskStorage(root),
    env: { UPLOAD_MAX_AUDIO_BYTES: String(4 * 1024 * 1024), UPLOAD_MAX_COVER_BYTES: String(8 * 1024 * 1024) },
  });
  artist = await createUser(ctx);
  other = await createUser(ctx);
  admin = await createUser(ctx, { admin: true });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(root, { recursive: true, force: true });
});

function put(
  kind: 'audio' | 'cover',
  name: string,
  data: Buffer | ReadableStream<Uint8Array>,
  user = artist,
  headers: Record<string, string> = {},
) {
  const init: RequestInit & { duplex: 'half' } = {
    method: 'PUT',
    headers: { Origin: ORIGIN, Cookie: user.cookie, 'Content-Type': 'application/octet-stream', ...headers },
    body: (data instanceof Buffer ? new Uint8Array(data) : data) as BodyInit,
    duplex: 'half', // a streamed request body
  };
  return ctx.app.request(`/api/uploads/${kind}?name=${encodeURIComponent(name)}`, init);
}

const rowCount = async () => (await ctx.deps.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM uploaded_files`)).rows[0]!.n;
describe('audio', () => {
  it('stores a WAV, reads its format, and serves it with ranges to the owner and admins only', async () => {
    const wav = wavFile(2);
    const res = await put('audio', 'take-1.wav', wav);
    expect(res.status).toBe(201);
    const file = (await res.json()) as UploadedFileDto;
    expect(file).toMatchObject({ kind: 'audio', mimeType: 'audio/wav', sizeBytes: wav.length, originalName: 'take-1.wav', warnings: [] });
    expect(file.audio).toMatchObject({ sampleRate: 44_100, bitDepth: 16, channels: 2, durationSeconds: 2, lossless: true });

    const whole = await ctx.request('GET', file.url, { cookie: artist.cookie });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(wav)).toBe(true);
    const part = await ctx.request('GET', file.url, { cookie: artist.cookie, headers: { Range: 'bytes=0-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-11/${wav.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1', 0, 4)).toBe('RIFF');
    const tail = await ctx.request('GET', file.url, { cookie: artist.cookie, headers: { Range: 'bytes=-10' } });
    expect((await tail.arrayBuffer()).byteLength).toBe(10);
    expect((await ctx.request('GET', file.url, { cookie: artist.cookie, headers: { Range: `bytes=${wav.length}-` } })).status).toBe(416);

    expect((await ctx.request('GET', file.url, { cookie: other.cookie })).status).toBe(404);
    expect((await ctx.request('GET', file.url)).status).toBe(401);
    expect((await ctx.request('GET', file.url, { cookie: admin.cookie })).status).toBe(200);
  });

  it('warns when the audio falls short of what stores accept', async () => {
    const res = await put('audio', 'mono.wav', wavFile(1, { rate: 22_050, channels: 1 }));
    const file = (await res.json()) as UploadedFileDto;
    expect(file.warnings).toEqual([
      'The sample rate is 22.05 kHz; stores need 44.1 kHz or more.',
      'The audio has 1 channel; stores need stereo (2 channels).',
    ]);
  });

  it('refuses a file that is not what its name says, or not audio at all', async () => {
    const before = await rowCount();
    const mislabelled = await put('audio', 'song.mp3', wavFile(1));
    expect(mislabelled.status).toBe(400);
    expect((await mislabelled.json()).error.code).toBe('NAME_MISMATCH');
    const text = await put('audio', 'song.wav', Buffer.from('this is not audio at all, just text'));
    expect((await text.json()).error.message).toBe('This file is not a WAV, FLAC or MP3 file. Please choose a WAV, FLAC or MP3 file.');
    const image = await put('audio', 'song.png', await pngImage(10, 10));
    expect(image.status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('refuses files over the cap, by Content-Length or by counting', async () => {
    const big = Buffer.concat([wavHeader(5 * 1024 * 1024), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await put('audio', 'big.wav', big);
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('The file is too large. The limit is 4 MB.');
    // Without a length the stream is counted and cut at the cap.
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 10; i++) c.enqueue(new Uint8Array(big.subarray(i * 524_288, (i + 1) * 524_288)));
        c.close();
      },
    });
    const counted = await put('audio', 'big.wav', stream);
    expect(counted.status).toBe(413);
  });

  it('leaves nothing behind when an upload is cut off half-way', async () => {
    const before = await rowCount();
    const head = Buffer.concat([wavHeader(1_000_000), Buffer.alloc(200_000)]);
    const cut = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array(head));
      },
      pull(c) {
        c.error(new Error('connection reset'));
      },
    });
    const res = await put('audio', 'cut.wav', cut);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('UPLOAD_INCOMPLETE');
    expect(await rowCount()).toBe(before);
    const dir = fs.readdirSync(path.join(filesRoot(), 'audio', artist.id));
    const rows = await ctx.deps.db.execute<{ k: string }>(sql`SELECT storage_key AS k FROM uploaded_files WHERE kind = 'audio'`);
    expect(dir.sort()).toEqual(
      rows.rows
        .filter((r) => r.k.includes(artist.id))
        .map((r) => path.basename(r.k))
        .sort(),
    );
    expect(fs.readdirSync(path.join(filesRoot(), '.tmp'))).toEqual([]);
  });
});

describe('cover art', () => {
  it('checks a 3000 x 3000 PNG, makes a thumbnail, and warns about a small or non-square JPG', async () => {
    const res = await put('cover', 'cover.png', await pngImage(3000, 3000));
    expect(res.status).toBe(201);
    const file = (await res.json()) as UploadedFileDto;
    expect(file.image).toEqual({ width: 3000, height: 3000, format: 'png', colourMode: 'rgb' });
    expect(file.warnings).toEqual([]);
    const thumb = await ctx.request('GET', file.thumbnailUrl!, { cookie: artist.cookie });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('Content-Type')).toBe('image/jpeg');
    expect((await ctx.request('GET', file.thumbnailUrl!, { cookie: other.cookie })).status).toBe(404);

    const small = (await (await put('cover', 'small.jpg', await jpgImage(800, 600))).json()) as UploadedFileDto;
    expect(small.warnings).toEqual([
      'The image is 800 x 600; cover art must be square.',
      'The image is 800 x 600; stores need at least 3000 x 3000.',
    ]);
    expect((await put('cover', 'cover.jpg', await pngImage(20, 20))).status).toBe(400);
  });

  it('attaches uploads to a release; another artist’s file is refused', async () => {
    const audio = (await (await put('audio', 'a.wav', wavFile(1))).json()) as UploadedFileDto;
    const cover = (await (await put('cover', 'c.png', await pngImage(64, 64))).json()) as UploadedFileDto;
    const created = await ctx.request('POST', '/api/releases', {
      cookie: artist.cookie,
      body: completeBody({ audioUrl: '', audioFileId: audio.id, coverArtUrl: '', coverFileId: cover.id }),
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const release = (await (await ctx.request('GET', `/api/releases/${id}`, { cookie: artist.cookie })).json()) as ReleaseDto;
    // Files are referenced by id; the URL fields hold only addresses the artist typed.
    expect(release.audioUrl).toBeNull();
    expect(release.tracks[0]?.audioFile?.url).toBe(audio.url);
    expect(release.coverArtUrl).toBeNull();
    expect(release.coverFile?.id).toBe(cover.id);
    expect(release.coverFile?.url).toBe(cover.url);
    expect(release.tracks[0]?.audioFile?.audio?.durationSeconds).toBe(1);

    const theirs = await ctx.request('POST', '/api/releases', {
      cookie: other.cookie,
      body: completeBody({ audioUrl: '', audioFileId: audio.id }),
    });
    expect(theirs.status).toBe(400);
    expect((await theirs.json()).error.field).toBe('audioFileId');
    const wrongKind = await ctx.request('POST', '/api/releases', {
      cookie: artist.cookie,
      body: completeBody({ audioUrl: '', audioFileId: cover.id }),
    });
    expect(wrongKind.status).toBe(400);
  });
});

function filesRoot(): string {
  return root;
}
