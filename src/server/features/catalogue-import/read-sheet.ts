// The uploaded sheet: read whole (capped), then split into records by csv-parse, a spreadsheet
// row per record (a quoted cell may span lines), so row numbers are the spreadsheet's.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { CATALOGUE_LIMITS } from '../../../domain/catalogue-import-columns.ts';
import { CATALOGUE_IMPORT_TEXTS } from '../../../domain/catalogue-import-schema.ts';
import { DomainError, invalid } from '../../../domain/errors.ts';

export type SheetBody = Readable | ReadableStream<Uint8Array> | Buffer | null;

async function readAll(body: SheetBody): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  if (Buffer.isBuffer(body)) return body;
  const source = body instanceof Readable ? body : Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of source) {
    total += (chunk as Buffer).length;
    if (total > CATALOGUE_LIMITS.bytes) {
      source.destroy();
      throw new DomainError('PAYLOAD_TOO_LARGE', CATALOGUE_IMPORT_TEXTS.tooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The header and the records under it. */
export async function readSheet(body: SheetBody): Promise<{ header: string[]; records: string[][] }> {
  const bytes = await readAll(body);
  // a text sheet has no NUL byte (one saved as UTF-16 does); PostgreSQL could keep no cell with one
  if (bytes.includes(0)) throw invalid(CATALOGUE_IMPORT_TEXTS.unreadable);
  let rows: string[][];
  // loaded with the first sheet, not at start-up (start-up-imports.test.ts)
  const { parse } = await import('csv-parse/sync');
  try {
    rows = parse(bytes, { bom: true, relax_column_count: true, skip_empty_lines: false, trim: false }) as string[][];
  } catch {
    throw invalid(CATALOGUE_IMPORT_TEXTS.unreadable);
  }
  if (!rows.length) throw invalid(CATALOGUE_IMPORT_TEXTS.unreadable);
  if (rows.length > CATALOGUE_LIMITS.rows + 1)
    throw invalid(`A sheet holds at most ${CATALOGUE_LIMITS.rows} rows. Split the catalogue into several sheets.`);
  return { header: rows[0]!, records: rows.slice(1) };
}
