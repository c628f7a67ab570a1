// Checks the checkout signature (HMAC-SHA256 of "order_id|payment_id" with the key secret) and
// activates the subscription for the session user's own order. A bad signature activates nothing.
// A payment its order no longer fits is answered as not applied, with the reason it is refunded.
import { currentSubscription } from '../../../domain/plan-change.ts';
import type { CheckoutResult } from '../../../domain/payments.ts';
import type { PaymentStatus, VerifyResultDto } from '../../../domain/payments-dto.ts';
import type { Deps } from '../../deps.ts';
import { DomainError } from '../../../domain/errors.ts';
import { activateSubscription } from './activate-subscription.ts';
import { paymentGateway } from './gateway.ts';
import { isValidCheckoutSignature } from './signatures.ts';
import { readSubscription, toSubscriptionDto } from './subscription-state.ts';
import type { UserActor } from '../../actor.ts';

const VERIFICATION_FAILED = 'Payment verification failed';

export async function verifyPayment(deps: Deps, { userId }: UserActor, input: CheckoutResult): Promise<VerifyResultDto> {
  const { keySecret } = paymentGateway(deps.env);
  if (!isValidCheckoutSignature(input.razorpay_order_id, input.razorpay_payment_id, input.razorpay_signature, keySecret)) {
    deps.log.warn(
      { userId, orderId: input.razorpay_order_id, paymentId: input.razorpay_payment_id },
      'payment refused: bad checkout signature',
    );
    throw new DomainError('SIGNATURE_INVALID', VERIFICATION_FAILED);
  }
  const { payment } = await activateSubscription(deps, {
    orderId: input.razorpay_order_id,
    paymentId: input.razorpay_payment_id,
    source: 'verify',
    userId,
  });
  const sub = await readSubscription(deps.db, userId);
  return {
    data: {
      paymentId: payment.id,
      status: payment.status as PaymentStatus,
      refundReason: payment.refundReason,
      subscription: toSubscriptionDto(currentSubscription(sub!.state, new Date())),
    },
  };
}
