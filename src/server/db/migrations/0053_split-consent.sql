-- Consent to a lower share (schema-splits.ts): a version that lowers a payee's share waits
-- (pending) until every such payee agrees, or the objection window ends without an objection;
-- split_consents keeps who it lowers and their answers. Versions made before are in force.
CREATE TABLE "split_consents" (
	"version_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "split_consents_version_id_party_id_pk" PRIMARY KEY("version_id","party_id"),
	CONSTRAINT "split_consents_answer_check" CHECK ("split_consents"."answer" in ('agreed','objected'))
);
--> statement-breakpoint
ALTER TABLE "split_versions" ADD COLUMN "status" text DEFAULT 'in_force' NOT NULL;--> statement-breakpoint
ALTER TABLE "split_versions" ADD COLUMN "pending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "split_consents" ADD CONSTRAINT "split_consents_version_id_split_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."split_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_consents" ADD CONSTRAINT "split_consents_party_id_split_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."split_parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_versions" ADD CONSTRAINT "split_versions_status_check" CHECK ("split_versions"."status" in ('pending','in_force','objected','replaced'));--> statement-breakpoint
ALTER TABLE "split_versions" ADD CONSTRAINT "split_versions_pending_check" CHECK (("split_versions"."status" = 'pending') = ("split_versions"."pending_until" is not null));
