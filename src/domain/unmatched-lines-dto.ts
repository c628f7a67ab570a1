// The unmatched queue as the console receives it: lines of confirmed sales reports that matched no
// track or release, kept with what the report said of them until an admin matches them to the
// catalogue and books them (features/royalties/book-unmatched-lines.ts). Amounts are decimal
// strings exactly as PostgreSQL computed them: as reported, and in USD at the import's rate.
// The schemas are the server's answer contract; the web takes only their types (the texts are in
// import-texts.ts, without zod).
import { z } from 'zod';
import { pageDto } from './admin-list-dto.ts';

/** One line waiting in the queue (GET /api/admin/royalties/unmatched). */
export const unmatchedLineDto = z.object({
  importId: z.string(),
  fileName: z.string(),
  source: z.string(),
  /** The line as stored (a report in several files: FileNumber × 100,000,000 + line): what booking names. */
  row: z.number(),
  /** The file (a report in several files) and the line in it, as the preview shows them. */
  file: z.number().nullable(),
  line: z.number(),
  isrc: z.string().nullable(),
  upc: z.string().nullable(),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  store: z.string(),
  country: z.string(),
  useType: z.string(),
  usageStart: z.string(),
  usageEnd: z.string(),
  quantity: z.number(),
  /** As reported, in `currency`. */
  amount: z.string(),
  currency: z.string(),
  /** In USD at the import's rate, as booking it converts it (to 12 places). */
  usd: z.string(),
  /** Why it matched nothing ("No track with ISRC …"). */
  reason: z.string().nullable(),
});
export type UnmatchedLineDto = z.infer<typeof unmatchedLineDto>;

export const unmatchedPageDto = pageDto(unmatchedLineDto);

/** What the queue holds (the lines matching the filters: how many and their USD), and what it can be filtered by. */
export const unmatchedSummaryDto = z.object({
  lines: z.number(),
  usd: z.string(),
  /** Every import, store and usage month with lines in the queue, whatever the filters. */
  imports: z.array(z.object({ id: z.string(), fileName: z.string(), lines: z.number() })),
  stores: z.array(z.string()),
  periods: z.array(z.string()),
});
export type UnmatchedSummaryDto = z.infer<typeof unmatchedSummaryDto>;

/** A track (with its release) or a release of the catalogue an unmatched line can be booked to. */
export const catalogueMatchDto = z.object({
  releaseId: z.string(),
  releaseTitle: z.string(),
  artistName: z.string(),
  upc: z.string().nullable(),
  status: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  /** null: the release itself (as a line matched by UPC). */
  trackId: z.string().nullable(),
  trackTitle: z.string().nullable(),
  isrc: z.string().nullable(),
});
export type CatalogueMatchDto = z.infer<typeof catalogueMatchDto>;

/** POST /api/admin/royalties/unmatched/book: what was booked. */
export const bookedLinesDto = z.object({ lines: z.number(), usd: z.string(), releaseTitle: z.string(), trackTitle: z.string().nullable() });
export type BookedLinesDto = z.infer<typeof bookedLinesDto>;
