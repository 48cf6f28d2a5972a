-- Single sign-on that cannot take over accounts: a claimed domain signs nobody in until it is proven (a DNS TXT record
-- with its token, or the operator's approval), several organisations may claim a domain but one at most proves it, and
-- the first sign-on links the provider's (issuer, subject) to the account, which later sign-ons match alone.
-- Domains saved before this migration were never proven: they start pending, each with a new token.
ALTER TABLE "organization_sso_domains" DROP CONSTRAINT "organization_sso_domains_pkey";--> statement-breakpoint
ALTER TABLE "organization_sso_domains" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_sso_domains" ADD COLUMN "verification_token" text;--> statement-breakpoint
UPDATE "organization_sso_domains" SET "verification_token" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "organization_sso_domains" ALTER COLUMN "verification_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_sso_domains" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "organization_sso_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_sso_domains" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_sso_domains" ADD CONSTRAINT "organization_sso_domains_organization_id_domain_pk" PRIMARY KEY("organization_id","domain");--> statement-breakpoint
ALTER TABLE "organization_sso_domains" ADD CONSTRAINT "organization_sso_domains_status_check" CHECK ("organization_sso_domains"."status" in ('pending', 'verified'));--> statement-breakpoint
ALTER TABLE "organization_sso_domains" ADD CONSTRAINT "organization_sso_domains_verified_by_check" CHECK ("organization_sso_domains"."verified_by" is null or "organization_sso_domains"."verified_by" in ('dns', 'operator'));--> statement-breakpoint
CREATE UNIQUE INDEX "organization_sso_domains_verified_domain_idx" ON "organization_sso_domains" USING btree ("domain") WHERE "organization_sso_domains"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "organization_sso_domains_domain_idx" ON "organization_sso_domains" USING btree ("domain");--> statement-breakpoint
CREATE TABLE "organization_sso_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_sso_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
--> statement-breakpoint
ALTER TABLE "organization_sso_identities" ADD CONSTRAINT "organization_sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_sso_identities" ADD CONSTRAINT "organization_sso_identities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_sso_identities_issuer_user_id_idx" ON "organization_sso_identities" USING btree ("issuer","user_id");--> statement-breakpoint
CREATE INDEX "organization_sso_identities_user_id_idx" ON "organization_sso_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organization_sso_identities_organization_id_idx" ON "organization_sso_identities" USING btree ("organization_id");
