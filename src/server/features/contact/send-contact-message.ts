// A visitor's message from /contact-support: stored, and mailed to support with the sender as
// Reply-To by a job enqueued with it (contact-mail-job.ts), so the request never waits on the
// mail server and an outage of it loses nothing. Each address may send a few messages per window, counted by the one atomic
// rate limiter (so parallel requests cannot all pass the check before any is stored).
import { contactCategoryLabel, contactReference, type ContactMessageInput } from '../../../domain/contact.ts';
import type { ContactMessageDto } from '../../../domain/contact-dto.ts';
import { contactMessages } from '../../db/schema-contact.ts';
import { consumeLimit, type LimitRule } from '../../http/rate-limit.ts';
import type { Deps } from '../../deps.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';
import { CONTACT_MAIL } from './contact-mail-job.ts';

export const CONTACT_LIMIT = { messages: 5, windowMinutes: 10 } as const;
const CONTACT_RULE: LimitRule = {
  name: 'contact',
  max: CONTACT_LIMIT.messages,
  windowSeconds: CONTACT_LIMIT.windowMinutes * 60,
  message: 'You have sent several messages in a short time.',
};

const oneLine = (s: string) => s.replace(/\s+/g, ' ');

export function supportMail(to: string, brand: string, m: ContactMessageInput, reference: string): MailMessage {
  const name = oneLine(`${m.firstName} ${m.lastName}`);
  const category = contactCategoryLabel(m.category);
  const intro = `${name} <${m.email}> wrote through the ${brand} contact form.`;
  return {
    to,
    replyTo: m.email,
    subject: `[${reference}] ${category}: message from ${name}`,
    text: `${intro}\n\nCategory: ${category}\nReference: ${reference}\n\n${m.message}\n`,
    html: `<p>${escapeHtml(intro)}</p><p>Category: ${escapeHtml(category)}<br>Reference: ${escapeHtml(reference)}</p><p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
  };
}

export async function sendContactMessage(
  deps: Pick<Deps, 'db' | 'pool' | 'jobs'>,
  input: ContactMessageInput,
  from: { ip: string; userId: string | null },
): Promise<ContactMessageDto> {
  await consumeLimit(deps.pool, CONTACT_RULE, from.ip);
  const row = await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...input, ip: from.ip, userId: from.userId })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!stored) throw new Error('contact message insert returned no row');
    await deps.jobs.send(CONTACT_MAIL, { id: stored.id }, { db: tx });
    return stored;
  });
  return { id: row.id, reference: contactReference(row.id), createdAt: row.createdAt.toISOString() };
}
