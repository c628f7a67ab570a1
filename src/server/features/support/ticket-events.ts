// What every change to a ticket does inside its own transaction besides the change itself: an
// admin's action is recorded in the audit log, and the change is announced to the admins' live
// event stream (counters, badges, the open table). Each operation that writes a ticket calls
// ticketChanged once, inside its transaction, so both commit or vanish with the change.
import type { Actor } from '../../actor.ts';
import type { Tx } from '../../db/pool.ts';

export type TicketSnapshot = { status: string; priority: string; adminResponse: string | null };

export type TicketChange =
  | { action: 'ticket.create'; ticketId: string; after: TicketSnapshot }
  | { action: 'ticket.reply'; ticketId: string; before: TicketSnapshot; after: TicketSnapshot }
  | { action: 'ticket.update'; ticketId: string; before: TicketSnapshot; after: TicketSnapshot };

export async function ticketChanged(_tx: Tx, _actor: Actor, _change: TicketChange): Promise<void> {
  // The audit record of an admin's action (features/audit) and the realtime notification
  // (realtime/) go here, one call each, once those modules exist.
}
