CREATE TABLE "analytics_rollup_days" (
	"user_id" uuid NOT NULL,
	"dim" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"rows" bigint NOT NULL,
	"streams" bigint NOT NULL,
	"revenue" numeric NOT NULL,
	"net_revenue" numeric NOT NULL,
	CONSTRAINT "analytics_rollup_days_user_id_dim_day_key_pk" PRIMARY KEY("user_id","dim","day","key"),
	CONSTRAINT "analytics_rollup_days_dim_check" CHECK ("analytics_rollup_days"."dim" in ('all','platform','country','release'))
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_months" (
	"user_id" uuid NOT NULL,
	"dim" text NOT NULL,
	"month" date NOT NULL,
	"key" text NOT NULL,
	"rows" bigint NOT NULL,
	"streams" bigint NOT NULL,
	"revenue" numeric NOT NULL,
	"net_revenue" numeric NOT NULL,
	CONSTRAINT "analytics_rollup_months_user_id_dim_month_key_pk" PRIMARY KEY("user_id","dim","month","key"),
	CONSTRAINT "analytics_rollup_months_dim_check" CHECK ("analytics_rollup_months"."dim" in ('platform','country','release'))
);
--> statement-breakpoint
-- ---- The rollups follow release_analytics: every statement that writes it adds the sums of the
-- rows it added and takes away those of the rows it removed (an update does both), in its own
-- transaction. Keys go in sorted order so two writers never lock rows in a ring; a key's row is
-- added to atomically (insert ... on conflict do update), so concurrent writers lose nothing. ----
CREATE FUNCTION release_analytics_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'select 1 sign, n.* from new_rows n'
    WHEN 'DELETE' THEN 'select -1 sign, o.* from old_rows o'
    ELSE 'select 1 sign, n.* from new_rows n union all select -1, o.* from old_rows o' END;
BEGIN
  EXECUTE format($q$
    with d as (%s),
    k as (
      select user_id, 'all' dim, date as day, '' as key, sum(sign) r, sum(sign * streams_count) s, sum(sign * revenue) g, sum(sign * net_revenue) nr from d group by 1, 3
      union all select user_id, 'platform', date, platform, sum(sign), sum(sign * streams_count), sum(sign * revenue), sum(sign * net_revenue) from d group by 1, 3, 4
      union all select user_id, 'country', date, country, sum(sign), sum(sign * streams_count), sum(sign * revenue), sum(sign * net_revenue) from d group by 1, 3, 4
      union all select user_id, 'release', date, release_id::text, sum(sign), sum(sign * streams_count), sum(sign * revenue), sum(sign * net_revenue) from d group by 1, 3, 4)
    insert into analytics_rollup_days as t (user_id, dim, day, key, rows, streams, revenue, net_revenue)
    select user_id, dim, day, key, r, s, g, nr from k where r <> 0 or s <> 0 or g <> 0 or nr <> 0 order by user_id, dim, day, key
    on conflict (user_id, dim, day, key) do update
      set rows = t.rows + excluded.rows, streams = t.streams + excluded.streams,
          revenue = t.revenue + excluded.revenue, net_revenue = t.net_revenue + excluded.net_revenue$q$, src);
  EXECUTE format($q$
    with d as (%s),
    k as (
      select user_id, 'platform' dim, date_trunc('month', date)::date as month, platform as key, sum(sign) r, sum(sign * streams_count) s, sum(sign * revenue) g, sum(sign * net_revenue) nr from d group by 1, 3, 4
      union all select user_id, 'country', date_trunc('month', date)::date, country, sum(sign), sum(sign * streams_count), sum(sign * revenue), sum(sign * net_revenue) from d group by 1, 3, 4
      union all select user_id, 'release', date_trunc('month', date)::date, release_id::text, sum(sign), sum(sign * streams_count), sum(sign * revenue), sum(sign * net_revenue) from d group by 1, 3, 4)
    insert into analytics_rollup_months as t (user_id, dim, month, key, rows, streams, revenue, net_revenue)
    select user_id, dim, month, key, r, s, g, nr from k where r <> 0 or s <> 0 or g <> 0 or nr <> 0 order by user_id, dim, month, key
    on conflict (user_id, dim, month, key) do update
      set rows = t.rows + excluded.rows, streams = t.streams + excluded.streams,
          revenue = t.revenue + excluded.revenue, net_revenue = t.net_revenue + excluded.net_revenue$q$, src);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER release_analytics_rollup_insert AFTER INSERT ON release_analytics REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION release_analytics_rollup();
--> statement-breakpoint
CREATE TRIGGER release_analytics_rollup_update AFTER UPDATE ON release_analytics REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION release_analytics_rollup();
--> statement-breakpoint
CREATE TRIGGER release_analytics_rollup_delete AFTER DELETE ON release_analytics REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION release_analytics_rollup();
--> statement-breakpoint
CREATE FUNCTION release_analytics_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_rollup_days;
  DELETE FROM analytics_rollup_months;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER release_analytics_rollup_truncate AFTER TRUNCATE ON release_analytics FOR EACH STATEMENT EXECUTE FUNCTION release_analytics_rollup_truncate();
--> statement-breakpoint
-- The rows already there, folded in (the triggers above hold writers off until this commits).
INSERT INTO analytics_rollup_days (user_id, dim, day, key, rows, streams, revenue, net_revenue)
SELECT user_id, 'all', date, '', count(*), sum(streams_count), sum(revenue), sum(net_revenue) FROM release_analytics GROUP BY 1, 3
UNION ALL SELECT user_id, 'platform', date, platform, count(*), sum(streams_count), sum(revenue), sum(net_revenue) FROM release_analytics GROUP BY 1, 3, 4
UNION ALL SELECT user_id, 'country', date, country, count(*), sum(streams_count), sum(revenue), sum(net_revenue) FROM release_analytics GROUP BY 1, 3, 4
UNION ALL SELECT user_id, 'release', date, release_id::text, count(*), sum(streams_count), sum(revenue), sum(net_revenue) FROM release_analytics GROUP BY 1, 3, 4;
--> statement-breakpoint
INSERT INTO analytics_rollup_months (user_id, dim, month, key, rows, streams, revenue, net_revenue)
SELECT user_id, 'platform', date_trunc('month', date)::date, platform, count(*), sum(streams_count), sum(revenue), sum(net_revenue) FROM release_analytics GROUP BY 1, 3, 4
UNION ALL SELECT user_id, 'country', date_trunc('month', date)::date, country, count(*), sum(streams_count), sum(revenue), sum(net_revenue) FROM release_analytics GROUP BY 1, 3, 4
UNION ALL SELECT user_id, 'release', date_trunc('month', date)::date, release_id::text, count(*), sum(streams_count), sum(revenue), sum(net_revenue) FROM release_analytics GROUP BY 1, 3, 4;
