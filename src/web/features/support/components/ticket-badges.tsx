import {
  TICKET_PRIORITY_LABELS,
  TICKET_PRIORITY_TONE,
  TICKET_STATUS_LABELS,
  TICKET_STATUS_TONE,
  type TicketPriority,
  type TicketStatus,
} from '../../../../domain/support-options.ts';
import { Badge } from '../../../components/ui/badge.tsx';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge variant={TICKET_STATUS_TONE[status]}>{TICKET_STATUS_LABELS[status]}</Badge>;
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <Badge variant={TICKET_PRIORITY_TONE[priority]}>
      <span className="sr-only">Priority: </span>
      {TICKET_PRIORITY_LABELS[priority]}
    </Badge>
  );
}
