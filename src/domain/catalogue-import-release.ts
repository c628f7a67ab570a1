// One release of a catalogue sheet (its rows, one per track) read into the release form's values
// and checked by the form's own schema (releases.ts), each problem placed at its row and column.
import { CATALOGUE_MESSAGES, type CatalogueProblem, type SheetRelease, type SheetRow, type SheetTrack } from './catalogue-import-texts.ts';
import { GENRES, LANGUAGES, MOODS } from './releases-options.ts';
import { releaseInputSchema, type ReleaseInput } from './releases.ts';
import { extensionOf } from './uploads.ts';
import { IDENTIFIER_MESSAGES } from './identifiers.ts';

/** Stands in for the files while the sheet is checked: the files are matched by name later. */
export const FILE_PLACEHOLDER = '00000000-0000-4000-8000-000000000000';

/** Where the form's fields are in the sheet: release fields on the release's first row. */
const RELEASE_FIELDS: Record<string, string> = {
  title: 'release_title',
  artistName: 'artist_name',
  otherMainArtists: 'other_main_artists',
  genre: 'genre',
  subgenre: 'subgenre',
  mood: 'mood',
  language: 'language',
  releaseType: 'release_type',
  releaseDate: 'release_date',
  description: 'description',
  explicitContent: 'explicit',
  copyrightHolder: 'copyright_holder',
  labelName: 'label',
  publisher: 'publisher',
  territories: 'territories',
  upc: 'upc',
  priceTier: 'price_tier',
  coverFileId: 'cover_file',
};
/** A track's fields; a single's are the release's own (isrc, audio, credits). */
const TRACK_FIELDS: Record<string, string> = {
  title: 'track_title',
  audioFileId: 'audio_file',
  audioUrl: 'audio_file',
  isrc: 'isrc',
  explicit: 'track_explicit',
  writerComposer: 'writer_composer',
  producer: 'producer',
  featuringArtists: 'featuring_artists',
};

const canonical = (list: readonly string[], v: string) => list.find((x) => x.toLowerCase() === v.toLowerCase()) ?? v;

function yesNo(v: string, at: { row: number; column: string }, problems: CatalogueProblem[]): boolean {
  if (/^(yes|y|true|1)$/i.test(v)) return true;
  if (v && !/^(no|n|false|0)$/i.test(v)) problems.push({ ...at, message: CATALOGUE_MESSAGES.yesNo });
  return false;
}

function territories(v: string): ReleaseInput['territories'] {
  if (!v || /^worldwide$/i.test(v)) return { mode: 'worldwide', codes: [] };
  const except = /^except\b\s*(.*)$/i.exec(v);
  const codes = (except ? except[1]! : v).split(/[\s,;]+/).filter(Boolean);
  return { mode: except ? 'except' : 'only', codes };
}

/** The import's own rules beyond the form: codes and file names required, positions 1..n. */
function sheetRules(group: SheetRow[], problems: CatalogueProblem[]): SheetTrack[] {
  const first = group[0]!;
  const need = (r: SheetRow, column: string, message: string) => {
    if (!r.cells[column]) problems.push({ row: r.row, column, message });
  };
  for (const [column, what] of [
    ['genre', 'genre'],
    ['release_date', 'original release date'],
    ['copyright_holder', 'copyright holder'],
  ] as const)
    need(first, column, CATALOGUE_MESSAGES.required(what));
  const cover = first.cells.cover_file ?? '';
  need(first, 'cover_file', CATALOGUE_MESSAGES.required('cover art’s file name'));
  if (cover && !['jpg', 'jpeg', 'png'].includes(extensionOf(cover)))
    problems.push({ row: first.row, column: 'cover_file', message: CATALOGUE_MESSAGES.coverName });
  const tracks = group.map((r): SheetTrack => {
    need(r, 'isrc', CATALOGUE_MESSAGES.isrcRequired);
    need(r, 'audio_file', CATALOGUE_MESSAGES.required('audio’s file name'));
    const audio = r.cells.audio_file ?? '';
    if (audio && !['wav', 'wave', 'flac', 'mp3'].includes(extensionOf(audio)))
      problems.push({ row: r.row, column: 'audio_file', message: CATALOGUE_MESSAGES.audioName });
    for (const [column, name] of [
      ['audio_file', audio],
      ['cover_file', r === first ? cover : ''],
    ] as const)
      if (/[\\/]/.test(name)) problems.push({ row: r.row, column, message: CATALOGUE_MESSAGES.fileName });
    const position = Number(r.cells.track_position);
    if (!Number.isInteger(position) || position < 1)
      problems.push({ row: r.row, column: 'track_position', message: CATALOGUE_MESSAGES.position });
    return { row: r.row, position, title: r.cells.track_title ?? '', isrc: r.cells.isrc ?? '', audioFile: audio };
  });
  const positions = new Set(tracks.map((t) => t.position));
  if (
    tracks.every((t) => Number.isInteger(t.position) && t.position >= 1) &&
    (positions.size !== tracks.length || Math.max(...positions) !== tracks.length)
  )
    problems.push({ row: first.row, column: 'track_position', message: CATALOGUE_MESSAGES.positions(tracks.length) });
  return tracks.sort((a, b) => a.position - b.position);
}

function formInput(first: SheetRow, tracks: SheetTrack[], rows: Map<number, SheetRow>, problems: CatalogueProblem[]): ReleaseInput {
  const c = first.cells;
  const releaseType = (c.release_type ?? '').toLowerCase() as ReleaseInput['releaseType'];
  const trackOf = (t: SheetTrack) => rows.get(t.row)!.cells;
  const credits = (cells: Record<string, string>) => ({
    writerComposer: cells.writer_composer ?? '',
    producer: cells.producer ?? '',
    featuringArtists: cells.featuring_artists ?? '',
  });
  const single = releaseType === 'single';
  const only = tracks[0] ? trackOf(tracks[0]) : {};
  return {
    title: c.release_title ?? '',
    artistName: c.artist_name ?? '',
    newArtist: true,
    otherMainArtists: c.other_main_artists ?? '',
    genre: canonical(GENRES, c.genre ?? '') as ReleaseInput['genre'],
    subgenre: c.subgenre ?? '',
    mood: canonical(MOODS, c.mood ?? '') as ReleaseInput['mood'],
    language: (c.language ? canonical(LANGUAGES, c.language) : 'English') as ReleaseInput['language'],
    releaseType: releaseType || undefined,
    releaseDate: c.release_date ?? '',
    description: c.description ?? '',
    explicitContent: yesNo(c.explicit ?? '', { row: first.row, column: 'explicit' }, problems),
    copyrightHolder: c.copyright_holder ?? '',
    labelName: c.label ?? '',
    publisher: c.publisher ?? '',
    territories: territories(c.territories ?? ''),
    upc: c.upc ?? '',
    priceTier: ((c.price_tier ?? '').toLowerCase() || undefined) as ReleaseInput['priceTier'],
    coverFileId: FILE_PLACEHOLDER,
    ...(single ? { audioFileId: FILE_PLACEHOLDER, isrc: tracks[0]?.isrc ?? '', ...credits(only) } : {}),
    tracks: single
      ? []
      : tracks.map((t) => ({
          title: t.title,
          audioFileId: FILE_PLACEHOLDER,
          isrc: t.isrc,
          explicit: yesNo(trackOf(t).track_explicit ?? '', { row: t.row, column: 'track_explicit' }, problems),
          ...credits(trackOf(t)),
        })),
  };
}

/** The release of a group of rows, or null with the problems that keep it from being read. */
export function checkReleaseGroup(group: SheetRow[]): { release: SheetRelease | null; problems: CatalogueProblem[] } {
  const problems: CatalogueProblem[] = [];
  const first = group[0]!;
  const tracks = sheetRules(group, problems);
  const single = (first.cells.release_type ?? '').toLowerCase() === 'single';
  if (single && group.length > 1)
    problems.push({ row: group[1]!.row, column: 'release_type', message: CATALOGUE_MESSAGES.singleTracks(group.length) });
  const rows = new Map(group.map((r) => [r.row, r]));
  const parsed = releaseInputSchema.safeParse(formInput(first, tracks, rows, problems));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // Repeated ISRCs are told once for the whole sheet (catalogue-import.ts).
      if (issue.message === IDENTIFIER_MESSAGES.isrcRepeated) continue;
      const [head, index, field] = issue.path as (string | number)[];
      const track =
        head === 'tracks' && typeof index === 'number'
          ? tracks[index]
          : single && String(head) in TRACK_FIELDS && head !== 'title'
            ? tracks[0]
            : undefined;
      const column = track ? TRACK_FIELDS[String(head === 'tracks' ? field : head)] : RELEASE_FIELDS[String(head)];
      problems.push({ row: track?.row ?? first.row, column: column ?? 'release_title', message: issue.message });
    }
  }
  const release =
    parsed.success && !problems.length
      ? { upc: parsed.data.upc, rows: group.map((r) => r.row), values: parsed.data, coverFile: first.cells.cover_file ?? '', tracks }
      : null;
  return { release, problems };
}
