// Mailing stored contact messages to support, each locked while it is sent so that two instances
// never mail the same message twice, and marked mailed in the same transaction. The contact-mail
// job mails one message as soon as it is stored (a failure fails the job, which is retried); a
// quarter-hourly sweep sends again what is still unmailed (oldest first, a week back at most).
import { and, asc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ContactCategory } from '../../../domain/contact.ts';
import { contactReference } from '../../../domain/contact.ts';
import { contactMessages } from '../../db/schema-contact.ts';
import type { Deps } from '../../deps.ts';
import { supportMail } from './send-contact-message.ts';
import { currentSettings } from '../settings/settings-store.ts';

type MailDeps = Pick<Deps, 'db' | 'pool' | 'realtime' | 'mailer' | 'env' | 'log'>;

/** Mails the unmailed messages `which` picks (those another instance is sending are skipped); `rethrow`: a failure fails the caller. */
async function mailUnmailed(deps: MailDeps, which: SQL | undefined, batch: number, rethrow: boolean) {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(contactMessages)
      .where(and(isNull(contactMessages.mailedAt), which))
      .orderBy(asc(contactMessages.createdAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    let sent = 0;
    let failed = 0;
    for (const row of rows) {
      const input = {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        category: row.category as ContactCategory,
        message: row.message,
      };
      try {
        await deps.mailer.send(
          supportMail((await currentSettings(deps)).supportEmail, deps.env.BRAND_NAME, input, contactReference(row.id)),
        );
        await tx
          .update(contactMessages)
          .set({ mailedAt: sql`now()` })
          .where(sql`${contactMessages.id} = ${row.id}`);
        sent++;
      } catch (err) {
        if (rethrow) throw err;
        failed++;
        deps.log.warn({ err, contactMessageId: row.id }, 'contact message still not mailed');
      }
    }
    return { sent, failed };
  });
}

/** The contact-mail job: one message, just stored. */
export async function mailContactMessage(deps: MailDeps, id: string): Promise<{ sent: number }> {
  const { sent } = await mailUnmailed(deps, eq(contactMessages.id, id), 1, true);
  return { sent };
}

/** The sweep: what is still unmailed after five minutes (its job gave up, or it came before the job). */
export function resendUnmailedMessages(deps: MailDeps, batch = 50): Promise<{ sent: number; failed: number }> {
  return mailUnmailed(
    deps,
    and(lt(contactMessages.createdAt, sql`now() - interval '5 minutes'`), gt(contactMessages.createdAt, sql`now() - interval '7 days'`)),
    batch,
    false,
  );
}
