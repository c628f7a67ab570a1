// A mail of paragraphs, labelled values and lists, as text and as HTML (escaped), for the mails
// that are more than a line and a link.
import { escapeHtml } from '../../domain/escape-html.ts';
import type { MailMessage } from './mailer.ts';

export type MailPart = string | { label: string; value: string } | { list: string[] };
export const fact = (label: string, value: string): MailPart => ({ label, value });

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
