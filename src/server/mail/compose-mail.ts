// A mail of paragraphs, labelled values and lists, as text and as HTML (escaped), for the mails
// that are more than a line and a link.
import { escapeHtml } from '../../domain/escape-html.ts';
import type { MailMessage } from './mailer.ts';

export type MailPart = string | { label: string; value: string } | { list: string[] };
export const fact = (label: string, value: string): MailPart => ({ label, value });

/** A label's white label on a mail: its name as the sender ("Label via Brand") and at the top, with its logo. */
export type MailBrand = { name: string; via: string; logoUrl: string | null };

export function brandedMail(m: MailMessage, brand: MailBrand | undefined): MailMessage {
  if (!brand) return m;
  const logo = brand.logoUrl ? `<p><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" height="48"></p>` : '';
  return {
    ...m,
    fromName: `${brand.name} via ${brand.via}`,
    text: `${brand.name}\n\n${m.text}`,
    html: `${logo}<p><strong>${escapeHtml(brand.name)}</strong></p>${m.html ?? ''}`,
  };
}

export function composeMail(to: string, subject: string, link: string, parts: MailPart[], replyTo?: string): MailMessage {
  const asText = (p: MailPart) =>
    typeof p === 'string' ? p : 'list' in p ? p.list.map((x) => `- ${x}`).join('\n') : `${p.label}: ${p.value}`;
  const asHtml = (p: MailPart) =>
    typeof p === 'string'
      ? `<p>${escapeHtml(p)}</p>`
      : 'list' in p
        ? `<ul>${p.list.map((x) => `<li>${escapeHtml(x)}</li>`).join('')}</ul>`
        : `<p><strong>${escapeHtml(p.label)}:</strong></p><blockquote style="white-space:pre-wrap">${escapeHtml(p.value)}</blockquote>`;
  return {
    to,
    subject,
    text: parts.map(asText).join('\n\n') + '\n',
    html: parts.map(asHtml).join(''),
    link,
    ...(replyTo ? { replyTo } : {}),
  };
}
