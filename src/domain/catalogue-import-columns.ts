// The catalogue sheet's columns (one row per track; a release's columns repeated on each of its
// tracks' rows, grouped by UPC), their meaning and an example, for the check, the page's template
// and docs/catalogue-import.md. No validation library here: the page loads this alone.

export type CatalogueColumn = {
  key: string;
  /** What the column holds, in a few words (the page and the docs). */
  about: string;
  required: boolean;
  /** A release's column, repeated on each of its tracks' rows; else the track's own. */
  release: boolean;
  example: string;
};

const col = (key: string, release: boolean, required: boolean, about: string, example: string): CatalogueColumn => ({
  key,
  release,
  required,
  about,
  example,
});

export const CATALOGUE_COLUMNS: readonly CatalogueColumn[] = [
  col('upc', true, true, 'The release’s UPC or EAN at the stores (12 or 13 digits)', '036000291452'),
  col('release_title', true, true, 'The release’s title', 'Night Drive'),
  col('artist_name', true, true, 'The main artist: one of your artist profiles, or a new one', 'Mira K'),
  col('other_main_artists', true, false, 'Further main artists, separated by commas', ''),
  col('release_type', true, true, 'single, ep or album', 'single'),
  col('release_date', true, true, 'The original release date, YYYY-MM-DD', '2021-05-14'),
  col('genre', true, true, 'A genre from the release form’s list', 'Pop'),
  col('subgenre', true, false, 'Free text', ''),
  col('mood', true, false, 'A mood from the release form’s list', ''),
  col('language', true, false, 'A language from the release form’s list (English when empty)', 'English'),
  col('label', true, false, 'The label stores show (the artist’s name when empty)', 'Tide Records'),
  col('copyright_holder', true, true, 'Who holds the copyright (the P- and C-line)', 'Tide Records'),
  col('publisher', true, false, 'The publisher', ''),
  col('explicit', true, false, 'yes or no: the release has explicit content', 'no'),
  col('territories', true, false, 'Worldwide (when empty), country codes sold only there (IN US), or except CN', 'Worldwide'),
  col('price_tier', true, false, 'budget, standard or premium (standard when empty)', 'standard'),
  col('description', true, false, 'A description of the release', ''),
  col('cover_file', true, true, 'The cover art’s file name (JPG or PNG, 3000 x 3000 pixels)', 'night-drive.jpg'),
  col('track_position', false, true, 'The track’s place on the release: 1, 2, 3…', '1'),
  col('track_title', false, true, 'The track’s title (a single’s is the release title)', 'Night Drive'),
  col('isrc', false, true, 'The track’s ISRC at the stores, CC-XXX-YY-NNNNN', 'US-S1Z-21-00001'),
  col('audio_file', false, true, 'The audio’s file name (WAV, FLAC or MP3)', 'night-drive.wav'),
  col('track_explicit', false, false, 'yes or no: the track has explicit lyrics', 'no'),
  col('writer_composer', false, false, 'Writers and composers, separated by commas', 'Mira Kapoor'),
  col('producer', false, false, 'Producers, separated by commas', ''),
  col('featuring_artists', false, false, 'Featured artists, separated by commas', ''),
];

export const CATALOGUE_HEADERS = CATALOGUE_COLUMNS.map((c) => c.key);

const csvCell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The template the page offers: the header row and one example row. */
export function catalogueTemplateCsv(): string {
  return `${CATALOGUE_HEADERS.join(',')}\r\n${CATALOGUE_COLUMNS.map((c) => csvCell(c.example)).join(',')}\r\n`;
}

/** The most releases and track rows one sheet may hold. */
export const CATALOGUE_LIMITS = { rows: 20_000, bytes: 20 * 1024 * 1024 } as const;
