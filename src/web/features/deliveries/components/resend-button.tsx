// Send again: a delivery that failed, or that a store refused, queued once more (the server
// sends a failed takedown as a takedown, a refused delivery as a new batch).
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { useResendDelivery } from '../api/deliveries-api.ts';

/** `what` and `store` name the delivery in the toast. */
export function ResendButton({ deliveryId, what, store }: { deliveryId: string; what: string; store: string }) {
  const resend = useResendDelivery();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={resend.isPending}
      onClick={() =>
        runMutation(resend, deliveryId, {
          onSuccess: () => toast.success('Delivery queued again', { description: `“${what}” to ${store}` }),
          onError: (err) => toast.error('Could not send the delivery again', { description: err.message }),
        })
      }
    >
      <RotateCw /> Send again
    </Button>
  );
}
