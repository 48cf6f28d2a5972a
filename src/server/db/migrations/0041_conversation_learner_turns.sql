-- A session counts its learner's lines on its own row: a turn reads the count with the row lock and the lines in one
-- statement, and the count, read from the row as the lock finds it, tells the turn whether the lines it read in the
-- same statement are all there (a turn that held the lock may have committed its lines just before).
ALTER TABLE "conversations" ADD COLUMN "learner_turns" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "conversations" SET "learner_turns" = counted."lines"
FROM (SELECT "conversation_id", count(*)::int AS "lines" FROM "conversation_messages" WHERE "role" = 'learner' GROUP BY "conversation_id") AS counted
WHERE counted."conversation_id" = "conversations"."id";
