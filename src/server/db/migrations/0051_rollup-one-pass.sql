-- The analytics rollup trigger of 0048 in one pass over the day rows: the four groupings by day
-- (all, platform, country, release) are one grouping-sets aggregate hashed in memory, where they
-- were four scans of the day rows written to a temporary file first (a monthly report's 50,000 rows
-- are 1,400,000 day rows). hash_mem_multiplier lets the planner keep all four hash tables in memory
-- (it estimates a month's days for every row; they hold about 40 MB for that report); past the
-- limit they spill to disk as any hash aggregate does. A stream count's sign is an integer
-- (sign(bigint) resolved to double precision, and the day counts were summed as floats).
-- The ledger's fold (0049) alike: its three groupings by day in one pass, its entries a month
-- counted by hashing each entry's days of the month (a sort for count(distinct) before), its
-- quantities' signs integers.
CREATE OR REPLACE FUNCTION release_analytics_rollup() RETURNS trigger LANGUAGE plpgsql
  SET work_mem = '64MB' SET hash_mem_multiplier = 8
AS $function$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'select 1 sign, n.* from new_rows n'
    WHEN 'DELETE' THEN 'select -1 sign, o.* from old_rows o'
    ELSE 'select 1 sign, n.* from new_rows n union all select -1, o.* from old_rows o' END;
BEGIN
  EXECUTE format($q$
    with d as (%s),
    p as (
      select user_id, platform, country, release_id, date as day, sign, sign * streams_count s, sign * revenue g, sign * net_revenue nr
        from d where date_end is null
      union all
      select user_id, platform, country, release_id, date + i, sign,
             s_0 + case when (s_r * (i + 1) + ph) / n > (s_r * i + ph) / n then s_1 else 0 end,
             case when (g_r * (i + 1) + ph) / n > (g_r * i + ph) / n then g_1 else g_0 end,
             case when (nr_r * (i + 1) + ph) / n > (nr_r * i + ph) / n then nr_1 else nr_0 end
        from (select user_id, platform, country, release_id, date, sign, n, ph,
                     sign * sgn * (abs(streams_count) / n) s_0, sign * sgn s_1, abs(streams_count) %% n s_r,
                     sign * sign(revenue) * g_q * 0.000000000001 g_0, sign * sign(revenue) * (g_q + 1) * 0.000000000001 g_1,
                     (abs(revenue) * 1000000000000 - g_q * n)::bigint g_r,
                     sign * sign(net_revenue) * nr_q * 0.000000000001 nr_0, sign * sign(net_revenue) * (nr_q + 1) * 0.000000000001 nr_1,
                     (abs(net_revenue) * 1000000000000 - nr_q * n)::bigint nr_r
                from (select d.*, l.n, ((hashtext(id::text)::bigint + 2147483648) %% l.n)::int ph, (streams_count > 0)::int - (streams_count < 0)::int sgn,
                             div(abs(revenue) * 1000000000000, l.n) g_q, div(abs(net_revenue) * 1000000000000, l.n) nr_q
                        from d cross join lateral (select date_end - date + 1 as n) l
                       where date_end is not null) r
              offset 0) s -- computed once a row, not pulled up into every day's
       cross join spread_days(n) i),
    periods as (
      insert into analytics_reported_periods as t (user_id, first_day, last_day, rows)
      select user_id, date, date_end, sum(sign) from d where date_end is not null group by 1, 2, 3 order by 1, 3, 2
      on conflict (user_id, last_day, first_day) do update set rows = t.rows + excluded.rows),
    k as materialized (
      select user_id, case grouping(platform, country, release_id) when 3 then 'platform' when 5 then 'country' when 6 then 'release' else 'all' end dim,
             day, coalesce(platform, country, release_id::text, '') as key, sum(sign) r, sum(s) s, sum(g) g, sum(nr) nr
        from p group by grouping sets ((user_id, day), (user_id, day, platform), (user_id, day, country), (user_id, day, release_id))),
    days as (
      insert into analytics_rollup_days as t (user_id, dim, day, key, rows, streams, revenue, net_revenue)
      select user_id, dim, day, key, r, s, g, nr from k where r <> 0 or s <> 0 or g <> 0 or nr <> 0 order by user_id, dim, day, key
      on conflict (user_id, dim, day, key) do update
        set rows = t.rows + excluded.rows, streams = t.streams + excluded.streams,
            revenue = t.revenue + excluded.revenue, net_revenue = t.net_revenue + excluded.net_revenue),
    weeks as (
      insert into analytics_rollup_weeks as t (user_id, dim, week, key, rows, streams, revenue, net_revenue)
      select user_id, dim, week, key, r, s, g, nr
        from (select user_id, dim, day - (extract(day from day)::int - 1) %% 7 as week, key, sum(r) r, sum(s) s, sum(g) g, sum(nr) nr
                from k where dim <> 'all' group by 1, 2, 3, 4) w
       where r <> 0 or s <> 0 or g <> 0 or nr <> 0 order by user_id, dim, week, key
      on conflict (user_id, dim, week, key) do update
        set rows = t.rows + excluded.rows, streams = t.streams + excluded.streams,
            revenue = t.revenue + excluded.revenue, net_revenue = t.net_revenue + excluded.net_revenue),
    months as (
      insert into analytics_rollup_months as t (user_id, dim, month, key, rows, streams, revenue, net_revenue)
      select user_id, dim, month, key, r, s, g, nr
        from (select user_id, dim, date_trunc('month', day)::date as month, key, sum(r) r, sum(s) s, sum(g) g, sum(nr) nr
                from k where dim <> 'all' group by 1, 2, 3, 4) m
       where r <> 0 or s <> 0 or g <> 0 or nr <> 0 order by user_id, dim, month, key
      on conflict (user_id, dim, month, key) do update
        set rows = t.rows + excluded.rows, streams = t.streams + excluded.streams,
            revenue = t.revenue + excluded.revenue, net_revenue = t.net_revenue + excluded.net_revenue),
    quarters as (
      insert into analytics_rollup_quarters as t (user_id, dim, quarter, key, rows, streams, revenue, net_revenue)
      select user_id, dim, quarter, key, r, s, g, nr
        from (select user_id, dim, date_trunc('quarter', day)::date as quarter, key, sum(r) r, sum(s) s, sum(g) g, sum(nr) nr
                from k where dim <> 'all' group by 1, 2, 3, 4) q
       where r <> 0 or s <> 0 or g <> 0 or nr <> 0 order by user_id, dim, quarter, key
      on conflict (user_id, dim, quarter, key) do update
        set rows = t.rows + excluded.rows, streams = t.streams + excluded.streams,
            revenue = t.revenue + excluded.revenue, net_revenue = t.net_revenue + excluded.net_revenue)
    insert into analytics_rollup_years as t (user_id, dim, year, key, rows, streams, revenue, net_revenue)
    select user_id, dim, year, key, r, s, g, nr
      from (select user_id, dim, date_trunc('year', day)::date as year, key, sum(r) r, sum(s) s, sum(g) g, sum(nr) nr
              from k where dim <> 'all' group by 1, 2, 3, 4) y
     where r <> 0 or s <> 0 or g <> 0 or nr <> 0 order by user_id, dim, year, key
    on conflict (user_id, dim, year, key) do update
      set rows = t.rows + excluded.rows, streams = t.streams + excluded.streams,
          revenue = t.revenue + excluded.revenue, net_revenue = t.net_revenue + excluded.net_revenue$q$, src);
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
-- Unused since the console reads the rollups (0020): each cost every booking and rollback its upkeep.
DROP INDEX IF EXISTS release_analytics_date_platform_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS release_analytics_date_country_idx;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earnings_ledger_fold(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
  with p as materialized (
    select id, user_id, release_id, store, period_start as day, quantity q, net from %1$s where period_end = period_start
    union all
    select id, user_id, release_id, store, period_start + i,
           q_0 + case when (q_r * (i + 1)) / len > (q_r * i) / len then q_1 else 0 end,
           case when (nr_r * (i + 1)) / len > (nr_r * i) / len then nr_1 else nr_0 end
      from (select id, user_id, release_id, store, period_start, len,
                   sgn * (abs(quantity) / len) q_0, sgn q_1, abs(quantity) %% len q_r,
                   sign(net) * nr_q * 0.000000000001 nr_0, sign(net) * (nr_q + 1) * 0.000000000001 nr_1,
                   (abs(net) * 1000000000000 - nr_q * len)::bigint nr_r
              from (select e.*, l.len, div(abs(e.net) * 1000000000000, l.len) nr_q, (e.quantity > 0)::int - (e.quantity < 0)::int sgn
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
      from (select user_id, case grouping(release_id, store) when 1 then 'release' when 2 then 'store' else 'all' end dim, day,
                   coalesce(release_id::text, store, '') key, count(*) e, sum(q) q, sum(net) net
              from p group by grouping sets ((user_id, day), (user_id, day, release_id), (user_id, day, store))) s
     order by user_id, dim, day, key
    on conflict (user_id, dim, day, key) do update
      set entries = t.entries + excluded.entries, quantity = t.quantity + excluded.quantity, net = t.net + excluded.net),
  n as materialized (
    select user_id, month, release_id, store, count(*) e, sum(q) q, sum(net) net
      from (select id, user_id, date_trunc('month', day::timestamp)::date as month, release_id, store, sum(q) q, sum(net) net
              from p group by 1, 2, 3, 4, 5) m
     group by 1, 2, 3, 4),
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
ALTER FUNCTION earnings_ledger_rollup() SET hash_mem_multiplier = 8;
