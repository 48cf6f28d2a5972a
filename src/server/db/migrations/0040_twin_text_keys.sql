-- The activity log's entries and the heirs' notices keep their sentence's key and values beside the English sentence
-- (shared/twin-texts.ts), so the web app words them in its reader's language. Older rows have no key: they show
-- their stored sentence.
ALTER TABLE "twin_activity" ADD COLUMN "detail_key" text;--> statement-breakpoint
ALTER TABLE "twin_activity" ADD COLUMN "detail_values" jsonb;--> statement-breakpoint
ALTER TABLE "twin_notices" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "twin_notices" ADD COLUMN "message_values" jsonb;
