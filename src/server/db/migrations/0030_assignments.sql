CREATE TABLE "organization_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_team_members" (
	"team_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"scenario_id" uuid NOT NULL,
	"scenario_name" text NOT NULL,
	"created_by" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"pass_mark" integer NOT NULL,
	"max_attempts" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_pass_mark_check" CHECK ("assignments"."pass_mark" between 0 and 100),
	CONSTRAINT "assignments_max_attempts_check" CHECK ("assignments"."max_attempts" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "assignment_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid,
	"team_id" uuid,
	CONSTRAINT "assignment_targets_one_check" CHECK (("assignment_targets"."user_id" is null) <> ("assignment_targets"."team_id" is null))
);
--> statement-breakpoint
CREATE TABLE "assignment_reminders" (
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_reminders_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "organization_teams" ADD CONSTRAINT "organization_teams_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_team_members" ADD CONSTRAINT "organization_team_members_team_id_organization_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A person leaving or removed from the organisation leaves its teams in the same statement.
ALTER TABLE "organization_team_members" ADD CONSTRAINT "organization_team_members_member_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."organization_members"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_targets" ADD CONSTRAINT "assignment_targets_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_targets" ADD CONSTRAINT "assignment_targets_team_id_organization_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A person assigned by name stops being an assignee when they leave the organisation.
ALTER TABLE "assignment_targets" ADD CONSTRAINT "assignment_targets_member_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."organization_members"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_reminders" ADD CONSTRAINT "assignment_reminders_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_reminders" ADD CONSTRAINT "assignment_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_teams_name_idx" ON "organization_teams" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "organization_team_members_member_idx" ON "organization_team_members" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "assignments_organization_id_idx" ON "assignments" USING btree ("organization_id","due_at");--> statement-breakpoint
CREATE INDEX "assignments_scenario_id_idx" ON "assignments" USING btree ("scenario_id");--> statement-breakpoint
CREATE INDEX "assignments_due_at_idx" ON "assignments" USING btree ("due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_targets_user_idx" ON "assignment_targets" USING btree ("assignment_id","user_id") WHERE "user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_targets_team_idx" ON "assignment_targets" USING btree ("assignment_id","team_id") WHERE "team_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "assignment_targets_member_idx" ON "assignment_targets" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "assignment_targets_team_id_idx" ON "assignment_targets" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "conversations_assignment_id_idx" ON "conversations" USING btree ("assignment_id","user_id");
