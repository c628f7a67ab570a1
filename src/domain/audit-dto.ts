// The audit log as admins read it (features/audit): who did what to which record, the fields
// before and after, when, and from which address.
export type AuditEntryDto = {
  id: string;
  createdAt: string;
  actorId: string | null;
  actorLabel: string;
  actorIp: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** The actions the console records, with how the log names them. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'user.role_changed': 'Role changed',
  'user.suspended': 'User suspended',
  'user.restored': 'Suspension lifted',
  'release.status_changed': 'Release status changed',
  'release.notes_changed': 'Release notes changed',
  'release.deleted': 'Release deleted',
  'settings.changed': 'Settings changed',
  'ticket.updated': 'Ticket updated',
  'claim.updated': 'Claim updated',
  'sales_import.created': 'Sales report uploaded',
  'sales_import.confirmed': 'Sales report imported',
  'sales_import.replaced': 'Sales report replaced by a correction',
  'sales_import.rolled_back': 'Sales report rolled back',
  'sales_import.rematched': 'Sales report rows matched again',
  'store_endpoint.changed': 'Store endpoint changed',
  'delivery.acknowledgement_resolved': 'Store error resolved',
  'delivery.resent': 'Failed delivery sent again',
  'takedown.approved': 'Takedown approved',
  'takedown.rejected': 'Takedown rejected',
};

export const AUDIT_ENTITY_TYPES = ['user', 'release', 'ticket', 'claim', 'settings', 'sales_import', 'store_endpoint'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
/** How the log's record filter names each type. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  user: 'User',
  release: 'Release',
  ticket: 'Ticket',
  claim: 'Claim',
  settings: 'Settings',
  sales_import: 'Sales report',
  store_endpoint: 'Store endpoint',
};
export const auditActionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;
