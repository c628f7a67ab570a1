// The notice on the pricing screens when no real checkout runs: "Test payments" for the sandbox
// checkout, or that payments are not configured. The server marks the page with its mode
// (<html data-payments>, mount-web.ts), and the stylesheet shows the notice of that mode: it is in
// the pre-rendered page from the first paint, so nothing below it moves when the page hydrates (it
// was added on hydration, and pushed the plans down: a layout shift on every public /pricing load).
// Kept free of heavier helpers: /pricing is a light public page.
import { useEffect } from 'react';
import { FlaskConical, TriangleAlert } from 'lucide-react';
import { PAYMENTS_OFF_NOTICE, TEST_PAYMENTS_NOTICE } from '../../../domain/payments-mode.ts';
import { usePublicConfig } from '../../lib/public-config.ts';

// Whole class names, for the stylesheet's build to find.
const SHOWN_IN = {
  sandbox: 'hidden [[data-payments=sandbox]_&]:flex',
  off: 'hidden [[data-payments=off]_&]:flex',
  frame: 'hidden [[data-payments=sandbox]_&]:block [[data-payments=off]_&]:block',
} as const;

/** `frame`: classes of a box around the notice (page margins), shown only with the notice. */
export function PaymentsNotice({ frame }: { frame?: string }) {
  const { data } = usePublicConfig();
  // The same mark where the server left none (the Vite dev server fetches the settings).
  useEffect(() => {
    document.documentElement.dataset.payments = data.payments;
  }, [data.payments]);
  const boxes = (
    <>
      {(['sandbox', 'off'] as const).map((mode) => {
        const notice = mode === 'sandbox' ? TEST_PAYMENTS_NOTICE : PAYMENTS_OFF_NOTICE;
        const Icon = mode === 'sandbox' ? FlaskConical : TriangleAlert;
        return (
          <div
            key={mode}
            role="status"
            data-testid="payments-notice"
            className={`${SHOWN_IN[mode]} items-start gap-3 rounded-lg border border-warning bg-warning/15 px-4 py-3 text-sm text-warning-foreground`}
          >
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              <strong className="font-semibold">{notice.title}.</strong> {notice.body}
            </p>
          </div>
        );
      })}
    </>
  );
  return frame ? <div className={`${SHOWN_IN.frame} ${frame}`}>{boxes}</div> : boxes;
}
