import { DELIVERY_STATE_LABELS, type DeliveryDto } from '../../../../domain/deliveries.ts';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';

const VARIANT: Record<DeliveryDto['state'], BadgeProps['variant']> = {
  queued: 'secondary',
  sending: 'warning',
  delivered: 'success',
  received: 'success',
  ingested: 'success',
  live: 'success',
  error: 'destructive',
  failed: 'destructive',
};

const troubled = (state: DeliveryDto['state']) => state === 'failed' || state === 'error';

/** A delivery's state; a takedown that arrived (and the store did not refuse) reads "Taken down". */
export function DeliveryStateBadge({ delivery: d }: { delivery: Pick<DeliveryDto, 'state' | 'kind'> }) {
  const arrived = d.state === 'delivered' || d.state === 'received' || d.state === 'ingested' || d.state === 'live';
  const label = d.kind === 'takedown' && arrived ? 'Taken down' : DELIVERY_STATE_LABELS[d.state];
  return <Badge variant={d.kind === 'takedown' && !troubled(d.state) ? 'neutral' : VARIANT[d.state]}>{label}</Badge>;
}
