// What the console's sales report imports answer with (Revenue & Payouts): an import as listed,
// its preview (totals per store and currency, the first problems, what it would replace, what it
// leaves in the unmatched queue) and its rows. Every amount is a decimal string exactly as
// PostgreSQL computed it (never a float). The schemas are the server's answer contract; the web
// takes only their types.
import { z } from 'zod';
import { pageDto } from './admin-list-dto.ts';
import { IMPORT_KINDS, IMPORT_ROW_STATES, IMPORT_STATUSES, REPORT_FORMATS } from './earnings-options.ts';
import { RATE_SOURCES } from './exchange-rates.ts';

/** One currency of an import and what one unit of it is worth in USD. */
export const exchangeRateDto = z.object({ currency: z.string(), rate: z.string(), source: z.enum(RATE_SOURCES) });
export type ExchangeRateDto = z.infer<typeof exchangeRateDto>;

/** Totals of one store and currency in an import (matched rows only count as money that lands). */
export const importTotalDto = z.object({
  store: z.string(),
  currency: z.string(),
  rows: z.number(),
  quantity: z.number(),
  /** As reported, in `currency`. */
  amount: z.string(),
  /** In USD at the import's rate, as it is booked; null while the currency has no rate. */
  usd: z.string().nullable(),
});
export type ImportTotalDto = z.infer<typeof importTotalDto>;

/** One row of the imports list (GET /api/admin/royalties/imports). */
export const importListItemDto = z.object({
  id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  format: z.enum(REPORT_FORMATS),
  /** An estimate import's counts feed analytics as estimates and never the ledger; its amounts are ignored. */
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  source: z.string(),
  /** Store of the statement, or "Several". */
  store: z.string(),
  /** YYYY-MM, or null when the file spans several. */
  period: z.string().nullable(),
  /** duplicate: lines whose key (source, statement, line id) an earlier line of the file or a confirmed import has; never booked. */
  rows: z.object({ total: z.number(), matched: z.number(), unmatched: z.number(), refused: z.number(), duplicate: z.number() }),
  /** Gross amount of matched rows per currency, e.g. [{ currency: 'USD', amount: '1234.567890123456' }]. */
  amounts: z.array(z.object({ currency: z.string(), amount: z.string() })),
  createdBy: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  rolledBackAt: z.string().nullable(),
  /** The import this one replaced (a corrected statement; the first, if it replaced several). */
  replacesId: z.string().nullable(),
  /** True when rolling it back is possible (confirmed, not yet replaced or rolled back). */
  canRollBack: z.boolean(),
  /** Why a report picked up from a store's folder could not be read (status failed). */
  failure: z.string().nullable(),
  /** A store's own report (format mapped): the mapping it was read with (domain/report-mappings.ts). */
  mapping: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The rates to USD its amounts are booked at, per currency other than USD, and where each came from. */
  rates: z.array(exchangeRateDto),
  /** Currencies of its lines that have no rate yet: it cannot be confirmed until they have. */
  ratesNeeded: z.array(z.string()),
  /** A DSR report in several files: how many it has and those here; null for a report in one file. */
  files: z.object({ expected: z.number(), received: z.array(z.object({ number: z.number(), name: z.string() })) }).nullable(),
  version: z.string(),
});
export type ImportListItemDto = z.infer<typeof importListItemDto>;

export const importListPageDto = pageDto(importListItemDto);

/**
 * One row of a report as read: matched to a release (and track), unmatched (kept), refused with its
 * reason, or a duplicate of a line read before (not booked; the reason names that line).
 */
export const importRowDto = z.object({
  /** Line number in the file (1 is the first line, the header counts). */
  line: z.number(),
  /** A report in several files: the file the line is in (its FileNumber); null for a report in one file. */
  file: z.number().nullable(),
  state: z.enum(IMPORT_ROW_STATES),
  reason: z.string().nullable(),
  isrc: z.string().nullable(),
  upc: z.string().nullable(),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  store: z.string().nullable(),
  country: z.string().nullable(),
  usageDate: z.string().nullable(),
  quantity: z.number().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  releaseId: z.string().nullable(),
  releaseTitle: z.string().nullable(),
  /** A duplicate: the line with the same key first, in this file (importId null) or in the confirmed import that booked it. */
  duplicateOf: z.object({ line: z.number(), importId: z.string().nullable(), fileName: z.string().nullable() }).nullable(),
});
export type ImportRowDto = z.infer<typeof importRowDto>;

/** POST /api/admin/royalties/imports and GET /api/admin/royalties/imports/:id */
export const importPreviewDto = importListItemDto.extend({
  totals: z.array(importTotalDto),
  /** The first 50 unmatched, refused or duplicate rows (all with GET .../rows?state=). */
  problems: z.array(importRowDto),
  /** A confirmed import of the same source, store and period, countries overlapping, this one would replace on confirm (the first, if several). */
  wouldReplace: z.object({ id: z.string(), fileName: z.string(), confirmedAt: z.string() }).nullable(),
  /**
   * Its unmatched lines: what booking now leaves in the unmatched queue (a preview), or what of it
   * waits there still (confirmed). Per currency as reported and in USD at the import's rate (null
   * while the currency has no rate); `usd` sums them, null while any has none.
   */
  queue: z.object({
    rows: z.number(),
    usd: z.string().nullable(),
    amounts: z.array(z.object({ currency: z.string(), rows: z.number(), amount: z.string(), usd: z.string().nullable() })),
  }),
});
export type ImportPreviewDto = z.infer<typeof importPreviewDto>;

export const importRowsPageDto = pageDto(importRowDto);
export type ImportRowsPageDto = z.infer<typeof importRowsPageDto>;
