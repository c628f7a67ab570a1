-- Consent to a lower amount repaid first (schema-splits.ts): a version that lowers or removes a
-- payee's amount repaid first waits for their consent as a lower share does, its amounts kept on
-- the version (recoupments) until it takes effect; one whose amounts could no longer apply by then
-- (repayment began meanwhile) lapses.
ALTER TABLE "split_versions" DROP CONSTRAINT "split_versions_status_check";--> statement-breakpoint
ALTER TABLE "split_consents" ADD COLUMN "recoup_before" numeric(24, 12);--> statement-breakpoint
ALTER TABLE "split_consents" ADD COLUMN "recoup_after" numeric(24, 12);--> statement-breakpoint
ALTER TABLE "split_versions" ADD COLUMN "recoupments" jsonb;--> statement-breakpoint
ALTER TABLE "split_versions" ADD CONSTRAINT "split_versions_status_check" CHECK ("split_versions"."status" in ('pending','in_force','objected','replaced','lapsed'));