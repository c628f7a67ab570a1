CREATE TABLE "analytics_rollup_weeks" (
	"user_id" uuid NOT NULL,
	"dim" text NOT NULL,
	"week" date NOT NULL,
	"key" text NOT NULL,
	"rows" bigint NOT NULL,
	"streams" bigint NOT NULL,
	"revenue" numeric NOT NULL,
	"net_revenue" numeric NOT NULL,
	CONSTRAINT "analytics_rollup_weeks_user_id_dim_week_key_pk" PRIMARY KEY("user_id","dim","week","key"),
	CONSTRAINT "analytics_rollup_weeks_dim_check" CHECK ("analytics_rollup_weeks"."dim" in ('platform','country','release'))
);
--> statement-breakpoint
CREATE TABLE "earnings_rollup_month_keys" (
	"user_id" uuid NOT NULL,
	"dim" text NOT NULL,
	"month" date NOT NULL,
	"key" text NOT NULL,
	"entries" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"net" numeric NOT NULL,
	CONSTRAINT "earnings_rollup_month_keys_user_id_dim_month_key_pk" PRIMARY KEY("user_id","dim","month","key"),
	CONSTRAINT "earnings_rollup_month_keys_dim_check" CHECK ("earnings_rollup_month_keys"."dim" in ('release','store'))
);
--> statement-breakpoint
-- ---- The analytics rollups gain the weeks of the month: each statement's rows are summed once per
-- day and key, and the weeks and months summed from those sums (not the raw rows again), all in one
-- statement; keys sorted, each row added to atomically as before (migration 0020). ----
CREATE OR REPLACE FUNCTION release_analytics_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'select 1 sign, n.* from new_rows n'
    WHEN 'DELETE' THEN 'select -1 sign, o.* from old_rows o'
    ELSE 'select 1 sign, n.* from new_rows n union all select -1, o.* from old_rows o' END;
BEGIN
  EXECUTE format($q$
    with d as (%s),
    k as materialized (
      select user_id, 'all' dim, date as day, '' as key, sum(sign) r, sum(sign * streams_count) s, sum(sign * revenue) g, sum(sign * net_revenue) nr from d group by 1, 3
      union all select user_id, 'platform', date, platform, sum(sign), sum(sign * streams_count), sum(sign * revenue), sum(sign * net_revenue) from d group by 1, 3, 4
      union all select user_id, 'country', date, country, sum(sign), sum(sign * streams_count), sum(sign * revenue), sum(sign * net_revenue) from d group by 1, 3, 4
      union all select user_id, 'release', date, release_id::text, sum(sign), sum(sign * streams_count), sum(sign * revenue), sum(sign * net_revenue) from d group by 1, 3, 4),
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
            revenue = t.revenue + excluded.revenue, net_revenue = t.net_revenue + excluded.net_revenue)
    insert into analytics_rollup_months as t (user_id, dim, month, key, rows, streams, revenue, net_revenue)
    select user_id, dim, month, key, r, s, g, nr
      from (select user_id, dim, date_trunc('month', day)::date as month, key, sum(r) r, sum(s) s, sum(g) g, sum(nr) nr
              from k where dim <> 'all' group by 1, 2, 3, 4) m
     where r <> 0 or s <> 0 or g <> 0 or nr <> 0 order by user_id, dim, month, key
    on conflict (user_id, dim, month, key) do update
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
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- ---- The ledger's monthly rollups: per artist (0022), and per artist and release, and per artist
-- and store, all from one sum of the statement's entries per artist, month, release and store. ----
CREATE OR REPLACE FUNCTION earnings_ledger_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH n AS MATERIALIZED (
    SELECT user_id, date_trunc('month', period_start::timestamp)::date AS month, release_id, store, count(*) e, sum(quantity) q, sum(net) net
      FROM new_rows GROUP BY 1, 2, 3, 4),
  per_user AS (
    INSERT INTO earnings_rollup_months AS t (user_id, month, entries, quantity, net)
    SELECT user_id, month, sum(e), sum(q), sum(net) FROM n GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, month) DO UPDATE
      SET entries = t.entries + excluded.entries, quantity = t.quantity + excluded.quantity, net = t.net + excluded.net)
  INSERT INTO earnings_rollup_month_keys AS t (user_id, dim, month, key, entries, quantity, net)
  SELECT user_id, dim, month, key, e, q, net
    FROM (SELECT user_id, 'release' dim, month, release_id::text key, sum(e) e, sum(q) q, sum(net) net FROM n GROUP BY 1, 3, 4
          UNION ALL SELECT user_id, 'store', month, store, sum(e), sum(q), sum(net) FROM n GROUP BY 1, 3, 4) s
   ORDER BY user_id, dim, month, key
  ON CONFLICT (user_id, dim, month, key) DO UPDATE
    SET entries = t.entries + excluded.entries, quantity = t.quantity + excluded.quantity, net = t.net + excluded.net;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The pages read a few hundred to a few thousand rollup rows: a parallel plan's start-up (tens of
-- milliseconds on a busy machine) costs more than it saves, and estimates over unions mislead it.
ALTER TABLE analytics_rollup_days SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE analytics_rollup_weeks SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE analytics_rollup_months SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE earnings_rollup_months SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE earnings_rollup_month_keys SET (parallel_workers = 0);
--> statement-breakpoint
-- The rows and entries already there, folded in (the triggers hold writers off until this commits).
INSERT INTO analytics_rollup_weeks (user_id, dim, week, key, rows, streams, revenue, net_revenue)
SELECT user_id, dim, day - (extract(day from day)::int - 1) % 7, key, sum(rows), sum(streams), sum(revenue), sum(net_revenue)
  FROM analytics_rollup_days WHERE dim <> 'all' GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO earnings_rollup_month_keys (user_id, dim, month, key, entries, quantity, net)
SELECT user_id, 'release', date_trunc('month', period_start::timestamp)::date, release_id::text, count(*), sum(quantity), sum(net) FROM earnings_ledger GROUP BY 1, 3, 4
UNION ALL SELECT user_id, 'store', date_trunc('month', period_start::timestamp)::date, store, count(*), sum(quantity), sum(net) FROM earnings_ledger GROUP BY 1, 3, 4;
