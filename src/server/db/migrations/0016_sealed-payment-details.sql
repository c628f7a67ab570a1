ALTER TABLE "revenue_claims" ADD COLUMN "payment_details_sealed" text;--> statement-breakpoint
ALTER TABLE "revenue_claims" ADD COLUMN "payment_summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_claims" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;