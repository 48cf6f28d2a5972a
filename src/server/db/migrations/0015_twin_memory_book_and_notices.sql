CREATE TABLE "twin_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"twin_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"link" text NOT NULL,
	"event_key" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "twin_notices_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
ALTER TABLE "twin_memories" ADD COLUMN "caption" text;--> statement-breakpoint
ALTER TABLE "twin_notices" ADD CONSTRAINT "twin_notices_twin_id_twins_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."twins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twin_notices" ADD CONSTRAINT "twin_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "twin_notices_user_id_idx" ON "twin_notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "twin_notices_email_idx" ON "twin_notices" USING btree ("email","created_at");