// Mails the artist that an admin answered their ticket or changed its status, with a link that
// opens the ticket on /dashboard/support (run by the support-ticket-mail job).
import { eq } from 'drizzle-orm';
import { escapeHtml } from '../../../domain/escape-html.ts';
import { ticketReference, TICKET_STATUS_LABELS } from '../../../domain/support-options.ts';
import { users } from '../../db/schema.ts';
import { supportTickets as t } from '../../db/schema-support.ts';
import type { Deps } from '../../deps.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { TicketMailPayload } from './ticket-mail-job.ts';

type Ticket = { id: string; subject: string; status: string; name: string; email: string };

function ticketMail(brand: string, publicUrl: string, ticket: Ticket, change: TicketMailPayload): MailMessage {
  const reference = ticketReference(ticket.id);
  const link = `${publicUrl.replace(/\/$/, '')}/dashboard/support?ticket=${ticket.id}`;
  const status = change.status ? TICKET_STATUS_LABELS[change.status] : undefined;
  const headline = change.response
    ? `The ${brand} support team has responded to your ticket "${ticket.subject}".`
    : `Your ticket "${ticket.subject}" is now ${status?.toLowerCase()}.`;
  const lines = [`Hello ${ticket.name || 'there'},`, '', headline, '', `Reference: ${reference}`];
  if (status) lines.push(`Status: ${status}`);
  if (change.response) lines.push('', 'Response:', change.response);
  lines.push('', `View your ticket${ticket.status === 'closed' ? '' : ' and reply'}: ${link}`, '', `The ${brand} team`);
  const html = [
    `<p>Hello ${escapeHtml(ticket.name || 'there')},</p>`,
    `<p>${escapeHtml(headline)}</p>`,
    `<p>Reference: ${escapeHtml(reference)}${status ? `<br>Status: <strong>${escapeHtml(status)}</strong>` : ''}</p>`,
    change.response
      ? `<p><strong>Response:</strong></p><blockquote style="white-space:pre-wrap">${escapeHtml(change.response)}</blockquote>`
      : '',
    `<p><a href="${escapeHtml(link)}">View your ticket</a></p>`,
    `<p>The ${escapeHtml(brand)} team</p>`,
  ].join('');
  return {
    to: ticket.email,
    subject: `[${reference}] ${change.response ? 'New response' : `Ticket ${status?.toLowerCase()}`}: ${ticket.subject}`,
    text: `${lines.join('\n')}\n`,
    html,
    link,
  };
}

export async function sendTicketMail(deps: Pick<Deps, 'db' | 'mailer' | 'env'>, change: TicketMailPayload): Promise<{ sent: boolean }> {
  const [ticket] = await deps.db
    .select({ id: t.id, subject: t.subject, status: t.status, name: users.name, email: users.email })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(eq(t.id, change.ticketId));
  // A ticket (or account) deleted since: nobody to tell.
  if (!ticket) return { sent: false };
  await deps.mailer.send(ticketMail(deps.env.BRAND_NAME, deps.env.PUBLIC_URL, ticket, change));
  return { sent: true };
}
