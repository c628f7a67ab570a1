ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_state_check";--> statement-breakpoint
ALTER TABLE "delivery_acknowledgements" DROP CONSTRAINT "delivery_acknowledgements_status_check";--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "redelivery_of" uuid;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "acks_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_acknowledgements" ADD COLUMN "sender_party_id" text;--> statement-breakpoint
ALTER TABLE "delivery_acknowledgements" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_acknowledgements" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "delivery_acknowledgements" ADD COLUMN "acknowledged_message_id" text;--> statement-breakpoint
ALTER TABLE "delivery_acknowledgements" ADD COLUMN "release_status" text;--> statement-breakpoint
ALTER TABLE "delivery_acknowledgements" ADD COLUMN "delivery_state" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_redelivery_of_deliveries_id_fk" FOREIGN KEY ("redelivery_of") REFERENCES "public"."deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_redelivery_of_idx" ON "deliveries" USING btree ("redelivery_of") WHERE "deliveries"."redelivery_of" is not null;--> statement-breakpoint
CREATE INDEX "delivery_acknowledgements_delivery_idx" ON "delivery_acknowledgements" USING btree ("delivery_id","sent_at");--> statement-breakpoint
-- Acknowledged meant only that the store answered without an error: received, no more is known.
UPDATE "deliveries" SET "state" = 'received' WHERE "state" = 'acknowledged';--> statement-breakpoint
UPDATE "delivery_acknowledgements" SET "status" = 'received' WHERE "status" = 'ingested';--> statement-breakpoint
-- A delivery whose latest answer is a store's error is in error (it used to stay delivered).
UPDATE "deliveries" d SET "state" = 'error', "state_changed_at" = a."created_at", "acknowledged_at" = coalesce(d."acknowledged_at", a."created_at")
FROM (SELECT DISTINCT ON ("delivery_id") "delivery_id", "status", "created_at" FROM "delivery_acknowledgements"
  WHERE "delivery_id" IS NOT NULL AND "status" <> 'invalid' ORDER BY "delivery_id", "created_at" DESC) a
WHERE a."delivery_id" = d."id" AND a."status" = 'error' AND d."state" IN ('delivered', 'received');--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_state_check" CHECK ("deliveries"."state" in ('queued','sending','delivered','received','ingested','live','error','failed'));--> statement-breakpoint
ALTER TABLE "delivery_acknowledgements" ADD CONSTRAINT "delivery_acknowledgements_status_check" CHECK ("delivery_acknowledgements"."status" in ('received','ingested','live','error','invalid'));