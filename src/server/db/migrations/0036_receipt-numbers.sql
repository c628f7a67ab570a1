CREATE TABLE "receipt_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_no" bigint NOT NULL
);
--> statement-breakpoint
-- receipts go on from the last number the sequence gave
INSERT INTO "receipt_counters" ("series", "last_no") SELECT 'receipt', coalesce(max("receipt_no"), 0) FROM "payments";--> statement-breakpoint
-- the next receipt number, taken in the caller's transaction: the counter row stays locked until
-- it commits (concurrent payments wait their turn), and a rollback gives the number back
CREATE FUNCTION next_receipt_no() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  INSERT INTO receipt_counters (series, last_no) VALUES ('receipt', 1)
  ON CONFLICT (series) DO UPDATE SET last_no = receipt_counters.last_no + 1
  RETURNING last_no
$$;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_no" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_no" SET DEFAULT next_receipt_no();--> statement-breakpoint
DROP SEQUENCE IF EXISTS "payments_receipt_no_seq";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_state" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_state" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_buyer_state_check" CHECK ("payment_orders"."buyer_state" is null or ("payment_orders"."buyer_state" ~ '^[0-9]{2}$' and "payment_orders"."currency" = 'INR'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_buyer_state_check" CHECK ("payments"."buyer_state" is null or ("payments"."buyer_state" ~ '^[0-9]{2}$' and "payments"."currency" = 'INR'));