// The audit log's actions and record types, with how the log names them. What the API answers is
// in audit-dto.ts.

/** The actions the console records, with how the log names them (recordAudit takes only these). */
export const AUDIT_ACTIONS = {
  'user.role_changed': 'Role changed',
  'user.suspended': 'User suspended',
  'user.restored': 'Suspension lifted',
  'user.deletion_cancelled': 'Account deletion cancelled',
  'release.status_changed': 'Release status changed',
  'release.notes_changed': 'Release notes changed',
  'release.deleted': 'Release deleted',
  'release.update_reviewed': 'Release update reviewed',
  'release.update_written': 'Release update written for the artist',
  'settings.changed': 'Settings changed',
  'ticket.updated': 'Ticket updated',
  'ticket.status_changed': 'Ticket status changed',
  'ticket.responded': 'Ticket answered',
  'claim.updated': 'Claim updated',
  'hold.placed': 'Earnings hold placed',
  'hold.answered': 'Earnings hold answered by the artist',
  'hold.released': 'Earnings hold released',
  'sales_import.created': 'Sales report uploaded',
  'sales_import.confirmed': 'Sales report imported',
  'sales_import.replaced': 'Sales report replaced by a correction',
  'sales_import.rolled_back': 'Sales report rolled back',
  'sales_import.rematched': 'Sales report rows matched again',
  'sales_import.rate_set': 'Sales report exchange rate set',
  'report_mapping.created': 'Report mapping added',
  'report_mapping.changed': 'Report mapping changed',
  'sales_import.lines_booked': 'Unmatched sales lines booked',
  'store_endpoint.created': 'Store added',
  'store_endpoint.changed': 'Store endpoint changed',
  'store_endpoint.tested': 'Store connection tested',
  'delivery.acknowledgement_resolved': 'Store error resolved',
  'delivery.resent': 'Failed delivery sent again',
  'takedown.approved': 'Takedown approved',
  'takedown.rejected': 'Takedown rejected',
  'split.version_saved': 'Revenue split changed',
  'split.accepted': 'Revenue split accepted by a payee',
  'split.declined': 'Revenue split declined by a payee',
  'split.change_agreed': 'Lower split share agreed by its payee',
  'split.change_objected': 'Lower split share objected to by its payee',
  'split.version_in_force': 'Revenue split change in force',
  'split.version_lapsed': 'Revenue split change lapsed',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ENTITY_TYPES = [
  'user',
  'release',
  'ticket',
  'claim',
  'hold',
  'settings',
  'sales_import',
  'store_endpoint',
  'report_mapping',
  'split',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
/** How the log's record filter names each type. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  user: 'User',
  release: 'Release',
  ticket: 'Ticket',
  claim: 'Claim',
  hold: 'Earnings hold',
  settings: 'Settings',
  sales_import: 'Sales report',
  store_endpoint: 'Store endpoint',
  report_mapping: 'Report mapping',
  split: 'Revenue split',
};
/** An action's label; a key no longer written (an old entry) reads as words rather than a raw key. */
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTIONS as Record<string, string>)[action] ?? (action.charAt(0).toUpperCase() + action.slice(1)).replace(/[._]/g, ' ');
