// What a release lacks before a store message can be written: each gap named, for the release and
// for each track, and nothing for a release that has it all.
import { describe, expect, it } from 'vitest';
import { TERRITORY_MESSAGES } from '../../../../domain/territories.ts';
import { releaseProblems } from './release-problems.ts';
import { snapshot, track } from '../../../test/ern-fixtures.ts';

describe('a release checked before its message is written', () => {
  it('has no problem when it has everything', () => {
    expect(releaseProblems(snapshot({ releaseType: 'album' }, 7))).toEqual([]);
    expect(releaseProblems(snapshot({ releaseType: 'ep' }, 2))).toEqual([]);
  });

  it("refuses a type the tracks contradict, by the stores' rules", () => {
    expect(releaseProblems(snapshot({ releaseType: 'album' }, 3))).toEqual([
      'Stores list 3 tracks, 10 minutes in all as an EP, not an Album. Choose EP as the release type, or change the tracks.',
    ]);
    expect(releaseProblems(snapshot({ releaseType: 'ep' }, 7))).toEqual([
      'Stores list 7 tracks, 22 minutes in all as an Album, not an EP. Choose Album as the release type, or change the tracks.',
    ]);
  });

  it('names each gap of the release itself', () => {
    expect(releaseProblems(snapshot({ genre: '', cover: null }, 1))).toEqual([
      'The release needs a genre.',
      'The release has no cover art file.',
    ]);
    expect(releaseProblems(snapshot({}, 0))).toEqual(['The release has no tracks.']);
    expect(releaseProblems(snapshot({ territories: { mode: 'only', codes: [] } }, 1))).toEqual([
      `Territories: ${TERRITORY_MESSAGES.noneChosen}.`,
    ]);
  });

  it("names each track's gap with its position and title", () => {
    const s = snapshot({ releaseType: 'ep' }, 0);
    s.tracks = [
      track(1, { title: '' }),
      track(2, { audio: null }),
      track(3, { durationSeconds: 0 }),
      track(4, { isrc: null }),
      track(5, { isrc: 'INT7L2600001' }),
    ];
    expect(releaseProblems(s)).toEqual([
      'Track 1 (untitled) needs a title.',
      'Track 2 (Track 2) has no uploaded audio file.',
      'Track 3 (Track 3): the length of its audio could not be read.',
      'Track 4 (Track 4) has no ISRC yet.',
      'Track 5 (Track 5) repeats the ISRC INT7L2600001.',
    ]);
  });

  it('flags a name holding several people, never splitting it (Release Profiles 7.2(4))', () => {
    const s = snapshot({ releaseType: 'ep', artistName: 'Mira feat. Kavi' }, 0);
    s.tracks = [
      track(1, { featuringArtists: ['Noor feat. Asha'] }),
      track(2, { writerComposer: 'Asha Rao; Vikram Iyer', producer: 'Noor Khan, Jo Bo' }),
      track(3, { featuringArtists: ['Simon & Garfunkel'] }), // an act's name, as written
    ];
    expect(releaseProblems(s)).toEqual([
      'The artist name "Mira feat. Kavi" holds more than one name ("feat."). Enter each artist separately.',
      'Track 1 (Track 1): the featured artist "Noor feat. Asha" holds more than one name ("feat."). Enter each artist separately.',
      'Track 2 (Track 2): the writer/composer "Asha Rao; Vikram Iyer" holds more than one name (";"). Enter each artist separately.',
    ]);
  });

  it('counts a repeated ISRC once per repeat, and not a track without one', () => {
    const s = snapshot({ releaseType: 'ep' }, 0);
    s.tracks = [track(1, { isrc: null }), track(2, { isrc: null }), track(3), track(4, { isrc: 'INT7L2600003' })];
    expect(releaseProblems(s)).toEqual([
      'Track 1 (Track 1) has no ISRC yet.',
      'Track 2 (Track 2) has no ISRC yet.',
      'Track 4 (Track 4) repeats the ISRC INT7L2600003.',
    ]);
  });
});
