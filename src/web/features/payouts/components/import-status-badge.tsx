// An import's status as a badge.
import { IMPORT_STATUS_LABELS, type ImportStatus } from '../../../../domain/earnings-options.ts';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';

const VARIANT: Record<ImportStatus, BadgeProps['variant']> = {
  preview: 'warning',
  confirmed: 'success',
  replaced: 'secondary',
  rolled_back: 'outline',
  discarded: 'outline',
  failed: 'destructive',
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  return <Badge variant={VARIANT[status]}>{IMPORT_STATUS_LABELS[status]}</Badge>;
}
