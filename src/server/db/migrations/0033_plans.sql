-- The Engram package and storage bought through Stripe Checkout, and the Stripe events already applied to them.
CREATE TABLE "plan_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"payment_intent_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"dispute_status" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_purchases_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "plan_purchases_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "plan_purchases_item_check" CHECK ("plan_purchases"."item" in ('package', 'storage')),
	CONSTRAINT "plan_purchases_status_check" CHECK ("plan_purchases"."status" in ('open', 'paid', 'expired')),
	CONSTRAINT "plan_purchases_dispute_check" CHECK ("plan_purchases"."dispute_status" is null or "plan_purchases"."dispute_status" in ('open', 'won', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "plan_payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"purchase_id" uuid,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_payment_events" ADD CONSTRAINT "plan_payment_events_purchase_id_plan_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."plan_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_purchases_user_id_idx" ON "plan_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
-- Every Engram started before the plans existed was started free: its owner keeps the package (a free grant, 0 paid).
INSERT INTO "plan_purchases" ("user_id", "item", "quantity", "amount_cents", "currency", "checkout_session_id", "status", "paid_at")
SELECT "user_id", 'package', 1, 0, 'usd', 'free:' || "user_id", 'paid', now() FROM "twins"
ON CONFLICT DO NOTHING;
