// The split statement, as CSV and PDF, for everyone a split pays: per usage month, release (or
// track) and role, the gross booked under the split, our fee, the net shared, and the reader's
// part: as a payee, their share and what repaid them first; as an owner, what the payees got and
// what they kept. Of that part, what is held (credited to an invitation not yet accepted: the
// payee's once they accept) and what is claimable (in their balance, from which claims and holds
// are then taken). Signed in, the statement is of the user's own splits and the parties they
// accepted; by an invitation's link, of that party alone (no account needed). Transfers and
// returns are in the month of the usage they moved, so each month's figures are what it stands at
// now. Exact to 12 places, as the ledger.
import { sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/pool.ts';
import type { StatementRow } from './split-statement-pdf.ts';
import type { CsvCell } from '../../http/csv-response.ts';
import { balanceOf } from '../payouts/get-balance.ts';

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
  'Held (USD)',
  'Claimable (USD)',
];

/** Whose statement: a signed-in user's, or one party's by their invitation link. */
export type StatementOf = { userId: string } | { partyId: string };

/** The statement's rows, newest usage month first. */
export async function statementRows(db: DbOrTx, of: StatementOf): Promise<StatementRow[]> {
  const userId = 'userId' in of ? of.userId : null;
  const mine: SQL = userId === null ? sql`p.id = ${(of as { partyId: string }).partyId}` : sql`p.user_id = ${userId}`;
  const splits: SQL =
    userId === null
      ? sql`select split_id from split_parties p where ${mine}`
      : sql`select id from splits where owner_id = ${userId} union select split_id from split_parties p where ${mine}`;
  const { rows } = await db.execute<StatementRow>(sql`
    with parts as (
      select x.booking_id, p.id party_id, p.user_id, ${mine} mine,
             coalesce(sum(x.amount) filter (where x.kind = 'share'), 0) share, coalesce(sum(x.amount) filter (where x.kind = 'recoup'), 0) recoup
        from split_entries x join split_parties p on p.id = x.party_id
       where x.booking_id in (select b.id from split_bookings b where b.split_id in (${splits}))
       group by x.booking_id, p.id),
    payee as (
      select b.split_id, date_trunc('month', b.period_start) mon, sum(b.gross) gross, sum(b.net) net, sum(x.share) share, sum(x.recoup) recoup,
             coalesce(sum(x.share + x.recoup) filter (where x.user_id is null), 0) held
        from parts x join split_bookings b on b.id = x.booking_id where x.mine
       group by 1, 2),
    owner as (
      select b.split_id, date_trunc('month', b.period_start) mon, sum(b.gross) gross, sum(b.net) net,
             coalesce(sum((select sum(share + recoup) from parts x where x.booking_id = b.id)), 0) payees
        from split_bookings b join splits s on s.id = b.split_id where s.owner_id = ${userId}
       group by 1, 2)
    select to_char(r.mon, 'YYYY-MM') as month, m.title, s.isrc, r.role, r.gross::text, (r.gross - r.net)::text fee, r.net::text,
           r.share::numeric(24, 12)::text share, r.recoup::numeric(24, 12)::text recoup, r.payees::numeric(24, 12)::text payees,
           r.yours::numeric(24, 12)::text yours, r.held::numeric(24, 12)::text held, (r.yours - r.held)::numeric(24, 12)::text claimable
      from (select split_id, mon, 'payee' role, gross, net, share, recoup, 0 payees, share + recoup yours, held from payee
            union all
            select split_id, mon, 'owner', gross, net, net - payees, 0, payees, net - payees, 0 from owner) r
      join splits s on s.id = r.split_id join music_releases m on m.id = s.release_id
     order by r.mon desc, m.title, s.isrc nulls first, r.role`);
  return rows;
}

export async function* splitStatementCsv({ db }: Deps, of: StatementOf): AsyncGenerator<CsvCell[][]> {
  const rows = await statementRows(db, of);
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
    r.held,
    r.claimable,
  ]);
}

/** The statement as a PDF, dated today: a signed-in user's with what they can claim now, or one party's by their link. */
export async function splitStatementPdf(deps: Deps, of: StatementOf): Promise<Buffer> {
  const who: SQL =
    'userId' in of
      ? sql`select coalesce(nullif(p.full_name, ''), u.name) name, u.email from users u left join profiles p on p.id = u.id where u.id = ${of.userId}`
      : sql`select name, email from split_parties where id = ${of.partyId}`;
  const [rows, person, today, payable] = await Promise.all([
    statementRows(deps.db, of),
    deps.db.execute<{ name: string; email: string }>(who),
    deps.db.execute<{ today: string }>(sql`select to_char(current_date, 'FMMonth FMDD, YYYY') today`),
    'userId' in of ? balanceOf(deps.db, of.userId) : Promise.resolve(null),
  ]);
  const { statementPdf } = await import('./split-statement-pdf.ts');
  return statementPdf(rows, { ...person.rows[0]!, payable }, deps.env.BRAND_NAME, today.rows[0]!.today);
}
