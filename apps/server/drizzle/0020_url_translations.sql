CREATE TABLE "url_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"scope_url_id" uuid NOT NULL,
	"hostname" text NOT NULL,
	"lang" text NOT NULL,
	"source_path" text NOT NULL,
	"translated_path" text NOT NULL,
	"previous_paths" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "url_translations" ADD CONSTRAINT "url_translations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "url_translations" ADD CONSTRAINT "url_translations_scope_url_id_scope_urls_id_fk" FOREIGN KEY ("scope_url_id") REFERENCES "public"."scope_urls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "url_translations_source_unique" ON "url_translations" USING btree ("project_id","hostname","lang","source_path");--> statement-breakpoint
CREATE UNIQUE INDEX "url_translations_translated_unique" ON "url_translations" USING btree ("project_id","hostname","lang","translated_path");--> statement-breakpoint
CREATE INDEX "url_translations_scope_url_idx" ON "url_translations" USING btree ("scope_url_id");