CREATE TABLE "analytics_rollup_years" (
	"user_id" uuid NOT NULL,
	"dim" text NOT NULL,
	"year" date NOT NULL,
	"key" text NOT NULL,
	"rows" bigint NOT NULL,
	"streams" bigint NOT NULL,
	"revenue" numeric NOT NULL,
	"net_revenue" numeric NOT NULL,
	CONSTRAINT "analytics_rollup_years_user_id_dim_year_key_pk" PRIMARY KEY("user_id","dim","year","key"),
	CONSTRAINT "analytics_rollup_years_dim_check" CHECK ("analytics_rollup_years"."dim" in ('platform','country','release'))
);
--> statement-breakpoint
CREATE TABLE "earnings_rollup_year_releases" (
	"user_id" uuid NOT NULL,
	"year" date NOT NULL,
	"key" text NOT NULL,
	"entries" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"net" numeric NOT NULL,
	CONSTRAINT "earnings_rollup_year_releases_user_id_year_key_pk" PRIMARY KEY("user_id","year","key")
);
--> statement-breakpoint
-- ---- The analytics rollups and the ledger's per-release rollup gain calendar years, summed in the
-- same statement as the other levels (migrations 0024 and 0028). ----
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
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earnings_ledger_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH n AS MATERIALIZED (
    SELECT user_id, date_trunc('month', period_start::timestamp)::date AS month, release_id, store, count(*) e, sum(quantity) q, sum(net) net
      FROM new_rows GROUP BY 1, 2, 3, 4),
  per_user AS (
    INSERT INTO earnings_rollup_months AS t (user_id, month, entries, quantity, net)
    SELECT user_id, month, sum(e), sum(q), sum(net) FROM n GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, month) DO UPDATE
      SET entries = t.entries + excluded.entries, quantity = t.quantity + excluded.quantity, net = t.net + excluded.net),
  per_quarter AS (
    INSERT INTO earnings_rollup_quarter_releases AS t (user_id, quarter, key, entries, quantity, net)
    SELECT user_id, date_trunc('quarter', month)::date, release_id::text, sum(e), sum(q), sum(net) FROM n GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (user_id, quarter, key) DO UPDATE
      SET entries = t.entries + excluded.entries, quantity = t.quantity + excluded.quantity, net = t.net + excluded.net),
  per_year AS (
    INSERT INTO earnings_rollup_year_releases AS t (user_id, year, key, entries, quantity, net)
    SELECT user_id, date_trunc('year', month)::date, release_id::text, sum(e), sum(q), sum(net) FROM n GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (user_id, year, key) DO UPDATE
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
ALTER TABLE analytics_rollup_years SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE earnings_rollup_year_releases SET (parallel_workers = 0);
--> statement-breakpoint
-- The rows and entries already there, folded in (the triggers hold writers off until this commits).
INSERT INTO analytics_rollup_years (user_id, dim, year, key, rows, streams, revenue, net_revenue)
SELECT user_id, dim, date_trunc('year', quarter)::date, key, sum(rows), sum(streams), sum(revenue), sum(net_revenue)
  FROM analytics_rollup_quarters GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO earnings_rollup_year_releases (user_id, year, key, entries, quantity, net)
SELECT user_id, date_trunc('year', quarter)::date, key, sum(entries), sum(quantity), sum(net) FROM earnings_rollup_quarter_releases GROUP BY 1, 2, 3;
