-- The organisation's shared library: a file, persona, rubric, glossary or scenario may belong to an organisation,
-- whose members use it. Deleting the organisation hands each item back to its author (set null).
ALTER TABLE "files" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "rubrics" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "glossaries" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "scenarios" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rubrics" ADD CONSTRAINT "rubrics_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossaries" ADD CONSTRAINT "glossaries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_organization_id_idx" ON "files" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "personas_organization_id_idx" ON "personas" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "rubrics_organization_id_idx" ON "rubrics" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "glossaries_organization_id_idx" ON "glossaries" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "scenarios_organization_id_idx" ON "scenarios" USING btree ("organization_id","created_at");
