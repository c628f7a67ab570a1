// One payment's receipt as HTML, for its owner only (another user's payment is "not found").
import { and, eq } from 'drizzle-orm';
import { profiles } from '../../db/schema.ts';
import { payments } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../../domain/errors.ts';
import { receiptHtml } from './render-receipt.ts';
import { toPaymentDto } from './to-payment-dto.ts';
import type { UserActor } from '../../actor.ts';

export async function getReceiptHtml(deps: Deps, { userId }: UserActor, paymentId: string): Promise<string> {
  const [row] = await deps.db
    .select({ payment: payments, email: profiles.email, fullName: profiles.fullName })
    .from(payments)
    .innerJoin(profiles, eq(profiles.id, payments.userId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row) throw notFound('Receipt not found');
  return receiptHtml(toPaymentDto(row.payment), {
    brand: deps.env.BRAND_NAME,
    supportEmail: deps.env.SUPPORT_EMAIL,
    customerName: row.fullName,
    customerEmail: row.email,
  });
}
