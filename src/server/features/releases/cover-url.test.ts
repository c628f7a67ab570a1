// Cover art given as a web address is fetched once on the server, checked and stored like an
// upload, and referenced by id; or refused with a message. Nothing here reaches the internet:
// the images come from a local server that only this test context may reach.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseDto, ReleaseListDto } from '../../../domain/releases-dto.ts';
import { profiles } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { jpgImage, pngImage } from '../../test/upload-fixtures.ts';
import { completeBody } from '../../test/releases.ts';

let ctx: TestContext;
let artist: TestUser;
let images: http.Server;
let internal: http.Server;
let base: string;
const hits: Record<string, number> = {};
let internalHits = 0;

function listen(handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  const files: Record<string, { type: string; body: Buffer }> = {
    '/art/cover.png': { type: 'image/png', body: await pngImage(3000, 3000) },
    '/art/other.png': { type: 'image/png', body: await pngImage(3000, 3000) },
    '/art/unused.png': { type: 'image/png', body: await pngImage(3000, 3000) },
    '/art/small.jpg': { type: 'image/jpeg', body: await jpgImage(800, 800) },
    '/art/no-extension': { type: 'application/octet-stream', body: await jpgImage(3000, 3000) },
    '/page.html': { type: 'text/html', body: Buffer.from('<!doctype html><title>Not an image</title>') },
    '/broken.png': { type: 'image/png', body: Buffer.concat([(await pngImage(64, 64)).subarray(0, 40), Buffer.alloc(100)]) },
  };
  internal = await listen((_req, res) => {
    internalHits++;
    res.end('secret');
  });
  images = await listen((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits[path] = (hits[path] ?? 0) + 1;
    if (path === '/moved') {
      res.writeHead(302, { Location: '/art/cover.png' });
      return res.end();
    }
    if (path === '/to-internal') {
      res.writeHead(302, { Location: `http://127.0.0.1:${(internal.address() as AddressInfo).port}/` });
      return res.end();
    }
    const file = files[path];
    if (!file) {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(200, { 'Content-Type': file.type, 'Content-Length': String(file.body.length) });
    res.end(file.body);
  });
  const port = (images.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  // The test-only allowance: this one local server, and nothing else that is not public.
  ctx = await createTestContext({ allowInternalFetch: [`127.0.0.1:${port}`] });
  artist = await createUser(ctx, { name: 'Mira' });
  await ctx.deps.db.update(profiles).set({ planType: 'individual_artist' }).where(eq(profiles.id, artist.id));
});
afterAll(async () => {
  await ctx.close();
  for (const s of [images, internal]) {
    s.closeAllConnections();
    s.close();
  }
});

const get = async (id: string) => (await (await ctx.request('GET', `/api/releases/${id}`, { cookie: artist.cookie })).json()) as ReleaseDto;
const count = async (table: 'music_releases' | 'uploaded_files') =>
  (await ctx.deps.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${artist.id}`))
    .rows[0]!.n;

describe('cover art by web address', () => {
  it('is fetched once, stored as the release’s own file, and shown like an upload', async () => {
    const url = `${base}/art/cover.png`;
    const res = await ctx.request('POST', '/api/releases', { cookie: artist.cookie, body: completeBody({ coverArtUrl: url }) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const release = await get(id);
    expect(release.coverArtUrl).toBe(url);
    expect(release.coverFile).toMatchObject({
      kind: 'cover',
      originalName: 'cover.png',
      mimeType: 'image/png',
      image: { width: 3000, height: 3000 },
      warnings: [],
    });
    expect(release.missing).toEqual([]);
    expect(release.problems).toEqual([]);
    const { rows } = await ctx.deps.db.execute<{ cover_file_id: string }>(sql`SELECT cover_file_id FROM music_releases WHERE id = ${id}`);
    expect(rows[0]!.cover_file_id).toBe(release.coverFile!.id);
    expect((await ctx.request('GET', release.coverFile!.thumbnailUrl!, { cookie: artist.cookie })).headers.get('Content-Type')).toBe(
      'image/jpeg',
    );
    const list = (await (await ctx.request('GET', '/api/releases', { cookie: artist.cookie })).json()) as ReleaseListDto;
    expect(list.items.find((i) => i.id === id)?.coverUrl).toBe(release.coverFile!.thumbnailUrl);
    expect(hits['/art/cover.png']).toBe(1);

    // Saved again as the edit form sends it (file and address), or with the address alone: no new fetch.
    const again = await ctx.request('PUT', `/api/releases/${id}`, {
      cookie: artist.cookie,
      body: completeBody({ coverArtUrl: url, coverFileId: release.coverFile!.id, title: 'Renamed' }),
    });
    expect(((await again.json()) as ReleaseDto).coverFile?.id).toBe(release.coverFile!.id);
    const addressOnly = await ctx.request('PUT', `/api/releases/${id}`, {
      cookie: artist.cookie,
      body: completeBody({ coverArtUrl: url }),
    });
    expect(((await addressOnly.json()) as ReleaseDto).coverFile?.id).toBe(release.coverFile!.id);
    expect(hits['/art/cover.png']).toBe(1);

    // A new address is fetched; the submitted release keeps it.
    const changed = (await (
      await ctx.request('PUT', `/api/releases/${id}`, {
        cookie: artist.cookie,
        body: completeBody({ coverArtUrl: `${base}/art/other.png` }),
      })
    ).json()) as ReleaseDto;
    expect(changed.coverFile?.id).not.toBe(release.coverFile!.id);
    expect((await ctx.request('POST', `/api/releases/${id}/submit`, { cookie: artist.cookie, body: {} })).status).toBe(200);
    expect((await get(id)).coverArtUrl).toBe(`${base}/art/other.png`);
  });

  it('follows redirects, names a file without an extension by its content, and checks it like an upload', async () => {
    const moved = (await (
      await ctx.request('POST', '/api/releases', { cookie: artist.cookie, body: completeBody({ coverArtUrl: `${base}/moved` }) })
    ).json()) as { id: string };
    expect((await get(moved.id)).coverFile?.image).toMatchObject({ width: 3000, height: 3000 });
    const bare = (await (
      await ctx.request('POST', '/api/releases', { cookie: artist.cookie, body: completeBody({ coverArtUrl: `${base}/art/no-extension` }) })
    ).json()) as { id: string };
    expect((await get(bare.id)).coverFile?.originalName).toBe('no-extension.jpg');
    const small = (await (
      await ctx.request('POST', '/api/releases', { cookie: artist.cookie, body: completeBody({ coverArtUrl: `${base}/art/small.jpg` }) })
    ).json()) as { id: string };
    const release = await get(small.id);
    expect(release.problems.map((p) => p.message)).toEqual(['Cover art: The image is 800 x 800; stores need at least 3000 x 3000.']);
    expect((await ctx.request('POST', `/api/releases/${small.id}/submit`, { cookie: artist.cookie, body: {} })).status).toBe(422);
  });

  it('refuses internal addresses (directly or by a redirect), pages that are not images, and broken images; nothing is saved', async () => {
    const releases = await count('music_releases');
    const files = await count('uploaded_files');
    const internalPort = (internal.address() as AddressInfo).port;
    const cases: [string, string][] = [
      [`http://127.0.0.1:${internalPort}/cover.png`, 'it does not point to a site on the public internet.'],
      [`http://localhost:${internalPort}/cover.png`, 'it does not point to a site on the public internet.'],
      ['http://169.254.169.254/latest/meta-data/iam', 'it does not point to a site on the public internet.'],
      ['http://10.0.0.7/cover.png', 'it does not point to a site on the public internet.'],
      ['http://[::1]/cover.png', 'it does not point to a site on the public internet.'],
      [`${base}/to-internal`, 'it does not point to a site on the public internet.'],
      [`${base}/page.html`, 'it is not a JPG or PNG image.'],
      [`${base}/missing.png`, 'the site answered with an error (HTTP 404).'],
      [`${base}/broken.png`, 'the image could not be read.'],
    ];
    for (const [url, why] of cases) {
      const res = await ctx.request('POST', '/api/releases', { cookie: artist.cookie, body: completeBody({ coverArtUrl: url }) });
      expect(res.status, url).toBe(400);
      const { error } = await res.json();
      expect(error.field, url).toBe('coverArtUrl');
      expect(error.message, url).toMatch(new RegExp(`^We could not use the cover art at that address: ${why.replace(/[().]/g, '\\$&')}`));
    }
    expect(internalHits).toBe(0);
    expect(await count('music_releases')).toBe(releases);
    expect(await count('uploaded_files')).toBe(files);
  });

  it('an address too large for the cover limit is refused before it is stored', async () => {
    const small = await createTestContext({
      allowInternalFetch: [base.replace('http://', '')],
      env: { UPLOAD_MAX_COVER_BYTES: String(64 * 1024) },
    });
    try {
      const user = await createUser(small);
      const res = await small.request('POST', '/api/releases', {
        cookie: user.cookie,
        body: completeBody({ coverArtUrl: `${base}/art/cover.png` }),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(
        'We could not use the cover art at that address: the image is larger than 64 KB. Please upload a smaller image.',
      );
    } finally {
      await small.close();
    }
  });

  it('is not fetched for a release that can no longer be edited', async () => {
    const { id } = (await (await ctx.request('POST', '/api/releases', { cookie: artist.cookie, body: completeBody() })).json()) as {
      id: string;
    };
    await ctx.deps.db.execute(sql`UPDATE music_releases SET status = 'pending' WHERE id = ${id}`);
    const res = await ctx.request('PUT', `/api/releases/${id}`, {
      cookie: artist.cookie,
      body: completeBody({ coverArtUrl: `${base}/art/unused.png` }),
    });
    expect(res.status).toBe(409);
    expect(hits['/art/unused.png']).toBeUndefined();
  });

  it('a release saved with only an address before covers were fetched gets its copy when submitted', async () => {
    const created = (await (await ctx.request('POST', '/api/releases', { cookie: artist.cookie, body: completeBody() })).json()) as {
      id: string;
    };
    await ctx.deps.db.execute(
      sql`UPDATE music_releases SET cover_art_url = ${`${base}/art/cover.png`}, cover_file_id = NULL WHERE id = ${created.id}`,
    );
    const before = await get(created.id);
    expect(before.coverFile).toBeNull();
    expect(before.missing).toEqual([]);
    const res = await ctx.request('POST', `/api/releases/${created.id}/submit`, { cookie: artist.cookie, body: {} });
    expect(res.status).toBe(200);
    const after = (await res.json()) as ReleaseDto;
    expect(after).toMatchObject({ status: 'pending', coverArtUrl: `${base}/art/cover.png` });
    expect(after.coverFile?.image).toMatchObject({ width: 3000, height: 3000 });
  });
});
