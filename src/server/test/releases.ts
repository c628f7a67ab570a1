// A release body as the create form sends it, and the files a complete release needs, for tests.
import type { ReleaseInput } from '../../domain/releases.ts';
import { addDays, isoDay } from '../../domain/release-checks.ts';
import { ORIGIN, type TestContext } from './test-context.ts';
import type { TestUser } from './users.ts';
import { jpgImage, pngImage, wavFile } from './upload-fixtures.ts';

export const DRIVE = 'https://drive.google.com/file/d/abc123/view';

/** A date `days` from today (UTC), as the form sends it. */
export const daysFromToday = (days: number) => addDays(isoDay(new Date()), days);

export function releaseBody(over: Partial<ReleaseInput> = {}): ReleaseInput {
  return { title: 'Night Drive', artistName: 'Mira K', audioUrl: DRIVE, ...over };
}

/** Everything review asks for except the cover art, which the caller uploads (see uploadCover). */
export function completeBody(over: Partial<ReleaseInput> = {}): ReleaseInput {
  return releaseBody({
    genre: 'Pop',
    releaseDate: daysFromToday(90),
    copyrightHolder: 'Mira K',
    ...over,
  });
}

async function put(ctx: TestContext, user: TestUser, kind: 'audio' | 'cover', name: string, data: Buffer): Promise<string> {
  const res = await ctx.app.request(`/api/uploads/${kind}?name=${encodeURIComponent(name)}`, {
    method: 'PUT',
    headers: { Origin: ORIGIN, Cookie: user.cookie, 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(data),
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** An uploaded cover of the artist's, by default one stores take (3000 x 3000 PNG); its file id. */
export async function uploadCover(ctx: TestContext, user: TestUser, width = 3000, height = width): Promise<string> {
  return width >= 3000
    ? put(ctx, user, 'cover', 'cover.png', await pngImage(width, height))
    : put(ctx, user, 'cover', 'cover.jpg', await jpgImage(width, height));
}

/** An uploaded WAV of the artist's; its file id. */
export function uploadAudio(ctx: TestContext, user: TestUser, o: { rate?: number; channels?: number } = {}): Promise<string> {
  return put(ctx, user, 'audio', 'take.wav', wavFile(1, o));
}
