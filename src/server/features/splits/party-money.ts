// A payee's split money is theirs once they accept: a user's net earnings are their own ledger's
// (the monthly rollup) and the payees' ledger of every split party they accepted. Both the balance
// and the guard that keeps claims covered read it from here.
import { sql, type SQL } from 'drizzle-orm';

/** The net a user holds as a payee of splits they accepted (declined since or not: what was credited stays theirs), exact. */
export const acceptedSplitNet = (userId: SQL | string): SQL =>
  sql`(select coalesce(sum(t.amount), 0) from split_parties p join split_party_totals t on t.party_id = p.id where p.user_id = ${userId}::uuid)`;

/**
 * What a user's accepted split parties were credited for usage in a range of days (both ends
 * included): a booking of several usage days counts by its days in the range, as the ledger's
 * rollups count an entry (exact to 12 places).
 */
export const splitNetIn = (userId: string, from: string, to: string): SQL => sql`(
  select coalesce(sum(round(x.amount * (least(b.period_end, ${to}::date) - greatest(b.period_start, ${from}::date) + 1)
                            / (b.period_end - b.period_start + 1), 12)), 0)
    from split_parties p join split_entries x on x.party_id = p.id join split_bookings b on b.id = x.booking_id
   where p.user_id = ${userId}::uuid and b.period_start <= ${to}::date and b.period_end >= ${from}::date)`;

/** A user's whole net: their ledger's and their accepted split parties'. */
export const userNet = (userId: SQL | string): SQL =>
  sql`((select coalesce(sum(net), 0) from earnings_rollup_months where user_id = ${userId}::uuid) + ${acceptedSplitNet(userId)})`;

/**
 * The users whose money moves when the money of `users` (one `user_id` column) does: themselves,
 * and the payees (with an account) of the splits they own.
 */
export const withPayees = (users: SQL): SQL =>
  sql`select user_id from (${users}) u union select p.user_id from splits s join split_parties p on p.split_id = s.id
       where s.owner_id in (select user_id from (${users}) u2) and p.user_id is not null`;
