// Pieces every part of a NewReleaseMessage writes the same way: the party table (each person or
// label once, P1, P2, ...), titles, display artists and P-lines.
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { artistLine } from '../../../../domain/artist-names.ts';
import { splitList } from '../../../../domain/releases-rules.ts';
import type { ReleaseSnapshot } from './types.ts';
import { xmlText } from './ddex-values.ts';

export type Parties = { ref(name: string): string; list: { ref: string; name: string }[] };

/** Each distinct name once (letter case aside), as P1, P2, ... in order of first use. */
export function partyTable(): Parties {
  const byName = new Map<string, string>();
  const list: { ref: string; name: string }[] = [];
  return {
    list,
    ref(name) {
      const clean = xmlText(name);
      let ref = byName.get(clean.toLowerCase());
      if (!ref) {
        ref = `P${list.length + 1}`;
        byName.set(clean.toLowerCase(), ref);
        list.push({ ref, name: clean });
      }
      return ref;
    },
  };
}

/** The names of a comma-separated credit. */
export const names = (value: string | null | undefined) => splitList(value ?? '');

export function title(el: XMLBuilder, text: string): void {
  el.ele('DisplayTitleText').txt(xmlText(text)).up();
  el.ele('DisplayTitle', { IsDefault: 'true' }).ele('TitleText').txt(xmlText(text));
}

/** The release's main artists in order: the artist name, then the further ones. */
export const mainArtists = (s: Pick<ReleaseSnapshot, 'artistName' | 'otherMainArtists'>) => [s.artistName, ...s.otherMainArtists];

/**
 * The display line ("A & B feat. C") and one DisplayArtist per person: each main artist a
 * MainArtist, each featured one a FeaturedArtist (Release Profiles 7.2: one party per artist).
 */
export function artists(el: XMLBuilder, parties: Parties, mains: string[], featuring: string[]): void {
  const line = artistLine(mains[0]!, mains.slice(1));
  const display = featuring.length ? `${line} feat. ${featuring.join(', ')}` : line;
  el.ele('DisplayArtistName', { IsDefault: 'true' }).txt(xmlText(display));
  const all: [string, string][] = [
    ...mains.map((m): [string, string] => [m, 'MainArtist']),
    ...featuring.map((f): [string, string] => [f, 'FeaturedArtist']),
  ];
  all.forEach(([name, role], i) => {
    el.ele('DisplayArtist', { SequenceNumber: String(i + 1) })
      .ele('ArtistPartyReference')
      .txt(parties.ref(name))
      .up()
      .ele('DisplayArtistRole')
      .txt(role);
  });
}

export function pLine(el: XMLBuilder, year: number, holder: string): void {
  el.ele('PLine')
    .ele('Year')
    .txt(String(year))
    .up()
    .ele('PLineText')
    .txt(`(P) ${year} ${xmlText(holder)}`);
}
