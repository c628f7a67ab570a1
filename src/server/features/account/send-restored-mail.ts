// Tells the artist that their account is no longer being deleted (an admin restored it): they can
// sign in again, releases taken down when they asked are drafts to submit again, and links mailed
// before the request stay cancelled. Sent by a job once the restore has committed.
import { eq } from 'drizzle-orm';
import { escapeHtml } from '../../../domain/escape-html.ts';
import { isAccountFrozen } from '../../auth/frozen-account.ts';
import type { Deps } from '../../deps.ts';
import { users } from '../../db/schema.ts';

export async function sendRestoredMail(deps: Deps, payload: { userId: string; releasesTakenDown: number }): Promise<{ sent: boolean }> {
  const [user] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, payload.userId));
  // Gone, or being deleted again before the mail went: the later change speaks for itself.
  if (!user || (await isAccountFrozen(deps.db, payload.userId))) return { sent: false };
  const brand = deps.env.BRAND_NAME;
  const link = `${deps.env.PUBLIC_URL}/auth`;
  const n = payload.releasesTakenDown;
  const paragraphs = [
    `Hello ${user.name || 'there'},`,
    `Your ${brand} account is no longer being deleted: our team restored it. You can sign in again, and your data is kept.`,
    ...(n > 0
      ? [
          `${n === 1 ? 'The release' : `The ${n} releases`} taken down when you asked ${n === 1 ? 'is a draft' : 'are drafts'} now: submit ${n === 1 ? 'it' : 'them'} again to send ${n === 1 ? 'it' : 'them'} back to the stores.`,
        ]
      : []),
    'Links we mailed you before the deletion request (a password reset, a change of email) no longer work: ask for a new one if you need it.',
  ];
  const text = `${paragraphs.join('\n\n')}\n\nSign in: ${link}\n\n${brand}`;
  const html = `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><a href="${escapeHtml(link)}">Sign in</a></p><p>${escapeHtml(brand)}</p>`;
  await deps.mailer.send({ to: user.email, subject: `Your ${brand} account is restored`, text, html, link });
  return { sent: true };
}
