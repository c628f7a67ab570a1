-- Uploads and payouts migration. storage_intents: the storage keys an upload is writing, so the
-- bytes of one killed before its row was recorded are found and deleted (features/uploads/
-- storage-intents.ts). revenue_claims.request_key: the caller's Idempotency-Key, so a claim retried
-- after a crash finds the first one (features/payouts/create-claim.ts).
CREATE TABLE "storage_intents" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revenue_claims" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE INDEX "storage_intents_created_idx" ON "storage_intents" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_claims_request_key_idx" ON "revenue_claims" USING btree ("user_id","request_key");