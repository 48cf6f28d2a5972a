CREATE TABLE "twin_username_holds" (
	"username" text PRIMARY KEY NOT NULL,
	"twin_id" uuid,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "twin_username_holds" ADD CONSTRAINT "twin_username_holds_twin_id_twins_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."twins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "twin_username_holds_twin_id_idx" ON "twin_username_holds" USING btree ("twin_id");--> statement-breakpoint
CREATE INDEX "twin_username_holds_expires_at_idx" ON "twin_username_holds" USING btree ("expires_at");--> statement-breakpoint
INSERT INTO "twin_username_holds" ("username", "twin_id", "expires_at")
	SELECT "username", "id", NULL FROM "twins" WHERE "onchain_status" = 'confirmed'
	ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A twin deleted by any path (DELETE /twin, or its account's deletion cascading to it) leaves its current and reserved
-- usernames held from everyone for 30 days (TWIN_USERNAME_REDIRECT_DAYS); a name already held forever (written on
-- chain) stays so. BEFORE DELETE, so the twin's redirects are still there to read.
CREATE FUNCTION "twin_usernames_hold_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "twin_username_holds" ("username", "twin_id", "expires_at")
		SELECT "name", NULL, now() + interval '30 days'
		FROM (
			SELECT OLD."username" AS "name"
			UNION
			SELECT "username" FROM "twin_username_redirects" WHERE "twin_id" = OLD."id" AND "expires_at" > now()
		) AS "names"
	ON CONFLICT ("username") DO UPDATE SET
		"twin_id" = NULL,
		"expires_at" = CASE WHEN "twin_username_holds"."expires_at" IS NULL THEN NULL ELSE EXCLUDED."expires_at" END,
		"created_at" = now();
	RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "twins_hold_usernames_on_delete" BEFORE DELETE ON "twins" FOR EACH ROW EXECUTE FUNCTION "twin_usernames_hold_on_delete"();
