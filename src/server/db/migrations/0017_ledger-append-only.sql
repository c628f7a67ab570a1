-- The earnings ledger is never changed: rows are only ever added (a replacement or a rollback
-- adds reversing entries).
CREATE FUNCTION earnings_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The earnings ledger cannot be changed (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER earnings_ledger_no_change BEFORE UPDATE OR DELETE ON earnings_ledger FOR EACH ROW EXECUTE FUNCTION earnings_ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER earnings_ledger_no_truncate BEFORE TRUNCATE ON earnings_ledger FOR EACH STATEMENT EXECUTE FUNCTION earnings_ledger_refuse_change();
