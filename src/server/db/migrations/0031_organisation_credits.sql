-- An organisation's credits: an append-only ledger of its own, and the members' requests for credits.
CREATE TABLE "organization_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"member_id" uuid,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"kind" text NOT NULL,
	"scenario_id" uuid,
	"conversation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_credit_entries_kind_check" CHECK ("organization_credit_entries"."kind" in ('grant', 'session', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "organization_credit_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"requested_by" uuid,
	"amount" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer" text,
	"granted_amount" integer,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_credit_requests_status_check" CHECK ("organization_credit_requests"."status" in ('pending', 'granted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "organization_credit_entries" ADD CONSTRAINT "organization_credit_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_credit_entries" ADD CONSTRAINT "organization_credit_entries_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_credit_entries" ADD CONSTRAINT "organization_credit_entries_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_credit_requests" ADD CONSTRAINT "organization_credit_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_credit_requests" ADD CONSTRAINT "organization_credit_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_credit_entries_organization_id_idx" ON "organization_credit_entries" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "organization_credit_entries_member_id_idx" ON "organization_credit_entries" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_credit_entries_conversation_kind_idx" ON "organization_credit_entries" USING btree ("conversation_id","kind") WHERE "organization_credit_entries"."conversation_id" is not null;--> statement-breakpoint
CREATE INDEX "organization_credit_requests_organization_id_idx" ON "organization_credit_requests" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_credit_requests_pending_idx" ON "organization_credit_requests" USING btree ("organization_id") WHERE "organization_credit_requests"."status" = 'pending';
