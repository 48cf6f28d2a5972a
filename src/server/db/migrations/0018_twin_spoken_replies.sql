CREATE UNLOGGED TABLE "twin_spoken_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"twin_id" uuid NOT NULL,
	"speaker_key" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "twin_spoken_replies" ADD CONSTRAINT "twin_spoken_replies_twin_id_twins_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."twins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "twin_spoken_replies_twin_speaker_idx" ON "twin_spoken_replies" USING btree ("twin_id","speaker_key","created_at");--> statement-breakpoint
CREATE INDEX "twin_spoken_replies_expires_at_idx" ON "twin_spoken_replies" USING btree ("expires_at");