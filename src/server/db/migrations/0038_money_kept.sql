-- Money that no longer escapes the ledger: amounts in bigint (a Solana payment counts lamports), credit packages that
-- Stripe refunds or disputes (their facts and the events applied), mentor payments disputed, a new reconciliation
-- problem for payouts, and purchases and payouts kept (without the person) when an account or Engram is deleted.
ALTER TABLE "ledger_entries" ALTER COLUMN "amount_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ledger_flags" ALTER COLUMN "amount_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ledger_flags" DROP CONSTRAINT "ledger_flags_problem_check";--> statement-breakpoint
ALTER TABLE "ledger_flags" ADD CONSTRAINT "ledger_flags_problem_check" CHECK ("ledger_flags"."problem" in ('payment_without_grant', 'grant_without_payment', 'refund_not_taken_back', 'payout_mismatch'));--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD COLUMN "credits_taken_back" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_payment_intent_id_unique" UNIQUE("payment_intent_id");--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_dispute_check" CHECK ("credit_purchases"."dispute_status" is null or "credit_purchases"."dispute_status" in ('open', 'won', 'lost'));--> statement-breakpoint
CREATE TABLE "credit_purchase_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"purchase_id" uuid,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_purchase_events" ADD CONSTRAINT "credit_purchase_events_purchase_id_credit_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."credit_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_payments" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "mentor_payments" DROP CONSTRAINT "mentor_payments_status_check";--> statement-breakpoint
ALTER TABLE "mentor_payments" ADD CONSTRAINT "mentor_payments_status_check" CHECK ("mentor_payments"."status" in ('pending', 'expired', 'refused', 'owed', 'paid', 'refunded', 'disputed'));--> statement-breakpoint
ALTER TABLE "mentor_payments" ADD CONSTRAINT "mentor_payments_dispute_check" CHECK ("mentor_payments"."dispute_status" is null or "mentor_payments"."dispute_status" in ('open', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "credit_purchases" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_purchases" DROP CONSTRAINT "credit_purchases_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_purchases" DROP CONSTRAINT "plan_purchases_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_payments" ALTER COLUMN "owner_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_payments" DROP CONSTRAINT "mentor_payments_owner_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "mentor_payments" ADD CONSTRAINT "mentor_payments_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_payments" ALTER COLUMN "twin_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_payments" DROP CONSTRAINT "mentor_payments_twin_id_twins_id_fk";--> statement-breakpoint
ALTER TABLE "mentor_payments" ADD CONSTRAINT "mentor_payments_twin_id_twins_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."twins"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Solana mentor payments verified before the ledger took them: the buyer's payment, the operator's commission and the
-- owner's share paid on chain, each in the asset's own unit ('sol' lamports, 'usdc' millionths).
INSERT INTO "ledger_entries" ("kind", "amount_minor", "currency", "user_id", "source_type", "source_id", "external_ref", "description", "key", "created_at")
SELECT 'payment', "gross_amount", "currency", "buyer_user_id", 'mentor_payment', "id"::text, "solana_signature", 'A paid mentor chat, in ' || upper("currency") || ' on Solana',
	'mentor_payment:' || "id" || ':paid', coalesce("paid_at", "created_at")
FROM "mentor_payments" WHERE "method" = 'solana' AND "status" = 'paid' AND "solana_signature" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_entries" ("kind", "amount_minor", "currency", "user_id", "source_type", "source_id", "external_ref", "description", "key", "created_at")
SELECT 'commission', "commission_amount", "currency", "owner_user_id", 'mentor_payment', "id"::text, "solana_signature", 'Commission on a paid mentor chat',
	'mentor_payment:' || "id" || ':commission', coalesce("paid_at", "created_at")
FROM "mentor_payments" WHERE "method" = 'solana' AND "status" = 'paid' AND "solana_signature" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_entries" ("kind", "amount_minor", "currency", "user_id", "source_type", "source_id", "external_ref", "description", "key", "created_at")
SELECT 'payout', -"owner_share_amount", "currency", "owner_user_id", 'mentor_payment', "id"::text, "solana_signature", 'A mentor''s share, paid to their wallet on chain',
	'mentor_payment:' || "id" || ':payout', coalesce("settled_at", "paid_at", "created_at")
FROM "mentor_payments" WHERE "method" = 'solana' AND "status" = 'paid' AND "solana_signature" IS NOT NULL
ON CONFLICT DO NOTHING;
