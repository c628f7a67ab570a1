// The upload guard and the file checks at their edges: FLAC and MP3 as well as WAV, the store
// warnings (lossy audio, bit depth, under a second, CMYK, grayscale and non-square covers), the
// size cap to the byte, signatures split across chunks, and nothing kept of a refused file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFileDto } from '../../../domain/uploads.ts';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import { createDiskStorage } from '../../storage/disk-storage.ts';
import { ORIGIN, createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { pngImage, wavFile, wavHeader } from '../../test/upload-fixtures.ts';
import { THUMBNAIL_SIZE } from './read-image-info.ts';

const AUDIO_CAP = 200_000;
const COVER_CAP = 4 * 1024 * 1024;

let ctx: TestContext;
let artist: TestUser;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-upload-checks-'));

beforeAll(async () => {
  ctx = await createTestContext({
    storage: createDiskStorage(root),
    env: { UPLOAD_MAX_AUDIO_BYTES: String(AUDIO_CAP), UPLOAD_MAX_COVER_BYTES: String(COVER_CAP) },
  });
  artist = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A FLAC file: the signature and a STREAMINFO block (rate, channels, bits, total samples). */
function flacFile(seconds: number, o: { rate?: number; bits?: number; channels?: number } = {}): Buffer {
  const rate = o.rate ?? 44_100;
  const info = Buffer.alloc(34);
  info.writeUInt16BE(4096, 0);
  info.writeUInt16BE(4096, 2);
  const packed =
    (BigInt(rate) << 44n) |
    (BigInt((o.channels ?? 2) - 1) << 41n) |
    (BigInt((o.bits ?? 16) - 1) << 36n) |
    BigInt(Math.round(seconds * rate));
  info.writeBigUInt64BE(packed, 10);
  return Buffer.concat([Buffer.from('fLaC'), Buffer.from([0x80, 0, 0, 34]), info, Buffer.alloc(64)]);
}

/** An MP3 of silent MPEG-1 Layer III frames, 128 kbit/s, 44.1 kHz, joint stereo. */
function mp3File(seconds: number, withId3 = false): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x44]);
  const frames = Array.from({ length: Math.round((seconds * 44_100) / 1152) }, () => frame);
  const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]); // ID3v2.4 header, empty tag
  return Buffer.concat(withId3 ? [id3, ...frames] : frames);
}

type Body = Buffer | ReadableStream<Uint8Array>;

function put(kind: 'audio' | 'cover', name: string, data: Body | null, headers: Record<string, string> = {}) {
  const init: RequestInit & { duplex: 'half' } = {
    method: 'PUT',
    headers: { Origin: ORIGIN, Cookie: artist.cookie, 'Content-Type': 'application/octet-stream', ...headers },
    body: data === null ? null : ((data instanceof Buffer ? new Uint8Array(data) : data) as BodyInit),
    duplex: 'half',
  };
  return ctx.app.request(`/api/uploads/${kind}?name=${encodeURIComponent(name)}`, init);
}

async function upload(kind: 'audio' | 'cover', name: string, data: Body, headers: Record<string, string> = {}) {
  const res = await put(kind, name, data, headers);
  return { status: res.status, body: await res.json() };
}

/** A stream handing over the bytes in pieces of `size`. */
function chunked(data: Buffer, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(c) {
      if (at >= data.length) return c.close();
      c.enqueue(new Uint8Array(data.subarray(at, at + size)));
      at += size;
    },
  });
}

const stored = async () =>
  (await ctx.deps.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM uploaded_files WHERE user_id = ${artist.id}`)).rows[0]!.n;
const filesOnDisk = () => {
  const dirs = ['audio', 'cover'].map((k) => path.join(root, k, artist.id)).filter((d) => fs.existsSync(d));
  return dirs.flatMap((d) => fs.readdirSync(d)).length;
};

async function download(file: UploadedFileDto, url = file.url): Promise<Buffer> {
  const res = await ctx.request('GET', url, { cookie: artist.cookie });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('audio types', () => {
  it('stores a 24-bit 48 kHz FLAC with no warnings', async () => {
    const flac = flacFile(3, { rate: 48_000, bits: 24 });
    const { status, body } = await upload('audio', 'Master.FLAC', flac);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      kind: 'audio',
      mimeType: 'audio/flac',
      originalName: 'Master.FLAC',
      sizeBytes: flac.length,
      warnings: [],
      image: null,
      thumbnailUrl: null,
    });
    expect(body.audio).toEqual({
      container: 'FLAC',
      codec: 'FLAC',
      durationSeconds: 3,
      sampleRate: 48_000,
      bitDepth: 24,
      channels: 2,
      lossless: true,
    });
    expect((await download(body)).equals(flac)).toBe(true);
  });

  it('stores an MP3, by its frame sync or its ID3 tag, and warns that stores want lossless audio', async () => {
    for (const [name, mp3] of [
      ['frames.mp3', mp3File(2)],
      ['tagged.mp3', mp3File(1.5, true)],
    ] as const) {
      const { status, body } = await upload('audio', name, mp3);
      expect(status, name).toBe(201);
      expect(body).toMatchObject({ mimeType: 'audio/mpeg', sizeBytes: mp3.length });
      expect(body.audio).toMatchObject({ container: 'MPEG', codec: 'MPEG 1 Layer 3', sampleRate: 44_100, channels: 2, lossless: false });
      expect(body.warnings).toEqual(['Stores want lossless audio (WAV or FLAC); MP3 is accepted here but most stores will refuse it.']);
    }
  });

  it('warns about a wrong bit depth and audio under one second', async () => {
    expect((await upload('audio', 'eight.wav', wavFile(1, { bits: 8 }))).body.warnings).toEqual([
      'The bit depth is 8-bit; stores need 16 or 24-bit.',
    ]);
    expect((await upload('audio', 'twenty.flac', flacFile(2, { bits: 20 }))).body.warnings).toEqual([
      'The bit depth is 20-bit; stores need 16 or 24-bit.',
    ]);
    const short = await upload('audio', 'blip.wav', wavFile(0.5));
    expect(short.body.audio.durationSeconds).toBe(0.5);
    expect(short.body.warnings).toEqual(['The audio is shorter than one second.']);
  });

  it('refuses a FLAC named as MP3, an MP3 named as WAV, and a cover sent as audio', async () => {
    const before = await stored();
    expect((await upload('audio', 'song.mp3', flacFile(1))).body.error).toEqual({
      code: 'NAME_MISMATCH',
      message: 'The file name does not match its content. Please upload the original file.',
    });
    expect((await upload('audio', 'song.wav', mp3File(1))).body.error.code).toBe('NAME_MISMATCH');
    const png = await upload('audio', 'cover.png', await pngImage(8, 8));
    expect(png.status).toBe(400);
    expect(png.body.error).toEqual({
      code: 'UNSUPPORTED_TYPE',
      message: 'This file is not a WAV, FLAC or MP3 file. Please choose a WAV, FLAC or MP3 file.',
    });
    expect(await stored()).toBe(before);
  });

  it('refuses a RIFF file that is not WAVE, and files shorter than a signature', async () => {
    const avi = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI LIST'), Buffer.alloc(100)]);
    expect((await upload('audio', 'clip.wav', avi)).body.error.code).toBe('UNSUPPORTED_TYPE');
    for (const tiny of [Buffer.from('fLaC'), Buffer.from('RIFF1234WAV'), Buffer.alloc(0)]) {
      const r = await upload('audio', 'tiny.flac', tiny);
      expect(r.status, tiny.toString('latin1')).toBe(400);
      expect(r.body.error.code).toBe('UNSUPPORTED_TYPE');
    }
  });

  it('refuses a request without a body', async () => {
    const res = await put('audio', 'none.wav', null);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('UNSUPPORTED_TYPE');
  });

  it('reads a file unreadable past its signature as unreadable, and keeps nothing of it', async () => {
    const before = await stored();
    const disk = filesOnDisk();
    const broken = Buffer.concat([Buffer.from('fLaC'), Buffer.from([0x00, 0x00, 0x00, 0x05]), Buffer.alloc(8)]);
    const r = await upload('audio', 'broken.flac', broken);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'UNREADABLE', message: expect.stringMatching(/^We could not read this audio file/) });
    expect(await stored()).toBe(before);
    expect(filesOnDisk()).toBe(disk);
  });
});

describe('the guard', () => {
  it('sniffs a signature that arrives a byte at a time, and stores every byte', async () => {
    const wav = wavFile(1);
    const { status, body } = await upload('audio', 'drip.wav', chunked(wav, 1));
    expect(status).toBe(201);
    expect(body.sizeBytes).toBe(wav.length);
    expect((await download(body)).equals(wav)).toBe(true);
    const flac = flacFile(2);
    const five = await upload('audio', 'five.flac', chunked(flac, 5));
    expect(five.status).toBe(201);
    expect((await download(five.body)).equals(flac)).toBe(true);
  });

  it('takes a file of exactly the cap, by length or by counting, and refuses one byte more', async () => {
    const exact = Buffer.concat([wavHeader(AUDIO_CAP - 44), Buffer.alloc(AUDIO_CAP - 44)]);
    expect(exact.length).toBe(AUDIO_CAP);
    expect((await upload('audio', 'exact.wav', exact)).status).toBe(201);
    expect((await upload('audio', 'exact.wav', chunked(exact, 65_536))).status).toBe(201);
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    const byLength = await upload('audio', 'over.wav', over);
    expect(byLength.status).toBe(413);
    expect(byLength.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large. The limit is 195 KB.' });
    const counted = await upload('audio', 'over.wav', chunked(over, 65_536));
    expect(counted.status).toBe(413);
    expect(counted.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses by the declared length before reading anything', async () => {
    const declared = await upload('audio', 'declared.wav', wavFile(0.1), { 'Content-Length': String(AUDIO_CAP + 1) });
    expect(declared.status).toBe(413);
  });

  it('refuses a body shorter than its declared length, and keeps nothing', async () => {
    const before = await stored();
    const disk = filesOnDisk();
    const wav = wavFile(0.5);
    const r = await upload('audio', 'short.wav', wav, { 'Content-Length': String(wav.length + 100) });
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({
      code: 'UPLOAD_INCOMPLETE',
      message: 'The upload was interrupted before the whole file arrived. Please try again.',
    });
    expect(await stored()).toBe(before);
    expect(filesOnDisk()).toBe(disk);
  });

  it('records the row with the storage key, type and size of what was stored', async () => {
    const wav = wavFile(0.25);
    const { body } = await upload('audio', 'row.wav', wav);
    const [row] = await ctx.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, body.id));
    expect(row).toMatchObject({
      userId: artist.id,
      kind: 'audio',
      storageKey: `audio/${artist.id}/${body.id}`,
      thumbnailKey: null,
      originalName: 'row.wav',
      mimeType: 'audio/wav',
      sizeBytes: wav.length,
    });
  });
});

describe('cover art', () => {
  const cmyk = (w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
  const grey = (w: number, h: number, depth: 'uchar' | 'ushort' = 'uchar') =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r: 90, g: 90, b: 90 } } })
      .toColourspace(depth === 'ushort' ? 'grey16' : 'b-w')
      .png()
      .toBuffer();

  it('warns about a CMYK cover', async () => {
    const { status, body } = await upload('cover', 'print.jpg', await cmyk(64, 64));
    expect(status).toBe(201);
    expect(body.image).toMatchObject({ format: 'jpeg', colourMode: 'cmyk' });
    expect(body.warnings).toContain('The image uses the CMYK colour mode; stores need RGB.');
  });

  it('warns about a grayscale cover, 8 or 16 bits', async () => {
    for (const depth of ['uchar', 'ushort'] as const) {
      const { body } = await upload('cover', 'grey.png', await grey(32, 32, depth));
      expect(body.image.colourMode, depth).toBe('grayscale');
      expect(body.warnings).toContain('The image uses the GRAYSCALE colour mode; stores need RGB.');
    }
  });

  it('takes a 16-bit RGB PNG as RGB', async () => {
    const rgb16 = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    const { body } = await upload('cover', 'deep.png', rgb16);
    expect(body.image).toMatchObject({ colourMode: 'rgb', format: 'png' });
  });

  it('warns that 3000 x 2000 is neither square nor big enough, and makes a square thumbnail', async () => {
    const { status, body } = await upload('cover', 'wide.png', await pngImage(3000, 2000));
    expect(status).toBe(201);
    expect(body.image).toEqual({ width: 3000, height: 2000, format: 'png', colourMode: 'rgb' });
    expect(body.warnings).toEqual([
      'The image is 3000 x 2000; cover art must be square.',
      'The image is 3000 x 2000; stores need at least 3000 x 3000.',
    ]);
    expect(body.thumbnailUrl).toBe(`${body.url}/thumbnail`);
    const thumb = await sharp(await download(body, body.thumbnailUrl)).metadata();
    expect(thumb).toMatchObject({ format: 'jpeg', width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, space: 'srgb' });
    expect(THUMBNAIL_SIZE).toBe(400);
    const [row] = await ctx.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, body.id));
    expect(row!.thumbnailKey).toBe(`cover/${artist.id}/${body.id}-thumb.jpg`);
  });

  it('refuses audio sent as a cover, and a broken image, keeping neither it nor a thumbnail', async () => {
    const audio = await upload('cover', 'song.wav', wavFile(0.1));
    expect(audio.body.error).toEqual({
      code: 'UNSUPPORTED_TYPE',
      message: 'This file is not a JPG or PNG file. Please choose a JPG or PNG file.',
    });
    const before = await stored();
    const disk = filesOnDisk();
    const png = await pngImage(16, 16);
    const broken = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]);
    const r = await upload('cover', 'broken.png', broken);
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({ code: 'UNREADABLE', message: 'We could not read this image. Please upload a valid JPG or PNG file.' });
    expect(await stored()).toBe(before);
    expect(filesOnDisk()).toBe(disk);
  });

  it('refuses a PNG named as a JPG', async () => {
    expect((await upload('cover', 'cover.jpg', await pngImage(8, 8))).body.error.code).toBe('NAME_MISMATCH');
  });
});
