// What the console's Report mappings answer with: a mapping (built in or an admin's) and the
// preview of a sample's first rows as a mapping reads them. The schemas are the server's answer
// contract; the web takes only their types. What a mapping says is report-mappings.ts's ReportMapping.
import { z } from 'zod';
import { REPORT_FORMATS } from './earnings-options.ts';
import { MAPPING_DATE_FORMATS, MAPPING_DECIMALS, MAPPING_DELIMITERS, MAPPING_FIELDS } from './report-mappings.ts';
import { USE_TYPES } from './use-types.ts';

/** A mapping as the console lists it: built in (read only, copied to change) or an admin's. */
export const reportMappingDto = z.object({
  id: z.string(),
  name: z.string(),
  /** Who sends the report: the imports' source ("Apple"). */
  source: z.string(),
  delimiter: z.enum(MAPPING_DELIMITERS),
  /** Records before the header (a title, the account): skipped. Blank lines are never counted. */
  skipTop: z.number(),
  /** Records after the last line (totals): skipped. */
  skipBottom: z.number(),
  dateFormat: z.enum(MAPPING_DATE_FORMATS),
  decimal: z.enum(MAPPING_DECIMALS),
  /** The header of the column holding each field; a field left out is not in the report. */
  columns: z.partialRecord(z.enum(MAPPING_FIELDS), z.string()),
  /** The store of every line when no column names it. */
  store: z.string().nullable(),
  /** The currency of every line when no column gives it. */
  currency: z.string().nullable(),
  /** The use type when no column gives it, or its value names none. */
  useType: z.enum(USE_TYPES),
  builtIn: z.boolean(),
  /** A shipped format read by its own reader (our CSV, the DistroKid-style TSV): its mapping shows its columns. */
  reader: z.enum(['tunelane_csv', 'distrokid_tsv']).nullable(),
  createdAt: z.string().nullable(),
  version: z.string().nullable(),
});
export type ReportMappingDto = z.infer<typeof reportMappingDto>;

/** POST /api/admin/report-mappings/preview: the first rows of a sample as a mapping reads them. */
export const mappingPreviewRowDto = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    line: z.number(),
    isrc: z.string().nullable(),
    upc: z.string().nullable(),
    title: z.string().nullable(),
    store: z.string(),
    country: z.string(),
    usageStart: z.string(),
    usageEnd: z.string(),
    useType: z.enum(USE_TYPES),
    quantity: z.number(),
    amount: z.string(),
    currency: z.string(),
  }),
  z.object({ ok: z.literal(false), line: z.number(), reason: z.string() }),
]);
export type MappingPreviewRowDto = z.infer<typeof mappingPreviewRowDto>;

export const mappingPreviewDto = z.object({
  /** The mapping detected from the header; null when one was chosen or given. */
  detected: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The mapping the rows were read with (null id: the unsaved one being edited; a DSR has no mapping). */
  mapping: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  format: z.enum(REPORT_FORMATS),
  /** The header row as read (empty for a DSR). */
  header: z.array(z.string()),
  rows: z.array(mappingPreviewRowDto),
});
export type MappingPreviewDto = z.infer<typeof mappingPreviewDto>;
