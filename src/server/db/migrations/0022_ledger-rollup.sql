CREATE TABLE "earnings_rollup_months" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"entries" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"net" numeric NOT NULL,
	CONSTRAINT "earnings_rollup_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
-- ---- The ledger's monthly rollup: each statement that appends entries adds their sums (keys
-- sorted, added to atomically). The ledger refuses UPDATE, DELETE and TRUNCATE, so inserts are all. ----
CREATE FUNCTION earnings_ledger_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO earnings_rollup_months AS t (user_id, month, entries, quantity, net)
  SELECT user_id, date_trunc('month', period_start::timestamp)::date, count(*), sum(quantity), sum(net)
    FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (user_id, month) DO UPDATE
    SET entries = t.entries + excluded.entries, quantity = t.quantity + excluded.quantity, net = t.net + excluded.net;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER earnings_ledger_rollup_insert AFTER INSERT ON earnings_ledger REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earnings_ledger_rollup();
--> statement-breakpoint
-- The entries already there, folded in (the trigger holds writers off until this commits).
INSERT INTO earnings_rollup_months (user_id, month, entries, quantity, net)
SELECT user_id, date_trunc('month', period_start::timestamp)::date, count(*), sum(quantity), sum(net) FROM earnings_ledger GROUP BY 1, 2;
