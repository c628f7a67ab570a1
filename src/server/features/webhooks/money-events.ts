// The money events, each emitted in the transaction of its change: a sales report booked
// (royalties/confirm-import.ts: one event per account it booked to, with that account's sums
// alone), lines of one booked later from the unmatched queue (royalties/book-unmatched-lines.ts),
// a claim paid (payouts/update-claim.ts) and a hold placed (holds/place-hold.ts). Amounts are
// exact decimal strings in US dollars.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/pool.ts';
import type { Deps } from '../../deps.ts';
import { emitWebhookEvent } from './emit-webhook-event.ts';

/**
 * import.booked for each account the import booked to that has an endpoint for it. `fromQueue`:
 * lines of a confirmed import booked later from the unmatched queue: only what this transaction
 * booked (the ledger is only appended to, and its rows carry their transaction's time).
 */
export async function emitImportBooked(deps: Pick<Deps, 'jobs'>, tx: Tx, importId: string, fromQueue = false): Promise<void> {
  const { rows } = await tx.execute<{
    user_id: string;
    store: string | null;
    period: string | null;
    source: string;
    gross: string;
    net: string;
    quantity: number;
    releases: number;
    period_start: string;
    period_end: string;
  }>(sql`
    select l.user_id, i.store, i.period, i.source,
           sum(l.gross) filter (where l.kind = 'earning')::text gross, sum(l.net)::text net,
           coalesce(sum(l.quantity) filter (where l.kind = 'earning'), 0)::int8 quantity, count(distinct l.release_id)::int releases,
           min(l.period_start)::text period_start, max(l.period_end)::text period_end
      from earnings_ledger l join sales_imports i on i.id = l.import_id
     where l.import_id = ${importId} ${fromQueue ? sql`and l.created_at = now()` : sql``}
       and l.user_id in (select account_id from webhook_endpoints where enabled and 'import.booked' = any(events))
     group by l.user_id, i.store, i.period, i.source
     order by l.user_id`);
  for (const r of rows)
    await emitWebhookEvent(deps, tx, {
      accountId: r.user_id,
      type: 'import.booked',
      data: {
        importId,
        store: r.store,
        period: r.period,
        usage: { from: r.period_start, to: r.period_end },
        currency: 'USD',
        gross: r.gross ?? '0',
        net: r.net,
        quantity: r.quantity,
        releases: r.releases,
        fromQueue,
      },
    });
}

export async function emitClaimPaid(deps: Pick<Deps, 'jobs'>, tx: Tx, claimId: string): Promise<void> {
  const { rows } = await tx.execute<Record<string, string>>(sql`
    select user_id, id, amount::text amount, fee::text fee, net::text net, payment_method, payment_reference,
           to_char(coalesce(processed_date, now()) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') paid_at
      from revenue_claims where id = ${claimId}`);
  const c = rows[0];
  if (!c) return;
  await emitWebhookEvent(deps, tx, {
    accountId: c.user_id!,
    type: 'claim.paid',
    data: {
      claim: { id: c.id, currency: 'USD', amount: c.amount, fee: c.fee, net: c.net, method: c.payment_method },
      paymentReference: c.payment_reference,
      paidAt: c.paid_at,
    },
  });
}

export async function emitHoldPlaced(deps: Pick<Deps, 'jobs'>, tx: Tx, holdId: string): Promise<void> {
  const { rows } = await tx.execute<{ user_id: string; data: Record<string, unknown> }>(sql`
    select h.user_id, json_build_object(
             'hold', json_build_object('id', h.id, 'currency', 'USD', 'amount', h.amount::text, 'reason', h.reason, 'note', h.note,
                                       'answerBy', h.answer_by::text),
             'lines', (select json_agg(json_build_object('releaseId', l.release_id, 'releaseTitle', l.release_title, 'trackId', l.track_id,
                                                         'trackTitle', l.track_title, 'isrc', l.isrc, 'month', to_char(l.month, 'YYYY-MM'),
                                                         'amount', l.amount::text) order by l.line)
                         from earnings_hold_lines l where l.hold_id = h.id)) data
      from earnings_holds h where h.id = ${holdId}`);
  const h = rows[0];
  if (!h) return;
  await emitWebhookEvent(deps, tx, { accountId: h.user_id, type: 'hold.placed', data: h.data });
}
