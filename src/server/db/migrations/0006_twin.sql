CREATE TABLE "twin_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"twin_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twin_answers" (
	"twin_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"text" text NOT NULL,
	"audio_memory_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "twin_answers_twin_id_number_pk" PRIMARY KEY("twin_id","number")
);
--> statement-breakpoint
CREATE TABLE "twin_chat_visits" (
	"twin_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "twin_chat_visits_twin_id_visitor_key_pk" PRIMARY KEY("twin_id","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "twin_heirs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"twin_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twin_memories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"twin_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"memory_date" date,
	"visibility" text DEFAULT 'private' NOT NULL,
	"filename" text,
	"storage_key" text,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"mime_type" text,
	"text" text,
	"text_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"release_rule" text DEFAULT 'manual' NOT NULL,
	"inactivity_months" integer DEFAULT 6 NOT NULL,
	"released_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"summary" jsonb,
	"summary_edited" boolean DEFAULT false NOT NULL,
	"summary_updated_at" timestamp with time zone,
	"onchain_status" text DEFAULT 'not_configured' NOT NULL,
	"onchain_signature" text,
	"onchain_error" text,
	"storage_allowance_bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "twins_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "twins_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "twin_activity" ADD CONSTRAINT "twin_activity_twin_id_twins_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."twins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twin_answers" ADD CONSTRAINT "twin_answers_twin_id_twins_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."twins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twin_answers" ADD CONSTRAINT "twin_answers_audio_memory_id_twin_memories_id_fk" FOREIGN KEY ("audio_memory_id") REFERENCES "public"."twin_memories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twin_chat_visits" ADD CONSTRAINT "twin_chat_visits_twin_id_twins_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."twins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twin_heirs" ADD CONSTRAINT "twin_heirs_twin_id_twins_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."twins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twin_memories" ADD CONSTRAINT "twin_memories_twin_id_twins_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."twins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twins" ADD CONSTRAINT "twins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "twin_activity_twin_id_idx" ON "twin_activity" USING btree ("twin_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "twin_heirs_twin_email_idx" ON "twin_heirs" USING btree ("twin_id","email");--> statement-breakpoint
CREATE INDEX "twin_heirs_email_idx" ON "twin_heirs" USING btree ("email");--> statement-breakpoint
CREATE INDEX "twin_memories_twin_id_idx" ON "twin_memories" USING btree ("twin_id","created_at");