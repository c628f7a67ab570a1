CREATE TABLE "analytics_reported_periods" (
	"user_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"rows" bigint NOT NULL,
	CONSTRAINT "analytics_reported_periods_user_id_last_day_first_day_pk" PRIMARY KEY("user_id","last_day","first_day")
);
--> statement-breakpoint
CREATE TABLE "earnings_rollup_days" (
	"user_id" uuid NOT NULL,
	"dim" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"entries" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"net" numeric NOT NULL,
	CONSTRAINT "earnings_rollup_days_user_id_dim_day_key_pk" PRIMARY KEY("user_id","dim","day","key"),
	CONSTRAINT "earnings_rollup_days_dim_check" CHECK ("earnings_rollup_days"."dim" in ('all','release','store'))
);
--> statement-breakpoint
CREATE TABLE "earnings_rollup_periods" (
	"user_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"plan_type" text NOT NULL,
	"share_percent" numeric(5, 2) NOT NULL,
	"entries" bigint NOT NULL,
	CONSTRAINT "earnings_rollup_periods_user_id_period_end_period_start_plan_type_share_percent_pk" PRIMARY KEY("user_id","period_end","period_start","plan_type","share_percent")
);
--> statement-breakpoint
ALTER TABLE "release_analytics" ADD COLUMN "date_end" date;--> statement-breakpoint
CREATE INDEX "analytics_reported_periods_last_day_idx" ON "analytics_reported_periods" USING btree ("last_day");--> statement-breakpoint
ALTER TABLE "release_analytics" ADD CONSTRAINT "release_analytics_date_end_check" CHECK ("release_analytics"."date_end" > "release_analytics"."date");--> statement-breakpoint
-- ---- A usage period the store reported as a whole (a monthly report's Nov 1-26) is counted in
-- every range it overlaps: the rollups spread each row and each ledger entry over its period's
-- days. F(k), the part the first k of n days get, is sign(total) * floor((|total| * k + phase) / n)
-- in the total's smallest unit (a stream; 10^-12 of a dollar, the columns' scale): day i gets
-- F(i + 1) - F(i), so the parts sum to the total exactly (F(0) = 0 and F(n) = total for 0 <= phase
-- < n), a negated total gets the negated parts (a reversal cancels its entry day by day), and
-- rows spread together with different phases do not all round up on the same days. ----
CREATE FUNCTION spread_count(total bigint, k integer, days integer, phase integer) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN total < 0 THEN -((-total * k + phase) / days) ELSE (total * k + phase) / days END $$;
--> statement-breakpoint
CREATE FUNCTION spread_amount(total numeric, k integer, days integer, phase integer) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT sign(total) * div(abs(total) * 1000000000000 * k + phase, days) * 0.000000000001 $$;
--> statement-breakpoint
-- The analytics rollups: a row with date_end is spread over date..date_end (its phase from its id,
-- the same when it is inserted and deleted), and its period counted in analytics_reported_periods.
CREATE OR REPLACE FUNCTION release_analytics_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'select 1 sign, n.* from new_rows n'
    WHEN 'DELETE' THEN 'select -1 sign, o.* from old_rows o'
    ELSE 'select 1 sign, n.* from new_rows n union all select -1, o.* from old_rows o' END;
BEGIN
  EXECUTE format($q$
    with d as (%s),
    p as (
      select sign, user_id, platform, country, release_id, date as day, streams_count, revenue, net_revenue from d where date_end is null
      union all
      select sign, user_id, platform, country, release_id, date + i,
             spread_count(streams_count, i + 1, n, ph) - spread_count(streams_count, i, n, ph),
             spread_amount(revenue, i + 1, n, ph) - spread_amount(revenue, i, n, ph),
             spread_amount(net_revenue, i + 1, n, ph) - spread_amount(net_revenue, i, n, ph)
        from (select d.*, date_end - date + 1 as n, ((hashtext(id::text)::bigint + 2147483648) %% (date_end - date + 1))::int as ph
                from d where date_end is not null) s
       cross join generate_series(0, n - 1) i),
    periods as (
      insert into analytics_reported_periods as t (user_id, first_day, last_day, rows)
      select user_id, date, date_end, sum(sign) from d where date_end is not null group by 1, 2, 3 order by 1, 3, 2
      on conflict (user_id, last_day, first_day) do update set rows = t.rows + excluded.rows),
    k as materialized (
      select user_id, 'all' dim, day, '' as key, sum(sign) r, sum(sign * streams_count) s, sum(sign * revenue) g, sum(sign * net_revenue) nr from p group by 1, 3
      union all select user_id, 'platform', day, platform, sum(sign), sum(sign * streams_count), sum(sign * revenue), sum(sign * net_revenue) from p group by 1, 3, 4
      union all select user_id, 'country', day, country, sum(sign), sum(sign * streams_count), sum(sign * revenue), sum(sign * net_revenue) from p group by 1, 3, 4
      union all select user_id, 'release', day, release_id::text, sum(sign), sum(sign * streams_count), sum(sign * revenue), sum(sign * net_revenue) from p group by 1, 3, 4),
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION release_analytics_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_rollup_days;
  DELETE FROM analytics_rollup_weeks;
  DELETE FROM analytics_rollup_months;
  DELETE FROM analytics_rollup_quarters;
  DELETE FROM analytics_rollup_years;
  DELETE FROM analytics_reported_periods;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The ledger's rollups, as one statement's text over a set of entries (the insert trigger's
-- new_rows, or the whole ledger when they are rebuilt below): each entry spread over its usage
-- period's days (phase 0, so a reversal's parts are its entry's negated) into days, months,
-- quarters and years, and its period, plan and share counted (earnings less reversals).
CREATE FUNCTION earnings_ledger_fold(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
  with p as materialized (
    select id, user_id, release_id, store, period_start as day, quantity q, net from %1$s where period_end = period_start
    union all
    select id, user_id, release_id, store, period_start + i,
           spread_count(quantity, i + 1, n, 0) - spread_count(quantity, i, n, 0),
           spread_amount(net, i + 1, n, 0) - spread_amount(net, i, n, 0)
      from (select *, period_end - period_start + 1 as n from %1$s where period_end > period_start) e
     cross join generate_series(0, n - 1) i),
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
-- Run in the trigger's own statement, where its transition table new_rows is visible.
CREATE OR REPLACE FUNCTION earnings_ledger_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE earnings_ledger_fold('new_rows');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
ALTER TABLE analytics_reported_periods SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE earnings_rollup_days SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE earnings_rollup_periods SET (parallel_workers = 0);
--> statement-breakpoint
-- The ledger's rollups rebuilt with its entries spread (they were dated by their first day).
DELETE FROM earnings_rollup_months;
--> statement-breakpoint
DELETE FROM earnings_rollup_month_keys;
--> statement-breakpoint
DELETE FROM earnings_rollup_quarter_releases;
--> statement-breakpoint
DELETE FROM earnings_rollup_year_releases;
--> statement-breakpoint
DO $$ BEGIN EXECUTE earnings_ledger_fold('earnings_ledger'); END $$;
--> statement-breakpoint
-- Analytics rows already booked from a report line of several days get that period back (the
-- update trigger spreads them): each row of an import whose matched lines, for its release, track,
-- store, country and first day, all end on the same later day.
UPDATE release_analytics a SET date_end = s.usage_end
  FROM (SELECT import_id, release_id, track_id, store, country, usage_start, min(usage_end) AS usage_end
          FROM sales_import_rows WHERE state = 'matched'
         GROUP BY 1, 2, 3, 4, 5, 6 HAVING min(usage_end) = max(usage_end) AND min(usage_end) > usage_start) s
 WHERE a.import_id = s.import_id AND a.release_id = s.release_id AND a.track_id IS NOT DISTINCT FROM s.track_id
   AND a.platform = s.store AND a.country = s.country AND a.date = s.usage_start;
