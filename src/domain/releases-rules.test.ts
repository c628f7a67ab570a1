// The release lifecycle rules at their edges: what a release still lacks before review (track
// counts per type, every track's title and audio), money and counts as shown, the form's helpers.
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  isGoogleDriveUrl,
  missingFix,
  missingForReview,
  notReadyMessage,
  planLimitMessage,
  PLAN_LIMIT_CODE,
  CREATE_FAILED,
  LOAD_FAILED,
  RELEASE_CREATED,
  splitList,
  splitMessage,
  TRACK_COUNT,
  type CompletenessInput,
} from './releases-rules.ts';
import { TRY_LATER } from './errors.ts';
import { formatDecimal } from './money.ts';
import { isValidIsoDate } from './dates.ts';

const track = (over: Partial<CompletenessInput['tracks'][number]> = {}) => ({ title: 'Song', hasAudio: true, ...over });
const tracks = (n: number) => Array.from({ length: n }, () => track());

function release(over: Partial<CompletenessInput> = {}): CompletenessInput {
  return {
    title: 'Night Drive',
    artistName: 'Mira K',
    genre: 'Pop',
    releaseType: 'single',
    releaseDate: '2027-03-01',
    coverArtUrl: 'https://example.com/cover.jpg',
    hasCoverFile: false,
    copyrightHolder: 'Mira K',
    tracks: tracks(1),
    ...over,
  };
}

describe('missingForReview', () => {
  it('finds nothing missing in a complete single', () => {
    expect(missingForReview(release())).toEqual([]);
  });

  it('names every missing field, in form order', () => {
    const empty = release({
      title: '',
      artistName: '',
      genre: null,
      releaseDate: null,
      coverArtUrl: null,
      copyrightHolder: null,
      tracks: [],
    });
    expect(missingForReview(empty)).toEqual([
      'Title',
      'Artist name',
      'Genre',
      'Release date',
      'Cover art',
      'Copyright holder',
      'A single has exactly 1 track',
    ]);
  });

  it.each([
    ['title', { title: '' }, 'Title'],
    ['artist name', { artistName: '' }, 'Artist name'],
    ['genre', { genre: '' }, 'Genre'],
    ['release date', { releaseDate: '' }, 'Release date'],
    ['copyright holder', { copyrightHolder: '' }, 'Copyright holder'],
  ] as const)('names a missing %s alone', (_name, over, expected) => {
    expect(missingForReview(release(over))).toEqual([expected]);
  });

  it('takes an uploaded cover file or a cover URL as cover art', () => {
    expect(missingForReview(release({ coverArtUrl: null, hasCoverFile: true }))).toEqual([]);
    expect(missingForReview(release({ coverArtUrl: 'https://example.com/c.jpg', hasCoverFile: false }))).toEqual([]);
    expect(missingForReview(release({ coverArtUrl: '', hasCoverFile: false }))).toEqual(['Cover art']);
  });

  it('keeps the track counts stores expect', () => {
    expect(TRACK_COUNT).toEqual({ single: { min: 1, max: 1 }, ep: { min: 2, max: 7 }, album: { min: 3, max: 50 } });
  });

  it('a single has exactly one track', () => {
    expect(missingForReview(release({ tracks: [] }))).toEqual(['A single has exactly 1 track']);
    expect(missingForReview(release({ tracks: tracks(2) }))).toEqual(['A single has exactly 1 track']);
  });

  it('an EP with one track cannot be submitted; two to seven can', () => {
    const ep = (n: number) => missingForReview(release({ releaseType: 'ep', tracks: tracks(n) }));
    expect(ep(1)).toEqual(['An EP needs 2 to 7 tracks']);
    expect(ep(2)).toEqual([]);
    expect(ep(7)).toEqual([]);
    expect(ep(8)).toEqual(['An EP needs 2 to 7 tracks']);
  });

  it('an album with two tracks cannot be submitted; three to fifty can', () => {
    const album = (n: number) => missingForReview(release({ releaseType: 'album', tracks: tracks(n) }));
    expect(album(2)).toEqual(['An album needs 3 to 50 tracks']);
    expect(album(3)).toEqual([]);
    expect(album(50)).toEqual([]);
    expect(album(51)).toEqual(['An album needs 3 to 50 tracks']);
  });

  it('names each track without a title or audio by its number', () => {
    const r = release({
      releaseType: 'ep',
      tracks: [track(), track({ title: '' }), track({ hasAudio: false }), track({ title: '', hasAudio: false })],
    });
    expect(missingForReview(r)).toEqual(['Title of track 2', 'Audio of track 3', 'Title of track 4', 'Audio of track 4']);
    expect(missingForReview(release({ tracks: [track({ hasAudio: false })] }))).toEqual(['Audio of track 1']);
  });

  it('gives each missing field its fix, the link that does it and the form field to go to', () => {
    const all = missingForReview(
      release({ title: '', artistName: '', genre: null, releaseDate: null, coverArtUrl: null, copyrightHolder: null }),
    );
    expect(Object.fromEntries(all.map((m) => [m, missingFix(m, 'single')]))).toEqual({
      Title: { fix: 'Give the release the title stores will show.', action: 'Add the title', field: 'title' },
      'Artist name': { fix: 'Name the main artist as stores will show them.', action: 'Add the artist name', field: 'artistName' },
      Genre: { fix: 'Choose the genre stores list the release under.', action: 'Choose a genre', field: 'genre' },
      'Release date': { fix: 'Choose the day the release goes live in stores.', action: 'Choose a release date', field: 'releaseDate' },
      'Cover art': {
        fix: 'Upload a square image of at least 3000 x 3000 pixels, or give its web address.',
        action: 'Add cover art',
        field: 'coverArtUrl',
      },
      'Copyright holder': {
        fix: 'Name the person or company that owns the recording; stores show it with the release.',
        action: 'Add the copyright holder',
        field: 'copyrightHolder',
      },
    });
    // the same for every release type
    for (const m of all) expect(missingFix(m, 'album')).toEqual(missingFix(m, 'single'));
  });

  it("sends a track's fix to its own fields, and a single's to the release's title and audio", () => {
    expect(missingFix('Title of track 2', 'ep')).toEqual({
      fix: 'Give track 2 its title.',
      action: 'Name track 2',
      field: 'tracks.1.title',
    });
    expect(missingFix('Audio of track 12', 'album')).toEqual({
      fix: 'Give a Google Drive link to the audio of track 12, or upload it.',
      action: 'Add the audio of track 12',
      field: 'tracks.11.audioUrl',
    });
    expect(missingFix('Title of track 1', 'single').field).toBe('title');
    expect(missingFix('Audio of track 1', 'single')).toMatchObject({ action: 'Add the audio of track 1', field: 'audioUrl' });
    expect(missingFix('Audio of track 3', 'ep').field).toBe('tracks.2.audioUrl');
  });

  it('sends a wrong track count to the release type and the tracks', () => {
    const fix = {
      fix: 'Add or remove tracks, or choose the release type that fits them.',
      action: 'Change the tracks',
      field: 'releaseType',
    };
    for (const [type, n] of [
      ['single', 2],
      ['ep', 1],
      ['album', 2],
    ] as const) {
      const [count] = missingForReview(release({ releaseType: type, tracks: tracks(n) }));
      expect(missingFix(count!, type)).toEqual(fix);
    }
    // only "Title/Audio of track <n>" names a track; anything else about tracks is the count
    expect(missingFix('Title of track two', 'ep')).toEqual(fix);
    expect(missingFix('Lyrics of track 2', 'ep')).toEqual(fix);
    expect(missingFix('The Title of track 2', 'ep')).toEqual(fix);
    expect(missingFix('Audio of track 2 or 3', 'ep')).toEqual(fix);
    expect(missingFix('constructor', 'ep')).toEqual(fix);
  });

  it('says what is missing in one sentence', () => {
    expect(notReadyMessage(['Genre', 'Cover art'])).toBe('This release is not ready for review. Missing: Genre, Cover art.');
  });
});

describe('planLimitMessage', () => {
  it('says the texts of the spec', () => {
    expect([RELEASE_CREATED, CREATE_FAILED, LOAD_FAILED, TRY_LATER]).toEqual([
      'Release created successfully! Your release has been saved as a draft',
      'Error creating release',
      'Error loading releases',
      'Please try again later.',
    ]);
    expect(PLAN_LIMIT_CODE).toBe('PLAN_LIMIT');
  });

  it('names the plan and its monthly limit', () => {
    expect(planLimitMessage('Free', 5)).toBe(
      "You have reached the Free plan's limit of 5 new releases this month. Upgrade your plan for unlimited releases.",
    );
  });
});

describe('money from decimal strings (money.ts formatDecimal)', () => {
  it.each([
    ['0', '$0.00'],
    ['5', '$5.00'],
    ['1234.5', '$1,234.50'],
    ['1234567.891', '$1,234,567.89'],
    ['999', '$999.00'],
    ['1000', '$1,000.00'],
    ['0.004', '$0.00'],
    ['0.005', '$0.01'],
    ['0.014', '$0.01'],
    ['0.015', '$0.02'],
    ['999.995', '$1,000.00'],
    ['.5', '$0.50'],
    ['12.', '$12.00'],
    ['  7.25  ', '$7.25'],
    ['-12.345', '-$12.35'],
    ['-0.001', '$0.00'],
    ['abc', '$0.00'],
    ['1.2.3', '$0.00'],
  ])('shows %j as %s', (value, shown) => {
    expect(formatDecimal(value)).toBe(shown);
  });

  it('shows nothing as zero, in the given currency', () => {
    expect(formatDecimal(null)).toBe('$0.00');
    expect(formatDecimal(undefined)).toBe('$0.00');
    expect(formatDecimal('2490', 'INR')).toBe('₹2,490.00');
    expect(formatDecimal('x', 'INR')).toBe('₹0.00');
  });
});

describe('form helpers', () => {
  it('formats counts with thousands separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('splits "Title: description" messages at the first colon and space', () => {
    expect(splitMessage('Invalid audio URL: Please provide a link: a Drive one.')).toEqual({
      title: 'Invalid audio URL',
      description: 'Please provide a link: a Drive one.',
    });
    expect(splitMessage('Error creating release')).toEqual({ title: 'Error creating release' });
    expect(splitMessage('Time:12')).toEqual({ title: 'Time:12' });
    expect(splitMessage(': only a description')).toEqual({ title: '', description: 'only a description' });
  });

  it('accepts Google Drive and Google Docs links only', () => {
    expect(isGoogleDriveUrl('https://drive.google.com/file/d/abc/view')).toBe(true);
    expect(isGoogleDriveUrl('http://docs.google.com/document/d/abc')).toBe(true);
    expect(isGoogleDriveUrl('ftp://drive.google.com/file')).toBe(false);
    expect(isGoogleDriveUrl('https://drive.google.com.example.com/file')).toBe(false);
    expect(isGoogleDriveUrl('https://example.com/drive.google.com')).toBe(false);
    expect(isGoogleDriveUrl('drive.google.com/file/d/abc')).toBe(false);
    expect(isGoogleDriveUrl('')).toBe(false);
  });

  it('splits a comma-separated list into trimmed, non-empty entries', () => {
    expect(splitList(' Asha Bhosle, Kishore Kumar ,, ')).toEqual(['Asha Bhosle', 'Kishore Kumar']);
    expect(splitList([' A ', '', 'B'])).toEqual(['A', 'B']);
    expect(splitList('')).toEqual([]);
  });

  it('accepts real calendar dates from 1900 to 2100 only', () => {
    for (const ok of ['2026-11-23', '2028-02-29', '1900-01-01', '2100-12-31']) expect(isValidIsoDate(ok), ok).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '1899-12-31',
      '2101-01-01',
      '2026-1-01',
      '26-01-01',
      'x2026-01-01',
      '2026-01-01x',
      '',
    ]) {
      expect(isValidIsoDate(bad), bad).toBe(false);
    }
  });
});
