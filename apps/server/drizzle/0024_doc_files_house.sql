ALTER TABLE "doc_files" ADD COLUMN "house" text;--> statement-breakpoint
CREATE INDEX "doc_files_project_house_idx" ON "doc_files" USING btree ("project_id","house");