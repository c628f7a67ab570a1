// Contact messages whose mail to support failed are stored with mailed_at empty; this sends
// them again (oldest first, a week back at most). Rows are locked while they are sent, so two
// instances never mail the same message twice.
import { and, asc, gt, isNull, lt, sql } from 'drizzle-orm';
import type { ContactCategory } from '../../../domain/contact.ts';
import { contactReference } from '../../../domain/contact.ts';
import { contactMessages } from '../../db/schema-contact.ts';
import type { Deps } from '../../deps.ts';
import { supportMail } from './send-contact-message.ts';
import { currentSettings } from '../settings/settings-store.ts';

export async function resendUnmailedMessages(
  deps: Pick<Deps, 'db' | 'pool' | 'realtime' | 'mailer' | 'env' | 'log'>,
  batch = 50,
): Promise<{ sent: number; failed: number }> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(contactMessages)
      .where(
        and(
          isNull(contactMessages.mailedAt),
          lt(contactMessages.createdAt, sql`now() - interval '5 minutes'`),
          gt(contactMessages.createdAt, sql`now() - interval '7 days'`),
        ),
      )
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
        failed++;
        deps.log.warn({ err, contactMessageId: row.id }, 'contact message still not mailed');
      }
    }
    return { sent, failed };
  });
}
