// One payment's receipt, for the account that paid and for admins (anyone else's is "not found"):
// the payment and who it is between, as the HTML page and the PDF both print it.
import { and, eq } from 'drizzle-orm';
import { profiles } from '../../db/schema.ts';
import { payments } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../../domain/errors.ts';
import type { PaymentDto } from '../../../domain/payments-dto.ts';
import { isAdmin, type UserActor } from '../../actor.ts';
import { receiptParty } from './receipt-party.ts';
import { receiptHtml, type ReceiptParty } from './render-receipt.ts';
import { toPaymentDto } from './to-payment-dto.ts';

export async function getReceipt(deps: Deps, actor: UserActor, paymentId: string): Promise<{ payment: PaymentDto; party: ReceiptParty }> {
  const [row] = await deps.db
    .select({ payment: payments, email: profiles.email, fullName: profiles.fullName })
    .from(payments)
    .innerJoin(profiles, eq(profiles.id, payments.userId))
    .where(isAdmin(actor) ? eq(payments.id, paymentId) : and(eq(payments.id, paymentId), eq(payments.userId, actor.userId)));
  if (!row) throw notFound('Receipt not found');
  return { payment: toPaymentDto(row.payment), party: receiptParty(deps.env, row) };
}

export const receiptPdfPath = (paymentId: string) => `/api/payments/${paymentId}/receipt.pdf`;

export async function getReceiptHtml(deps: Deps, actor: UserActor, paymentId: string): Promise<string> {
  const { payment, party } = await getReceipt(deps, actor, paymentId);
  return receiptHtml(payment, party, receiptPdfPath(payment.id));
}
