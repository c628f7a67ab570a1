// The record an audit entry acted on, by name, linked to where the console opens it (a release's
// review, a ticket, a claim, an import, the settings); the id stays in the title for whoever needs it.
import { Link } from '../../../lib/links.tsx';
import type { AuditEntryDto } from '../../../../domain/audit-dto.ts';
import { AUDIT_ENTITY_LABELS, type AuditEntityType } from '../../../../domain/audit-actions.ts';
import { isUuid } from '../../../../domain/uuid.ts';

/** Where the console shows a record of each type, for those it can open. */
function hrefOf(e: AuditEntryDto): string | null {
  const id = encodeURIComponent(e.entityId);
  if (e.entityType === 'settings' || e.entityType === 'store_endpoint') return '/admin/settings';
  if (!isUuid(e.entityId)) return null;
  switch (e.entityType) {
    case 'release':
      return `/admin/releases?release=${id}`;
    case 'ticket':
      return `/admin/support?ticket=${id}`;
    case 'claim':
      return `/admin/revenue?claim=${id}`;
    case 'sales_import':
      return `/admin/revenue?import=${id}`;
    default:
      return null;
  }
}

export const entityTypeLabel = (type: string) => AUDIT_ENTITY_LABELS[type as AuditEntityType] ?? type.replace(/_/g, ' ');

function nameOf(e: AuditEntryDto): string {
  if (e.entityType === 'settings') return 'Site settings';
  if (e.entityType === 'claim') return e.entityLabel ? `Payout claim by ${e.entityLabel}` : 'Payout claim';
  return e.entityLabel ?? `${entityTypeLabel(e.entityType)} no longer here`;
}

export function AuditTarget({ entry }: { entry: AuditEntryDto }) {
  const href = hrefOf(entry);
  const name = nameOf(entry);
  return (
    <div className="min-w-0" title={`${entityTypeLabel(entry.entityType)} ${entry.entityId}`}>
      <p className="text-xs text-muted-foreground">{entityTypeLabel(entry.entityType)}</p>
      {href ? (
        <Link to={href} className="font-medium break-words text-primary underline-offset-2 hover:underline">
          {name}
        </Link>
      ) : (
        <p className="font-medium break-words">{name}</p>
      )}
    </div>
  );
}
