// The payments one user is owed back (their order no longer fitted the plan when paid), newest
// first, for the console's user details: an admin refunds them at the gateway.
import { and, desc, eq } from 'drizzle-orm';
import type { RefundDuePaymentDto } from '../../../domain/payments-dto.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { payments } from '../../db/schema-payments.ts';
import { toPaymentDto } from './to-payment-dto.ts';

export async function listRefundsDue(db: DbOrTx, userId: string): Promise<RefundDuePaymentDto[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'refund_due')))
    .orderBy(desc(payments.createdAt));
  return rows.map((r) => toPaymentDto(r) as RefundDuePaymentDto);
}
