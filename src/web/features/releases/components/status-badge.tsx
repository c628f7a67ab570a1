import { RELEASE_STATUS_LABELS, RELEASE_STATUS_TONE, type ReleaseStatus } from '../../../../domain/releases-options.ts';
import { Badge } from '../../../components/ui/badge.tsx';

export function StatusBadge({ status }: { status: ReleaseStatus }) {
  return <Badge variant={RELEASE_STATUS_TONE[status]}>{RELEASE_STATUS_LABELS[status]}</Badge>;
}
