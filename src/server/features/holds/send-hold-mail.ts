// The mails of a hold (hold-mail-job.ts). Placed: the artist is told which tracks and months, how
// much, why in the list's words and the admin's, the date to answer by, and that the rest of their
// balance stays claimable. Released: the amount is back in their balance, with the admin's note.
// Answered: our team (the support address in Settings) gets the artist's answer, to reply to.
import { formatDate } from '../../../domain/dates.ts';
import { units } from '../../../domain/earnings-decimal.ts';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import { HOLD_REASON_LABELS, monthLabel } from '../../../domain/holds.ts';
import type { HoldLineDto } from '../../../domain/holds-dto.ts';
import { formatDecimal } from '../../../domain/money.ts';
import type { Deps } from '../../deps.ts';
import { composeMail as mail, fact } from '../../mail/compose-mail.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { currentSettings } from '../settings/settings-store.ts';
import { findHold, holdLines, type HoldRecord } from './hold-records.ts';

/** What a hold's mail job carries (hold-mail-job.ts checks it): the hold, what happened, and an answer's own text. */
export type HoldMailPayload = { holdId: string; event: 'placed' | 'answered' | 'released'; answer?: string };

const money = (exact: string) => formatDecimal(displayTotal(units(exact)));
const lineName = (l: HoldLineDto) => (l.trackTitle ? `${l.trackTitle} (${l.releaseTitle})` : `${l.releaseTitle} (the whole release)`);

export function placedMail(brand: string, publicUrl: string, h: HoldRecord, lines: HoldLineDto[]): MailMessage {
  const link = `${publicUrl.replace(/\/$/, '')}/dashboard/revenue#holds`;
  const months = [...new Set(lines.map((l) => l.month))].sort().map(monthLabel);
  return mail(h.user_email, `${money(h.amount)} of your earnings is on hold`, link, [
    `Hello ${h.user_name ?? 'there'},`,
    `We are holding ${money(h.amount)} of your earnings while we look into the tracks and months below. The rest of your balance stays yours to claim.`,
    fact('Why', HOLD_REASON_LABELS[h.reason]),
    fact('What we found', h.note),
    fact('Months', months.join(', ')),
    { list: lines.filter((l) => units(l.amount) !== 0n).map((l) => `${lineName(l)}, ${monthLabel(l.month)}: ${money(l.amount)}`) },
    fact('Answer by', formatDate(h.answer_by, 'long')),
    `You can answer on your Revenue page: tell us what you know, and we will read it before we decide. ${link}`,
    brand,
  ]);
}

export function releasedMail(brand: string, publicUrl: string, h: HoldRecord): MailMessage {
  const link = `${publicUrl.replace(/\/$/, '')}/dashboard/revenue#holds`;
  return mail(h.user_email, `The hold on ${money(h.amount)} of your earnings is released`, link, [
    `Hello ${h.user_name ?? 'there'},`,
    `The hold of ${formatDate(h.created_at, 'long')} (${HOLD_REASON_LABELS[h.reason]}) is released: ${money(h.amount)} is back in your available balance, to claim as any other earnings.`,
    ...(h.release_note ? [fact('Note from our team', h.release_note)] : []),
    `See your revenue: ${link}`,
    brand,
  ]);
}

export function answeredMail(brand: string, publicUrl: string, to: string, h: HoldRecord, answer: string): MailMessage {
  const link = `${publicUrl.replace(/\/$/, '')}/admin/holds?hold=${h.id}`;
  const who = h.user_name ? `${h.user_name} (${h.user_email})` : h.user_email;
  return mail(
    to,
    `Answer to a hold: ${who}`,
    link,
    [
      `${who} answered the hold on ${money(h.amount)} of their earnings (${HOLD_REASON_LABELS[h.reason]}, placed ${formatDate(h.created_at, 'long')}, answer by ${formatDate(h.answer_by, 'long')}).`,
      fact('Their answer', answer),
      `Open the hold in the console: ${link}`,
      brand,
    ],
    h.user_email,
  );
}

export async function sendHoldMail(deps: Deps, payload: HoldMailPayload): Promise<{ sent: boolean }> {
  let h: HoldRecord;
  try {
    h = await findHold(deps.db, payload.holdId);
  } catch {
    return { sent: false }; // gone with the account
  }
  const brand = deps.env.BRAND_NAME;
  const url = deps.env.PUBLIC_URL;
  if (payload.event === 'placed') {
    // released before this mail went: the release's mail says what the artist needs to know
    if (h.status !== 'active') return { sent: false };
    const lines = (await holdLines(deps.db, [h.id])).get(h.id) ?? [];
    await deps.mailer.send(placedMail(brand, url, h, lines));
  } else if (payload.event === 'released') {
    await deps.mailer.send(releasedMail(brand, url, h));
  } else {
    await deps.mailer.send(answeredMail(brand, url, (await currentSettings(deps)).supportEmail, h, payload.answer ?? h.answer ?? ''));
  }
  return { sent: true };
}
