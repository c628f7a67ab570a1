// The ticket table as CSV: every ticket matching the filters, in the table's order, with the
// whole message (the table shows its preview).
import { inArray } from 'drizzle-orm';
import { forbidden } from '../../../domain/errors.ts';
import type { AdminTicketFilters } from '../../../domain/support.ts';
import { supportTickets as t } from '../../db/schema-support.ts';
import type { Deps } from '../../deps.ts';
import type { CsvCell } from '../../http/csv-response.ts';
import { isAdmin, type Actor } from '../../actor.ts';
import { allAdminTickets } from './list-admin-tickets.ts';

export const TICKETS_CSV_HEADER = [
  'Reference',
  'Id',
  'Subject',
  'Message',
  'Category',
  'Priority',
  'Status',
  'Response',
  'Replies',
  'Artist',
  'Artist email',
  'Created',
  'Updated',
];

export async function* ticketsCsv({ db }: Deps, actor: Actor, f: AdminTicketFilters): AsyncGenerator<CsvCell[][]> {
  if (!isAdmin(actor)) throw forbidden();
  for await (const batch of allAdminTickets(db, f)) {
    if (!batch.length) continue;
    const full = await db
      .select({ id: t.id, message: t.message, adminResponse: t.adminResponse })
      .from(t)
      .where(
        inArray(
          t.id,
          batch.map((r) => r.id),
        ),
      );
    const byId = new Map(full.map((r) => [r.id, r]));
    yield batch.map((r) => [
      r.reference,
      r.id,
      r.subject,
      byId.get(r.id)?.message,
      r.category,
      r.priority,
      r.status,
      byId.get(r.id)?.adminResponse,
      r.replyCount,
      r.owner.name,
      r.owner.email,
      r.createdAt,
      r.updatedAt,
    ]);
  }
}
