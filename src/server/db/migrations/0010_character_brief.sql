ALTER TABLE "personas" ADD COLUMN "generation_seed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rubrics" ADD COLUMN "generation_seed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scenarios" ADD COLUMN "brief" jsonb;