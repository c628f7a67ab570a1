// Cover art fetched from a web address, at its edges: every reason a fetch is refused gets its
// whole message (what went wrong and what to do), a body too short to tell its type or cut off
// half-way is refused, and the stored copy is named after the address with the extension of
// what it really is. Nothing here reaches the internet: a local server, allowed for this test
// context only, answers; the other addresses are refused before any connection is made.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserActor } from '../../actor.ts';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { coverFetchMessage, importCover } from './import-cover.ts';
import { jpgImage, pngImage } from '../../test/upload-fixtures.ts';

let ctx: TestContext;
let artist: TestUser;
let actor: UserActor;
let server: http.Server;
let base: string;
let closedPort: number;
/** The headers of the last request the site answered. */
let lastHeaders: http.IncomingHttpHeaders = {};
/** Resolves when we hang up on a body that would never end (one per such path). */
const hungUp = new Map<string, Promise<void>>();

/** Sends `first`, then a chunk every 20 ms until the other side hangs up. */
function endless(req: http.IncomingMessage, res: http.ServerResponse, first: Buffer): void {
  res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
  res.write(first);
  const timer = setInterval(() => res.write(Buffer.alloc(256, 0x20)), 20);
  hungUp.set(req.url!, new Promise((resolve) => res.on('close', () => resolve(clearInterval(timer)))));
}

/** Fails unless we hung up on `path` within a few seconds (long before the fetch's own deadline). */
async function hangsUp(path: string): Promise<void> {
  const late = new Promise((_, reject) => setTimeout(() => reject(new Error(`${path} still connected`)), 3000));
  await Promise.race([hungUp.get(path), late]);
}

const CANNOT = 'We could not use the cover art at that address: ';

function listen(handler: http.RequestListener): Promise<http.Server> {
  const s = http.createServer(handler);
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(s)));
}

beforeAll(async () => {
  const png = await pngImage(3000, 3000);
  const jpg = await jpgImage(600, 600);
  server = await listen((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    lastHeaders = req.headers;
    if (path === '/broken.png') {
      // A PNG signature, then no image.
      res.writeHead(200, { 'Content-Type': 'image/png' });
      return res.end(Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]));
    }
    if (path === '/loop') {
      res.writeHead(302, { Location: '/loop' });
      return res.end();
    }
    if (path === '/trickle.png') {
      // Its first bytes arrive a few at a time: the type is told once enough have come.
      res.writeHead(200, { 'Content-Type': 'image/png' });
      let at = 0;
      const step = () => {
        if (at >= 24) return res.end(png.subarray(at));
        res.write(png.subarray(at, at + 3));
        at += 3;
        setTimeout(step, 5);
      };
      return step();
    }
    if (path === '/short.jpg') return res.end(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]));
    if (path === '/early-cut') {
      // Promises a whole image and hangs up after five bytes, before its type can be told.
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': '5000' });
      res.write(png.subarray(0, 5));
      setTimeout(() => res.socket?.destroy(), 50);
      return;
    }
    if (path === '/endless-page') return endless(req, res, Buffer.from('<!doctype html><html><body>'));
    if (path === '/endless.png') return endless(req, res, png.subarray(0, 64));
    if (path === '/twelve.png') return res.end(png.subarray(0, 12));
    if (path === '/bad-redirect') {
      res.writeHead(302, { Location: 'http://[::1' });
      return res.end();
    }
    if (path === '/tiny') return res.end(Buffer.from([0x89, 0x50]));
    if (path === '/empty') return res.end();
    if (path === '/cut') {
      // Promises the whole image, sends its first half, then hangs up.
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(png.length) });
      res.write(png.subarray(0, Math.floor(png.length / 2)));
      setTimeout(() => res.socket?.destroy(), 50);
      return;
    }
    if (path === '/streamed') {
      // No length given: counted as it arrives, and refused past the cap.
      res.writeHead(200, { 'Content-Type': 'image/png' });
      return res.end(png);
    }
    if (path.endsWith('.jpeg') || path.includes('photo') || path.endsWith('.JPG')) {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      return res.end(jpg);
    }
    if (path.startsWith('/art/')) {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(png.length) });
      return res.end(png);
    }
    res.writeHead(404);
    res.end();
  });
  const free = await listen(() => undefined);
  closedPort = (free.address() as AddressInfo).port;
  await new Promise((resolve) => free.close(resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  ctx = await createTestContext({ allowInternalFetch: [`127.0.0.1:${port}`, `127.0.0.1:${closedPort}`] });
  artist = await createUser(ctx);
  actor = { kind: 'user', userId: artist.id, role: 'user', ip: null };
});
afterAll(async () => {
  await ctx.close();
  server.closeAllConnections();
  server.close();
});

const storedFiles = async () =>
  (await ctx.deps.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM uploaded_files WHERE user_id = ${artist.id}`)).rows[0]!.n;

async function refusal(address: string, c: TestContext = ctx): Promise<{ message: string; field?: string }> {
  const err = await importCover(c.deps, actor, address).then(
    () => {
      throw new Error(`${address} was taken`);
    },
    (e: unknown) => e as { code: string; message: string; field?: string },
  );
  expect(err, address).toMatchObject({ code: 'VALIDATION', field: 'coverArtUrl' });
  return err;
}

describe('refusals, each with its whole message', () => {
  it('names what is wrong with the address itself', async () => {
    const before = await storedFiles();
    const cases: [string, string][] = [
      [
        'ftp://example.com/cover.png',
        'it must be a web address starting with https:// (without a user name or password). Please check it or upload the image.',
      ],
      [
        'https://user:secret@example.com/cover.png',
        'it must be a web address starting with https:// (without a user name or password). Please check it or upload the image.',
      ],
      [
        'http://10.0.0.7/cover.png',
        'it does not point to a site on the public internet. Please give a public web address or upload the image.',
      ],
      ['http://93.184.215.14:8080/cover.png', 'only the standard web ports can be used. Please give another address or upload the image.'],
      ['http://no-such-host.invalid/cover.png', 'the site could not be found. Please check the address or upload the image.'],
      [`http://127.0.0.1:${closedPort}/cover.png`, 'the site could not be reached. Please try again later or upload the image.'],
    ];
    for (const [address, why] of cases) expect((await refusal(address)).message, address).toBe(CANNOT + why);
    expect(await storedFiles()).toBe(before);
  });

  it('names what the site answered', async () => {
    const cases: [string, string][] = [
      [`${base}/loop`, 'it redirects too many times. Please give the address of the image itself or upload it.'],
      [`${base}/missing.png`, 'the site answered with an error (HTTP 404). Please check the address or upload the image.'],
      [`${base}/tiny`, 'it is not a JPG or PNG image. Please give the address of the image itself or upload it.'],
      [`${base}/empty`, 'it is not a JPG or PNG image. Please give the address of the image itself or upload it.'],
      [`${base}/cut`, 'the download was cut off. Please try again later or upload the image.'],
      [`${base}/broken.png`, 'the image could not be read. Please check that it opens, or upload it.'],
      // Just enough to tell a PNG: checked as one, and unreadable.
      [`${base}/twelve.png`, 'the image could not be read. Please check that it opens, or upload it.'],
      [`${base}/bad-redirect`, 'the site answered with an error (HTTP 302). Please check the address or upload the image.'],
      [`${base}/short.jpg`, 'it is not a JPG or PNG image. Please give the address of the image itself or upload it.'],
      [`${base}/early-cut`, 'the download was cut off. Please try again later or upload the image.'],
    ];
    const before = await storedFiles();
    for (const [address, why] of cases) expect((await refusal(address)).message, address).toBe(CANNOT + why);
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a body without a length once it passes the cover limit', async () => {
    const small = await createTestContext({
      allowInternalFetch: [base.replace('http://', '')],
      env: { UPLOAD_MAX_COVER_BYTES: String(64 * 1024) },
    });
    try {
      expect((await refusal(`${base}/streamed`, small)).message).toBe(
        `${CANNOT}the image is larger than 64 KB. Please upload a smaller image.`,
      );
    } finally {
      await small.close();
    }
  });
});

describe('the body', () => {
  it('is told by its first bytes even when they arrive a few at a time', async () => {
    expect((await importCover(ctx.deps, actor, `${base}/trickle.png`)).originalName).toBe('trickle.png');
  });

  it('is not waited for once it is refused: the connection is closed', async () => {
    const refused = await refusal(`${base}/endless-page`);
    expect(refused.message).toBe(CANNOT + 'it is not a JPG or PNG image. Please give the address of the image itself or upload it.');
    await hangsUp('/endless-page');
  });

  it('keeps the words of a refusal that is not about the image, and closes the connection', async () => {
    // Unused uploads past the quota: the quota's own message, as for an upload.
    const tight = await createTestContext({
      allowInternalFetch: [base.replace('http://', '')],
      env: { UPLOAD_UNATTACHED_MAX_BYTES: '1024' },
    });
    try {
      const full = await createUser(tight);
      await tight.deps.db.insert(uploadedFiles).values({
        userId: full.id,
        kind: 'cover',
        storageKey: `cover/${full.id}/unused`,
        originalName: 'unused.png',
        mimeType: 'image/png',
        sizeBytes: 1024,
      });
      const fullActor: UserActor = { kind: 'user', userId: full.id, role: 'user', ip: null };
      const err = await importCover(tight.deps, fullActor, `${base}/endless.png`).then(
        () => ({ code: 'TAKEN', message: '' }),
        (e: unknown) => e as { code: string; message: string },
      );
      expect(err).toMatchObject({ code: 'QUOTA_EXCEEDED' });
      expect(err.message).toMatch(/^Your uploads that no release uses yet take 1 KB of the 1 KB allowed/);
      await hangsUp('/endless.png');
    } finally {
      await tight.close();
    }
  });
});

describe('the messages', () => {
  it('say what went wrong for the reasons a test site cannot give', () => {
    expect(coverFetchMessage('timeout')).toBe(CANNOT + 'the site took too long to send it. Please try again later or upload the image.');
    expect(coverFetchMessage('status')).toBe(CANNOT + 'the site answered with an error. Please check the address or upload the image.');
  });
});

describe('the request', () => {
  it('asks for a JPG or PNG and names itself', async () => {
    await importCover(ctx.deps, actor, `${base}/art/asked.png`);
    expect(lastHeaders).toMatchObject({
      accept: 'image/jpeg, image/png;q=0.9, */*;q=0.1',
      'user-agent': `${ctx.deps.env.BRAND_NAME} cover art fetch`,
    });
  });
});

describe('the stored copy’s name', () => {
  it('keeps the name from the address when its extension says what the image is', async () => {
    expect((await importCover(ctx.deps, actor, `${base}/art/Night%20Drive.png`)).originalName).toBe('Night Drive.png');
    expect((await importCover(ctx.deps, actor, `${base}/art/front.jpeg`)).originalName).toBe('front.jpeg');
    expect((await importCover(ctx.deps, actor, `${base}/art/photo.jpg`)).originalName).toBe('photo.jpg');
  });

  it('adds the real extension when the name says otherwise or nothing', async () => {
    const cases: [string, string][] = [
      [`${base}/art/cover.jpg`, 'cover.jpg.png'], // a PNG behind a .jpg name
      [`${base}/photo.png`, 'photo.png.jpg'], // a JPEG behind a .png name
      [`${base}/art/noext`, 'noext.png'],
      [`${base}/art/`, 'cover.png'],
      [`${base}/photo/`, 'cover.jpg'],
    ];
    for (const [address, name] of cases) expect((await importCover(ctx.deps, actor, address)).originalName, address).toBe(name);
  });

  it('drops control characters and backslashes, keeps a name it cannot decode as sent, and caps its length', async () => {
    expect((await importCover(ctx.deps, actor, `${base}/art/a%00b%5Cc%7Fd%09e%2Ff.png`)).originalName).toBe('abcdef.png');
    expect((await importCover(ctx.deps, actor, `${base}/art/100%25.png`)).originalName).toBe('100%.png');
    expect((await importCover(ctx.deps, actor, `${base}/art/bad%E0%A4.png`)).originalName).toBe('bad%E0%A4.png');
    const long = `${'x'.repeat(250)}.png`;
    expect((await importCover(ctx.deps, actor, `${base}/art/${long}`)).originalName).toBe(`${'x'.repeat(200)}.png`);
    expect((await importCover(ctx.deps, actor, `${base}/art/%01%02`)).originalName).toBe('cover.png');
  });
});
