// The release type stores give a release (Spotify's and Apple's style guides, release-type.ts):
// by track count and length, refusing a type the tracks contradict with the right one named, and
// the "Single"/"EP" words stores refuse in titles.
import { describe, expect, it } from 'vitest';
import { releaseTypeFor, releaseTypeProblem, titleTypeWord } from './release-type.ts';
import { storeChecks, type StoreCheckInput } from './release-checks.ts';
import type { AudioInfo } from './uploads.ts';

const min = (m: number) => m * 60;

describe('releaseTypeFor', () => {
  it.each([
    ['one 3-minute track', [min(3)], 'single'],
    ['one track of 9:59', [min(10) - 1], 'single'],
    ['one track of 10 minutes', [min(10)], 'ep'],
    ['two short tracks (a Single at stores; ours holds one track, so an EP)', [min(3), min(4)], 'ep'],
    ['three tracks, one of 12 minutes', [min(3), min(12), min(4)], 'ep'],
    ['four tracks, 20 minutes', [min(5), min(5), min(5), min(5)], 'ep'],
    ['six tracks, exactly 30 minutes', Array(6).fill(min(5)), 'ep'],
    ['six tracks, 30 minutes and a second', [...Array(5).fill(min(5)), min(5) + 1], 'album'],
    ['seven short tracks', Array(7).fill(min(2)), 'album'],
    ['one 31-minute track', [min(31)], 'album'],
  ] as const)('%s: %s', (_l, durations, type) => {
    expect(releaseTypeFor(durations)).toBe(type);
  });

  it('cannot tell while a length is unknown, unless the count decides', () => {
    expect(releaseTypeFor([min(3), null])).toBeNull();
    expect(releaseTypeFor([])).toBeNull();
    expect(releaseTypeFor([...Array(6).fill(min(1)), null])).toBe('album');
  });
});

describe('releaseTypeProblem', () => {
  it('refuses a type the tracks contradict, naming the right one', () => {
    expect(releaseTypeProblem('album', [min(3), min(4), min(3)])).toEqual({
      message: 'Stores list 3 tracks, 10 minutes in all as an EP, not an Album.',
      fix: 'Choose EP as the release type, or change the tracks.',
    });
    expect(releaseTypeProblem('ep', Array(8).fill(min(4)))?.message).toBe(
      'Stores list 8 tracks, 32 minutes in all as an Album, not an EP.',
    );
    expect(releaseTypeProblem('single', [min(12)])?.message).toBe(
      'Stores list 1 track, one of 10 minutes or more, 12 minutes in all as an EP, not a Single.',
    );
    expect(releaseTypeProblem('ep', [min(3)])?.fix).toBe('Choose Single as the release type, or change the tracks.');
  });

  it('passes a type that fits, and one that cannot be told yet', () => {
    expect(releaseTypeProblem('single', [min(3)])).toBeNull();
    expect(releaseTypeProblem('ep', [min(3), min(3), min(3), min(3)])).toBeNull();
    expect(releaseTypeProblem('album', Array(10).fill(min(4)))).toBeNull();
    expect(releaseTypeProblem('album', [min(3), null])).toBeNull();
  });
});

describe('titleTypeWord', () => {
  it.each([
    ['Night Drive - Single', 'Single'],
    ['Four Rooms EP', 'EP'],
    ['Four Rooms (EP)', 'EP'],
    ['Summer [Single]', 'Single'],
    ['ep', 'ep'],
  ])('%s says %s', (title, word) => expect(titleTypeWord(title)).toBe(word));

  it.each(['Night Drive', 'Singles Club', 'Deep Sleep', 'Step by Step', 'Epilogue'])('%s says neither', (title) =>
    expect(titleTypeWord(title)).toBeNull(),
  );
});

describe('storeChecks: the type blocks, the title word warns', () => {
  const wav: AudioInfo = {
    container: 'WAVE',
    codec: 'PCM',
    durationSeconds: min(4),
    sampleRate: 44_100,
    bitDepth: 16,
    channels: 2,
    lossless: true,
  };
  const release = (over: Partial<StoreCheckInput>): StoreCheckInput => ({
    today: '2026-11-23',
    releaseDate: '2027-01-15',
    releaseType: 'album',
    title: 'Four Rooms',
    cover: null,
    tracks: [1, 2, 3].map((position) => ({ position, title: `Room ${position}`, audio: wav, link: false })),
    ...over,
  });

  it('an album of three 4-minute tracks is refused as the EP it is', () => {
    expect(storeChecks(release({})).problems).toEqual([
      {
        message: 'Stores list 3 tracks, 12 minutes in all as an EP, not an Album.',
        fix: 'Choose EP as the release type, or change the tracks.',
      },
    ]);
    expect(storeChecks(release({ releaseType: 'ep' }))).toEqual({ problems: [], warnings: [] });
  });

  it('warns about "EP" or "Single" in the release title or a track title', () => {
    const { problems, warnings } = storeChecks(
      release({
        releaseType: 'ep',
        title: 'Four Rooms - EP',
        tracks: [
          { position: 1, title: 'Room 1 (Single)', audio: wav, link: false },
          { position: 2, title: 'Room 2', audio: wav, link: false },
        ],
      }),
    );
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      {
        message: 'The title "Four Rooms - EP" says "EP"; stores add the release type themselves and refuse titles that carry it.',
        fix: 'Remove "EP" from the title, unless it is part of the original title.',
      },
      {
        message: `Track 1's title "Room 1 (Single)" says "Single"; stores add the release type themselves and refuse titles that carry it.`,
        fix: 'Remove "Single" from the title, unless it is part of the original title.',
      },
    ]);
  });
});
