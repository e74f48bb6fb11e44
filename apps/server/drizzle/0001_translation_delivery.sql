CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "engine_usage" (
	"project_id" uuid NOT NULL,
	"hostname" text NOT NULL,
	"month" text NOT NULL,
	"engine" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"characters" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "engine_usage_project_id_hostname_month_engine_pk" PRIMARY KEY("project_id","hostname","month","engine")
);
--> statement-breakpoint
CREATE TABLE "glossary_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"term" text NOT NULL,
	"rule" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_case_sensitive" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_engines" (
	"project_id" uuid NOT NULL,
	"source_lang" text DEFAULT 'en' NOT NULL,
	"target_lang" text NOT NULL,
	"engine" text NOT NULL,
	"pivot_lang" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_engines_project_id_source_lang_target_lang_pk" PRIMARY KEY("project_id","source_lang","target_lang")
);
--> statement-breakpoint
CREATE TABLE "tm_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"source_hash" text NOT NULL,
	"target_lang" text NOT NULL,
	"pre_processed_target" text NOT NULL,
	"type" text NOT NULL,
	"display_type" text NOT NULL,
	"origin" text DEFAULT 'user' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_run_errors" (
	"run_id" uuid NOT NULL,
	"source_hash" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_run_errors_run_id_source_hash_pk" PRIMARY KEY("run_id","source_hash")
);
--> statement-breakpoint
CREATE TABLE "translation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_lang" text NOT NULL,
	"engine" text NOT NULL,
	"pivot_lang" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"source_hashes" jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"from_memory" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transliteration_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_lang" text NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"page_url" text,
	"target_lang" text,
	"rating" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"project_id" uuid NOT NULL,
	"hostname" text NOT NULL,
	"day" text NOT NULL,
	"lang" text NOT NULL,
	"channel" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_project_id_hostname_day_lang_channel_pk" PRIMARY KEY("project_id","hostname","day","lang","channel")
);
--> statement-breakpoint
CREATE TABLE "rendered_pages" (
	"project_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"url" text NOT NULL,
	"html" text NOT NULL,
	"etag" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rendered_pages_project_id_lang_url_pk" PRIMARY KEY("project_id","lang","url")
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"source_hash" text NOT NULL,
	"source_text" text NOT NULL,
	"target_lang" text NOT NULL,
	"current_text" text,
	"suggested_text" text NOT NULL,
	"page_url" text,
	"status" text DEFAULT 'new' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engine_usage" ADD CONSTRAINT "engine_usage_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossary_terms" ADD CONSTRAINT "glossary_terms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_engines" ADD CONSTRAINT "project_engines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_revisions" ADD CONSTRAINT "tm_revisions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_run_errors" ADD CONSTRAINT "translation_run_errors_run_id_translation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."translation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_runs" ADD CONSTRAINT "translation_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transliteration_entries" ADD CONSTRAINT "transliteration_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rendered_pages" ADD CONSTRAINT "rendered_pages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_unique" ON "glossary_terms" USING btree ("project_id","term");--> statement-breakpoint
CREATE INDEX "tm_revisions_key_idx" ON "tm_revisions" USING btree ("organisation_id","source_hash","target_lang","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "translation_runs_request_unique" ON "translation_runs" USING btree ("project_id","request_id");--> statement-breakpoint
CREATE INDEX "translation_runs_status_idx" ON "translation_runs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "transliteration_entries_unique" ON "transliteration_entries" USING btree ("project_id","kind","target_lang","source");--> statement-breakpoint
CREATE INDEX "feedback_project_idx" ON "feedback" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suggestions_merge_unique" ON "suggestions" USING btree ("project_id","source_hash","target_lang","suggested_text");--> statement-breakpoint
CREATE INDEX "suggestions_project_status_idx" ON "suggestions" USING btree ("project_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "tm_source_trgm_idx" ON "translation_memory" USING gin ("source_text" gin_trgm_ops);