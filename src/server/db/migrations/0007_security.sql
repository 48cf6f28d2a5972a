CREATE TABLE "daily_usage" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_usage_user_id_kind_day_pk" PRIMARY KEY("user_id","kind","day")
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_known_devices" (
	"user_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_known_devices_user_id_key_hash_pk" PRIMARY KEY("user_id","key_hash")
);
--> statement-breakpoint
CREATE TABLE "welcome_credit_grants" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "files_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "files_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "twin_answers" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "twin_heirs" ADD COLUMN "invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "twin_heirs" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "twin_heirs" ADD COLUMN "accepted_user_id" uuid;--> statement-breakpoint
ALTER TABLE "twin_heirs" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "twins" ADD COLUMN "locker_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "twins" ADD COLUMN "public_summary" jsonb;--> statement-breakpoint
ALTER TABLE "daily_usage" ADD CONSTRAINT "daily_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_known_devices" ADD CONSTRAINT "login_known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_user_id_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "twin_heirs" ADD CONSTRAINT "twin_heirs_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "twin_heirs_accepted_user_id_idx" ON "twin_heirs" USING btree ("accepted_user_id");--> statement-breakpoint
ALTER TABLE "twin_heirs" ADD CONSTRAINT "twin_heirs_invite_token_hash_unique" UNIQUE("invite_token_hash");--> statement-breakpoint
UPDATE "users" SET "files_bytes" = usage.bytes, "files_count" = usage.count FROM (SELECT "user_id", sum("size_bytes")::bigint AS bytes, count(*)::integer AS count FROM "files" GROUP BY "user_id") AS usage WHERE usage."user_id" = "users"."id";--> statement-breakpoint
UPDATE "twins" SET "locker_bytes" = usage.bytes FROM (SELECT "twin_id", sum("size_bytes")::bigint AS bytes FROM "twin_memories" GROUP BY "twin_id") AS usage WHERE usage."twin_id" = "twins"."id";--> statement-breakpoint
INSERT INTO "welcome_credit_grants" ("email_hash") SELECT encode(sha256(convert_to(lower("email"), 'UTF8')), 'hex') FROM "users" ON CONFLICT DO NOTHING;
