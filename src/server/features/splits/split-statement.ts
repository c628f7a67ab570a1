// The split statement as CSV, for everyone a split pays: per usage month, release (or track) and
// role, the gross booked under the split, our fee, the net shared, and the signed-in user's part:
// as a payee, their share and what repaid them first (the parties they accepted); as an owner,
// what the payees got and what they kept. Transfers and returns are in the month of the usage they
// moved, so each month's figures are what it stands at now. Exact to 12 places, as the ledger.
import { sql } from 'drizzle-orm';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/pool.ts';
import type { StatementRow } from './split-statement-pdf.ts';
import type { CsvCell } from '../../http/csv-response.ts';

export const SPLIT_STATEMENT_HEADER = [
  'Usage month',
  'Release',
  'Track ISRC',
  'Your role',
  'Gross (USD)',
  'Our fee (USD)',
  'Net shared (USD)',
  'Your share (USD)',
  'Repaid to you first (USD)',
  'Paid to payees (USD)',
  'Yours (USD)',
];

/** The statement's rows, newest usage month first. */
export async function statementRows(db: DbOrTx, userId: string): Promise<StatementRow[]> {
  const { rows } = await db.execute<StatementRow>(sql`
    with parts as (
      select x.booking_id, p.user_id,
             coalesce(sum(x.amount) filter (where x.kind = 'share'), 0) share, coalesce(sum(x.amount) filter (where x.kind = 'recoup'), 0) recoup
        from split_entries x join split_parties p on p.id = x.party_id
       where x.booking_id in (select b.id from split_bookings b join splits s on s.id = b.split_id
                               where s.owner_id = ${userId} or s.id in (select split_id from split_parties where user_id = ${userId}))
       group by x.booking_id, p.user_id),
    payee as (
      select b.split_id, date_trunc('month', b.period_start) mon, sum(b.gross) gross, sum(b.net) net, sum(x.share) share, sum(x.recoup) recoup
        from parts x join split_bookings b on b.id = x.booking_id where x.user_id = ${userId}
       group by 1, 2),
    owner as (
      select b.split_id, date_trunc('month', b.period_start) mon, sum(b.gross) gross, sum(b.net) net,
             coalesce(sum((select sum(share + recoup) from parts x where x.booking_id = b.id)), 0) payees
        from split_bookings b join splits s on s.id = b.split_id where s.owner_id = ${userId}
       group by 1, 2)
    select to_char(r.mon, 'YYYY-MM') as month, m.title, s.isrc, r.role, r.gross::text, (r.gross - r.net)::text fee, r.net::text, r.share::text, r.recoup::text,
           r.payees::text, r.yours::text
      from (select split_id, mon, 'payee' role, gross, net, share, recoup, 0 payees, share + recoup yours from payee
            union all
            select split_id, mon, 'owner', gross, net, 0, 0, payees, net - payees from owner) r
      join splits s on s.id = r.split_id join music_releases m on m.id = s.release_id
     order by r.mon desc, m.title, s.isrc nulls first, r.role`);
  return rows;
}

export async function* splitStatementCsv({ db }: Deps, { userId }: UserActor): AsyncGenerator<CsvCell[][]> {
  const rows = await statementRows(db, userId);
  yield rows.map((r) => [
    r.month,
    r.title,
    r.isrc,
    r.role === 'owner' ? 'Owner' : 'Payee',
    r.gross,
    r.fee,
    r.net,
    r.role === 'payee' ? r.share : '',
    r.role === 'payee' ? r.recoup : '',
    r.role === 'owner' ? r.payees : '',
    r.yours,
  ]);
}

/** The statement as a PDF, for the signed-in user, dated today. */
export async function splitStatementPdf(deps: Deps, { userId }: UserActor): Promise<Buffer> {
  const [rows, who] = await Promise.all([
    statementRows(deps.db, userId),
    deps.db.execute<{ name: string; email: string; today: string }>(
      sql`select coalesce(nullif(p.full_name, ''), u.name) name, u.email, to_char(current_date, 'FMMonth FMDD, YYYY') today
            from users u left join profiles p on p.id = u.id where u.id = ${userId}`,
    ),
  ]);
  const { statementPdf } = await import('./split-statement-pdf.ts');
  return statementPdf(rows, who.rows[0]!, deps.env.BRAND_NAME, who.rows[0]!.today);
}
