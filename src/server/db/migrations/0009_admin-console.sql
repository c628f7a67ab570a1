CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"actor_ip" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "platform_totals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_totals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"metric" text NOT NULL,
	"delta" numeric(24, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "app_settings_single_row" CHECK ("app_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "user_activity" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "platform_totals_metric_idx" ON "platform_totals" USING btree ("metric");--> statement-breakpoint
-- ---- The audit log is never changed: rows are only ever added. ----
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log cannot be changed (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- ---- Platform totals and the realtime signal: every statement that changes a counted table
-- appends what it added or took away (nothing when that is zero) and notifies the console
-- ('tunelane_events'; PostgreSQL delivers it at commit, once per transaction and payload). ----
CREATE FUNCTION platform_add(m text, d numeric) RETURNS void LANGUAGE sql AS $$
  INSERT INTO platform_totals (metric, delta) SELECT m, d WHERE d <> 0
$$;
--> statement-breakpoint
CREATE FUNCTION profiles_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN PERFORM platform_add('users', (SELECT count(*) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN PERFORM platform_add('users', -(SELECT count(*) FROM old_rows));
  END IF;
  PERFORM pg_notify('tunelane_events', '{"topic":"profiles"}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_totals_insert AFTER INSERT ON profiles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_totals();
--> statement-breakpoint
CREATE TRIGGER profiles_totals_delete AFTER DELETE ON profiles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_totals();
--> statement-breakpoint
CREATE TRIGGER profiles_totals_update AFTER UPDATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION profiles_totals();
--> statement-breakpoint
CREATE FUNCTION music_releases_totals() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE TRIGGER music_releases_totals_insert AFTER INSERT ON music_releases REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION music_releases_totals();
--> statement-breakpoint
CREATE TRIGGER music_releases_totals_update AFTER UPDATE ON music_releases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION music_releases_totals();
--> statement-breakpoint
CREATE TRIGGER music_releases_totals_delete AFTER DELETE ON music_releases REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION music_releases_totals();
--> statement-breakpoint
CREATE FUNCTION revenue_claims_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE p numeric := 0; p2 numeric;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN SELECT count(*) FILTER (WHERE status = 'pending') INTO p FROM new_rows; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN SELECT count(*) FILTER (WHERE status = 'pending') INTO p2 FROM old_rows; p := p - p2; END IF;
  PERFORM platform_add('claims_pending', p);
  PERFORM pg_notify('tunelane_events', '{"topic":"claims"}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER revenue_claims_totals_insert AFTER INSERT ON revenue_claims REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION revenue_claims_totals();
--> statement-breakpoint
CREATE TRIGGER revenue_claims_totals_update AFTER UPDATE ON revenue_claims REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION revenue_claims_totals();
--> statement-breakpoint
CREATE TRIGGER revenue_claims_totals_delete AFTER DELETE ON revenue_claims REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION revenue_claims_totals();
--> statement-breakpoint
CREATE FUNCTION support_tickets_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o numeric := 0; o2 numeric;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN SELECT count(*) FILTER (WHERE status = 'open') INTO o FROM new_rows; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN SELECT count(*) FILTER (WHERE status = 'open') INTO o2 FROM old_rows; o := o - o2; END IF;
  PERFORM platform_add('tickets_open', o);
  PERFORM pg_notify('tunelane_events', '{"topic":"tickets"}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER support_tickets_totals_insert AFTER INSERT ON support_tickets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION support_tickets_totals();
--> statement-breakpoint
CREATE TRIGGER support_tickets_totals_update AFTER UPDATE ON support_tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION support_tickets_totals();
--> statement-breakpoint
CREATE TRIGGER support_tickets_totals_delete AFTER DELETE ON support_tickets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION support_tickets_totals();
--> statement-breakpoint
INSERT INTO platform_totals (metric, delta)
SELECT 'users', count(*) FROM profiles
UNION ALL SELECT 'releases', count(*) FROM music_releases
UNION ALL SELECT 'streams', coalesce(sum(streams_count), 0) FROM music_releases
UNION ALL SELECT 'revenue', coalesce(sum(revenue_earned), 0) FROM music_releases
UNION ALL SELECT 'releases_pending', count(*) FROM music_releases WHERE status = 'pending'
UNION ALL SELECT 'claims_pending', count(*) FROM revenue_claims WHERE status = 'pending'
UNION ALL SELECT 'tickets_open', count(*) FROM support_tickets WHERE status = 'open';
--> statement-breakpoint
-- ---- When each user last signed in: every new session, whichever way it was made. ----
CREATE FUNCTION record_sign_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_activity (user_id, last_sign_in_at) VALUES (NEW.user_id, NEW.created_at)
  ON CONFLICT (user_id) DO UPDATE SET last_sign_in_at = greatest(user_activity.last_sign_in_at, EXCLUDED.last_sign_in_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_record_sign_in AFTER INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION record_sign_in();
--> statement-breakpoint
-- ---- The admin tables: searched by substring (trigrams), sorted and filtered by index. ----
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX profiles_search_trgm_idx ON profiles USING gin ((coalesce(full_name, '') || ' ' || email) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX profiles_created_id_idx ON profiles (created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX profiles_plan_created_idx ON profiles (plan_type, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX profiles_name_idx ON profiles ((coalesce(full_name, '')), id);
--> statement-breakpoint
CREATE INDEX profiles_email_idx ON profiles (email, id);
--> statement-breakpoint
CREATE INDEX user_roles_admin_idx ON user_roles (user_id) WHERE role = 'admin';
--> statement-breakpoint
CREATE INDEX sessions_updated_idx ON sessions (updated_at);
--> statement-breakpoint
CREATE INDEX music_releases_search_trgm_idx ON music_releases USING gin ((title || ' ' || artist_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX music_releases_created_id_idx ON music_releases (created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX music_releases_status_created_idx ON music_releases (status, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX music_releases_title_idx ON music_releases (title, id);
--> statement-breakpoint
CREATE INDEX music_releases_streams_idx ON music_releases (streams_count DESC, id DESC);
--> statement-breakpoint
CREATE INDEX music_releases_revenue_idx ON music_releases (revenue_earned DESC, id DESC);
--> statement-breakpoint
CREATE INDEX release_analytics_date_platform_idx ON release_analytics (date, platform) INCLUDE (streams_count, revenue);
--> statement-breakpoint
CREATE INDEX release_analytics_date_country_idx ON release_analytics (date, country) INCLUDE (streams_count, revenue);
