// The required fields of the release form, named. The spec's message covers a single (title,
// artist name and audio URL); an EP or album has no "audio URL" field, so its message names the
// track instead. Beside each empty field the form shows a short hint, so the message itself is
// said once.
import { listWords } from './release-checks.ts';

const PREFIX = 'Missing required fields: ';

export type RequiredPart = 'title' | 'artistName' | 'trackAudio';

/** The message for an EP or album: "Missing required fields: Please fill in title, artist name, and the audio of track 1 (...)." */
export function missingMultiMessage(parts: RequiredPart[]): string {
  const words = parts.map((p) =>
    p === 'title' ? 'title' : p === 'artistName' ? 'artist name' : 'the audio of track 1 (a Google Drive link or an upload)',
  );
  const list = words.length > 2 ? `${words.slice(0, -1).join(', ')}, and ${words.at(-1)}` : listWords(words);
  return `${PREFIX}Please fill in ${list}.`;
}

export const isMissingRequired = (message: string | undefined): boolean => !!message && message.startsWith(PREFIX);

/** Beside a field a draft may leave empty but review needs (genre, release date, cover art, copyright holder). */
export const FOR_REVIEW = 'Needed before you submit for review.';

/** The short hint shown beside an empty required field. */
export const REQUIRED_HINTS = {
  title: 'Please fill in the title.',
  artistName: 'Please fill in the artist name.',
  audioUrl: 'Please give a Google Drive link or upload the audio.',
  trackAudio: (n: number) => `Please give a Google Drive link or upload the audio of track ${n}.`,
} as const;

/** A field's error as the form shows it: the hint instead of the whole required-fields message. */
export function fieldHint(message: string | undefined, hint: string): string | undefined {
  return isMissingRequired(message) ? hint : message;
}
