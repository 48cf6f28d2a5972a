CREATE TABLE "conversation_reports" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"overall_score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"report" jsonb NOT NULL,
	"grader_engine" text NOT NULL,
	"prompt_version" text NOT NULL,
	"graded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" RENAME COLUMN "end_job_id" TO "grade_job_id";--> statement-breakpoint
ALTER TABLE "rubrics" ADD COLUMN "pass_mark" integer DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "speech_ms" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "grading_status" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "grading_error" text;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_reports_user_id_idx" ON "conversation_reports" USING btree ("user_id","graded_at");--> statement-breakpoint
-- Sessions ended before grading existed: closed, and open to a grading retry from their report page.
UPDATE "conversations" SET "status" = 'ended', "ended_at" = coalesce("ended_at", now()), "grading_status" = 'failed', "grading_error" = 'This session ended before reports existed' WHERE "grade_job_id" IS NOT NULL OR "status" = 'ended';
