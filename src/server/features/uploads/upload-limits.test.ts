// The upload limits to the byte: a declared length of exactly the cap, a file filling the unused
// quota exactly, a full quota refusing before anything is stored, and a cover refused at the last
// step (the quota, checked again when its row is written) leaving neither it nor its thumbnail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../storage/disk-storage.ts';
import type { Storage } from '../../storage/storage.ts';
import { ORIGIN, createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { pngImage, wavHeader } from '../../test/upload-fixtures.ts';

const LIMIT = 100_000; // the audio cap and the unused-uploads quota alike
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-upload-limits-'));
const disk = createDiskStorage(root);
/** What the upload asked storage to write: each key and the content type it gave. */
const puts: { key: string; contentType: string }[] = [];
const storage: Storage = {
  ...disk,
  put(key, body, contentType) {
    puts.push({ key, contentType });
    return disk.put(key, body, contentType);
  },
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    storage,
    env: { UPLOAD_MAX_AUDIO_BYTES: String(LIMIT), UPLOAD_UNATTACHED_MAX_BYTES: String(LIMIT) },
  });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(root, { recursive: true, force: true });
});

function put(user: TestUser, kind: 'audio' | 'cover', name: string, data: Buffer, headers: Record<string, string> = {}) {
  return ctx.app.request(`/api/uploads/${kind}?name=${encodeURIComponent(name)}`, {
    method: 'PUT',
    headers: { Origin: ORIGIN, Cookie: user.cookie, 'Content-Type': 'application/octet-stream', ...headers },
    body: new Uint8Array(data),
  });
}

const filesOf = (user: TestUser) =>
  ['audio', 'cover'].flatMap((kind) => {
    const dir = path.join(root, kind, user.id);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  });

/** A WAV of exactly `bytes` bytes. */
const wavOf = (bytes: number) => Buffer.concat([wavHeader(bytes - 44), Buffer.alloc(bytes - 44)]);

describe('limits to the byte', () => {
  it('takes a file declared and filling both the cap and the quota exactly; a full quota refuses before storing anything', async () => {
    const user = await createUser(ctx);
    const exact = wavOf(LIMIT);
    const first = await put(user, 'audio', 'exact.wav', exact, { 'Content-Length': String(LIMIT) });
    expect(first.status).toBe(201);
    expect(puts.at(-1)).toEqual({ key: `audio/${user.id}/${(await first.json()).id}`, contentType: 'application/octet-stream' });

    const written = puts.length;
    const refused = await put(user, 'audio', 'more.wav', wavOf(1000));
    expect(refused.status).toBe(413);
    expect((await refused.json()).error).toEqual({
      code: 'QUOTA_EXCEEDED',
      message:
        'Your uploads that no release uses yet take 98 KB of the 98 KB allowed. Add them to a release, or upload again after a day, when unused files are removed.',
    });
    expect(puts.length).toBe(written);
    expect(filesOf(user)).toHaveLength(1);
  });

  it('refuses a cover that passes the quota only once stored, and removes it and its thumbnail', async () => {
    const user = await createUser(ctx);
    const big = await pngImage(3000, 3000);
    expect(big.length).toBeGreaterThan(LIMIT);
    const res = await put(user, 'cover', 'big.png', big);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('QUOTA_EXCEEDED');
    const written = puts.filter((p) => p.key.startsWith(`cover/${user.id}/`));
    expect(written.map((p) => p.contentType)).toEqual(['application/octet-stream', 'image/jpeg']);
    expect(written[1]!.key).toBe(`${written[0]!.key}-thumb.jpg`);
    expect(filesOf(user)).toEqual([]);
  });
});
