// The mails of a split (split-mail-job.ts). Invited and reminded: the payee is told who shares
// what with them, that they are credited from the next booking whether or not they have an
// account, and is given the link to accept (signing in or up) or decline. Declined: the owner is
// told the share is theirs again from that day, and the payee that nothing already credited moves.
// Transferred: a payee is told what a change from an earlier month moved to them. Lowered: a payee
// is asked to agree to a lower share or amount repaid first; objected and lapsed: the owner is told
// the change stopped.
import { units } from '../../../domain/earnings-decimal.ts';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import { formatDecimal } from '../../../domain/money.ts';
import { formatShare, loweredText } from '../../../domain/splits.ts';
import type { Deps } from '../../deps.ts';
import { brandedMail, composeMail, fact } from '../../mail/compose-mail.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { brandOf, mailBrand } from '../branding/brand-of.ts';
import { formatDate } from '../../../domain/dates.ts';
import { pendingFor } from './consent.ts';
import { invitationToken } from '../../crypto/invitation-token.ts';
import { findParty, type PartyRecord } from './party-records.ts';

/** What a split's mail job carries (split-mail-job.ts checks it): the party, and what happened. */
export type SplitMailPayload = {
  partyId: string;
  event: 'invited' | 'reminded' | 'declined' | 'lowered' | 'objected' | 'transferred' | 'lapsed';
  amount?: string;
  from?: string;
};

const money = (exact: string) => formatDecimal(displayTotal(units(exact)));
const what = (p: PartyRecord) => (p.track_title ? `“${p.track_title}” (from “${p.release_title}”)` : `“${p.release_title}”`);

/** What the payee is given: their share and the amount repaid to them first, in words. */
export function termsText(p: Pick<PartyRecord, 'share' | 'recoup'>): string {
  const share = `${formatShare(BigInt(p.share ?? 0))} % of the net earnings`;
  const recoup = p.recoup && units(p.recoup) > 0n ? money(p.recoup) : null;
  if (!recoup) return share;
  return p.share ? `${recoup} repaid to you first, then ${share}` : `${recoup} repaid to you first`;
}

export const invitationLink = (deps: Pick<Deps, 'env'>, p: Pick<PartyRecord, 'id' | 'invite_key'>) =>
  `${deps.env.PUBLIC_URL}/splits/invitation/${invitationToken(deps.env, 'split-invitation v1', p.id, p.invite_key)}`;

export async function sendSplitMail(deps: Deps, payload: SplitMailPayload): Promise<{ sent: boolean }> {
  const p = await findParty(deps, payload.partyId);
  if (!p) return { sent: false }; // gone with its split
  // a label on Enterprise Label sends its split mails under its own name and logo
  const label = mailBrand(deps.env, p.owner_id, await brandOf(deps.db, p.owner_id));
  const send = (m: MailMessage) => deps.mailer.send(brandedMail(m, label));
  const brand = deps.env.BRAND_NAME;
  // PUBLIC_URL has no trailing slash (env.ts)
  const releasesLink = `${deps.env.PUBLIC_URL}/dashboard/releases`;
  if (payload.event === 'declined') {
    await send(
      composeMail(p.owner_email, `${p.name} declined their share of ${what(p)}`, releasesLink, [
        `Hello ${p.owner_name},`,
        `${p.name} (${p.email}) declined their part of the revenue split of ${what(p)}. Their share is yours again for every booking from today; what was already credited to them stays where it is.`,
        brand,
      ]),
    );
    await send(
      composeMail(p.email, `You declined your share of ${what(p)}`, releasesLink, [
        `Hello ${p.name},`,
        `You declined your part of ${p.owner_name}’s revenue split of ${what(p)}. Nothing more is credited to you from it; ${p.owner_name} has been told.`,
        brand,
      ]),
    );
    return { sent: true };
  }
  if (payload.event === 'objected') {
    await send(
      composeMail(p.owner_email, `${p.name} objected to a lower share of ${what(p)}`, releasesLink, [
        `Hello ${p.owner_name},`,
        `${p.name} (${p.email}) objected to your change of the revenue split of ${what(p)}, which lowered their part. The split stays as it was; talk it over with them and make a new change if you agree on one.`,
        brand,
      ]),
    );
    return { sent: true };
  }
  if (payload.event === 'lapsed') {
    await send(
      composeMail(p.owner_email, `Your change of the split of ${what(p)} did not take effect`, releasesLink, [
        `Hello ${p.owner_name},`,
        `Your change of the revenue split of ${what(p)} was waiting for consent, and meanwhile repayment of an amount it changed began. An amount already being repaid cannot be changed, so the split stays as it was; make a new change if you still want one.`,
        brand,
      ]),
    );
    return { sent: true };
  }
  if (payload.event === 'transferred') {
    const link = p.status === 'accepted' ? `${deps.env.PUBLIC_URL}/dashboard/revenue` : invitationLink(deps, p);
    await send(
      composeMail(p.email, `${p.owner_name} moved earnings of ${what(p)} to you`, link, [
        `Hello ${p.name},`,
        `${p.owner_name} changed the revenue split of ${what(p)} from ${formatDate(`${payload.from!}-01`, 'month')}: of what it earned since then, ${money(payload.amount!)} moved to you. Your part now: ${termsText(p)}.`,
        fact('Credited to you so far', money(p.earned)),
        p.status === 'accepted' ? `It is in your balance: ${link}` : `Accept to claim it like any balance: ${link}`,
        brand,
      ]),
    );
    return { sent: true };
  }
  if (payload.event === 'lowered') {
    const change = await pendingFor(deps.db, p.id);
    if (!change || change.answer) return { sent: false }; // replaced, or answered, before this mail went
    const link = invitationLink(deps, p);
    await send(
      composeMail(p.email, `${p.owner_name} asks to lower your share of ${what(p)}`, link, [
        `Hello ${p.name},`,
        `${p.owner_name} changed the revenue split of ${what(p)}: ${loweredText(change)}, for the earnings booked after it takes effect. Nothing already credited to you moves.`,
        fact('Takes effect', `${formatDate(change.until.slice(0, 10), 'long')}, unless you object before then (or at once, if you agree)`),
        `Agree or object: ${link}`,
        brand,
      ]),
    );
    return { sent: true };
  }
  // answered before this mail went: there is nothing left to ask
  if (p.status !== 'invited') return { sent: false };
  const link = invitationLink(deps, p);
  const reminder = payload.event === 'reminded';
  await send(
    composeMail(p.email, `${reminder ? 'Reminder: ' : ''}${p.owner_name} shares the earnings of ${what(p)} with you`, link, [
      `Hello ${p.name},`,
      `${p.owner_name} added you to the revenue split of ${what(p)} on ${brand}.`,
      fact('Your part', termsText(p)),
      ...(units(p.earned) > 0n ? [fact('Credited to you so far', money(p.earned))] : []),
      `You are credited from the next earnings we book, whether or not you have an account. Accept to claim your money like any balance: sign in, or sign up with this address. If this is not for you, you can decline.`,
      `Accept or decline: ${link}`,
      brand,
    ]),
  );
  return { sent: true };
}
