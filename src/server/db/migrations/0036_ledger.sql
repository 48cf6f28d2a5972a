-- The money ledger (every payment, commission, payout, refund, dispute and grant, once per source event) and the
-- daily reconciliation's flags; the ledger starts with what the purchase tables already record.
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"user_id" uuid,
	"organization_id" uuid,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"external_ref" text,
	"description" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_key_unique" UNIQUE("key"),
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('payment', 'commission', 'payout', 'refund', 'dispute', 'grant'))
);
--> statement-breakpoint
CREATE TABLE "ledger_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"problem" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"user_id" uuid,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"detail" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "ledger_flags_problem_check" CHECK ("ledger_flags"."problem" in ('payment_without_grant', 'grant_without_payment', 'refund_not_taken_back'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_flags" ADD CONSTRAINT "ledger_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_created_at_idx" ON "ledger_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_id_idx" ON "ledger_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_organization_id_idx" ON "ledger_entries" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_source_idx" ON "ledger_entries" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_flags_problem_source_idx" ON "ledger_flags" USING btree ("problem","source_type","source_id");--> statement-breakpoint
-- Completed credit purchases: their payments.
INSERT INTO "ledger_entries" ("kind", "amount_minor", "currency", "user_id", "source_type", "source_id", "external_ref", "description", "key", "created_at")
SELECT 'payment', "amount_cents", "currency", "user_id", 'credit_purchase', "id"::text, "stripe_event_id", "credits" || ' credits', 'credit_purchase:' || "id" || ':payment', coalesce("completed_at", "created_at")
FROM "credit_purchases" WHERE "status" = 'completed' AND "amount_cents" > 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Paid plan purchases: a payment, or a grant when the package was given free.
INSERT INTO "ledger_entries" ("kind", "amount_minor", "currency", "user_id", "source_type", "source_id", "external_ref", "description", "key", "created_at")
SELECT CASE WHEN "amount_cents" > 0 THEN 'payment' ELSE 'grant' END, "amount_cents", "currency", "user_id", 'plan_purchase', "id"::text, "checkout_session_id",
	CASE WHEN "item" = 'package' THEN 'Engram package' ELSE "quantity" || ' GB of storage' END,
	'plan_purchase:' || "id" || CASE WHEN "amount_cents" > 0 THEN ':payment' ELSE ':grant' END, coalesce("paid_at", "created_at")
FROM "plan_purchases" WHERE "status" = 'paid'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- What was refunded so far, as one refund each.
INSERT INTO "ledger_entries" ("kind", "amount_minor", "currency", "user_id", "source_type", "source_id", "description", "key")
SELECT 'refund', -"refunded_cents", "currency", "user_id", 'plan_purchase', "id"::text,
	'Refund: ' || CASE WHEN "item" = 'package' THEN 'Engram package' ELSE "quantity" || ' GB of storage' END,
	'plan_purchase:' || "id" || ':refund:' || "refunded_cents"
FROM "plan_purchases" WHERE "refunded_cents" > 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Disputes: the money withdrawn when one opened, and given back when it was won.
INSERT INTO "ledger_entries" ("kind", "amount_minor", "currency", "user_id", "source_type", "source_id", "description", "key")
SELECT 'dispute', -"amount_cents", "currency", "user_id", 'plan_purchase', "id"::text,
	'Dispute: ' || CASE WHEN "item" = 'package' THEN 'Engram package' ELSE "quantity" || ' GB of storage' END,
	'plan_purchase:' || "id" || ':dispute:open'
FROM "plan_purchases" WHERE "dispute_status" IS NOT NULL AND "amount_cents" > 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_entries" ("kind", "amount_minor", "currency", "user_id", "source_type", "source_id", "description", "key")
SELECT 'dispute', "amount_cents", "currency", "user_id", 'plan_purchase', "id"::text,
	'Dispute won: ' || CASE WHEN "item" = 'package' THEN 'Engram package' ELSE "quantity" || ' GB of storage' END,
	'plan_purchase:' || "id" || ':dispute:won'
FROM "plan_purchases" WHERE "dispute_status" = 'won' AND "amount_cents" > 0
ON CONFLICT DO NOTHING;
