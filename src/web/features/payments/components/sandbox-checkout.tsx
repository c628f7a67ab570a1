// The built-in checkout used when no payment gateway is configured: it looks and behaves like a
// hosted checkout (plan, amount, pay, fail, close) and the server signs the result like a gateway.
import { useState } from 'react';
import { CreditCard, FlaskConical, Lock } from 'lucide-react';
import { formatMoney } from '../../../../domain/money.ts';
import type { PaymentOrderDto } from '../../../../domain/payments-dto.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Separator } from '../../../components/ui/separator.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

type Props = {
  order: PaymentOrderDto | null;
  brand: string;
  email: string;
  onPay: () => Promise<void>;
  onDecline: () => void;
  onDismiss: () => void;
};

export function SandboxCheckout({ order, brand, email, onPay, onDecline, onDismiss }: Props) {
  const [paying, setPaying] = useState(false);
  const amount = order ? formatMoney(order.amount, order.currency, { cents: 'auto' }) : '';
  const pay = async () => {
    setPaying(true);
    try {
      await onPay();
    } finally {
      setPaying(false);
    }
  };
  return (
    <Dialog open={!!order} onOpenChange={(open) => !open && !paying && onDismiss()}>
      <DialogContent
        className="max-w-sm grid-cols-[minmax(0,1fr)] gap-0 overflow-x-hidden p-0"
        onInteractOutside={(e) => e.preventDefault()}
      >
        <div className="bg-primary px-6 pt-6 pb-5 text-primary-foreground">
          <div className="flex items-center gap-2 pr-8">
            <span
              className="flex size-9 items-center justify-center rounded-md bg-primary-foreground/15 text-base font-semibold"
              aria-hidden="true"
            >
              {brand.slice(0, 1)}
            </span>
            <div className="min-w-0">
              <DialogTitle className="truncate text-base text-primary-foreground">{brand}</DialogTitle>
              <DialogDescription className="text-sm text-primary-foreground/80">{order?.plan_name} Plan Subscription</DialogDescription>
            </div>
          </div>
          <p className="mt-5 text-3xl font-semibold tracking-tight" data-testid="checkout-amount">
            {amount}
          </p>
          <p className="text-xs text-primary-foreground/80">Billed yearly</p>
        </div>
        <div className="space-y-4 px-6 py-5">
          <Badge variant="warning" className="gap-1">
            <FlaskConical className="size-3" aria-hidden="true" /> Sandbox checkout
          </Badge>
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="shrink-0 text-muted-foreground">Paying as</dt>
              <dd className="min-w-0 truncate font-medium">{email || 'Guest'}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="shrink-0 text-muted-foreground">Order</dt>
              <dd className="min-w-0 truncate font-mono text-xs leading-5">{order?.order_id}</dd>
            </div>
          </dl>
          <Separator />
          <div className="flex items-center gap-3 rounded-md border p-3 text-sm">
            <CreditCard className="size-5 text-muted-foreground" aria-hidden="true" />
            <div>
              <p className="font-medium">Test card •••• 4242</p>
              <p className="text-xs text-muted-foreground">No real money moves in the sandbox.</p>
            </div>
          </div>
          <div className="grid gap-2">
            <Button size="lg" onClick={pay} disabled={paying}>
              {paying ? <Spinner size="sm" label="Paying" /> : <Lock aria-hidden="true" />} Pay {amount}
            </Button>
            <Button variant="outline" onClick={onDecline} disabled={paying}>
              Fail payment
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
