CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "generated_by" text;--> statement-breakpoint
ALTER TABLE "rubrics" ADD COLUMN "generated_by" text;--> statement-breakpoint
ALTER TABLE "glossaries" ADD COLUMN "generated_by" text;--> statement-breakpoint
ALTER TABLE "scenarios" ADD COLUMN "source_copies" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "scenarios" ADD COLUMN "generated_by" text;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");