CREATE TABLE "earnings_hold_lines" (
	"hold_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"release_id" uuid NOT NULL,
	"track_id" uuid,
	"release_title" text NOT NULL,
	"track_title" text,
	"isrc" text,
	"month" date NOT NULL,
	"amount" numeric(24, 12) NOT NULL,
	CONSTRAINT "earnings_hold_lines_pkey" PRIMARY KEY("hold_id","line"),
	CONSTRAINT "earnings_hold_lines_month_check" CHECK (extract(day from "earnings_hold_lines"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "earnings_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"answer_by" date NOT NULL,
	"amount" numeric(24, 12) NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_by" uuid,
	"released_at" timestamp with time zone,
	"release_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_holds_status_check" CHECK ("earnings_holds"."status" in ('active','released')),
	CONSTRAINT "earnings_holds_reason_check" CHECK ("earnings_holds"."reason" in ('artificial_streams','rights_dispute','duplicate_content','store_chargeback','other')),
	CONSTRAINT "earnings_holds_amount_check" CHECK ("earnings_holds"."amount" > 0),
	CONSTRAINT "earnings_holds_released_check" CHECK (("earnings_holds"."status" = 'released') = ("earnings_holds"."released_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "earnings_hold_lines" ADD CONSTRAINT "earnings_hold_lines_hold_id_earnings_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."earnings_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_holds" ADD CONSTRAINT "earnings_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_holds" ADD CONSTRAINT "earnings_holds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_holds" ADD CONSTRAINT "earnings_holds_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earnings_hold_lines_release_idx" ON "earnings_hold_lines" USING btree ("release_id","month");--> statement-breakpoint
CREATE INDEX "earnings_holds_user_status_idx" ON "earnings_holds" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "earnings_holds_created_idx" ON "earnings_holds" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);