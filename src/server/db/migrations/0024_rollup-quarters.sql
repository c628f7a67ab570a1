CREATE TABLE "analytics_rollup_quarters" (
	"user_id" uuid NOT NULL,
	"dim" text NOT NULL,
	"quarter" date NOT NULL,
	"key" text NOT NULL,
	"rows" bigint NOT NULL,
	"streams" bigint NOT NULL,
	"revenue" numeric NOT NULL,
	"net_revenue" numeric NOT NULL,
	CONSTRAINT "analytics_rollup_quarters_user_id_dim_quarter_key_pk" PRIMARY KEY("user_id","dim","quarter","key"),
	CONSTRAINT "analytics_rollup_quarters_dim_check" CHECK ("analytics_rollup_quarters"."dim" in ('platform','country','release'))
);
--> statement-breakpoint
-- ---- The analytics rollups gain calendar quarters, summed like the weeks and months from each
-- statement's sums per day and key (migration 0023), in the same statement. ----
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
            revenue = t.revenue + excluded.revenue, net_revenue = t.net_revenue + excluded.net_revenue)
    insert into analytics_rollup_quarters as t (user_id, dim, quarter, key, rows, streams, revenue, net_revenue)
    select user_id, dim, quarter, key, r, s, g, nr
      from (select user_id, dim, date_trunc('quarter', day)::date as quarter, key, sum(r) r, sum(s) s, sum(g) g, sum(nr) nr
              from k where dim <> 'all' group by 1, 2, 3, 4) q
     where r <> 0 or s <> 0 or g <> 0 or nr <> 0 order by user_id, dim, quarter, key
    on conflict (user_id, dim, quarter, key) do update
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
  RETURN NULL;
END;
$$;
--> statement-breakpoint
ALTER TABLE analytics_rollup_quarters SET (parallel_workers = 0);
--> statement-breakpoint
-- The rows already there, folded in (the triggers hold writers off until this commits).
INSERT INTO analytics_rollup_quarters (user_id, dim, quarter, key, rows, streams, revenue, net_revenue)
SELECT user_id, dim, date_trunc('quarter', month)::date, key, sum(rows), sum(streams), sum(revenue), sum(net_revenue)
  FROM analytics_rollup_months GROUP BY 1, 2, 3, 4;
