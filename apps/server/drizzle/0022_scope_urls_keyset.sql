DROP INDEX "scope_urls_project_host_idx";--> statement-breakpoint
CREATE INDEX "scope_urls_project_host_url_idx" ON "scope_urls" USING btree ("project_id","hostname","url");