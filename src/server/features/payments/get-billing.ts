// The signed-in user's plan, renewal date and payments, newest first.
import { desc, eq } from 'drizzle-orm';
import type { BillingDto } from '../../../domain/payments.ts';
import { profiles } from '../../db/schema.ts';
import { payments } from '../../db/schema-payments.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../../domain/errors.ts';
import { toPaymentDto, toSubscriptionDto } from './to-payment-dto.ts';
import type { UserActor } from '../../actor.ts';

export async function getBilling(deps: Deps, { userId }: UserActor): Promise<BillingDto> {
  const [profile] = await deps.db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw notFound('Profile not found');
  const rows = await deps.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(100);
  return { subscription: toSubscriptionDto(profile), payments: rows.map(toPaymentDto) };
}
