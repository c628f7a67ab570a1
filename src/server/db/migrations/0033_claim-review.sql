ALTER TABLE "revenue_claims" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "revenue_claims" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "revenue_claims" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "revenue_claims" ADD CONSTRAINT "revenue_claims_rejection_reason_check" CHECK ("revenue_claims"."rejection_reason" in ('details_wrong','name_mismatch','below_minimum','under_review','duplicate','other'));