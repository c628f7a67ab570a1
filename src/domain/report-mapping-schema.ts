// The admin's input for report mappings (zod, with the messages the console shows): a mapping as
// written, a change at a version, a mapping's id, and a preview's sample.
import { z } from 'zod';
import { isCurrencyCode } from './exchange-rates.ts';
import { USE_TYPES } from './use-types.ts';
import { versionParam } from './admin-list-schema.ts';
import {
  MAPPING_DATE_FORMATS,
  MAPPING_DECIMALS,
  MAPPING_DELIMITERS,
  MAPPING_FIELDS,
  MAPPING_TEXTS,
  mappingProblem,
  type MappingField,
} from './report-mappings.ts';
import { BUILT_IN_MAPPING_IDS } from './built-in-report-mappings.ts';

const skip = z.number({ error: MAPPING_TEXTS.skip }).int(MAPPING_TEXTS.skip).min(0, MAPPING_TEXTS.skip).max(50, MAPPING_TEXTS.skip);
const column = z.string().trim().max(200, MAPPING_TEXTS.column);

/** A mapping as an admin writes it: every column it names, and what stands in for the columns it does not. */
export const reportMappingSchema = z
  .object({
    name: z.string({ error: MAPPING_TEXTS.name }).trim().min(1, MAPPING_TEXTS.name).max(100, MAPPING_TEXTS.name),
    source: z.string({ error: MAPPING_TEXTS.source }).trim().min(1, MAPPING_TEXTS.source).max(100, MAPPING_TEXTS.source),
    delimiter: z.enum(MAPPING_DELIMITERS, 'Delimiter must be a comma, tab, semicolon or pipe'),
    skipTop: skip,
    skipBottom: skip,
    dateFormat: z.enum(MAPPING_DATE_FORMATS, `Date format must be one of ${MAPPING_DATE_FORMATS.join(', ')}`),
    decimal: z.enum(MAPPING_DECIMALS, 'Decimal separator must be a point or a comma'),
    columns: z
      .object(Object.fromEntries(MAPPING_FIELDS.map((f) => [f, column.optional()])) as Record<MappingField, z.ZodOptional<typeof column>>)
      .strict()
      // a field given as '' names no column
      .transform((c) => Object.fromEntries(Object.entries(c).filter(([, v]) => !!v)) as Partial<Record<MappingField, string>>),
    store: z
      .string()
      .trim()
      .max(100, MAPPING_TEXTS.store)
      .nullable()
      .default(null)
      .transform((s) => s || null),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .refine((c) => c === '' || isCurrencyCode(c), MAPPING_TEXTS.currency)
      .nullable()
      .default(null)
      .transform((c) => c || null),
    useType: z.enum(USE_TYPES, 'Use type must be stream, download, ugc or other').default('stream'),
  })
  .superRefine((m, ctx) => {
    const problem = mappingProblem(m);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  });
export type ReportMappingInput = z.input<typeof reportMappingSchema>;

/** PUT /api/admin/report-mappings/:id: the mapping at the version the console loaded. */
export const changeMappingSchema = z.object({ version: versionParam, mapping: reportMappingSchema });

/** GET|PUT /api/admin/report-mappings/:id: a stored mapping's id, or a shipped one's name. */
export const mappingParamsSchema = z.object({
  id: z
    .string({ error: MAPPING_TEXTS.notFound })
    .refine((id) => BUILT_IN_MAPPING_IDS.includes(id) || z.uuid().safeParse(id).success, MAPPING_TEXTS.notFound),
});

/** POST /api/admin/report-mappings/preview: the start of a file, read with a mapping (chosen, given, or detected). */
export const mappingPreviewSchema = z.object({
  sample: z.string({ error: 'Please send the start of the file as the sample' }).max(300_000, MAPPING_TEXTS.sample),
  /** The sample is the whole file: its last rows are the report's last (skipped at the bottom). */
  complete: z.boolean().default(false),
  mappingId: mappingParamsSchema.shape.id.optional(),
  mapping: reportMappingSchema.optional(),
});
export type MappingPreviewInput = z.input<typeof mappingPreviewSchema>;
