// Tells the artist what became of their payout request: why it was rejected, what arrives after
// the method's fee, the reference of the payment once paid, and the admin's notes.
import { sql } from 'drizzle-orm';
import { rejectionText } from '../../../domain/claim-review.ts';
import { CLAIM_STATUS_LABELS, PAYMENT_REFERENCE_LABELS, type AdminClaimStatus } from '../../../domain/claim-texts.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';
import { decimalToMinor, formatDecimal } from '../../../domain/money.ts';
import type { Deps } from '../../deps.ts';
import { claimColumns, claimFrom, type ClaimRecord } from './to-claim-dto.ts';

const LEADS: Record<AdminClaimStatus, (amount: string) => string> = {
  pending: (a) => `Your payout request of ${a} is waiting for review.`,
  approved: (a) => `Your payout request of ${a} is approved. We will send the money within 3-5 business days.`,
  completed: (a) => `Your payout of ${a} has been paid.`,
  rejected: (a) => `Your payout request of ${a} was not approved. The amount is back in your available balance.`,
};

/**
 * The lines that say why (a rejection), or what arrives after the method's fee and how it was paid
 * (the reference), as label and value.
 */
function facts(c: ClaimRecord): [string, string][] {
  if (c.status === 'rejected') return c.rejection_reason ? [['Reason', rejectionText(c.rejection_reason, c.rejection_note)]] : [];
  const costs: [string, string][] =
    (decimalToMinor(c.fee) ?? 0) > 0
      ? [
          ['Fee', formatDecimal(c.fee)],
          ['You receive', formatDecimal(c.net)],
        ]
      : [];
  if (c.status === 'completed' && c.payment_reference) return [...costs, [PAYMENT_REFERENCE_LABELS[c.payment_method], c.payment_reference]];
  return costs;
}

export async function sendClaimMail(deps: Deps, payload: { claimId: string; status: AdminClaimStatus }): Promise<{ sent: boolean }> {
  const { rows } = await deps.db.execute<ClaimRecord>(sql`select ${claimColumns} from ${claimFrom} where c.id = ${payload.claimId}`);
  const c = rows[0];
  // Gone, or changed again before this mail went: the later change has its own mail.
  if (!c || c.status !== payload.status) return { sent: false };
  const brand = deps.env.BRAND_NAME;
  const link = `${deps.env.PUBLIC_URL}/dashboard/revenue`;
  const lead = LEADS[payload.status](formatDecimal(c.amount));
  const subject = `Payout request: ${CLAIM_STATUS_LABELS[c.status]}`;
  const lines = facts(c);
  const factsText = lines.map(([k, v]) => `\n${k}: ${v}`).join('');
  const factsHtml = lines.map(([k, v]) => `<p><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</p>`).join('');
  const notes = c.admin_notes ? `\n\nNotes from our team:\n${c.admin_notes}` : '';
  const text = `Hello ${c.user_name ?? 'there'},\n\n${lead}${factsText}${notes}\n\nSee your revenue: ${link}\n\n${brand}`;
  const html = `<p>Hello ${escapeHtml(c.user_name ?? 'there')},</p><p>${escapeHtml(lead)}</p>${factsHtml}${
    c.admin_notes
      ? `<p><strong>Notes from our team:</strong></p><blockquote style="white-space:pre-wrap">${escapeHtml(c.admin_notes)}</blockquote>`
      : ''
  }<p><a href="${escapeHtml(link)}">See your revenue</a></p><p>${escapeHtml(brand)}</p>`;
  await deps.mailer.send({ to: c.user_email, subject, text, html, link });
  return { sent: true };
}
