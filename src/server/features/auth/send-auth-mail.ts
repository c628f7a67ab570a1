// Sends one confirmation or reset mail (run by the auth-mail job).
import { resetPasswordMail, verifyEmailMail } from '../../auth/auth-mails.ts';
import type { Deps } from '../../deps.ts';

export async function sendAuthMail(deps: Pick<Deps, 'mailer' | 'env'>, mail: { kind: 'verify-email' | 'reset-password'; to: string; url: string }): Promise<{ sent: string }> {
  const brand = deps.env.BRAND_NAME;
  await deps.mailer.send(mail.kind === 'verify-email' ? verifyEmailMail(brand, mail.to, mail.url) : resetPasswordMail(brand, mail.to, mail.url));
  return { sent: mail.kind };
}
