CREATE TABLE "eval_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_by" uuid,
	"status" text NOT NULL,
	"engine" text NOT NULL,
	"model" text,
	"sample_ids" jsonb NOT NULL,
	"with_generation" boolean NOT NULL,
	"steps_done" integer DEFAULT 0 NOT NULL,
	"steps_total" integer DEFAULT 0 NOT NULL,
	"current_step" text,
	"error" text,
	"figures" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "eval_runs" ADD CONSTRAINT "eval_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eval_runs_one_running_idx" ON "eval_runs" USING btree ("status") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "eval_runs_started_at_idx" ON "eval_runs" USING btree ("started_at");