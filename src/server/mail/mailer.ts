// Sends mail through SMTP when SMTP_URL is set; otherwise writes each message as an RFC 822
// .eml file to the outbox folder and logs its link, so a local user can still confirm an account.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string; link?: string; replyTo?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, to: m.to, replyTo: m.replyTo, subject: m.subject, text: m.text, html: m.html });
        opts.log.info({ to: m.to, subject: m.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, to: m.to, replyTo: m.replyTo, subject: m.subject, text: m.text, html: m.html });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(opts.outboxDir, name);
      await fs.writeFile(file, info.message as Buffer);
      opts.log.info({ to: m.to, subject: m.subject, file, link: m.link }, 'mail written to outbox');
    },
  };
}
