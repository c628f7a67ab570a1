// A hold's status as a badge: in force is a warning, released is done.
import { HOLD_STATUS_LABELS, type HoldStatus } from '../../../../domain/holds.ts';
import { Badge } from '../../../components/ui/badge.tsx';

export function HoldStatusBadge({ status }: { status: HoldStatus }) {
  return <Badge variant={status === 'active' ? 'warning' : 'success'}>{HOLD_STATUS_LABELS[status]}</Badge>;
}
