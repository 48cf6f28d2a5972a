-- One claim per organisation and domain for the join link and single sign-on alike: the sign-on domains' table becomes
-- organization_domains (its own, no longer tied to the sign-on settings), each claim says what it is for, and the join
-- link's domains move into it from organizations.email_domains. They were never proven: they start pending, each with
-- a new token, unless the organisation had proven the same domain for its sign-on, whose proof they share.
ALTER TABLE "organization_sso_domains" RENAME TO "organization_domains";--> statement-breakpoint
DO $$
DECLARE foreign_key text;
BEGIN
  -- Its name was cut to 63 characters when it was made: found by what it is instead.
  FOR foreign_key IN SELECT conname FROM pg_constraint WHERE conrelid = 'organization_domains'::regclass AND contype = 'f' LOOP
    EXECUTE format('ALTER TABLE "organization_domains" DROP CONSTRAINT %I', foreign_key);
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "organization_domains" ADD CONSTRAINT "organization_domains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_domains" RENAME CONSTRAINT "organization_sso_domains_organization_id_domain_pk" TO "organization_domains_organization_id_domain_pk";--> statement-breakpoint
ALTER TABLE "organization_domains" RENAME CONSTRAINT "organization_sso_domains_status_check" TO "organization_domains_status_check";--> statement-breakpoint
ALTER TABLE "organization_domains" RENAME CONSTRAINT "organization_sso_domains_verified_by_check" TO "organization_domains_verified_by_check";--> statement-breakpoint
ALTER INDEX "organization_sso_domains_verified_domain_idx" RENAME TO "organization_domains_verified_domain_idx";--> statement-breakpoint
ALTER INDEX "organization_sso_domains_domain_idx" RENAME TO "organization_domains_domain_idx";--> statement-breakpoint
-- Left over from the first sign-on table; the primary key (organisation, domain) serves its queries.
DROP INDEX IF EXISTS "organization_sso_domains_organization_id_idx";--> statement-breakpoint
ALTER TABLE "organization_domains" ADD COLUMN "for_join_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_domains" ADD COLUMN "for_sign_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every claim so far was single sign-on's.
UPDATE "organization_domains" SET "for_sign_on" = true;--> statement-breakpoint
INSERT INTO "organization_domains" ("organization_id", "domain", "verification_token", "for_join_link")
SELECT "joined"."organization_id", "joined"."domain", replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), true
FROM (SELECT DISTINCT "organizations"."id" AS "organization_id", lower(unnest("organizations"."email_domains")) AS "domain" FROM "organizations") AS "joined"
ON CONFLICT ("organization_id", "domain") DO UPDATE SET "for_join_link" = true;--> statement-breakpoint
ALTER TABLE "organization_domains" ADD CONSTRAINT "organization_domains_use_check" CHECK ("organization_domains"."for_join_link" or "organization_domains"."for_sign_on");--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "email_domains";
