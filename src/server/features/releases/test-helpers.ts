// A release body as the create form sends it, for tests.
import type { ReleaseInput } from '../../../domain/releases.ts';

export const DRIVE = 'https://drive.google.com/file/d/abc123/view';

export function releaseBody(over: Partial<ReleaseInput> = {}): ReleaseInput {
  return { title: 'Night Drive', artistName: 'Mira K', audioUrl: DRIVE, ...over };
}

export function completeBody(over: Partial<ReleaseInput> = {}): ReleaseInput {
  return releaseBody({
    genre: 'Pop',
    releaseDate: '2027-03-01',
    coverArtUrl: 'https://example.com/cover.jpg',
    copyrightHolder: 'Mira K',
    ...over,
  });
}
