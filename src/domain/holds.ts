// Holds on earnings: an admin keeps back what named tracks (or whole releases)
// earned in named statement months, never the whole balance, with a reason from a closed list, the
// admin's own words and a date to answer by. The artist sees which tracks, which months, how much,
// why and until when, answers, and claims the rest. The reasons, the texts and the rules both sides
// check, without zod (holds-schema.ts has the request schemas, holds-dto.ts the answers), so screens
// load none.
import { formatDate } from './dates.ts';
import { formatDecimal } from './money.ts';

export const HOLD_REASONS = ['artificial_streams', 'rights_dispute', 'duplicate_content', 'store_chargeback', 'other'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
export const HOLD_REASON_LABELS: Record<HoldReason, string> = {
  artificial_streams: 'Suspected artificial streams',
  rights_dispute: 'Rights dispute',
  duplicate_content: 'Duplicate content',
  store_chargeback: 'Store chargeback or clawback',
  other: 'Other',
};

export const HOLD_STATUSES = ['active', 'released'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];
export const HOLD_STATUS_LABELS: Record<HoldStatus, string> = { active: 'On hold', released: 'Released' };

/** How much a hold may name, and how long its texts and the time to answer may be. */
export const HOLD_LIMITS = {
  targets: 200,
  months: 36,
  note: 2000,
  answer: 4000,
  releaseNote: 2000,
  /** The answer-by date: at least this many days from today, at most that many. */
  answerMinDays: 1,
  answerMaxDays: 90,
  /** The answer-by date the console proposes. */
  answerDefaultDays: 14,
} as const;

export const HOLD_TEXTS = {
  notFound: 'Hold not found',
  artistNotFound: 'Artist not found',
  trackNotFound: 'A track or release named is not one of this artist’s.',
  targetsRequired: 'Choose the tracks or releases to hold: a hold never takes the whole balance.',
  monthsRequired: 'Choose the statement months to hold.',
  tooManyTargets: `A hold names at most ${HOLD_LIMITS.targets} tracks and releases.`,
  tooManyMonths: `A hold names at most ${HOLD_LIMITS.months} months.`,
  futureMonth: 'A month to hold has to have started.',
  reasonRequired: 'Please choose why the earnings are held.',
  noteRequired: 'Please write what was found, for the artist to read.',
  noteTooLong: `What was found is at most ${HOLD_LIMITS.note.toLocaleString('en-US')} characters.`,
  answerByRequired: 'Please give the date the artist can answer by.',
  answerByRange: `The artist needs ${HOLD_LIMITS.answerMinDays} to ${HOLD_LIMITS.answerMaxDays} days to answer: choose a date in that range.`,
  answerRequired: 'Please write your answer.',
  answerTooLong: `An answer is at most ${HOLD_LIMITS.answer.toLocaleString('en-US')} characters.`,
  releaseNoteRequired: 'Please write why the hold is released, for the artist to read.',
  releaseNoteTooLong: `The note is at most ${HOLD_LIMITS.releaseNote.toLocaleString('en-US')} characters.`,
  nothingEarned: 'These tracks earned nothing in those months: there is nothing to hold.',
  released: 'This hold was released: there is nothing to answer.',
  alreadyReleased: 'This hold was released already.',
  overlap: (what: string, month: string) =>
    `${what} is already held for ${monthLabel(month)} by another hold. Leave it out, or release that hold first.`,
  notCovered: (amount: string, free: string) =>
    `This hold would keep ${formatDecimal(amount)}, but only ${formatDecimal(free)} of the artist’s earnings is neither claimed nor held. Reject a pending claim first, or hold fewer tracks or months.`,
  placed: 'Hold placed. The artist has been told.',
  answered: 'Your answer was sent to our team.',
  releasedToast: 'Hold released. The artist has been told.',
} as const;

/** "March 2026" for a statement month "2026-03". */
export const monthLabel = (month: string): string => formatDate(`${month}-01`, 'month');

/** The key of a held target in a month, as HoldTargetsDto.held (holds-dto.ts) lists them. */
export const heldKey = (releaseId: string, trackId: string | null, month: string) => `${releaseId}:${trackId ?? ''}:${month}`;

/** The console's list filters. */
export type HoldFilters = { q: string; status: 'all' | HoldStatus };

/** The first day and the last day an answer-by date may be, from `today` (YYYY-MM-DD). */
export function answerByRange(today: string): { min: string; max: string } {
  const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  return { min: day(HOLD_LIMITS.answerMinDays), max: day(HOLD_LIMITS.answerMaxDays) };
}

/** What a hold's request lacks, in the form's order, as both the console and the server say it; null when fine. */
export function placeHoldProblem(
  input: {
    trackIds: readonly string[];
    releaseIds: readonly string[];
    months: readonly string[];
    reason: string;
    note: string;
    answerBy: string;
  },
  today: string,
): { field: string; message: string } | null {
  if (!input.trackIds.length && !input.releaseIds.length) return { field: 'trackIds', message: HOLD_TEXTS.targetsRequired };
  if (input.trackIds.length + input.releaseIds.length > HOLD_LIMITS.targets)
    return { field: 'trackIds', message: HOLD_TEXTS.tooManyTargets };
  if (!input.months.length) return { field: 'months', message: HOLD_TEXTS.monthsRequired };
  if (input.months.length > HOLD_LIMITS.months) return { field: 'months', message: HOLD_TEXTS.tooManyMonths };
  if (input.months.some((m) => m > today.slice(0, 7))) return { field: 'months', message: HOLD_TEXTS.futureMonth };
  if (!(HOLD_REASONS as readonly string[]).includes(input.reason)) return { field: 'reason', message: HOLD_TEXTS.reasonRequired };
  if (!input.note.trim()) return { field: 'note', message: HOLD_TEXTS.noteRequired };
  if (input.note.trim().length > HOLD_LIMITS.note) return { field: 'note', message: HOLD_TEXTS.noteTooLong };
  if (!input.answerBy) return { field: 'answerBy', message: HOLD_TEXTS.answerByRequired };
  const { min, max } = answerByRange(today);
  if (input.answerBy < min || input.answerBy > max) return { field: 'answerBy', message: HOLD_TEXTS.answerByRange };
  return null;
}
