// Rules of the release lifecycle that both sides show and the server enforces, and the texts of
// the release form (SPEC section 5). No validation library here: screens import this at once,
// the form's schema (releases.ts) only when it checks.
import type { ReleaseType } from './releases-options.ts';

export const MISSING_REQUIRED = 'Missing required fields: Please fill in title, artist name, and audio URL.';
export const INVALID_AUDIO_URL = 'Invalid audio URL: Please provide a valid Google Drive link.';
export const RELEASE_CREATED = 'Release created successfully! Your release has been saved as a draft';
export const CREATE_FAILED = 'Error creating release';
export const LOAD_FAILED = 'Error loading releases';
export const TRACK_TITLE_REQUIRED = 'Every track needs a title';
export const INVALID_DATE = 'Please enter a valid date (YYYY-MM-DD)';
export const PRE_ORDER_AFTER_RELEASE = 'The pre-order date must be on or before the release date';
export const INVALID_COVER_URL = 'Cover art URL must be a web address starting with https://';
export const mainArtistRepeated = (name: string) => `"${name}" is already a main artist of this release`;

/** "Title: description" texts are shown as a toast title and its description. */
export function splitMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(': ');
  return at < 0 ? { title: message } : { title: message.slice(0, at), description: message.slice(at + 2) };
}

/** The spec: the audio URL must be a Google Drive or Google Docs link. */
export function isGoogleDriveUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && ['drive.google.com', 'docs.google.com'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** A comma-separated input (or a list) becomes a list of trimmed, non-empty entries. */
export function splitList(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value;
  return parts.map((s) => s.trim()).filter(Boolean);
}

export const PLAN_LIMIT_CODE = 'PLAN_LIMIT';
export function planLimitMessage(planName: string, limit: number): string {
  return `You have reached the ${planName} plan's limit of ${limit} new releases this month. Upgrade your plan for unlimited releases.`;
}

/** Track counts stores expect for each release type. */
export const TRACK_COUNT: Record<ReleaseType, { min: number; max: number }> = {
  single: { min: 1, max: 1 },
  ep: { min: 2, max: 7 },
  album: { min: 3, max: 50 },
};

export type CompletenessInput = {
  title: string;
  artistName: string;
  genre: string | null;
  releaseType: ReleaseType;
  releaseDate: string | null;
  coverArtUrl: string | null;
  hasCoverFile: boolean;
  copyrightHolder: string | null;
  tracks: { title: string; hasAudio: boolean }[];
};

/** Everything a release still lacks before review, in words the artist can act on. */
export function missingForReview(r: CompletenessInput): string[] {
  const missing: string[] = [];
  if (!r.title) missing.push('Title');
  if (!r.artistName) missing.push('Artist name');
  if (!r.genre) missing.push('Genre');
  if (!r.releaseDate) missing.push('Release date');
  if (!r.coverArtUrl && !r.hasCoverFile) missing.push('Cover art');
  if (!r.copyrightHolder) missing.push('Copyright holder');
  const { min, max } = TRACK_COUNT[r.releaseType];
  const label = r.releaseType === 'ep' ? 'An EP' : r.releaseType === 'album' ? 'An album' : 'A single';
  if (r.tracks.length < min || r.tracks.length > max) {
    missing.push(min === max ? `${label} has exactly ${min} track` : `${label} needs ${min} to ${max} tracks`);
  }
  r.tracks.forEach((t, i) => {
    if (!t.title) missing.push(`Title of track ${i + 1}`);
    if (!t.hasAudio) missing.push(`Audio of track ${i + 1}`);
  });
  return missing;
}

/** How to fill in one thing `missingForReview` names: what to do, the link that does it, and the form field (its path) to go to. */
export type MissingFix = { fix: string; action: string; field: string };

const FIXES: Record<string, MissingFix> = {
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
};

export function missingFix(item: string, releaseType: ReleaseType): MissingFix {
  if (Object.hasOwn(FIXES, item)) return FIXES[item]!;
  const track = /^(Title|Audio) of track (\d+)$/.exec(item);
  if (!track) {
    // the track count ("An EP needs 2 to 7 tracks")
    return { fix: 'Add or remove tracks, or choose the release type that fits them.', action: 'Change the tracks', field: 'releaseType' };
  }
  const n = Number(track[2]);
  // A single's one track takes the release's title and audio fields.
  const single = releaseType === 'single';
  if (track[1] === 'Title') {
    return { fix: `Give track ${n} its title.`, action: `Name track ${n}`, field: single ? 'title' : `tracks.${n - 1}.title` };
  }
  return {
    fix: `Give a Google Drive link to the audio of track ${n}, or upload it.`,
    action: `Add the audio of track ${n}`,
    field: single ? 'audioUrl' : `tracks.${n - 1}.audioUrl`,
  };
}

export function notReadyMessage(missing: string[]): string {
  return `This release is not ready for review. Missing: ${missing.join(', ')}.`;
}

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** The things `missingForReview` names that are the release's media: cover art, and its tracks (their count, titles and audio). */
export function missingMedia(missing: readonly string[]): string[] {
  return missing.filter((m) => m === 'Cover art' || / tracks?\b/.test(m));
}
