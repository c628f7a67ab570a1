// Which release type stores give a release, by its tracks' count and lengths, and the words in a
// title stores refuse. We follow the stricter of the two published rules:
// - Spotify's metadata style guide, 9.2-9.7: up to 3 tracks and 30 minutes or less is a Single;
//   4 to 6 tracks and 30 minutes or less an EP; "Single" or "EP" is not part of a title unless the
//   original title has it.
// - Apple Music's style guide: a Single is 1 to 3 tracks, each under 10 minutes; an EP 1 to 3
//   tracks with one of 10 minutes or more, or 4 to 6 tracks, 30 minutes or less in all; anything
//   else an Album. Apple adds " - Single" / " - EP" itself and refuses titles that carry them.
// Our single holds one track, so 2 or 3 short tracks go as an EP (Spotify 9.2 allows an EP there).
import { RELEASE_TYPE_LABELS, type ReleaseType } from './releases-options.ts';

const TEN_MINUTES = 600;
const THIRTY_MINUTES = 1800;

/** The type stores give tracks of these lengths (seconds); null when a length is unknown and the count alone does not decide. */
export function releaseTypeFor(durations: readonly (number | null)[]): ReleaseType | null {
  if (durations.length > 6) return 'album';
  if (durations.length === 0 || durations.some((d) => d === null)) return null;
  const lengths = durations as number[];
  if (lengths.reduce((a, b) => a + b, 0) > THIRTY_MINUTES) return 'album';
  if (lengths.length === 1 && lengths[0]! < TEN_MINUTES) return 'single';
  return 'ep';
}

/** Minutes, rounded up, as the rules are said ("31 minutes"). */
const minutes = (durations: readonly number[]) => Math.ceil(durations.reduce((a, b) => a + b, 0) / 60);

/** Why these tracks are the type they are, in the artist's words. */
export function releaseTypeReason(durations: readonly (number | null)[]): string {
  const n = durations.length;
  const tracks = `${n} ${n === 1 ? 'track' : 'tracks'}`;
  if (durations.some((d) => d === null)) return tracks;
  const lengths = durations as number[];
  const long = lengths.some((d) => d >= TEN_MINUTES) ? ', one of 10 minutes or more' : '';
  return `${tracks}${long}, ${minutes(lengths)} ${minutes(lengths) === 1 ? 'minute' : 'minutes'} in all`;
}

/** The refusal of a type the tracks contradict, naming the right one; null when it fits or cannot be told yet. */
export function releaseTypeProblem(type: ReleaseType, durations: readonly (number | null)[]): { message: string; fix: string } | null {
  const right = releaseTypeFor(durations);
  if (!right || right === type) return null;
  const label = RELEASE_TYPE_LABELS[right];
  return {
    message: `Stores list ${releaseTypeReason(durations)} as ${right === 'single' ? 'a' : 'an'} ${label}, not ${type === 'single' ? 'a' : 'an'} ${RELEASE_TYPE_LABELS[type]}.`,
    fix: `Choose ${label} as the release type, or change the tracks.`,
  };
}

/** "Single" or "EP" as a word of a title: stores add the type themselves and refuse a title that says it. */
export function titleTypeWord(title: string): string | null {
  const m = /(?:^|[\s\-–—([])(single|ep)(?=$|[\s)\]])/i.exec(title);
  return m ? m[1]! : null;
}
