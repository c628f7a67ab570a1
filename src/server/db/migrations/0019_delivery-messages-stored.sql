ALTER TABLE "deliveries" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "message_sha256" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "manifest" text;