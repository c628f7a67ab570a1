ALTER TABLE "payments" ALTER COLUMN "period_start" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "period_end" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "status" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
-- payments kept unapplied before this change (booked as a period that starts and ends when paid) are owed back
UPDATE "payments" SET "status" = 'refund_due', "period_start" = NULL, "period_end" = NULL,
  "refund_reason" = 'Priced against a plan that had changed by the time it was paid, so it was not applied.'
  WHERE "period_end" <= "period_start";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (("payments"."status" = 'applied' and "payments"."period_start" is not null and "payments"."period_end" is not null and "payments"."period_end" > "payments"."period_start"
          and "payments"."refund_reason" is null)
        or ("payments"."status" = 'refund_due' and "payments"."period_start" is null and "payments"."period_end" is null and "payments"."refund_reason" is not null));