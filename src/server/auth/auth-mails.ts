import type { MailMessage } from '../mail/mailer.ts';
import { EMAIL_CHANGE_LINK_HOURS, EMAIL_UNDO_DAYS } from '../../domain/account-texts.ts';
import { escapeHtml } from '../../domain/escape-html.ts';

function linkMail(to: string, subject: string, intro: string, action: string, url: string, outro: string): MailMessage {
  return {
    to,
    subject,
    link: url,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

export const verifyEmailMail = (brand: string, to: string, url: string) =>
  linkMail(
    to,
    `Confirm your email for ${brand}`,
    `Welcome to ${brand}! Please confirm your email address to activate your account.`,
    'Confirm my email',
    url,
    'If you did not sign up, you can ignore this message.',
  );

export const resetPasswordMail = (brand: string, to: string, url: string) =>
  linkMail(
    to,
    `Reset your ${brand} password`,
    'We received a request to reset your password. The link below is valid for one hour.',
    'Choose a new password',
    url,
    'If you did not ask for this, you can ignore this message: your password stays as it is.',
  );

export const confirmNewEmailMail = (brand: string, to: string, url: string) =>
  linkMail(
    to,
    `Confirm your new email for ${brand}`,
    `You asked to sign in to ${brand} with this address from now on. Please confirm it: until you do, your account keeps its current address.`,
    'Confirm my new email',
    url,
    `The link works for ${EMAIL_CHANGE_LINK_HOURS} hours. If you did not ask for this, you can ignore this message: nothing changes.`,
  );

/** To the address being replaced: what was asked, and the link that undoes it. */
export const emailChangeNoticeMail = (brand: string, to: string, url: string, newEmail: string) =>
  linkMail(
    to,
    `Your ${brand} email is being changed`,
    `Someone signed in to your ${brand} account asked to use ${newEmail} instead of this address. The change takes effect once the link we sent to ${newEmail} is opened.`,
    'This was not me: undo the change',
    url,
    `The link works for ${EMAIL_UNDO_DAYS} days, also after the change: it puts this address back, signs out every session and asks you to choose a new password. If you asked for this yourself, you can ignore this message.`,
  );
