// The unmatched queue as the console receives it: lines of confirmed sales reports that matched no
// track or release, kept with what the report said of them until an admin matches them to the
// catalogue and books them (features/royalties/book-unmatched-lines.ts). Amounts are decimal
// strings exactly as PostgreSQL computed them: as reported, and in USD at the import's rate.
// The texts live here, without zod, so the console shows them without loading the input schemas.
import { formatDecimal } from './money.ts';

/** One line waiting in the queue (GET /api/admin/royalties/unmatched). */
export type UnmatchedLineDto = {
  importId: string;
  fileName: string;
  source: string;
  /** The line as stored (a report in several files: FileNumber × 100,000,000 + line): what booking names. */
  row: number;
  /** The file (a report in several files) and the line in it, as the preview shows them. */
  file: number | null;
  line: number;
  isrc: string | null;
  upc: string | null;
  title: string | null;
  artist: string | null;
  store: string;
  country: string;
  useType: string;
  usageStart: string;
  usageEnd: string;
  quantity: number;
  /** As reported, in `currency`. */
  amount: string;
  currency: string;
  /** In USD at the import's rate, as booking it converts it (to 12 places). */
  usd: string;
  /** Why it matched nothing ("No track with ISRC …"). */
  reason: string | null;
};

/** What the queue holds (the lines matching the filters: how many and their USD), and what it can be filtered by. */
export type UnmatchedSummaryDto = {
  lines: number;
  usd: string;
  /** Every import, store and usage month with lines in the queue, whatever the filters. */
  imports: { id: string; fileName: string; lines: number }[];
  stores: string[];
  periods: string[];
};

/** A track (with its release) or a release of the catalogue an unmatched line can be booked to. */
export type CatalogueMatchDto = {
  releaseId: string;
  releaseTitle: string;
  artistName: string;
  upc: string | null;
  status: string;
  owner: { id: string; name: string };
  /** null: the release itself (as a line matched by UPC). */
  trackId: string | null;
  trackTitle: string | null;
  isrc: string | null;
};

/** POST /api/admin/royalties/unmatched/book: what was booked. */
export type BookedLinesDto = { lines: number; usd: string; releaseTitle: string; trackTitle: string | null };

export const UNMATCHED_TEXTS = {
  changed: 'These lines have changed since you looked: another admin booked them, or their import was rolled back. Reload and try again.',
  groupChanged: (lines: number, code: string) =>
    `The queue no longer holds ${lines === 1 ? 'one line' : `${lines} lines`} with ${code}: someone booked or added some since you looked. Reload and try again.`,
  releaseNotFound: 'Release not found',
  trackNotFound: 'Track not found on that release',
  bookRefused: 'These lines cannot be booked',
  booked: (b: Pick<BookedLinesDto, 'lines' | 'usd'>) => `${b.lines === 1 ? '1 line' : `${b.lines} lines`} booked (${formatDecimal(b.usd)})`,
  searchShort: 'Type at least 2 characters of an ISRC, UPC or title',
} as const;
