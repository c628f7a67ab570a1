-- The ledger's rollup (0035's earnings_ledger_fold), spread the way 0048 spreads the analytics:
-- each entry's quantity and net are split once, |T| = q * n + r in the total's smallest unit, and
-- day i's part is sign(T) * q plus one unit on the days where floor(r * k / n) steps (phase 0, as
-- before: the same parts as spread_count and spread_amount, to the unit, so entries booked before
-- this migration are folded alike), without numeric arithmetic per day; the split is kept from
-- being pulled into every day's row, and the day series is estimated at a month's days.
CREATE OR REPLACE FUNCTION earnings_ledger_fold(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
  with p as materialized (
    select id, user_id, release_id, store, period_start as day, quantity q, net from %1$s where period_end = period_start
    union all
    select id, user_id, release_id, store, period_start + i,
           q_0 + case when (q_r * (i + 1)) / len > (q_r * i) / len then q_1 else 0 end,
           case when (nr_r * (i + 1)) / len > (nr_r * i) / len then nr_1 else nr_0 end
      from (select id, user_id, release_id, store, period_start, len,
                   sign(quantity) * (abs(quantity) / len) q_0, sign(quantity) q_1, abs(quantity) %% len q_r,
                   sign(net) * nr_q * 0.000000000001 nr_0, sign(net) * (nr_q + 1) * 0.000000000001 nr_1,
                   (abs(net) * 1000000000000 - nr_q * len)::bigint nr_r
              from (select e.*, l.len, div(abs(e.net) * 1000000000000, l.len) nr_q
                      from %1$s e cross join lateral (select e.period_end - e.period_start + 1 as len) l
                     where e.period_end > e.period_start) r
            offset 0) s -- computed once an entry, not pulled up into every day's
     cross join spread_days(len) i),
  periods as (
    insert into earnings_rollup_periods as t (user_id, period_start, period_end, plan_type, share_percent, entries)
    select user_id, period_start, period_end, plan_type, share_percent, sum(case kind when 'reversal' then -1 else 1 end)
      from %1$s group by 1, 2, 3, 4, 5 order by 1, 3, 2, 4, 5
    on conflict (user_id, period_end, period_start, plan_type, share_percent) do update set entries = t.entries + excluded.entries),
  days as (
    insert into earnings_rollup_days as t (user_id, dim, day, key, entries, quantity, net)
    select user_id, dim, day, key, e, q, net
      from (select user_id, 'all' dim, day, '' key, count(*) e, sum(q) q, sum(net) net from p group by 1, 3
            union all select user_id, 'release', day, release_id::text, count(*), sum(q), sum(net) from p group by 1, 3, 4
            union all select user_id, 'store', day, store, count(*), sum(q), sum(net) from p group by 1, 3, 4) s
     order by user_id, dim, day, key
    on conflict (user_id, dim, day, key) do update
      set entries = t.entries + excluded.entries, quantity = t.quantity + excluded.quantity, net = t.net + excluded.net),
  n as materialized (
    select user_id, date_trunc('month', day::timestamp)::date as month, release_id, store, count(distinct id) e, sum(q) q, sum(net) net
      from p group by 1, 2, 3, 4),
  per_user as (
    insert into earnings_rollup_months as t (user_id, month, entries, quantity, net)
    select user_id, month, sum(e), sum(q), sum(net) from n group by 1, 2 order by 1, 2
    on conflict (user_id, month) do update
      set entries = t.entries + excluded.entries, quantity = t.quantity + excluded.quantity, net = t.net + excluded.net),
  per_quarter as (
    insert into earnings_rollup_quarter_releases as t (user_id, quarter, key, entries, quantity, net)
    select user_id, date_trunc('quarter', month)::date, release_id::text, sum(e), sum(q), sum(net) from n group by 1, 2, 3 order by 1, 2, 3
    on conflict (user_id, quarter, key) do update
      set entries = t.entries + excluded.entries, quantity = t.quantity + excluded.quantity, net = t.net + excluded.net),
  per_year as (
    insert into earnings_rollup_year_releases as t (user_id, year, key, entries, quantity, net)
    select user_id, date_trunc('year', month)::date, release_id::text, sum(e), sum(q), sum(net) from n group by 1, 2, 3 order by 1, 2, 3
    on conflict (user_id, year, key) do update
      set entries = t.entries + excluded.entries, quantity = t.quantity + excluded.quantity, net = t.net + excluded.net)
  insert into earnings_rollup_month_keys as t (user_id, dim, month, key, entries, quantity, net)
  select user_id, dim, month, key, e, q, net
    from (select user_id, 'release' dim, month, release_id::text key, sum(e) e, sum(q) q, sum(net) net from n group by 1, 3, 4
          union all select user_id, 'store', month, store, sum(e), sum(q), sum(net) from n group by 1, 3, 4) s
   order by user_id, dim, month, key
  on conflict (user_id, dim, month, key) do update
    set entries = t.entries + excluded.entries, quantity = t.quantity + excluded.quantity, net = t.net + excluded.net$q$, src)
$f$;
--> statement-breakpoint
-- Its groupings by day hash in memory, as the analytics trigger's do.
ALTER FUNCTION earnings_ledger_rollup() SET work_mem = '64MB';
