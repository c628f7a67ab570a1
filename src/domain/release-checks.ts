// What stores check before they take a release, beyond the fields being filled in: the cover
// art, the audio, the release date, the release type its tracks make (release-type.ts) and the
// type's word in a title. Problems block "Submit for review" (stores would refuse
// the release); warnings are said but do not block. Each comes with what to do about it.
import { formatDate } from './dates.ts';
import { releaseTypeProblem, titleTypeWord } from './release-type.ts';
import type { ReleaseType } from './releases-options.ts';
import { audioChecks, imageChecks, type AudioInfo, type ImageInfo } from './uploads.ts';

import type { ReviewIssue } from './releases-dto.ts';

export type StoreCheckResult = { problems: ReviewIssue[]; warnings: ReviewIssue[] };

/** Days stores may take to put a release live (SPEC section 9: distribution 1-7 days). */
export const LEAD_DAYS = 7;

export type StoreCheckInput = {
  /** Today's date (YYYY-MM-DD, UTC) on the server. */
  today: string;
  releaseDate: string | null;
  releaseType: ReleaseType;
  title: string;
  /** What was found in the stored cover art; null when there is none (a missing field). */
  cover: ImageInfo | null;
  tracks: { position: number; title: string; audio: AudioInfo | null; link: boolean }[];
};

/** YYYY-MM-DD in UTC. */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return isoDay(d);
}

export function storeChecks(r: StoreCheckInput): StoreCheckResult {
  const problems: ReviewIssue[] = [];
  const warnings: ReviewIssue[] = [];
  const add = (blocking: boolean, issue: ReviewIssue) => (blocking ? problems : warnings).push(issue);

  if (r.releaseDate && r.releaseDate < r.today) {
    add(true, {
      message: `The release date ${formatDate(r.releaseDate)} has passed.`,
      fix: `Choose a date from ${formatDate(addDays(r.today, LEAD_DAYS))} on, so stores have the ${LEAD_DAYS} days they need.`,
    });
  } else if (r.releaseDate && r.releaseDate < addDays(r.today, LEAD_DAYS)) {
    add(false, {
      message: `The release date ${formatDate(r.releaseDate)} is less than ${LEAD_DAYS} days away; some stores may put the release live a few days later.`,
      fix: `Choose a date from ${formatDate(addDays(r.today, LEAD_DAYS))} on if it must go live everywhere on the day.`,
    });
  }

  if (r.cover) for (const c of imageChecks(r.cover)) add(c.blocking, { message: `Cover art: ${c.message}`, fix: c.fix });

  const single = r.tracks.length === 1;
  for (const t of r.tracks) {
    if (!t.audio) continue;
    const label = single ? 'Audio' : `Track ${t.position}`;
    for (const c of audioChecks(t.audio)) add(c.blocking, { message: `${label}: ${c.message}`, fix: c.fix });
  }
  const type = releaseTypeProblem(
    r.releaseType,
    r.tracks.map((t) => t.audio?.durationSeconds ?? null),
  );
  if (type) problems.push(type);
  const titles: [string, string][] = [
    ['The title', r.title],
    ...(single ? [] : r.tracks.map((t): [string, string] => [`Track ${t.position}'s title`, t.title])),
  ];
  for (const [which, title] of titles) {
    const word = titleTypeWord(title);
    if (word)
      warnings.push({
        message: `${which} "${title}" says "${word}"; stores add the release type themselves and refuse titles that carry it.`,
        fix: `Remove "${word}" from the title, unless it is part of the original title.`,
      });
  }
  const links = r.tracks.filter((t) => !t.audio && t.link).map((t) => t.position);
  if (links.length) {
    const which = single ? 'The audio is' : `The audio of ${links.length === 1 ? 'track' : 'tracks'} ${listWords(links.map(String))} is`;
    warnings.push({
      message: `${which} a Google Drive link, so it can only be checked when our team downloads it.`,
      fix: 'Upload the file instead to have it checked now: stores need WAV or FLAC, 44.1 kHz or more, 16 or 24-bit, stereo.',
    });
  }
  return { problems, warnings };
}

/** "1", "1 and 2", "1, 2 and 3". */
export function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function storeProblemsMessage(problems: ReviewIssue[]): string {
  return `Stores would refuse this release: ${problems.map((p) => `${p.message} ${p.fix}`).join(' ')}`;
}
