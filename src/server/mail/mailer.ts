// Sends mail through SMTP when SMTP_URL is set; otherwise writes each message as an RFC 822
// .eml file to the outbox folder and logs its link, so a local user can still confirm an account.
// nodemailer is loaded with the first message, not at start-up (most processes send none for a
// while, and it is one of the larger server dependencies).
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Logger } from '../logger.ts';

/** `fromName`: the name the mail comes from, in place of the service's (a label's white label). */
export type MailMessage = { to: string; subject: string; text: string; html?: string; link?: string; replyTo?: string; fromName?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/** The transport, made on first use (and made again after a failed load). */
function lazyTransport(make: (mailer: typeof nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    if (!transport) {
      transport = import('nodemailer').then((mod) => make(mod.default));
      transport.catch(() => (transport = undefined));
    }
    return transport;
  };
}

/** The sender: the service's address, under the mail's own name when it has one. */
function fromOf(from: string, m: MailMessage): string | { name: string; address: string } {
  if (!m.fromName) return from;
  return { name: m.fromName, address: /<([^>]+)>/.exec(from)?.[1] ?? from };
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    const transport = lazyTransport((mailer) => mailer.createTransport(smtpUrl));
    return {
      async send(m) {
        await (
          await transport()
        ).sendMail({ from: fromOf(opts.from, m), to: m.to, replyTo: m.replyTo, subject: m.subject, text: m.text, html: m.html });
        opts.log.info({ to: m.to, subject: m.subject }, 'mail sent');
      },
    };
  }
  const transport = lazyTransport((mailer) => mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async send(m) {
      const info = await (
        await transport()
      ).sendMail({ from: fromOf(opts.from, m), to: m.to, replyTo: m.replyTo, subject: m.subject, text: m.text, html: m.html });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(opts.outboxDir, name);
      await fs.writeFile(file, info.message as Buffer);
      opts.log.info({ to: m.to, subject: m.subject, file, link: m.link }, 'mail written to outbox');
    },
  };
}
