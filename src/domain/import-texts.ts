// The sales report import's texts and the unmatched queue's, without zod: the console shows them
// without loading the input schemas.
import type { ClaimsShortfall } from './claim-texts.ts';
import { formatDecimal } from './money.ts';
import type { BookedLinesDto } from './unmatched-lines-dto.ts';

export const IMPORT_TEXTS = {
  duplicateFile: 'This file has already been imported.',
  duplicateStatement: 'This statement has already been imported.',
  empty: 'The file is empty.',
  tooLarge: (max: string) => `The file is larger than ${max}. Split it or compress it with gzip.`,
  notPreview: 'Only an import in preview can be confirmed or discarded.',
  notRollbackable: 'Only a confirmed import that has not been replaced can be rolled back.',
  notRematchable: 'Only an import in preview or confirmed can be matched again.',
  nothingToImport: 'No line of this file can be booked or kept: every line is refused or a duplicate. Discard this file.',
  confirmed: 'Sales report imported',
  rolledBack: 'Import rolled back',
  notFound: 'Import not found',
  /** A confirmation, rollback, replacement or rematch refused: the artist's claims would be more than their earnings (claimsShortfall). */
  claimsNotCovered: (what: string, s: ClaimsShortfall) =>
    `${what}: ${s.name} has claimed ${formatDecimal(s.held)} in payouts, more than the ${formatDecimal(s.net)} of earnings that would be left. ` +
    `They would be ${formatDecimal(s.short)} short.`,
  filesMissing: (missing: number[], of: number) =>
    `This report comes in ${of} files and ${missing.length === 1 ? `file ${missing[0]} is` : `files ${missing.join(', ')} are`} not here yet. Upload ${missing.length === 1 ? 'it' : 'them'} to this import, then confirm.`,
  /** A report in several files: its money is summed once the last file shares each summary's revenue out. */
  totalsWhenWhole: 'The totals per store and currency show once every file is here.',
  ratesNeeded: (currencies: string[]) =>
    `This report's amounts are in ${currencies.join(', ')}. Enter the rate to USD of ${currencies.length === 1 ? 'that currency' : 'each'} to book them; nothing is booked until then.`,
  rateSet: 'Exchange rate saved',
  confirmRefused: 'This import cannot be confirmed',
  rollBackRefused: 'This import cannot be rolled back',
  replaceRefused: 'This statement cannot replace the one imported before',
  rematchRefused: 'These rows cannot be matched again',
} as const;

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
