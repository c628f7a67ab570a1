-- Splits (schema-splits.ts, decision 0013): splits of a release or a track, their payees,
-- versions, shares and recoupments; the net each import put through a split (split_bookings); the
-- payees' ledger (split_entries, only appended to, like the earnings ledger) and each party's sum of
-- it (split_party_totals, kept by a statement trigger in the appending transaction). The owner's
-- side of a split is a `split` entry of the earnings ledger.
CREATE TABLE "split_bookings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "split_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"split_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"release_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"store" text NOT NULL,
	"gross" numeric(24, 12) NOT NULL,
	"net" numeric(24, 12) NOT NULL,
	"reverses_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "split_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "split_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" bigint NOT NULL,
	"party_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(24, 12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "split_entries_kind_check" CHECK ("split_entries"."kind" in ('recoup','share'))
);
--> statement-breakpoint
CREATE TABLE "split_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"split_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'invited' NOT NULL,
	"invite_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "split_parties_status_check" CHECK ("split_parties"."status" in ('invited','accepted','declined')),
	CONSTRAINT "split_parties_accepted_check" CHECK ("split_parties"."status" <> 'accepted' or "split_parties"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "split_party_totals" (
	"party_id" uuid PRIMARY KEY NOT NULL,
	"amount" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "split_recoupments" (
	"split_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"amount" numeric(24, 12) NOT NULL,
	CONSTRAINT "split_recoupments_split_id_party_id_pk" PRIMARY KEY("split_id","party_id"),
	CONSTRAINT "split_recoupments_amount_check" CHECK ("split_recoupments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "split_shares" (
	"version_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"share" integer NOT NULL,
	CONSTRAINT "split_shares_version_id_party_id_pk" PRIMARY KEY("version_id","party_id"),
	CONSTRAINT "split_shares_share_check" CHECK ("split_shares"."share" between 1 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "split_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"split_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"effective_from" date,
	"pot" numeric(24, 12) DEFAULT '0' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "splits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"isrc" text,
	"owner_id" uuid NOT NULL,
	"total" numeric(24, 12) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "earnings_ledger" DROP CONSTRAINT "earnings_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "split_parties" ADD CONSTRAINT "split_parties_split_id_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."splits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_parties" ADD CONSTRAINT "split_parties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_recoupments" ADD CONSTRAINT "split_recoupments_split_id_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."splits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_recoupments" ADD CONSTRAINT "split_recoupments_party_id_split_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."split_parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_shares" ADD CONSTRAINT "split_shares_version_id_split_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."split_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_shares" ADD CONSTRAINT "split_shares_party_id_split_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."split_parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_versions" ADD CONSTRAINT "split_versions_split_id_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."splits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_versions" ADD CONSTRAINT "split_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "splits" ADD CONSTRAINT "splits_release_id_music_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."music_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "splits" ADD CONSTRAINT "splits_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "split_bookings_import_idx" ON "split_bookings" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "split_bookings_reverses_key" ON "split_bookings" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "split_entries_party_idx" ON "split_entries" USING btree ("party_id","booking_id");--> statement-breakpoint
CREATE INDEX "split_entries_booking_idx" ON "split_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "split_parties_email_key" ON "split_parties" USING btree ("split_id",lower("email"));--> statement-breakpoint
CREATE INDEX "split_parties_user_idx" ON "split_parties" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "split_versions_number_key" ON "split_versions" USING btree ("split_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "splits_release_key" ON "splits" USING btree ("release_id") WHERE "splits"."isrc" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "splits_track_key" ON "splits" USING btree ("release_id","isrc") WHERE "splits"."isrc" is not null;--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_kind_check" CHECK ("earnings_ledger"."kind" in ('earning','reversal','split'));
--> statement-breakpoint
CREATE FUNCTION split_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The split ledger cannot be changed (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER split_entries_no_change BEFORE UPDATE OR DELETE ON split_entries FOR EACH ROW EXECUTE FUNCTION split_entries_refuse_change();
--> statement-breakpoint
CREATE TRIGGER split_entries_no_truncate BEFORE TRUNCATE ON split_entries FOR EACH STATEMENT EXECUTE FUNCTION split_entries_refuse_change();
--> statement-breakpoint
CREATE TRIGGER split_bookings_no_change BEFORE UPDATE OR DELETE ON split_bookings FOR EACH ROW EXECUTE FUNCTION split_entries_refuse_change();
--> statement-breakpoint
CREATE FUNCTION split_party_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO split_party_totals AS t (party_id, amount)
  SELECT party_id, sum(amount) FROM new_rows GROUP BY party_id ORDER BY party_id
  ON CONFLICT (party_id) DO UPDATE SET amount = t.amount + excluded.amount;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER split_entries_totals AFTER INSERT ON split_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION split_party_totals_add();
--> statement-breakpoint
-- The ledger's fold (0051) as it was, but for the usage periods' entry counts: an owner's `split`
-- entry (a booking's, or a reversal's, which books the net back through the split) counts for
-- neither, so a period whose earnings their reversals all cancelled still counts no more.
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
