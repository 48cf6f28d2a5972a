ALTER TABLE "conversations" ADD COLUMN "character_ended_message_id" uuid;
