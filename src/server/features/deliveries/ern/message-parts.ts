// Pieces every part of a NewReleaseMessage writes the same way: the party table (each person or
// label once, P1, P2, ...), titles, display artists and P-lines.
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { splitList } from '../../../../domain/releases-rules.ts';
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

export function artists(el: XMLBuilder, parties: Parties, main: string, featuring: string[]): void {
  const display = featuring.length ? `${main} feat. ${featuring.join(', ')}` : main;
  el.ele('DisplayArtistName', { IsDefault: 'true' }).txt(xmlText(display));
  const all: [string, string][] = [[main, 'MainArtist'], ...featuring.map((f): [string, string] => [f, 'FeaturedArtist'])];
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
