// The notice on the pricing screens when no real checkout runs: "Test payments" for the sandbox
// checkout, or that payments are not configured. Shown once hydrated (pre-rendered pages carry
// no notice), and kept free of heavier helpers: /pricing is a light public page.
import { useSyncExternalStore } from 'react';
import { FlaskConical, TriangleAlert } from 'lucide-react';
import { PAYMENTS_OFF_NOTICE, TEST_PAYMENTS_NOTICE } from '../../../domain/payments-mode.ts';
import { usePublicConfig } from '../../lib/public-config.ts';

const noSubscription = () => () => undefined;

/** `frame`: classes of a box around the notice (page margins), rendered only with the notice. */
export function PaymentsNotice({ frame }: { frame?: string }) {
  const { data } = usePublicConfig();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated || data.payments === 'razorpay') return null;
  const notice = data.payments === 'sandbox' ? TEST_PAYMENTS_NOTICE : PAYMENTS_OFF_NOTICE;
  const Icon = data.payments === 'sandbox' ? FlaskConical : TriangleAlert;
  const box = (
    <div
      role="status"
      data-testid="payments-notice"
      className="flex items-start gap-3 rounded-lg border border-warning bg-warning/15 px-4 py-3 text-sm text-warning-foreground"
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{notice.title}.</strong> {notice.body}
      </p>
    </div>
  );
  return frame ? <div className={frame}>{box}</div> : box;
}
