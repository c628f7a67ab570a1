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
};

export const AUDIT_ENTITY_TYPES = ['user', 'release', 'ticket', 'claim', 'settings'] as const;
export const auditActionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;
