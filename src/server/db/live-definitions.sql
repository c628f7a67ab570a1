-- The functions and triggers the migrations leave in the database, generated from it by
-- live-definitions.test.ts (`npx vitest -u` rewrites this file). Read, never run: a change is a
-- new migration.

-- ---- Functions ----

CREATE OR REPLACE FUNCTION public.audit_log_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'The audit log cannot be changed (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$function$;

CREATE OR REPLACE FUNCTION public.create_profile_for_user()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO profiles (id, full_name, email) VALUES (NEW.id, NEW.name, NEW.email)
    ON CONFLICT (id) DO NOTHING;
  INSERT INTO user_roles (user_id, role) VALUES (NEW.id, 'user')
    ON CONFLICT (user_id) DO NOTHING;
  RETURN NEW;
END;
$function$;

CREATE OR REPLACE FUNCTION public.earnings_ledger_fold(src text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
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
    select user_id, period_start, period_end, plan_type, share_percent, sum(case kind when 'reversal' then -1 when 'split' then 0 else 1 end)
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
$function$;

CREATE OR REPLACE FUNCTION public.earnings_ledger_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'The earnings ledger cannot be changed (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$function$;

CREATE OR REPLACE FUNCTION public.earnings_ledger_rollup()
 RETURNS trigger
 LANGUAGE plpgsql
 SET work_mem TO '64MB'
 SET hash_mem_multiplier TO '8'
AS $function$
BEGIN
  EXECUTE earnings_ledger_fold('new_rows');
  RETURN NULL;
END;
$function$;

CREATE OR REPLACE FUNCTION public.end_sessions_of_suspended()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM sessions WHERE user_id = NEW.id;
  RETURN NEW;
END;
$function$;

CREATE OR REPLACE FUNCTION public.music_releases_totals()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  n numeric := 0; s numeric := 0; r numeric := 0; p numeric := 0;
  n2 numeric; s2 numeric; r2 numeric; p2 numeric;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*), coalesce(sum(streams_count), 0), coalesce(sum(revenue_earned), 0), count(*) FILTER (WHERE status = 'pending')
      INTO n, s, r, p FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT count(*), coalesce(sum(streams_count), 0), coalesce(sum(revenue_earned), 0), count(*) FILTER (WHERE status = 'pending')
      INTO n2, s2, r2, p2 FROM old_rows;
    n := n - n2; s := s - s2; r := r - r2; p := p - p2;
  END IF;
  PERFORM platform_add('releases', n);
  PERFORM platform_add('streams', s);
  PERFORM platform_add('revenue', r);
  PERFORM platform_add('releases_pending', p);
  PERFORM pg_notify('tunelane_events', '{"topic":"releases"}');
  RETURN NULL;
END;
$function$;

CREATE OR REPLACE FUNCTION public.next_receipt_no()
 RETURNS bigint
 LANGUAGE sql
AS $function$
  INSERT INTO receipt_counters (series, last_no) VALUES ('receipt', 1)
  ON CONFLICT (series) DO UPDATE SET last_no = receipt_counters.last_no + 1
  RETURNING last_no
$function$;

CREATE OR REPLACE FUNCTION public.notify_user_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- TG_ARGV[0]: the column holding the user's id
  PERFORM pg_notify('tunelane_events', json_build_object('topic', 'user', 'id',
    to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0])::text);
  RETURN NULL;
END;
$function$;

CREATE OR REPLACE FUNCTION public.platform_add(m text, d numeric)
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO platform_totals (metric, delta) SELECT m, d WHERE d <> 0
$function$;

CREATE OR REPLACE FUNCTION public.profiles_totals()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN PERFORM platform_add('users', (SELECT count(*) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN PERFORM platform_add('users', -(SELECT count(*) FROM old_rows));
  END IF;
  PERFORM pg_notify('tunelane_events', '{"topic":"profiles"}');
  RETURN NULL;
END;
$function$;

CREATE OR REPLACE FUNCTION public.record_sign_in()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO user_activity (user_id, last_sign_in_at) VALUES (NEW.user_id, NEW.created_at)
  ON CONFLICT (user_id) DO UPDATE SET last_sign_in_at = greatest(user_activity.last_sign_in_at, EXCLUDED.last_sign_in_at);
  RETURN NULL;
END;
$function$;

CREATE OR REPLACE FUNCTION public.release_analytics_rollup()
 RETURNS trigger
 LANGUAGE plpgsql
 SET work_mem TO '64MB'
 SET hash_mem_multiplier TO '8'
AS $function$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'select 1 sign, n.* from new_rows n'
    WHEN 'DELETE' THEN 'select -1 sign, o.* from old_rows o'
    ELSE 'select 1 sign, n.* from new_rows n union all select -1, o.* from old_rows o' END;
  -- amounts in whole 10^-12 units (bigint, summed exactly in 128 bits) unless a row's amount is too
  -- large for that (over 9,000,000 a day: never seen in a report), then as numeric, as before
  big boolean;
  unit text;
BEGIN
  EXECUTE format('select exists (select 1 from (%s) d where abs(revenue) >= 9000000 or abs(net_revenue) >= 9000000)', src) INTO big;
  unit := CASE WHEN big THEN 'numeric' ELSE 'bigint' END;
  EXECUTE format($q$
    with d as (%s),
    p as (
      select user_id, platform, country, release_id, date as day, sign, sign * streams_count s, (sign * revenue * 1000000000000)::%2$s g, (sign * net_revenue * 1000000000000)::%2$s nr
        from d where date_end is null
      union all
      select user_id, platform, country, release_id, date + i, sign,
             s_0 + case when (s_r * (i + 1) + ph) / n > (s_r * i + ph) / n then s_1 else 0 end,
             case when (g_r * (i + 1) + ph) / n > (g_r * i + ph) / n then g_1 else g_0 end,
             case when (nr_r * (i + 1) + ph) / n > (nr_r * i + ph) / n then nr_1 else nr_0 end
        from (select user_id, platform, country, release_id, date, sign, n, ph,
                     sign * sgn * (abs(streams_count) / n) s_0, sign * sgn s_1, abs(streams_count) %% n s_r,
                     sign * sign(revenue)::int * g_q g_0, sign * sign(revenue)::int * (g_q + 1) g_1,
                     (abs(revenue) * 1000000000000 - g_q * n)::bigint g_r,
                     sign * sign(net_revenue)::int * nr_q nr_0, sign * sign(net_revenue)::int * (nr_q + 1) nr_1,
                     (abs(net_revenue) * 1000000000000 - nr_q * n)::bigint nr_r
                from (select d.*, l.n, ((hashtext(id::text)::bigint + 2147483648) %% l.n)::int ph, (streams_count > 0)::int - (streams_count < 0)::int sgn,
                             div(abs(revenue) * 1000000000000, l.n)::%2$s g_q, div(abs(net_revenue) * 1000000000000, l.n)::%2$s nr_q
                        from d cross join lateral (select date_end - date + 1 as n) l
                       where date_end is not null) r
              offset 0) s -- computed once a row, not pulled up into every day's
       cross join spread_days(n) i),
    periods as (
      insert into analytics_reported_periods as t (user_id, first_day, last_day, rows)
      select user_id, date, date_end, sum(sign) from d where date_end is not null group by 1, 2, 3 order by 1, 3, 2
      on conflict (user_id, last_day, first_day) do update set rows = t.rows + excluded.rows),
    k3 as materialized (
      select user_id, case grouping(platform, country, release_id) when 3 then 'platform' when 5 then 'country' else 'release' end dim,
             day, coalesce(platform, country, release_id::text, '') as key, sum(sign) r, sum(s) s,
             sum(g) * 0.000000000001 g, sum(nr) * 0.000000000001 nr
        from p group by grouping sets ((user_id, day, platform), (user_id, day, country), (user_id, day, release_id))),
    k as materialized (
      select * from k3
      union all -- a day's whole: the sum of its platforms' groups (every day row is in one)
      select user_id, 'all', day, '', sum(r), sum(s), sum(g), sum(nr) from k3 where dim = 'platform' group by user_id, day),
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
          revenue = t.revenue + excluded.revenue, net_revenue = t.net_revenue + excluded.net_revenue$q$, src, unit);
  RETURN NULL;
END;
$function$;

CREATE OR REPLACE FUNCTION public.release_analytics_rollup_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM analytics_rollup_days;
  DELETE FROM analytics_rollup_weeks;
  DELETE FROM analytics_rollup_months;
  DELETE FROM analytics_rollup_quarters;
  DELETE FROM analytics_rollup_years;
  DELETE FROM analytics_reported_periods;
  RETURN NULL;
END;
$function$;

CREATE OR REPLACE FUNCTION public.revenue_claims_totals()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE p numeric := 0; p2 numeric;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN SELECT count(*) FILTER (WHERE status = 'pending') INTO p FROM new_rows; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN SELECT count(*) FILTER (WHERE status = 'pending') INTO p2 FROM old_rows; p := p - p2; END IF;
  PERFORM platform_add('claims_pending', p);
  PERFORM pg_notify('tunelane_events', '{"topic":"claims"}');
  RETURN NULL;
END;
$function$;

CREATE OR REPLACE FUNCTION public.split_entries_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'The split ledger cannot be changed (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$function$;

CREATE OR REPLACE FUNCTION public.split_party_totals_add()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO split_party_totals AS t (party_id, amount)
  SELECT party_id, sum(amount) FROM new_rows GROUP BY party_id ORDER BY party_id
  ON CONFLICT (party_id) DO UPDATE SET amount = t.amount + excluded.amount;
  RETURN NULL;
END;
$function$;

CREATE OR REPLACE FUNCTION public.spread_amount(total numeric, k integer, days integer, phase integer)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT sign(total) * div(abs(total) * 1000000000000 * k + phase, days) * 0.000000000001 $function$;

CREATE OR REPLACE FUNCTION public.spread_count(total bigint, k integer, days integer, phase integer)
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT CASE WHEN total < 0 THEN -((-total * k + phase) / days) ELSE (total * k + phase) / days END $function$;

CREATE OR REPLACE FUNCTION public.spread_days(n integer)
 RETURNS SETOF integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT ROWS 31
AS $function$ SELECT generate_series(0, n - 1) $function$;

CREATE OR REPLACE FUNCTION public.support_tickets_totals()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE o numeric := 0; o2 numeric;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN SELECT count(*) FILTER (WHERE status = 'open') INTO o FROM new_rows; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN SELECT count(*) FILTER (WHERE status = 'open') INTO o2 FROM old_rows; o := o - o2; END IF;
  PERFORM platform_add('tickets_open', o);
  PERFORM pg_notify('tunelane_events', '{"topic":"tickets"}');
  RETURN NULL;
END;
$function$;

CREATE OR REPLACE FUNCTION public.sync_profile_email()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE profiles SET email = NEW.email, updated_at = now() WHERE id = NEW.id;
  RETURN NEW;
END;
$function$;

CREATE OR REPLACE FUNCTION public.sync_profile_name()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE profiles SET full_name = NEW.name, updated_at = now()
   WHERE id = NEW.id AND full_name IS DISTINCT FROM NEW.name;
  RETURN NEW;
END;
$function$;

CREATE OR REPLACE FUNCTION public.sync_user_name()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE users SET name = NEW.full_name, updated_at = now()
   WHERE id = NEW.id AND name IS DISTINCT FROM NEW.full_name;
  RETURN NEW;
END;
$function$;

-- ---- Triggers ----

CREATE TRIGGER api_keys_user_changed AFTER DELETE OR UPDATE ON public.api_keys FOR EACH ROW EXECUTE FUNCTION notify_user_changed('account_id');
CREATE TRIGGER audit_log_no_change BEFORE DELETE OR UPDATE ON public.audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON public.audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER earnings_ledger_no_change BEFORE DELETE OR UPDATE ON public.earnings_ledger FOR EACH ROW EXECUTE FUNCTION earnings_ledger_refuse_change();
CREATE TRIGGER earnings_ledger_no_truncate BEFORE TRUNCATE ON public.earnings_ledger FOR EACH STATEMENT EXECUTE FUNCTION earnings_ledger_refuse_change();
CREATE TRIGGER earnings_ledger_rollup_insert AFTER INSERT ON public.earnings_ledger REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earnings_ledger_rollup();
CREATE TRIGGER music_releases_totals_delete AFTER DELETE ON public.music_releases REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION music_releases_totals();
CREATE TRIGGER music_releases_totals_insert AFTER INSERT ON public.music_releases REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION music_releases_totals();
CREATE TRIGGER music_releases_totals_update AFTER UPDATE ON public.music_releases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION music_releases_totals();
CREATE TRIGGER profile_settings_user_changed AFTER INSERT OR DELETE OR UPDATE ON public.profile_settings FOR EACH ROW EXECUTE FUNCTION notify_user_changed('user_id');
CREATE TRIGGER profiles_end_sessions_on_suspension AFTER UPDATE OF suspended_at ON public.profiles FOR EACH ROW WHEN ((new.suspended_at IS NOT NULL)) EXECUTE FUNCTION end_sessions_of_suspended();
CREATE TRIGGER profiles_sync_user_name AFTER UPDATE OF full_name ON public.profiles FOR EACH ROW WHEN (((new.full_name IS NOT NULL) AND (old.full_name IS DISTINCT FROM new.full_name))) EXECUTE FUNCTION sync_user_name();
CREATE TRIGGER profiles_totals_delete AFTER DELETE ON public.profiles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_totals();
CREATE TRIGGER profiles_totals_insert AFTER INSERT ON public.profiles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_totals();
CREATE TRIGGER profiles_totals_update AFTER UPDATE ON public.profiles FOR EACH STATEMENT EXECUTE FUNCTION profiles_totals();
CREATE TRIGGER profiles_user_changed AFTER DELETE OR UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION notify_user_changed('id');
CREATE TRIGGER release_analytics_rollup_delete AFTER DELETE ON public.release_analytics REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION release_analytics_rollup();
CREATE TRIGGER release_analytics_rollup_insert AFTER INSERT ON public.release_analytics REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION release_analytics_rollup();
CREATE TRIGGER release_analytics_rollup_truncate AFTER TRUNCATE ON public.release_analytics FOR EACH STATEMENT EXECUTE FUNCTION release_analytics_rollup_truncate();
CREATE TRIGGER release_analytics_rollup_update AFTER UPDATE ON public.release_analytics REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION release_analytics_rollup();
CREATE TRIGGER revenue_claims_totals_delete AFTER DELETE ON public.revenue_claims REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION revenue_claims_totals();
CREATE TRIGGER revenue_claims_totals_insert AFTER INSERT ON public.revenue_claims REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION revenue_claims_totals();
CREATE TRIGGER revenue_claims_totals_update AFTER UPDATE ON public.revenue_claims REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION revenue_claims_totals();
CREATE TRIGGER sessions_record_sign_in AFTER INSERT ON public.sessions FOR EACH ROW EXECUTE FUNCTION record_sign_in();
CREATE TRIGGER sessions_user_changed AFTER DELETE OR UPDATE ON public.sessions FOR EACH ROW EXECUTE FUNCTION notify_user_changed('user_id');
CREATE TRIGGER split_bookings_no_change BEFORE DELETE OR UPDATE ON public.split_bookings FOR EACH ROW EXECUTE FUNCTION split_entries_refuse_change();
CREATE TRIGGER split_entries_no_change BEFORE DELETE OR UPDATE ON public.split_entries FOR EACH ROW EXECUTE FUNCTION split_entries_refuse_change();
CREATE TRIGGER split_entries_no_truncate BEFORE TRUNCATE ON public.split_entries FOR EACH STATEMENT EXECUTE FUNCTION split_entries_refuse_change();
CREATE TRIGGER split_entries_totals AFTER INSERT ON public.split_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION split_party_totals_add();
CREATE TRIGGER support_tickets_totals_delete AFTER DELETE ON public.support_tickets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION support_tickets_totals();
CREATE TRIGGER support_tickets_totals_insert AFTER INSERT ON public.support_tickets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION support_tickets_totals();
CREATE TRIGGER support_tickets_totals_update AFTER UPDATE ON public.support_tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION support_tickets_totals();
CREATE TRIGGER user_roles_user_changed AFTER INSERT OR DELETE OR UPDATE ON public.user_roles FOR EACH ROW EXECUTE FUNCTION notify_user_changed('user_id');
CREATE TRIGGER users_create_profile AFTER INSERT ON public.users FOR EACH ROW EXECUTE FUNCTION create_profile_for_user();
CREATE TRIGGER users_sync_profile_email AFTER UPDATE OF email ON public.users FOR EACH ROW WHEN ((old.email IS DISTINCT FROM new.email)) EXECUTE FUNCTION sync_profile_email();
CREATE TRIGGER users_sync_profile_name AFTER UPDATE OF name ON public.users FOR EACH ROW WHEN ((old.name IS DISTINCT FROM new.name)) EXECUTE FUNCTION sync_profile_name();
CREATE TRIGGER users_user_changed AFTER DELETE OR UPDATE ON public.users FOR EACH ROW EXECUTE FUNCTION notify_user_changed('id');
