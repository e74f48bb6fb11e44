CREATE TABLE "cms_connections" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'strapi' NOT NULL,
	"base_url" text NOT NULL,
	"token_enc" text NOT NULL,
	"version" integer DEFAULT 5 NOT NULL,
	"environment" text DEFAULT 'prod' NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"locales" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_locale" text DEFAULT 'en' NOT NULL,
	"auto_sync" boolean DEFAULT false NOT NULL,
	"webhook_secret_hash" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_content_types" (
	"project_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"display_name" text NOT NULL,
	"plural_name" text NOT NULL,
	"singular_name" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_content_types_project_id_uid_pk" PRIMARY KEY("project_id","uid")
);
--> statement-breakpoint
CREATE TABLE "cms_entries" (
	"project_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"document_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"source" jsonb NOT NULL,
	"hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'synced' NOT NULL,
	"applied_langs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_entries_project_id_uid_document_id_pk" PRIMARY KEY("project_id","uid","document_id")
);
--> statement-breakpoint
CREATE TABLE "cms_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"uids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_id" text,
	"target_lang" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"phase" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cms_webhook_events" (
	"project_id" uuid NOT NULL,
	"digest" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_connections" ADD CONSTRAINT "cms_connections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_content_types" ADD CONSTRAINT "cms_content_types_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_entries" ADD CONSTRAINT "cms_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_syncs" ADD CONSTRAINT "cms_syncs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_webhook_events" ADD CONSTRAINT "cms_webhook_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_syncs_project_idx" ON "cms_syncs" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_webhook_events_unique" ON "cms_webhook_events" USING btree ("project_id","digest");