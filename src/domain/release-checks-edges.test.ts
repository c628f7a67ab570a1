// The release checks at their edges (release-checks.ts, release-required.ts, release-quota.ts):
// the release-date warning's fix, tracks given as Drive links named together, lists in words, the
// required-fields messages and hints, and the monthly quota as the artist sees it.
import { describe, expect, it } from 'vitest';
import { addDays, isoDay, LEAD_DAYS, listWords, storeChecks, storeProblemsMessage, type StoreCheckInput } from './release-checks.ts';
import { fieldHint, isMissingRequired, missingMultiMessage, REQUIRED_HINTS } from './release-required.ts';
import { atLimit, quotaText } from './release-quota.ts';
import type { AudioInfo } from './uploads.ts';

const today = '2026-11-23';
const wav: AudioInfo = {
  container: 'WAVE',
  codec: 'PCM',
  durationSeconds: 180,
  sampleRate: 44_100,
  bitDepth: 16,
  channels: 2,
  lossless: true,
};
const base: StoreCheckInput = {
  today,
  releaseDate: '2027-01-15',
  releaseType: 'single',
  title: 'Night Drive',
  cover: null,
  tracks: [{ position: 1, title: 'Track 1', audio: wav, link: false }],
};

describe('storeChecks', () => {
  it('warns about a release date less than a week away, and says from when to choose', () => {
    expect(LEAD_DAYS).toBe(7);
    expect(storeChecks({ ...base, releaseDate: '2026-11-29' }).warnings).toEqual([
      {
        message: 'The release date November 29, 2026 is less than 7 days away; some stores may put the release live a few days later.',
        fix: 'Choose a date from November 30, 2026 on if it must go live everywhere on the day.',
      },
    ]);
    expect(storeChecks({ ...base, releaseDate: '2026-11-30' }).warnings).toEqual([]);
    expect(storeChecks({ ...base, releaseDate: today }).problems).toEqual([]);
    expect(storeChecks({ ...base, releaseDate: null })).toEqual({ problems: [], warnings: [] });
  });

  it('checks no cover when there is none', () => {
    expect(storeChecks({ ...base, cover: null })).toEqual({ problems: [], warnings: [] });
  });

  it('names the one track, or the tracks, given only as Drive links', () => {
    const fix = 'Upload the file instead to have it checked now: stores need WAV or FLAC, 44.1 kHz or more, 16 or 24-bit, stereo.';
    expect(storeChecks({ ...base, tracks: [{ position: 1, title: 'Track 1', audio: null, link: true }] }).warnings).toEqual([
      { message: 'The audio is a Google Drive link, so it can only be checked when our team downloads it.', fix },
    ]);
    const album = (links: number[]) => ({
      ...base,
      tracks: [1, 2, 3].map((position) => ({
        position,
        title: `Track ${position}`,
        audio: links.includes(position) ? null : wav,
        link: links.includes(position),
      })),
    });
    expect(storeChecks(album([2])).warnings.map((w) => w.message)).toEqual([
      'The audio of track 2 is a Google Drive link, so it can only be checked when our team downloads it.',
    ]);
    expect(storeChecks(album([1, 3])).warnings.map((w) => w.message)).toEqual([
      'The audio of tracks 1 and 3 is a Google Drive link, so it can only be checked when our team downloads it.',
    ]);
    // a track with neither audio nor a link is a missing field, not a link to check
    expect(storeChecks({ ...base, tracks: [{ position: 1, title: 'Track 1', audio: null, link: false }] })).toEqual({
      problems: [],
      warnings: [],
    });
    // uploaded audio wins over a link
    expect(storeChecks({ ...base, tracks: [{ position: 1, title: 'Track 1', audio: wav, link: true }] }).warnings).toEqual([]);
  });

  it('says each problem and its fix in one message', () => {
    expect(
      storeProblemsMessage([
        { message: 'A.', fix: 'Do a.' },
        { message: 'B.', fix: 'Do b.' },
      ]),
    ).toBe('Stores would refuse this release: A. Do a. B. Do b.');
  });

  it('counts days in UTC', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-23', -23)).toBe('2026-10-31');
    expect(isoDay(new Date('2026-11-23T23:59:59Z'))).toBe('2026-11-23');
  });
});

describe('listWords', () => {
  it('joins with commas and "and"', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['1'])).toBe('1');
    expect(listWords(['1', '2'])).toBe('1 and 2');
    expect(listWords(['1', '2', '3'])).toBe('1, 2 and 3');
  });
});

describe('required fields', () => {
  it('names what an EP or album lacks, the track audio last', () => {
    expect(missingMultiMessage(['title', 'artistName', 'trackAudio'])).toBe(
      'Missing required fields: Please fill in title, artist name, and the audio of track 1 (a Google Drive link or an upload).',
    );
    expect(missingMultiMessage(['title', 'artistName'])).toBe('Missing required fields: Please fill in title and artist name.');
    expect(missingMultiMessage(['trackAudio'])).toBe(
      'Missing required fields: Please fill in the audio of track 1 (a Google Drive link or an upload).',
    );
  });

  it('tells the required-fields message from others, and shows the hint instead', () => {
    expect(isMissingRequired('Missing required fields: Please fill in title.')).toBe(true);
    expect(isMissingRequired('Title must be at most 200 characters')).toBe(false);
    expect(isMissingRequired('Please fill in. Missing required fields: title')).toBe(false);
    expect(isMissingRequired(undefined)).toBe(false);
    expect(isMissingRequired('')).toBe(false);
    expect(fieldHint('Missing required fields: Please fill in title.', REQUIRED_HINTS.title)).toBe('Please fill in the title.');
    expect(fieldHint('Title must be at most 200 characters', REQUIRED_HINTS.title)).toBe('Title must be at most 200 characters');
    expect(fieldHint(undefined, REQUIRED_HINTS.title)).toBeUndefined();
  });

  it('has a hint for each required field', () => {
    expect(REQUIRED_HINTS.artistName).toBe('Please fill in the artist name.');
    expect(REQUIRED_HINTS.audioUrl).toBe('Please give a Google Drive link or upload the audio.');
    expect(REQUIRED_HINTS.trackAudio(3)).toBe('Please give a Google Drive link or upload the audio of track 3.');
  });
});

describe('the monthly quota', () => {
  it('reads "3 of 5 releases this month", never more than the limit, or unlimited', () => {
    expect(quotaText({ limit: 5, used: 3 })).toBe('3 of 5 releases this month');
    expect(quotaText({ limit: 5, used: 7 })).toBe('5 of 5 releases this month');
    expect(quotaText({ limit: null, used: 40 })).toBe('Unlimited releases');
  });

  it('is at its limit from the limit on, never when unlimited', () => {
    expect(atLimit({ limit: 5, used: 4 })).toBe(false);
    expect(atLimit({ limit: 5, used: 5 })).toBe(true);
    expect(atLimit({ limit: 5, used: 6 })).toBe(true);
    expect(atLimit({ limit: null, used: 1000 })).toBe(false);
    expect(atLimit({ limit: 0, used: 0 })).toBe(true);
  });
});
