// Mails the receipt of a new payment to the account's address (the receipt-mail job, jobs.ts).
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema.ts';
import { payments } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { receiptParty } from './receipt-party.ts';
import { receiptHtml, receiptText } from './render-receipt.ts';
import { toPaymentDto } from './to-payment-dto.ts';

export async function sendReceiptMail(deps: Deps, paymentId: string): Promise<void> {
  const [row] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) return; // gone with its account
  const [profile] = await deps.db
    .select({ email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, row.userId));
  if (!profile) return;
  const dto = toPaymentDto(row);
  const who = receiptParty(deps.env, profile);
  await deps.mailer.send({
    to: profile.email,
    subject: `Your ${deps.env.BRAND_NAME} receipt ${dto.receiptNumber}`,
    text: receiptText(dto, who),
    html: receiptHtml(dto, who),
    link: `${deps.env.PUBLIC_URL}/api/payments/${dto.id}/receipt`,
  });
}
