// Sends one mail of the sign-in details (run by the auth-mail job).
import { confirmNewEmailMail, emailChangeNoticeMail, resetPasswordMail, verifyEmailMail } from '../../auth/auth-mails.ts';
import type { AuthMail } from '../../auth/auth-mail.ts';
import type { Deps } from '../../deps.ts';

export async function sendAuthMail(deps: Pick<Deps, 'mailer' | 'env'>, mail: AuthMail): Promise<{ sent: string }> {
  const brand = deps.env.BRAND_NAME;
  const message =
    mail.kind === 'email-change-notice'
      ? emailChangeNoticeMail(brand, mail.to, mail.url, mail.newEmail)
      : { 'verify-email': verifyEmailMail, 'reset-password': resetPasswordMail, 'confirm-new-email': confirmNewEmailMail }[mail.kind](
          brand,
          mail.to,
          mail.url,
        );
  await deps.mailer.send(message);
  return { sent: mail.kind };
}
