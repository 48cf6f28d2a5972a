-- The interface language a person chose ('en', 'id'); null until they choose one, when the browser's language applies.
-- No check constraint: the API's zod schema names the languages, so adding one is a catalogue and a constant, not a migration.
ALTER TABLE "users" ADD COLUMN "language" text;
