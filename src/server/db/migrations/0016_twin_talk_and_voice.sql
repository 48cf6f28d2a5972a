CREATE TABLE "twin_talk_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"twin_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "twins" ADD COLUMN "voice" jsonb;--> statement-breakpoint
ALTER TABLE "twin_talk_messages" ADD CONSTRAINT "twin_talk_messages_twin_id_twins_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."twins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "twin_talk_messages_twin_id_idx" ON "twin_talk_messages" USING btree ("twin_id","created_at");