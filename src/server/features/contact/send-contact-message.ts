// A visitor's message from /contact-support: stored first, then mailed to support with the
// sender as Reply-To. Each address may send a few messages per window, counted by the one atomic
// rate limiter (so parallel requests cannot all pass the check before any is stored).
import { eq, sql } from 'drizzle-orm';
import { contactCategoryLabel, contactReference, type ContactMessageInput } from '../../../domain/contact.ts';
import type { ContactMessageDto } from '../../../domain/contact-dto.ts';
import { contactMessages } from '../../db/schema-contact.ts';
import { consumeLimit, type LimitRule } from '../../http/rate-limit.ts';
import type { Deps } from '../../deps.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';
import { currentSettings } from '../settings/settings-store.ts';

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
  deps: Pick<Deps, 'db' | 'pool' | 'realtime' | 'mailer' | 'env' | 'log'>,
  input: ContactMessageInput,
  from: { ip: string; userId: string | null },
): Promise<ContactMessageDto> {
  await consumeLimit(deps.pool, CONTACT_RULE, from.ip);
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ ...input, ip: from.ip, userId: from.userId })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact message insert returned no row');
  const reference = contactReference(row.id);
  try {
    await deps.mailer.send(supportMail((await currentSettings(deps)).supportEmail, deps.env.BRAND_NAME, input, reference));
    await deps.db
      .update(contactMessages)
      .set({ mailedAt: sql`now()` })
      .where(eq(contactMessages.id, row.id));
  } catch (err) {
    // The message is stored; mailed_at stays null so it can be found and sent again.
    deps.log.error({ err, contactMessageId: row.id }, 'contact message stored but not mailed');
  }
  return { id: row.id, reference, createdAt: row.createdAt.toISOString() };
}
