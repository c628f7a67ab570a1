CREATE TABLE "earnings_rollup_quarter_releases" (
	"user_id" uuid NOT NULL,
	"quarter" date NOT NULL,
	"key" text NOT NULL,
	"entries" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"net" numeric NOT NULL,
	CONSTRAINT "earnings_rollup_quarter_releases_user_id_quarter_key_pk" PRIMARY KEY("user_id","quarter","key")
);
--> statement-breakpoint
-- ---- The ledger's rollups: per artist and month (0022), per artist, month and release or store
-- (0023), and now per artist, quarter and release, all from one sum of the statement's entries. ----
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
ALTER TABLE earnings_rollup_quarter_releases SET (parallel_workers = 0);
--> statement-breakpoint
-- The entries already there, folded in (the trigger holds writers off until this commits).
INSERT INTO earnings_rollup_quarter_releases (user_id, quarter, key, entries, quantity, net)
SELECT user_id, date_trunc('quarter', period_start::timestamp)::date, release_id::text, count(*), sum(quantity), sum(net) FROM earnings_ledger GROUP BY 1, 2, 3;
