// Booking under splits (decision 0013), in the transaction that books or reverses an import: each
// release's (or track's) net is split by the version in force for its usage day, with the split's
// running totals (domain/splits.ts) locked for update, so confirmations touching the same split
// take turns and each finds the totals the one before it left. The payees' parts go to the
// payees' ledger (split_entries), and the owner gives them up in one `split` entry of the earnings
// ledger per group, so the parts of every booking add up to its net. Reversing an import books its
// nets back negative by the same versions: the latest money is taken back first.
import { sql, type SQL } from 'drizzle-orm';
import { formatUnits, units } from '../../../domain/earnings-decimal.ts';
import { splitBooking, type Recoupment, type SplitShare } from '../../../domain/splits.ts';
import type { Tx } from '../../db/pool.ts';
import { readRecoupments } from './read-recoupments.ts';

/** The net an import puts through a split, per release, usage period, store and plan share. */
export type SplitSum = {
  split_id: string;
  release_id: string;
  user_id: string;
  usage_start: string;
  usage_end: string;
  store: string;
  plan_type: string;
  pct: string;
  gross: string;
  net: string;
};

type Version = { id: string; split_id: string; number: number; effective_from: string | null; pot: bigint; shares: SplitShare[] };
type Split = { id: string; total: bigint; versions: Version[]; recoupments: Recoupment[] };

/** The splits of `ids`, locked for update in id order, with their versions in force, shares and recoupments. */
async function lockSplits(tx: Tx, ids: string[]): Promise<Map<string, Split>> {
  const { rows: locked } = await tx.execute<{ id: string; total: string }>(
    sql`select id, total::text from splits where id = any(${sql.param(ids)}::uuid[]) order by id for update`,
  );
  const { rows: versions } = await tx.execute<{ id: string; split_id: string; number: number; effective_from: string | null; pot: string }>(
    sql`select id, split_id, number, effective_from::text, pot::text from split_versions where split_id = any(${sql.param(ids)}::uuid[]) and status = 'in_force' order by number`,
  );
  const { rows: shares } = await tx.execute<{ version_id: string; party_id: string; share: number }>(sql`
    select s.version_id, s.party_id, s.share from split_shares s join split_versions v on v.id = s.version_id
     where v.split_id = any(${sql.param(ids)}::uuid[]) order by s.version_id, s.position`);
  const recoupments = await readRecoupments(tx, ids);
  const splits = new Map<string, Split>(
    locked.map((s) => [s.id, { id: s.id, total: units(s.total), versions: [], recoupments: recoupments.get(s.id) ?? [] }]),
  );
  const byVersion = new Map<string, Version>();
  for (const v of versions) {
    const version = { ...v, pot: units(v.pot), shares: [] };
    byVersion.set(v.id, version);
    splits.get(v.split_id)?.versions.push(version);
  }
  for (const s of shares) byVersion.get(s.version_id)?.shares.push({ payee: s.party_id, share: BigInt(s.share) });
  return splits;
}

/** The version in force for a usage day: the latest in force from that day or before, or from every day (null); none before the first. */
export function versionFor(versions: readonly Version[], day: string): Version | undefined {
  let found: Version | undefined;
  for (const v of versions) if (v.effective_from === null || v.effective_from <= day) found = v;
  return found;
}

type Booked = {
  importId: string;
  sum: SplitSum;
  version: Version;
  gross: bigint;
  net: bigint;
  parts: { party: string; kind: 'recoup' | 'share'; amount: bigint }[];
  reverses: string | null;
};

type Item = { importId: string; sum: SplitSum; versionId?: string; gross: bigint; net: bigint; reverses: string | null };

/** Splits each sum by its version and writes the bookings, the payees' entries, the owner's entries and the new totals. */
export async function book(tx: Tx, items: Item[]): Promise<Booked[]> {
  if (items.length === 0) return [];
  const splits = await lockSplits(tx, [...new Set(items.map((i) => i.sum.split_id))].sort());
  const booked: Booked[] = [];
  for (const item of items) {
    const split = splits.get(item.sum.split_id);
    if (!split) continue; // the split is gone (its draft deleted): nothing to share
    const version = item.versionId ? split.versions.find((v) => v.id === item.versionId) : versionFor(split.versions, item.sum.usage_start);
    if (!version) continue; // a usage day before the split's first version: the owner's alone
    const b = splitBooking(version.shares, split.recoupments, { total: split.total, pot: version.pot }, item.net);
    split.total = b.next.total;
    version.pot = b.next.pot;
    const parts = [
      ...b.recouped.map((amount, i) => ({ party: split.recoupments[i]!.payee, kind: 'recoup' as const, amount })),
      ...b.shares.map((amount, i) => ({ party: version.shares[i]!.payee, kind: 'share' as const, amount })),
    ].filter((p) => p.amount !== 0n);
    booked.push({ importId: item.importId, sum: item.sum, version, gross: item.gross, net: item.net, parts, reverses: item.reverses });
  }
  if (booked.length === 0) return booked;
  const { rows: ids } = await tx.execute<{ id: string }>(
    sql`select nextval(pg_get_serial_sequence('split_bookings', 'id'))::text id from generate_series(1, ${booked.length})`,
  );
  const col = <T>(f: (b: Booked, i: number) => T) => sql.param(booked.map(f));
  await tx.execute(sql`
    insert into split_bookings (id, split_id, version_id, import_id, release_id, period_start, period_end, store, gross, net, reverses_id)
    overriding system value
    select * from unnest(${col((_, i) => ids[i]!.id)}::bigint[], ${col((b) => b.sum.split_id)}::uuid[], ${col((b) => b.version.id)}::uuid[],
                         ${col((b) => b.importId)}::uuid[], ${col((b) => b.sum.release_id)}::uuid[],
                         ${col((b) => b.sum.usage_start)}::date[], ${col((b) => b.sum.usage_end)}::date[], ${col((b) => b.sum.store)}::text[],
                         ${col((b) => formatUnits(b.gross))}::numeric[], ${col((b) => formatUnits(b.net))}::numeric[],
                         ${col((b) => b.reverses)}::bigint[])`);
  const entries = booked.flatMap((b, i) => b.parts.map((p) => ({ booking: ids[i]!.id, ...p })));
  if (entries.length > 0)
    await tx.execute(sql`
      insert into split_entries (booking_id, party_id, kind, amount)
      select * from unnest(${sql.param(entries.map((e) => e.booking))}::bigint[], ${sql.param(entries.map((e) => e.party))}::uuid[],
                           ${sql.param(entries.map((e) => e.kind))}::text[], ${sql.param(entries.map((e) => formatUnits(e.amount)))}::numeric[])`);
  const owners = booked.flatMap((b) => {
    const given = b.parts.reduce((n, p) => n + p.amount, 0n);
    return given === 0n ? [] : [{ ...b.sum, importId: b.importId, net: formatUnits(-given) }];
  });
  if (owners.length > 0) {
    const c = <T>(f: (o: (typeof owners)[number]) => T) => sql.param(owners.map(f));
    await tx.execute(sql`
      insert into earnings_ledger (user_id, release_id, import_id, kind, period_start, period_end, store, quantity, gross, plan_type, share_percent, net)
      select u, r, i, 'split', ps, pe, st, 0, 0, pl, pct, n
        from unnest(${c((o) => o.user_id)}::uuid[], ${c((o) => o.release_id)}::uuid[], ${c((o) => o.importId)}::uuid[], ${c((o) => o.usage_start)}::date[],
                    ${c((o) => o.usage_end)}::date[], ${c((o) => o.store)}::text[], ${c((o) => o.plan_type)}::text[],
                    ${c((o) => o.pct)}::numeric[], ${c((o) => o.net)}::numeric[]) as x(u, r, i, ps, pe, st, pl, pct, n)`);
  }
  const touched = [...splits.values()];
  await tx.execute(sql`
    update splits s set total = x.total, updated_at = now()
      from unnest(${sql.param(touched.map((s) => s.id))}::uuid[], ${sql.param(touched.map((s) => formatUnits(s.total)))}::numeric[]) as x(id, total)
     where s.id = x.id`);
  const versions = touched.flatMap((s) => s.versions);
  await tx.execute(sql`
    update split_versions v set pot = x.pot
      from unnest(${sql.param(versions.map((v) => v.id))}::uuid[], ${sql.param(versions.map((v) => formatUnits(v.pot)))}::numeric[]) as x(id, pot)
     where v.id = x.id and v.pot <> x.pot`);
  return booked;
}

/** Splits what an import's booking put through splits (bookImport's split sums), in a stable order. */
export async function bookSplits(tx: Tx, importId: string, sums: SplitSum[]): Promise<void> {
  const ordered = [...sums].sort(
    (a, b) =>
      a.split_id.localeCompare(b.split_id) ||
      a.usage_start.localeCompare(b.usage_start) ||
      a.usage_end.localeCompare(b.usage_end) ||
      a.store.localeCompare(b.store) ||
      a.user_id.localeCompare(b.user_id),
  );
  await book(
    tx,
    ordered.map((sum) => ({ importId, sum, gross: units(sum.gross), net: units(sum.net), reverses: null })),
  );
}

export type OpenBooking = SplitSum & { id: string; import_id: string; version_id: string };

/**
 * The split bookings `where` picks (over split_bookings b) that are neither reversals nor reversed,
 * in booking order, each with its owner and the plan share of the earnings it split (for the
 * owner's entry when it is booked back).
 */
export async function openBookings(tx: Tx, where: SQL): Promise<OpenBooking[]> {
  const { rows } = await tx.execute<OpenBooking>(sql`
    select b.id::text, b.import_id, b.split_id, b.version_id, b.release_id, s.owner_id user_id, b.period_start::text usage_start,
           b.period_end::text usage_end, b.store, b.gross::text, b.net::text,
           coalesce(e.plan_type, 'free') plan_type, coalesce(e.share_percent, 0)::text pct
      from split_bookings b
      join splits s on s.id = b.split_id
      left join lateral (select plan_type, share_percent from earnings_ledger e
                          where e.import_id = b.import_id and e.release_id = b.release_id and e.kind = 'earning'
                            and e.period_start = b.period_start and e.period_end = b.period_end and e.store = b.store limit 1) e on true
     where ${where} and b.reverses_id is null
       and not exists (select 1 from split_bookings x where x.reverses_id = b.id)
     order by b.id`);
  return rows;
}

/** Books back, negative and by the same versions, the latest first, every split booking of an import not yet reversed (reverseImport). */
export async function reverseSplits(tx: Tx, importId: string): Promise<void> {
  const rows = (await openBookings(tx, sql`b.import_id = ${importId}`)).toReversed();
  await book(
    tx,
    rows.map((r) => ({ importId, sum: r, versionId: r.version_id, gross: -units(r.gross), net: -units(r.net), reverses: r.id })),
  );
}
