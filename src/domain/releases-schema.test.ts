// The release form's schema (releases.ts): what the browser and the server both refuse, with the
// spec's messages and the field at fault; EP and album tracks are checked one by one.
import { describe, expect, it } from 'vitest';
import { releaseInputSchema, releaseListQuerySchema, submitReleaseSchema, trackInputSchema, type ReleaseInput } from './releases.ts';
import {
  INVALID_AUDIO_URL,
  INVALID_COVER_URL,
  INVALID_DATE,
  MISSING_REQUIRED,
  PRE_ORDER_AFTER_RELEASE,
  TRACK_TITLE_REQUIRED,
} from './releases-rules.ts';

const DRIVE = 'https://drive.google.com/file/d/abc123/view';
const FILE_ID = '0f8c2d1e-1a2b-4c3d-8e4f-5a6b7c8d9e0f';

const single = (over: Partial<ReleaseInput> = {}): ReleaseInput => ({
  title: 'Night Drive',
  artistName: 'Mira K',
  audioUrl: DRIVE,
  ...over,
});
const multi = (over: Partial<ReleaseInput> = {}): ReleaseInput => ({
  title: 'Monsoon',
  artistName: 'Mira K',
  releaseType: 'ep',
  tracks: [
    { title: 'One', audioUrl: DRIVE },
    { title: 'Two', audioUrl: DRIVE },
  ],
  ...over,
});

/** The issues of a refused input as [path, message], or [] when it passes. */
function issues(input: unknown): [string, string][] {
  const r = releaseInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
}

/** The codes of those issues: the form's own checks are custom ones. */
const codes = (input: unknown) => releaseInputSchema.safeParse(input).error?.issues.map((i) => i.code);

describe('required fields', () => {
  it('accepts a single with title, artist and a Drive link, and fills the defaults', () => {
    const r = releaseInputSchema.parse(single());
    expect(r).toMatchObject({
      title: 'Night Drive',
      artistName: 'Mira K',
      genre: '',
      mood: '',
      language: 'English',
      releaseType: 'single',
      releaseDate: '',
      audioFileId: '',
      coverFileId: '',
      explicitContent: false,
      featuringArtists: [],
      territories: { mode: 'worldwide', codes: [] },
      upc: '',
      isrc: '',
      stores: null,
      priceTier: 'standard',
      preOrderDate: '',
      tracks: [],
    });
  });

  it('refuses a missing title, artist name and audio, each at its field, with the spec message', () => {
    expect(issues({})).toEqual([
      ['title', MISSING_REQUIRED],
      ['artistName', MISSING_REQUIRED],
      ['audioUrl', MISSING_REQUIRED],
    ]);
    expect(issues(single({ title: '   ' }))).toEqual([['title', MISSING_REQUIRED]]);
    expect(issues(single({ artistName: '' }))).toEqual([['artistName', MISSING_REQUIRED]]);
    expect(issues(single({ audioUrl: '' }))).toEqual([['audioUrl', MISSING_REQUIRED]]);
  });

  it('reports its own checks as custom issues', () => {
    expect(codes({})).toEqual(['custom', 'custom', 'custom']);
    expect(codes(single({ audioUrl: 'https://example.com/a.wav' }))).toEqual(['custom']);
    expect(codes(multi({ tracks: [{ title: '', audioUrl: 'https://example.com/a.wav' }] }))).toEqual(['custom', 'custom']);
    expect(codes(single({ coverArtUrl: 'nope', releaseDate: '2027-03-01', preOrderDate: '2027-03-02' }))).toEqual(['custom', 'custom']);
  });

  it('takes an uploaded audio file as the audio of a single', () => {
    expect(issues(single({ audioUrl: '', audioFileId: FILE_ID }))).toEqual([]);
  });

  it('checks nothing else while a required field is missing', () => {
    expect(issues(single({ title: '', audioUrl: 'https://example.com/song.wav', coverArtUrl: 'nope' }))).toEqual([
      ['title', MISSING_REQUIRED],
    ]);
  });

  it('wants the audio of the first track on an EP or album, and names it', () => {
    const named = 'Missing required fields: Please fill in the audio of track 1 (a Google Drive link or an upload).';
    expect(issues(multi({ tracks: [] }))).toEqual([['tracks.0.audioUrl', named]]);
    expect(issues(multi({ releaseType: 'album', tracks: [{ title: 'One' }], audioUrl: DRIVE }))).toEqual([['tracks.0.audioUrl', named]]);
    const all = 'Missing required fields: Please fill in title, artist name, and the audio of track 1 (a Google Drive link or an upload).';
    expect(issues(multi({ title: '', artistName: '', tracks: [] }))).toEqual([
      ['title', all],
      ['artistName', all],
      ['tracks.0.audioUrl', all],
    ]);
    expect(issues(multi({ tracks: [{ title: 'One', audioFileId: FILE_ID }] }))).toEqual([]);
  });
});

describe('audio links', () => {
  it('refuses a single whose audio is not a Google Drive link', () => {
    expect(issues(single({ audioUrl: 'https://example.com/song.wav' }))).toEqual([['audioUrl', INVALID_AUDIO_URL]]);
  });

  it('validates EP and album tracks one by one: a title each, Drive links only', () => {
    const r = multi({
      tracks: [
        { title: 'One', audioUrl: DRIVE },
        { title: '', audioUrl: DRIVE },
        { title: 'Three', audioUrl: 'https://example.com/3.wav' },
        { title: 'Four' },
      ],
    });
    expect(issues(r)).toEqual([
      ['tracks.1.title', TRACK_TITLE_REQUIRED],
      ['tracks.2.audioUrl', INVALID_AUDIO_URL],
    ]);
    expect(issues(multi({ releaseType: 'album', tracks: [{ title: 'One', audioUrl: DRIVE }, { audioUrl: DRIVE }] }))).toEqual([
      ['tracks.1.title', TRACK_TITLE_REQUIRED],
    ]);
  });

  it('ignores the release-level audio link and the track list where they do not apply', () => {
    expect(issues(multi({ audioUrl: 'https://example.com/not-drive.wav' }))).toEqual([]);
    expect(issues(single({ tracks: [{ title: '', audioUrl: 'https://example.com/x.wav' }] }))).toEqual([]);
  });
});

describe('cover art and dates', () => {
  it('wants a web address for the cover art', () => {
    expect(issues(single({ coverArtUrl: 'https://example.com/c.jpg' }))).toEqual([]);
    expect(issues(single({ coverArtUrl: 'http://example.com/c.jpg' }))).toEqual([]);
    for (const bad of [
      'ftp://example.com/c.jpg',
      'example.com/c.jpg',
      'https://example.com/my cover.jpg',
      'xhttps://example.com',
      'https://',
    ]) {
      expect(issues(single({ coverArtUrl: bad })), bad).toEqual([['coverArtUrl', INVALID_COVER_URL]]);
    }
  });

  it('accepts a pre-order on or before the release day, never after', () => {
    expect(issues(single({ releaseDate: '2027-03-01', preOrderDate: '2027-03-01' }))).toEqual([]);
    expect(issues(single({ releaseDate: '2027-03-01', preOrderDate: '2027-02-28' }))).toEqual([]);
    expect(issues(single({ releaseDate: '2027-03-01', preOrderDate: '2027-03-02' }))).toEqual([['preOrderDate', PRE_ORDER_AFTER_RELEASE]]);
    expect(issues(single({ releaseDate: '', preOrderDate: '2027-03-02' }))).toEqual([]);
    expect(issues(single({ releaseDate: '2027-03-01', preOrderDate: '' }))).toEqual([]);
  });

  it('wants real dates in YYYY-MM-DD, trimmed, or none', () => {
    expect(issues(single({ releaseDate: '2027-02-30' }))).toEqual([['releaseDate', INVALID_DATE]]);
    expect(issues(single({ preOrderDate: '01/03/2027' }))).toEqual([['preOrderDate', INVALID_DATE]]);
    expect(releaseInputSchema.parse(single({ releaseDate: ' 2027-03-01 ' })).releaseDate).toBe('2027-03-01');
  });
});

describe('option lists and file ids', () => {
  it('accepts the listed options or none, and names the list otherwise', () => {
    expect(
      releaseInputSchema.parse(single({ genre: 'Hip-Hop', mood: 'Calm', language: 'Hindi', releaseType: 'single', priceTier: 'premium' })),
    ).toMatchObject({
      genre: 'Hip-Hop',
      mood: 'Calm',
      language: 'Hindi',
      priceTier: 'premium',
    });
    expect(issues(single({ genre: 'Polka' as never }))).toEqual([['genre', 'Please choose a genre from the list']]);
    expect(issues(single({ mood: 'Grumpy' as never }))).toEqual([['mood', 'Please choose a mood from the list']]);
    expect(issues(single({ language: 'Klingon' as never }))).toEqual([['language', 'Please choose a language from the list']]);
    expect(issues(single({ releaseType: 'mixtape' as never }))).toEqual([['releaseType', 'Please choose single, EP or album']]);
    expect(issues(single({ priceTier: 'free' as never }))).toEqual([['priceTier', 'Please choose a price tier from the list']]);
  });

  it('wants file ids to be ids', () => {
    expect(issues(single({ coverFileId: 'cover.jpg' }))).toEqual([['coverFileId', 'That file was not found']]);
    expect(issues(single({ audioUrl: '', audioFileId: 'x' }))).toContainEqual(['audioFileId', 'That file was not found']);
    expect(releaseInputSchema.parse(single({ coverFileId: FILE_ID })).coverFileId).toBe(FILE_ID);
  });
});

describe('lengths', () => {
  const fields: [keyof ReleaseInput, number, string][] = [
    ['title', 200, 'Title'],
    ['artistName', 200, 'Artist name'],
    ['subgenre', 100, 'Subgenre'],
    ['lyrics', 20_000, 'Lyrics'],
    ['description', 5000, 'Description'],
    ['copyrightHolder', 300, 'Copyright holder'],
    ['publisher', 300, 'Publisher'],
    ['writerComposer', 300, 'Writer/Composer'],
    ['producer', 300, 'Producer'],
    ['submissionNotes', 2000, 'Submission notes'],
    ['coverArtUrl', 2000, 'Cover art URL'],
  ];
  it.each(fields)('%s: %i characters at most', (field, max, label) => {
    const value = (n: number) => (field === 'coverArtUrl' ? `https://example.com/${'c'.repeat(n - 20)}` : 'x'.repeat(n));
    expect(issues(single({ [field]: value(max) }))).toEqual([]);
    expect(issues(single({ [field]: value(max + 1) }))).toContainEqual([field, `${label} must be at most ${max} characters`]);
  });

  it('counts the audio link and track texts too', () => {
    expect(issues(single({ audioUrl: `${DRIVE}?${'a'.repeat(2001)}` }))).toContainEqual([
      'audioUrl',
      'Audio URL must be at most 2000 characters',
    ]);
    const longTrack = (over: object) =>
      multi({
        tracks: [
          { title: 'One', audioUrl: DRIVE, ...over },
          { title: 'Two', audioUrl: DRIVE },
        ],
      });
    expect(issues(longTrack({ title: 'x'.repeat(200) }))).toEqual([]);
    expect(issues(longTrack({ title: 'x'.repeat(201) }))).toContainEqual(['tracks.0.title', 'Track title must be at most 200 characters']);
    expect(issues(longTrack({ producer: 'x'.repeat(301) }))).toContainEqual([
      'tracks.0.producer',
      'Producer must be at most 300 characters',
    ]);
    expect(issues(longTrack({ writerComposer: 'x'.repeat(301) }))).toContainEqual([
      'tracks.0.writerComposer',
      'Writer/Composer must be at most 300 characters',
    ]);
    expect(issues(longTrack({ audioUrl: `${DRIVE}?${'a'.repeat(2001)}` }))).toContainEqual([
      'tracks.0.audioUrl',
      'Audio URL must be at most 2000 characters',
    ]);
    expect(issues(longTrack({ featuringArtists: Array.from({ length: 21 }, (_, i) => `A${i}`).join(',') }))).toContainEqual([
      'tracks.0.featuringArtists',
      'Featuring artists: at most 20 entries of 200 characters',
    ]);
  });

  it('trims every text', () => {
    const r = releaseInputSchema.parse(
      single({ title: '  Night Drive ', artistName: ' Mira K ', publisher: ' Label ', submissionNotes: ' soon ' }),
    );
    expect(r).toMatchObject({ title: 'Night Drive', artistName: 'Mira K', publisher: 'Label', submissionNotes: 'soon' });
  });

  it('takes at most 50 tracks', () => {
    const t = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Track ${i + 1}`, audioUrl: DRIVE }));
    expect(issues(multi({ releaseType: 'album', tracks: t(50) }))).toEqual([]);
    expect(issues(multi({ releaseType: 'album', tracks: t(51) }))).toEqual([['tracks', 'A release can have at most 50 tracks']]);
  });
});

describe('featuring artists and territories', () => {
  const names = (n: number, len = 10) => Array.from({ length: n }, (_, i) => `${i}`.padEnd(len, 'a'));

  it('splits a typed list and keeps exactly 20 featuring artists', () => {
    expect(releaseInputSchema.parse(single({ featuringArtists: 'Asha Bhosle, Kishore Kumar ,' })).featuringArtists).toEqual([
      'Asha Bhosle',
      'Kishore Kumar',
    ]);
    expect(releaseInputSchema.parse(single({ featuringArtists: names(20) })).featuringArtists).toHaveLength(20);
    expect(releaseInputSchema.parse(single({ featuringArtists: names(20).join(', ') })).featuringArtists).toHaveLength(20);
  });

  it('refuses a 21st featuring artist, typed or listed', () => {
    const message = 'Featuring artists: at most 20 entries of 200 characters';
    expect(issues(single({ featuringArtists: names(21).join(',') }))).toEqual([['featuringArtists', message]]);
    expect(issues(single({ featuringArtists: names(21) }))).toContainEqual(['featuringArtists', expect.any(String)]);
  });

  it('takes names of 200 characters, not 201', () => {
    const message = 'Featuring artists: at most 20 entries of 200 characters';
    expect(issues(single({ featuringArtists: `${'a'.repeat(200)}, B` }))).toEqual([]);
    expect(issues(single({ featuringArtists: `${'a'.repeat(201)}, B` }))).toEqual([['featuringArtists', message]]);
    expect(issues(single({ featuringArtists: ['a'.repeat(200)] }))).toEqual([]);
    expect(issues(single({ featuringArtists: ['a'.repeat(201)] }))).not.toEqual([]);
  });

  it('refuses a typed list longer than its entries allow', () => {
    expect(issues(single({ featuringArtists: 'a'.repeat(4000) }))).not.toEqual([]);
    expect(issues(single({ featuringArtists: `${names(20, 199).join(',')}` }))).toEqual([]);
    expect(issues(single({ featuringArtists: `${names(20, 199).join(',')}  ` }))).not.toEqual([]);
  });

  it('delivers worldwide unless countries are chosen, or worldwide except some', () => {
    expect(releaseInputSchema.parse(single()).territories).toEqual({ mode: 'worldwide', codes: [] });
    expect(releaseInputSchema.parse(single({ territories: { mode: 'only', codes: ['us', 'IN'] } })).territories).toEqual({
      mode: 'only',
      codes: ['IN', 'US'],
    });
    expect(releaseInputSchema.parse(single({ territories: { mode: 'except', codes: ['CN'] } })).territories).toEqual({
      mode: 'except',
      codes: ['CN'],
    });
    expect(issues(single({ territories: { mode: 'only', codes: [] } }))).toEqual([
      ['territories.codes', 'Please choose at least one country'],
    ]);
    expect(issues(single({ territories: { mode: 'only', codes: ['India'] } }))).toEqual([
      ['territories.codes.0', 'Please choose countries from the list'],
    ]);
    expect(issues(single({ territories: { mode: 'only', codes: ['ZZ'] } }))).toEqual([
      ['territories.codes', 'Please choose countries from the list'],
    ]);
    expect(issues(single({ territories: 'worldwide' as never }))).not.toEqual([]);
  });

  it("takes the artist's own UPC and ISRC, checked and stored normalised", () => {
    const r = releaseInputSchema.parse(single({ upc: '0 36000 29145 2', isrc: 'us-rc1-76-07839' }));
    expect(r.upc).toBe('0036000291452');
    expect(r.isrc).toBe('USRC17607839');
    expect(releaseInputSchema.parse(single()).upc).toBe('');
    expect(issues(single({ upc: '036000291453' }))).toEqual([['upc', 'This UPC has a wrong check digit']]);
    expect(issues(single({ upc: '12345' }))).toEqual([['upc', 'A UPC has 12 or 13 digits']]);
    expect(issues(single({ isrc: 'USRC1760783' }))).toEqual([['isrc', 'An ISRC looks like CC-XXX-YY-NNNNN']]);
    expect(issues(single({ upc: '9'.repeat(21) }))).toEqual([['upc', 'A UPC has 12 or 13 digits']]);
  });

  it('refuses one ISRC on two tracks of a release', () => {
    const tracks = [
      { title: 'One', audioUrl: DRIVE, isrc: 'USRC17607839' },
      { title: 'Two', audioUrl: DRIVE, isrc: 'US-RC1-76-07839' },
    ];
    expect(issues(single({ releaseType: 'ep', audioUrl: '', tracks }))).toEqual([['tracks.1.isrc', 'Each track needs its own ISRC']]);
  });

  it('goes to every enabled store unless stores are chosen, and at least one when chosen', () => {
    expect(releaseInputSchema.parse(single()).stores).toBeNull();
    expect(releaseInputSchema.parse(single({ stores: ['spotify', 'deezer'] })).stores).toEqual(['spotify', 'deezer']);
    expect(issues(single({ stores: [] }))).toEqual([['stores', 'Please choose at least one store']]);
  });

  it('checks track featuring artists the same way', () => {
    const r = trackInputSchema.parse({ title: 'One', featuringArtists: 'A, B' });
    expect(r).toEqual({
      title: 'One',
      audioUrl: '',
      audioFileId: '',
      explicit: false,
      writerComposer: '',
      producer: '',
      featuringArtists: ['A', 'B'],
      isrc: '',
    });
    expect(trackInputSchema.safeParse({ title: 'One', featuringArtists: names(21) }).success).toBe(false);
  });
});

describe('list query and submit note', () => {
  it('defaults, trims and bounds the list query', () => {
    expect(releaseListQuerySchema.parse({})).toEqual({ q: '', status: 'all', limit: 24 });
    expect(releaseListQuerySchema.parse({ q: ' monsoon ', status: 'pending', limit: '100', cursor: 'abc' })).toEqual({
      q: 'monsoon',
      status: 'pending',
      limit: 100,
      cursor: 'abc',
    });
    expect(releaseListQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(releaseListQuerySchema.parse({ status: 'all' }).status).toBe('all');
    for (const bad of [
      { limit: '0' },
      { limit: '101' },
      { limit: '2.5' },
      { status: 'deleted' },
      { q: 'q'.repeat(201) },
      { cursor: 'c'.repeat(201) },
    ]) {
      expect(releaseListQuerySchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 40)).toBe(false);
    }
    expect(releaseListQuerySchema.safeParse({ status: 'deleted' }).error?.issues[0]?.message).toBe('Unknown status filter');
    expect(releaseListQuerySchema.safeParse({ q: 'q'.repeat(201) }).error?.issues[0]?.message).toBe(
      'Search must be at most 200 characters',
    );
    expect(releaseListQuerySchema.parse({ q: 'q'.repeat(200), cursor: 'c'.repeat(200) }).q).toHaveLength(200);
  });

  it('takes a trimmed submit note of up to 2000 characters', () => {
    expect(submitReleaseSchema.parse({})).toEqual({ note: '' });
    expect(submitReleaseSchema.parse({ note: ' ready ' })).toEqual({ note: 'ready' });
    expect(submitReleaseSchema.safeParse({ note: 'n'.repeat(2000) }).success).toBe(true);
    expect(submitReleaseSchema.safeParse({ note: 'n'.repeat(2001) }).error?.issues[0]?.message).toBe(
      'The note must be at most 2000 characters',
    );
  });
});

describe('further main artists', () => {
  it('takes one name per entry, trimmed, and none by default', () => {
    expect(releaseInputSchema.parse(single()).otherMainArtists).toEqual([]);
    expect(releaseInputSchema.parse(single({ otherMainArtists: [' Kavi ', '', 'Noor Khan'] })).otherMainArtists).toEqual([
      'Kavi',
      'Noor Khan',
    ]);
  });
  it('names each main artist once: one repeating the artist name or another entry is refused at the field', () => {
    expect(issues(single({ artistName: 'Mira', otherMainArtists: ['mira'] }))).toEqual([
      ['otherMainArtists', '"mira" is already a main artist of this release'],
    ]);
    expect(issues(single({ artistName: 'Mira', otherMainArtists: ['Kavi', 'Kavi'] }))).toEqual([
      ['otherMainArtists', '"Kavi" is already a main artist of this release'],
    ]);
  });
});
