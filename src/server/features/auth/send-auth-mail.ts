// Sends one confirmation or reset mail (run by the auth-mail job).
import { confirmNewEmailMail, resetPasswordMail, verifyEmailMail } from '../../auth/auth-mails.ts';
import type { Deps } from '../../deps.ts';

export async function sendAuthMail(
  deps: Pick<Deps, 'mailer' | 'env'>,
  mail: { kind: 'verify-email' | 'reset-password' | 'confirm-new-email'; to: string; url: string },
): Promise<{ sent: string }> {
  const brand = deps.env.BRAND_NAME;
  const make = { 'verify-email': verifyEmailMail, 'reset-password': resetPasswordMail, 'confirm-new-email': confirmNewEmailMail }[
    mail.kind
  ];
  await deps.mailer.send(make(brand, mail.to, mail.url));
  return { sent: mail.kind };
}
