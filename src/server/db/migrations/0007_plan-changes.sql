CREATE TABLE "scheduled_plan_changes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"payment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_plan_changes_plan_check" CHECK ("scheduled_plan_changes"."plan_type" in ('individual_artist','small_label','enterprise_label'))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "kind" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "from_plan_type" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "base_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "list_price" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "days_left" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "term_days" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "from_plan_type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "list_price" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "days_left" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "term_days" integer;--> statement-breakpoint
ALTER TABLE "scheduled_plan_changes" ADD CONSTRAINT "scheduled_plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_plan_changes" ADD CONSTRAINT "scheduled_plan_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_plan_changes_starts_idx" ON "scheduled_plan_changes" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_kind_check" CHECK ("payment_orders"."kind" in ('new','renewal','upgrade','downgrade'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('new','renewal','upgrade','downgrade'));