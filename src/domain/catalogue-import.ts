// Checking a catalogue sheet (catalogue-import-columns.ts) as the release form checks a release,
// before anything is made: every problem with its row (the spreadsheet's number, the header being
// row 1) and column. What needs the database (codes already used, artist profiles, files) the server
// adds (server/features/catalogue-import/check-sheet.ts).
import { CATALOGUE_COLUMNS, CATALOGUE_HEADERS } from './catalogue-import-columns.ts';
import { normaliseIsrc, normaliseUpc, toEan13 } from './identifiers.ts';
import { checkReleaseGroup } from './catalogue-import-release.ts';
import {
  CATALOGUE_MESSAGES,
  type CatalogueProblem,
  type CheckedSheet,
  type SheetRelease,
  type SheetRow,
} from './catalogue-import-texts.ts';

/** Header problems (row 1); the cells of each row by column key. */
export function readHeader(header: string[]): { problems: CatalogueProblem[]; keys: string[] } {
  const keys = header.map((h) => h.trim().toLowerCase().replace(/\s+/g, '_'));
  const problems: CatalogueProblem[] = [];
  keys.forEach((k) => {
    if (k && !CATALOGUE_HEADERS.includes(k)) problems.push({ row: 1, column: k, message: CATALOGUE_MESSAGES.unknownColumn(k) });
  });
  for (const c of CATALOGUE_COLUMNS)
    if (c.required && !keys.includes(c.key)) problems.push({ row: 1, column: c.key, message: CATALOGUE_MESSAGES.missingColumn(c.key) });
  return { problems, keys };
}

export function toSheetRows(keys: string[], records: string[][], firstRow = 2): SheetRow[] {
  return records
    .map((cells, i) => ({ row: firstRow + i, cells: Object.fromEntries(keys.map((k, j) => [k, (cells[j] ?? '').trim()])) }))
    .filter((r) => Object.values(r.cells).some((v) => v !== ''));
}

const RELEASE_KEYS = CATALOGUE_COLUMNS.filter((c) => c.release).map((c) => c.key);
const upcKey = (v: string) => {
  const n = normaliseUpc(v);
  return /^\d{12}$/.test(n) ? toEan13(n) : n;
};

/** Rows grouped by UPC, in the sheet's order; a UPC met again after another's rows is a problem. */
function groupByUpc(rows: SheetRow[], problems: CatalogueProblem[]): SheetRow[][] {
  const groups = new Map<string, SheetRow[]>();
  let last = '';
  for (const r of rows) {
    const upc = upcKey(r.cells.upc ?? '');
    if (!upc) {
      problems.push({ row: r.row, column: 'upc', message: CATALOGUE_MESSAGES.upcRequired });
      continue;
    }
    const group = groups.get(upc);
    if (group && last !== upc) problems.push({ row: r.row, column: 'upc', message: CATALOGUE_MESSAGES.upcApart(group[0]!.row) });
    if (group) group.push(r);
    else groups.set(upc, [r]);
    last = upc;
  }
  return [...groups.values()];
}

/** A release's columns must be the same on each of its rows. */
function checkConsistent(group: SheetRow[], problems: CatalogueProblem[]): void {
  const first = group[0]!;
  for (const r of group.slice(1))
    for (const k of RELEASE_KEYS)
      if ((r.cells[k] ?? '') !== (first.cells[k] ?? ''))
        problems.push({ row: r.row, column: k, message: CATALOGUE_MESSAGES.differs(first.row) });
}

/** ISRCs are each used once in the whole sheet. */
function checkIsrcsOnce(rows: SheetRow[], problems: CatalogueProblem[]): void {
  const seen = new Set<string>();
  for (const r of rows) {
    const code = normaliseIsrc(r.cells.isrc ?? '');
    if (code && seen.has(code)) problems.push({ row: r.row, column: 'isrc', message: CATALOGUE_MESSAGES.isrcRepeated });
    seen.add(code);
  }
}

/** Every problem of the sheet that the sheet alone shows, and its releases as far as they could be read. */
export function checkSheet(header: string[], records: string[][]): CheckedSheet {
  const { problems, keys } = readHeader(header);
  if (problems.length) return { releases: [], problems, trackCount: 0 };
  const rows = toSheetRows(keys, records);
  if (!rows.length) return { releases: [], problems: [{ row: 2, column: 'upc', message: CATALOGUE_MESSAGES.empty }], trackCount: 0 };
  const releases: SheetRelease[] = [];
  for (const group of groupByUpc(rows, problems)) {
    checkConsistent(group, problems);
    const checked = checkReleaseGroup(group);
    problems.push(...checked.problems);
    if (checked.release) releases.push(checked.release);
  }
  checkIsrcsOnce(rows, problems);
  problems.sort((a, b) => a.row - b.row || keys.indexOf(a.column) - keys.indexOf(b.column));
  return { releases, problems, trackCount: rows.length };
}
