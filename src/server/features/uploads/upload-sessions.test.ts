// Resumable uploads end to end: a file sent in parts becomes the file a single upload makes, a part
// cut off or sent twice at once leaves the offset right, a file refused at the end leaves nothing,
// others are refused, and an API key uploads a file in parts and releases it.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_COOKIE } from '../../../domain/teams.ts';
import { uploadSessionDto, type UploadSessionDto } from '../../../domain/upload-sessions-dto.ts';
import { uploadedFileDto } from '../../../domain/uploads-dto.ts';
import { createDiskStorage } from '../../storage/disk-storage.ts';
import type { Storage } from '../../storage/storage.ts';
import { testApiKey } from '../../test/api-keys.ts';
import { completeBody } from '../../test/releases.ts';
import { ORIGIN, createTestContext, type TestContext } from '../../test/test-context.ts';
import { pngImage, wavFile } from '../../test/upload-fixtures.ts';
import { createUser, quickUser, type TestUser } from '../../test/users.ts';
import { sweepUploadSessions } from './sweep-upload-sessions.ts';
import { partPrefix } from './upload-session-row.ts';

const AUDIO_CAP = 4 * 1024 * 1024;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-upload-sessions-'));
const disk = createDiskStorage(root);
/** Set to make reading parts fail, as a storage outage while a file is put together. */
let partsUnreadable = false;
/** When set, each part's write waits until this many are being written: requests truly at once. */
let together = 0;
let arrived = 0;
let meet: () => void = () => undefined;
let met = Promise.resolve();
function meetAt(n: number) {
  together = n;
  arrived = 0;
  met = new Promise((resolve) => (meet = resolve));
}
const storage: Storage = {
  ...disk,
  async put(key, body, contentType) {
    if (together && key.startsWith('parts/') && ++arrived === together) meet();
    if (together && key.startsWith('parts/')) await met;
    return disk.put(key, body, contentType);
  },
  get: (key, range) =>
    partsUnreadable && key.startsWith('parts/') ? Promise.reject(new Error('storage unavailable')) : disk.get(key, range),
};
let ctx: TestContext;
let artist: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ storage, env: { UPLOAD_MAX_AUDIO_BYTES: String(AUDIO_CAP) } });
  artist = await createUser(ctx);
  other = await quickUser(ctx);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** How the caller authenticates: a session cookie (the web) or an API key (/api/v1). */
type Caller = { cookie: string } | { key: string };
const headersOf = (who: Caller): Record<string, string> =>
  'key' in who ? { Authorization: `Bearer ${who.key}` } : { Origin: ORIGIN, Cookie: who.cookie };
const base = (who: Caller) => ('key' in who ? '/api/v1' : '/api');

function create(who: Caller, body: unknown) {
  return ctx.app.request(`${base(who)}/uploads/sessions`, {
    method: 'POST',
    headers: { ...headersOf(who), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function putPart(who: Caller, id: string, offset: number, data: Buffer | ReadableStream<Uint8Array>) {
  const init: RequestInit & { duplex: 'half' } = {
    method: 'PUT',
    headers: { ...headersOf(who), 'Content-Type': 'application/octet-stream' },
    body: (data instanceof Buffer ? new Uint8Array(data) : data) as BodyInit,
    duplex: 'half', // a streamed request body
  };
  return ctx.app.request(`${base(who)}/uploads/sessions/${id}?offset=${offset}`, init);
}

const call = (who: Caller, method: 'GET' | 'DELETE', id: string) =>
  ctx.app.request(`${base(who)}/uploads/sessions/${id}`, { method, headers: headersOf(who) });

async function session(res: Response, status = 200): Promise<UploadSessionDto> {
  if (res.status !== status) throw new Error(`${res.status} ${await res.text()}`);
  return uploadSessionDto.parse(await res.json());
}

/** Sends `data` in `parts` parts of about equal size; the last answer. */
async function sendInParts(who: Caller, s: UploadSessionDto, data: Buffer, parts: number): Promise<UploadSessionDto> {
  const step = Math.ceil(data.length / parts);
  let last = s;
  for (let at = s.offset; at < data.length; at += step) last = await session(await putPart(who, s.id, at, data.subarray(at, at + step)));
  return last;
}

/** The stored parts of a session still on disk. */
const partsOnDisk = (user: TestUser, id: string) => {
  const dir = path.join(root, 'parts', user.id, id);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

/** A stream that sends `head` and then fails, as a connection dropped mid-part. */
const cutOff = (head: Buffer) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new Uint8Array(head));
    },
    pull(c) {
      c.error(new Error('connection reset'));
    },
  });

const me = () => ({ cookie: artist.cookie });

describe('a file in parts', () => {
  it('makes the same file a single upload makes, removes the parts, and answers the file again', async () => {
    const wav = wavFile(2);
    const single = uploadedFileDto.parse(
      await (
        await ctx.app.request('/api/uploads/audio?name=take.wav', {
          method: 'PUT',
          headers: { ...headersOf(me()), 'Content-Type': 'application/octet-stream' },
          body: new Uint8Array(wav),
        })
      ).json(),
    );
    const s = await session(await create(me(), { kind: 'audio', name: 'take.wav', size: wav.length }), 201);
    expect(s).toMatchObject({ kind: 'audio', name: 'take.wav', size: wav.length, offset: 0, chunkBytes: 8 * 1024 * 1024, file: null });
    expect(new Date(s.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);

    const first = await session(await putPart(me(), s.id, 0, wav.subarray(0, 100_000)));
    expect(first).toMatchObject({ offset: 100_000, file: null });
    expect(partsOnDisk(artist, s.id)).toHaveLength(1);
    await session(await putPart(me(), s.id, 100_000, wav.subarray(100_000, 250_000)));
    const done = await session(await putPart(me(), s.id, 250_000, wav.subarray(250_000)));
    expect(done.offset).toBe(wav.length);
    const file = done.file!;
    expect(file).toMatchObject({ kind: 'audio', mimeType: 'audio/wav', sizeBytes: wav.length, originalName: 'take.wav', warnings: [] });
    expect(file.audio).toEqual(single.audio);
    expect(file.audio).toMatchObject({ sampleRate: 44_100, durationSeconds: 2 });
    const served = await ctx.app.request(file.url, { headers: headersOf(me()) });
    expect(Buffer.from(await served.arrayBuffer()).equals(wav)).toBe(true);
    expect(partsOnDisk(artist, s.id)).toEqual([]);

    // the final part sent again, and the session asked for, answer the same file
    expect((await session(await putPart(me(), s.id, 250_000, wav.subarray(250_000)))).file?.id).toBe(file.id);
    expect((await session(await call(me(), 'GET', s.id))).file?.id).toBe(file.id);
  });

  it('gives a cover in two parts its thumbnail', async () => {
    const png = await pngImage(3000, 3000);
    const s = await session(await create(me(), { kind: 'cover', name: 'cover.png', size: png.length }), 201);
    const done = await sendInParts(me(), s, png, 2);
    expect(done.file?.image).toEqual({ width: 3000, height: 3000, format: 'png', colourMode: 'rgb' });
    const thumb = await ctx.app.request(done.file!.thumbnailUrl!, { headers: headersOf(me()) });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('Content-Type')).toBe('image/jpeg');
  });
});

describe('resuming', () => {
  it('keeps the offset where it was when a part is cut off, and continues from the offset the session gives', async () => {
    const wav = wavFile(1);
    const s = await session(await create(me(), { kind: 'audio', name: 'flaky.wav', size: wav.length }), 201);
    await session(await putPart(me(), s.id, 0, wav.subarray(0, 50_000)));
    const cut = await putPart(me(), s.id, 50_000, cutOff(wav.subarray(50_000, 80_000)));
    expect(cut.status).toBe(400);
    expect((await cut.json()).error.code).toBe('UPLOAD_INCOMPLETE');
    const now = await session(await call(me(), 'GET', s.id));
    expect(now.offset).toBe(50_000);
    expect(partsOnDisk(artist, s.id)).toHaveLength(1);
    expect(fs.readdirSync(path.join(root, '.tmp'))).toEqual([]);
    const done = await sendInParts(me(), now, wav, 2);
    expect(done.file).toMatchObject({ sizeBytes: wav.length, audio: { durationSeconds: 1 } });
  });

  it('refuses a part at another offset, naming the offset to send', async () => {
    const wav = wavFile(1);
    const s = await session(await create(me(), { kind: 'audio', name: 'order.wav', size: wav.length }), 201);
    const early = await putPart(me(), s.id, 1000, wav.subarray(1000, 2000));
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      error: { code: 'CONFLICT', message: 'The upload continues at byte 0. Send the part that starts there.', field: 'offset' },
    });
    const tooBig = await putPart(me(), s.id, 0, Buffer.concat([wav, Buffer.alloc(10)]));
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error.message).toBe(
      `This part may carry at most ${wav.length} bytes. Send the rest of the file in further parts.`,
    );
    expect((await session(await call(me(), 'GET', s.id))).offset).toBe(0);
  });

  it('moves the offset once when the same part is sent twice at once', async () => {
    const wav = wavFile(1);
    const s = await session(await create(me(), { kind: 'audio', name: 'twice.wav', size: wav.length }), 201);
    const part = wav.subarray(0, 60_000);
    meetAt(2); // both pass the offset check and store their part before either moves the offset
    const answers = await Promise.all([putPart(me(), s.id, 0, part), putPart(me(), s.id, 0, part)]);
    together = 0;
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect((await refused.json()).error.message).toBe('The upload continues at byte 60000. Send the part that starts there.');
    expect((await session(await call(me(), 'GET', s.id))).offset).toBe(60_000);
    expect(partsOnDisk(artist, s.id)).toHaveLength(1);
    const done = await sendInParts(me(), { ...s, offset: 60_000 }, wav, 3);
    expect(done.file?.sizeBytes).toBe(wav.length);
  });

  it('keeps the parts when putting them together fails for a while; an empty part at the end completes it then', async () => {
    const wav = wavFile(1);
    const s = await session(await create(me(), { kind: 'audio', name: 'later.wav', size: wav.length }), 201);
    partsUnreadable = true;
    const failed = await putPart(me(), s.id, 0, wav);
    partsUnreadable = false;
    expect(failed.status).toBe(400);
    expect((await failed.json()).error.code).toBe('UPLOAD_INCOMPLETE');
    expect(await session(await call(me(), 'GET', s.id))).toMatchObject({ offset: wav.length, file: null });
    expect(partsOnDisk(artist, s.id)).toHaveLength(1);

    // while another request is putting the file together, a second one is told to wait
    await ctx.deps.pool.query('update upload_sessions set completing_at = now() where id = $1', [s.id]);
    const busy = await putPart(me(), s.id, wav.length, Buffer.alloc(0));
    expect(busy.status).toBe(409);
    expect((await busy.json()).error.message).toBe(
      'The whole file has arrived and is being checked. Ask for the session again in a moment.',
    );
    // one given up (its process stopped) is taken over
    await ctx.deps.pool.query("update upload_sessions set completing_at = now() - interval '11 minutes' where id = $1", [s.id]);
    const done = await session(await putPart(me(), s.id, wav.length, Buffer.alloc(0)));
    expect(done.file).toMatchObject({ sizeBytes: wav.length, audio: { durationSeconds: 1 } });
    expect(partsOnDisk(artist, s.id)).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses at the end a PNG sent as audio, leaving no file, no parts and no session', async () => {
    const png = await pngImage(64, 64);
    const before = await ctx.deps.pool.query('select id from uploaded_files where user_id = $1', [artist.id]);
    const s = await session(await create(me(), { kind: 'audio', name: 'song.wav', size: png.length }), 201);
    await session(await putPart(me(), s.id, 0, png.subarray(0, 100)));
    const last = await putPart(me(), s.id, 100, png.subarray(100));
    expect(last.status).toBe(400);
    expect((await last.json()).error).toEqual({
      code: 'UNSUPPORTED_TYPE',
      message: 'This file is not a WAV, FLAC or MP3 file. Please choose a WAV, FLAC or MP3 file.',
    });
    const after = await ctx.deps.pool.query('select id from uploaded_files where user_id = $1', [artist.id]);
    expect(after.rowCount).toBe(before.rowCount);
    expect(partsOnDisk(artist, s.id)).toEqual([]);
    expect((await call(me(), 'GET', s.id)).status).toBe(404);
  });

  it('refuses a size over the cap, and bad input, when the session is made', async () => {
    const big = await create(me(), { kind: 'audio', name: 'big.wav', size: AUDIO_CAP + 1 });
    expect(big.status).toBe(413);
    expect((await big.json()).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large. The limit is 4 MB.',
      field: 'size',
    });
    const badName = await create(me(), { kind: 'audio', name: 'a/b.wav', size: 10 });
    expect((await badName.json()).error).toMatchObject({ message: 'Please give the file name (at most 255 characters)', field: 'name' });
    const badKind = await create(me(), { kind: 'video', name: 'a.wav', size: 10 });
    expect((await badKind.json()).error.field).toBe('kind');
  });

  it('keeps sessions to their account and to those who may upload', async () => {
    const wav = wavFile(1);
    const s = await session(await create(me(), { kind: 'audio', name: 'mine.wav', size: wav.length }), 201);
    const them = { cookie: other.cookie };
    expect((await call(them, 'GET', s.id)).status).toBe(404);
    expect((await putPart(them, s.id, 0, wav.subarray(0, 10))).status).toBe(404);
    expect((await call(them, 'DELETE', s.id)).status).toBe(404);
    expect((await session(await call(me(), 'GET', s.id))).offset).toBe(0);

    for (const role of ['viewer', 'accountant']) {
      const member = await quickUser(ctx);
      await ctx.deps.pool.query('insert into account_members (account_id, user_id, role) values ($1, $2, $3)', [
        artist.id,
        member.id,
        role,
      ]);
      const inAccount = { cookie: `${member.cookie}; ${ACCOUNT_COOKIE}=${artist.id}` };
      expect((await create(inAccount, { kind: 'audio', name: 'x.wav', size: 10 })).status).toBe(403);
      expect((await putPart(inAccount, s.id, 0, wav.subarray(0, 10))).status).toBe(403);
      expect((await call(inAccount, 'GET', s.id)).status).toBe(403);
    }
    const manager = await quickUser(ctx);
    await ctx.deps.pool.query("insert into account_members (account_id, user_id, role) values ($1, $2, 'manager')", [
      artist.id,
      manager.id,
    ]);
    expect((await session(await call({ cookie: `${manager.cookie}; ${ACCOUNT_COOKIE}=${artist.id}` }, 'GET', s.id))).id).toBe(s.id);
  });
});

/** A part stored by a process killed before the session recorded it: in the session's folder, in no list. */
const leftByAKilledProcess = (id: string) =>
  ctx.deps.storage.put(`${partPrefix(artist.id, id)}1-${randomUUID()}`, Readable.from([Buffer.alloc(100)]), 'application/octet-stream');

describe('ending sessions', () => {
  it('abandons a session with its parts', async () => {
    const wav = wavFile(1);
    const s = await session(await create(me(), { kind: 'audio', name: 'gone.wav', size: wav.length }), 201);
    await session(await putPart(me(), s.id, 0, wav.subarray(0, 1000)));
    await leftByAKilledProcess(s.id);
    expect(partsOnDisk(artist, s.id)).toHaveLength(2);
    expect((await call(me(), 'DELETE', s.id)).status).toBe(204);
    expect(partsOnDisk(artist, s.id)).toEqual([]);
    expect((await call(me(), 'GET', s.id)).status).toBe(404);
  });

  it('sweeps sessions past their expiry with their parts', async () => {
    const wav = wavFile(1);
    const s = await session(await create(me(), { kind: 'audio', name: 'late.wav', size: wav.length }), 201);
    const kept = await session(await create(me(), { kind: 'audio', name: 'kept.wav', size: wav.length }), 201);
    await session(await putPart(me(), s.id, 0, wav.subarray(0, 1000)));
    await leftByAKilledProcess(s.id);
    await ctx.deps.pool.query("update upload_sessions set expires_at = now() - interval '1 minute' where id = $1", [s.id]);
    expect((await call(me(), 'GET', s.id)).status).toBe(404);
    const swept = await sweepUploadSessions(ctx.deps);
    expect(swept.removed).toBe(1);
    expect(partsOnDisk(artist, s.id)).toEqual([]);
    expect((await session(await call(me(), 'GET', kept.id))).offset).toBe(0);
  });
});

describe('the public API', () => {
  it('uploads a file in parts with an API key and releases it', async () => {
    const label = await createUser(ctx);
    const key = { key: await testApiKey(ctx.deps.pool, label.id) };
    const wav = wavFile(1);
    const s = await session(await create(key, { kind: 'audio', name: 'api.wav', size: wav.length }), 201);
    const half = Math.floor(wav.length / 2);
    await session(await putPart(key, s.id, 0, wav.subarray(0, half)));
    expect((await session(await call(key, 'GET', s.id))).offset).toBe(half);
    const done = await session(await putPart(key, s.id, half, wav.subarray(half)));
    expect(done.file).toMatchObject({ kind: 'audio', sizeBytes: wav.length });

    const release = await ctx.app.request('/api/v1/releases', {
      method: 'POST',
      headers: { ...headersOf(key), 'Content-Type': 'application/json' },
      body: JSON.stringify(completeBody({ audioUrl: '', audioFileId: done.file!.id })),
    });
    expect(release.status).toBe(201);
    const { id } = (await release.json()) as { id: string };
    const read = await ctx.app.request(`/api/v1/releases/${id}`, { headers: headersOf(key) });
    expect(((await read.json()) as { tracks: { audioFile: { id: string } | null }[] }).tracks[0]?.audioFile?.id).toBe(done.file!.id);
  });
});
