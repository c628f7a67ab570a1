// Catalogue sheets for tests and the benchmark: releases with valid codes (UPCs with their check
// digit, ISRCs under a test registrant), one row per track, and helpers to send them.
import { CATALOGUE_HEADERS } from '../../domain/catalogue-import-columns.ts';
import { withCheckDigit } from '../../domain/identifiers.ts';
import { ORIGIN, type TestContext } from './test-context.ts';

let serial = Math.floor(Math.random() * 1e6);

/** A sheet row's cells by column; the codes always there. */
export type SheetCells = Record<string, string> & { upc: string; isrc: string; release_title: string; audio_file: string };

/** A single (or a release of `tracks` tracks) with fresh codes; cells may be overridden. */
export function sheetRelease(
  o: { tracks?: number; title?: string; artist?: string } = {},
  over: Record<string, string> = {},
): SheetCells[] {
  const n = ++serial;
  const upc = withCheckDigit(`7${String(n).padStart(11, '0')}`);
  const count = o.tracks ?? 1;
  const title = o.title ?? `Release ${n}`;
  return Array.from({ length: count }, (_, i): SheetCells => ({
    upc,
    release_title: title,
    artist_name: o.artist ?? 'Mira K',
    release_type: count === 1 ? 'single' : count <= 6 ? 'ep' : 'album',
    release_date: '2021-05-14',
    genre: 'Pop',
    language: 'English',
    label: 'Tide Records',
    copyright_holder: 'Tide Records',
    explicit: 'no',
    territories: 'Worldwide',
    cover_file: `cover-${n}.png`,
    track_position: String(i + 1),
    track_title: count === 1 ? title : `Song ${i + 1}`,
    isrc: `QZ-TL1-21-${String((n % 9000) * 10 + i).padStart(5, '0')}`,
    audio_file: `audio-${n}-${i + 1}.wav`,
    ...over,
  }));
}

const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The sheet's CSV: the template's header, then the rows. */
export function sheetCsv(rows: Record<string, string>[]): string {
  return [CATALOGUE_HEADERS.join(','), ...rows.map((r) => CATALOGUE_HEADERS.map((h) => cell(r[h] ?? '')).join(','))].join('\r\n') + '\r\n';
}

/** Sends a sheet as the page does: the CSV as the request body. */
export function postSheet(
  ctx: TestContext,
  cookie: string,
  csv: string | Buffer,
  path = '/api/catalogue-imports?name=catalogue.csv',
): Promise<Response> {
  return Promise.resolve(
    ctx.app.request(path, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: cookie, 'Content-Type': 'text/csv' },
      body: typeof csv === 'string' ? csv : new Uint8Array(csv),
    }),
  );
}
