import { DELIVERY_STATE_LABELS, type DeliveryDto } from '../../../../domain/deliveries.ts';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';

const VARIANT: Record<DeliveryDto['state'], BadgeProps['variant']> = {
  queued: 'secondary',
  sending: 'warning',
  delivered: 'success',
  acknowledged: 'success',
  failed: 'destructive',
};

/** A delivery's state; a takedown that arrived reads "Taken down". */
export function DeliveryStateBadge({ delivery: d }: { delivery: Pick<DeliveryDto, 'state' | 'kind'> }) {
  const label =
    d.kind === 'takedown' && (d.state === 'delivered' || d.state === 'acknowledged') ? 'Taken down' : DELIVERY_STATE_LABELS[d.state];
  return <Badge variant={d.kind === 'takedown' && d.state !== 'failed' ? 'neutral' : VARIANT[d.state]}>{label}</Badge>;
}
