import { describe, expect, it } from 'vitest';
import { addDays, storeChecks, storeProblemsMessage, type StoreCheckInput } from './release-checks.ts';
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
const good: StoreCheckInput = {
  today,
  releaseDate: '2027-01-15',
  releaseType: 'single',
  title: 'Night Drive',
  cover: { width: 3000, height: 3000, format: 'png', colourMode: 'rgb' },
  tracks: [{ position: 1, title: 'Track 1', audio: wav, link: false }],
};

describe('storeChecks', () => {
  it('passes a release stores would take', () => {
    expect(storeChecks(good)).toEqual({ problems: [], warnings: [] });
    expect(
      storeChecks({ ...good, cover: { width: 4000, height: 4000, format: 'jpeg', colourMode: 'rgb' }, releaseDate: addDays(today, 7) })
        .problems,
    ).toEqual([]);
  });

  it('refuses a small or oblong cover, and one that is not RGB, with the fix', () => {
    expect(storeChecks({ ...good, cover: { width: 800, height: 800, format: 'jpeg', colourMode: 'rgb' } }).problems).toEqual([
      {
        message: 'Cover art: The image is 800 x 800; stores need at least 3000 x 3000.',
        fix: 'Upload a version of at least 3000 x 3000 pixels.',
      },
    ]);
    expect(
      storeChecks({ ...good, cover: { width: 3000, height: 2999, format: 'png', colourMode: 'rgb' } }).problems.map((p) => p.message),
    ).toEqual([
      'Cover art: The image is 3000 x 2999; cover art must be square.',
      'Cover art: The image is 3000 x 2999; stores need at least 3000 x 3000.',
    ]);
    expect(storeChecks({ ...good, cover: { width: 3000, height: 3000, format: 'jpeg', colourMode: 'cmyk' } }).problems[0]?.message).toBe(
      'Cover art: The image uses the CMYK colour mode; stores need RGB.',
    );
  });

  it('refuses a release date that has passed and warns about one less than a week away', () => {
    const passed = storeChecks({ ...good, releaseDate: '2026-11-22' });
    expect(passed.problems).toEqual([
      {
        message: 'The release date November 22, 2026 has passed.',
        fix: 'Choose a date from November 30, 2026 on, so stores have the 7 days they need.',
      },
    ]);
    expect(storeChecks({ ...good, releaseDate: today }).problems).toEqual([]);
    expect(storeChecks({ ...good, releaseDate: today }).warnings[0]?.message).toBe(
      'The release date November 23, 2026 is less than 7 days away; some stores may put the release live a few days later.',
    );
    expect(storeChecks({ ...good, releaseDate: '2026-11-29' }).warnings).toHaveLength(1);
    expect(storeChecks({ ...good, releaseDate: '2026-11-30' }).warnings).toHaveLength(0);
  });

  it('refuses audio stores refuse; MP3 and Drive links stay warnings', () => {
    const mono = storeChecks({
      ...good,
      tracks: [{ position: 1, title: 'Track 1', audio: { ...wav, channels: 1, sampleRate: 22_050 }, link: false }],
    });
    expect(mono.problems.map((p) => p.message)).toEqual([
      'Audio: The sample rate is 22.05 kHz; stores need 44.1 kHz or more.',
      'Audio: The audio has 1 channel; stores need stereo (2 channels).',
    ]);
    expect(
      storeChecks({ ...good, tracks: [{ position: 1, title: 'Track 1', audio: { ...wav, bitDepth: 8 }, link: false }] }).problems,
    ).toHaveLength(1);
    expect(
      storeChecks({ ...good, tracks: [{ position: 1, title: 'Track 1', audio: { ...wav, durationSeconds: 0.5 }, link: false }] }).problems,
    ).toHaveLength(1);

    const mp3 = storeChecks({
      ...good,
      tracks: [{ position: 1, title: 'Track 1', audio: { ...wav, lossless: false, bitDepth: null }, link: false }],
    });
    expect(mp3.problems).toEqual([]);
    expect(mp3.warnings.map((w) => w.message)).toEqual([
      'Audio: Stores want lossless audio (WAV or FLAC); MP3 is accepted here but most stores will refuse it.',
    ]);

    const album = storeChecks({
      ...good,
      tracks: [
        { position: 1, title: 'Track 1', audio: null, link: true },
        { position: 2, title: 'Track 2', audio: { ...wav, channels: 6 }, link: false },
        { position: 3, title: 'Track 3', audio: null, link: true },
      ],
    });
    expect(album.problems.map((p) => p.message)).toEqual(['Track 2: The audio has 6 channels; stores need stereo (2 channels).']);
    expect(album.warnings.map((w) => w.message)).toEqual([
      'The audio of tracks 1 and 3 is a Google Drive link, so it can only be checked when our team downloads it.',
    ]);
  });

  it('says every problem with its fix in one message', () => {
    const { problems } = storeChecks({
      ...good,
      releaseDate: '2026-01-01',
      cover: { width: 800, height: 800, format: 'png', colourMode: 'rgb' },
    });
    expect(storeProblemsMessage(problems)).toBe(
      'Stores would refuse this release: The release date January 1, 2026 has passed. Choose a date from November 30, 2026 on, so stores have the 7 days they need. Cover art: The image is 800 x 800; stores need at least 3000 x 3000. Upload a version of at least 3000 x 3000 pixels.',
    );
  });
});
