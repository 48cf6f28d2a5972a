ALTER TABLE "credit_entries" ADD COLUMN "kind" text DEFAULT 'grant' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD COLUMN "granted_amount" integer;--> statement-breakpoint
CREATE INDEX "credit_entries_created_at_idx" ON "credit_entries" USING btree ("created_at");--> statement-breakpoint
-- Entries written before the kind existed: told apart by the reasons the server wrote; any other reason was a grant.
UPDATE "credit_entries" SET "kind" = 'welcome' WHERE "reason" = 'Welcome credits';--> statement-breakpoint
UPDATE "credit_entries" SET "kind" = 'session' WHERE "amount" < 0 AND "reason" LIKE 'Roleplay session:%';--> statement-breakpoint
UPDATE "credit_entries" SET "kind" = 'refund' WHERE "amount" > 0 AND "reason" LIKE 'Refund:%';--> statement-breakpoint
UPDATE "credit_entries" SET "kind" = 'purchase' WHERE "amount" > 0 AND "reason" LIKE 'Purchase:%';--> statement-breakpoint
UPDATE "credit_requests" SET "granted_amount" = "amount" WHERE "status" = 'granted';
