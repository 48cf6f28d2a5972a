CREATE UNLOGGED TABLE "speech_leases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"speaker_key" text NOT NULL,
	"work" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "speech_leases_speaker_idx" ON "speech_leases" USING btree ("speaker_key","work");
