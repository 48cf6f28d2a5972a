-- The mentor plan: a public Engram opened as a paid mentor, the visitors' payments for its chat with the owner's
-- share (owed, paid or refunded), and the Stripe events already applied to them.
CREATE TABLE "mentor_plans" (
	"twin_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"pricing" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"price_lamports" bigint,
	"wallet_address" text NOT NULL,
	"topics" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_plans_status_check" CHECK ("mentor_plans"."status" in ('open', 'paused', 'stopped')),
	CONSTRAINT "mentor_plans_pricing_check" CHECK ("mentor_plans"."pricing" in ('conversation', 'month'))
);
--> statement-breakpoint
CREATE TABLE "mentor_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"twin_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"buyer_user_id" uuid,
	"method" text NOT NULL,
	"pricing" text NOT NULL,
	"currency" text NOT NULL,
	"gross_amount" bigint NOT NULL,
	"commission_amount" bigint NOT NULL,
	"owner_share_amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"payout_address" text,
	"solana_reference" text,
	"solana_signature" text,
	"refusal" text,
	"paid_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"access_starts_at" timestamp with time zone,
	"access_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_payments_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "mentor_payments_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "mentor_payments_solana_reference_unique" UNIQUE("solana_reference"),
	CONSTRAINT "mentor_payments_solana_signature_unique" UNIQUE("solana_signature"),
	CONSTRAINT "mentor_payments_method_check" CHECK ("mentor_payments"."method" in ('stripe', 'solana')),
	CONSTRAINT "mentor_payments_status_check" CHECK ("mentor_payments"."status" in ('pending', 'expired', 'refused', 'owed', 'paid', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "mentor_payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"payment_id" uuid,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentor_plans" ADD CONSTRAINT "mentor_plans_twin_id_twins_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."twins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_payments" ADD CONSTRAINT "mentor_payments_twin_id_twins_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."twins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_payments" ADD CONSTRAINT "mentor_payments_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_payments" ADD CONSTRAINT "mentor_payments_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_payment_events" ADD CONSTRAINT "mentor_payment_events_payment_id_mentor_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."mentor_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_payments_owner_idx" ON "mentor_payments" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "mentor_payments_buyer_idx" ON "mentor_payments" USING btree ("buyer_user_id","twin_id");--> statement-breakpoint
CREATE INDEX "mentor_payments_status_idx" ON "mentor_payments" USING btree ("status","created_at");
