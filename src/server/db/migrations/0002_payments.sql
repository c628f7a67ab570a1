CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_type" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_plan_check" CHECK ("payment_orders"."plan_type" in ('individual_artist','small_label','enterprise_label')),
	CONSTRAINT "payment_orders_currency_check" CHECK ("payment_orders"."currency" in ('INR','USD')),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount" > 0),
	CONSTRAINT "payment_orders_provider_check" CHECK ("payment_orders"."provider" in ('razorpay','sandbox')),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('created','paid'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_no" bigserial NOT NULL,
	"razorpay_payment_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_type" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_source_check" CHECK ("payments"."source" in ('verify','webhook'))
);
--> statement-breakpoint
CREATE TABLE "subscription_reminders" (
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_reminders_user_id_expires_at_days_before_pk" PRIMARY KEY("user_id","expires_at","days_before")
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_reminders" ADD CONSTRAINT "subscription_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_razorpay_payment_id_key" ON "payments" USING btree ("razorpay_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_id_key" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_no_key" ON "payments" USING btree ("receipt_no");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);