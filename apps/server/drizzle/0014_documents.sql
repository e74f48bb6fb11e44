CREATE TABLE "doc_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"scope_url_id" uuid,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"category" text,
	"sub_type" text,
	"doc_date" text,
	"status" text DEFAULT 'NEW_URL' NOT NULL,
	"failure_reason" text,
	"languages" jsonb NOT NULL,
	"runs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"manual_request_id" uuid,
	"unit_count" integer DEFAULT 0 NOT NULL,
	"source_word_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_files" ADD CONSTRAINT "doc_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_files" ADD CONSTRAINT "doc_files_scope_url_id_scope_urls_id_fk" FOREIGN KEY ("scope_url_id") REFERENCES "public"."scope_urls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_files" ADD CONSTRAINT "doc_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doc_files_project_created_idx" ON "doc_files" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "doc_files_project_category_idx" ON "doc_files" USING btree ("project_id","category","doc_date");