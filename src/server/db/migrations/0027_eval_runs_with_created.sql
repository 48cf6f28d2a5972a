ALTER TABLE "eval_runs" ADD COLUMN "with_created" boolean DEFAULT false NOT NULL;
