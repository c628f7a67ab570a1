// A claim's status as a badge: pending waits, approved is on its way, paid (completed) and
// processed are done, rejected is refused.
import { CLAIM_STATUS_LABELS, type ClaimStatus } from '../../../../domain/claim-texts.ts';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';

const VARIANT: Record<ClaimStatus, BadgeProps['variant']> = {
  pending: 'warning',
  approved: 'secondary',
  completed: 'success',
  processed: 'success',
  rejected: 'destructive',
};

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <Badge variant={VARIANT[status]}>{CLAIM_STATUS_LABELS[status]}</Badge>;
}
