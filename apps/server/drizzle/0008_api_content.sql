CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"key_id" uuid,
	"source_lang" text NOT NULL,
	"target_lang" text NOT NULL,
	"bot" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	"from_memory" integer DEFAULT 0 NOT NULL,
	"machine" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"characters" integer DEFAULT 0 NOT NULL,
	"payload_bytes" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"error" text,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"format" text DEFAULT 'plain' NOT NULL,
	"shape" text DEFAULT 'nested' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"source" text,
	"key_count" integer DEFAULT 0 NOT NULL,
	"segment_count" integer DEFAULT 0 NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_values" (
	"api_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"source_hash" text NOT NULL,
	CONSTRAINT "api_values_api_id_position_pk" PRIMARY KEY("api_id","position")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_requests" ADD CONSTRAINT "api_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_translations" ADD CONSTRAINT "api_translations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_values" ADD CONSTRAINT "api_values_api_id_api_translations_id_fk" FOREIGN KEY ("api_id") REFERENCES "public"."api_translations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_project_idx" ON "api_keys" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "api_requests_project_idx" ON "api_requests" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_translations_project_name_unique" ON "api_translations" USING btree ("project_id","kind","name");--> statement-breakpoint
CREATE INDEX "api_translations_project_idx" ON "api_translations" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_values_api_key_hash_unique" ON "api_values" USING btree ("api_id","key","source_hash");--> statement-breakpoint
CREATE INDEX "api_values_project_hash_idx" ON "api_values" USING btree ("project_id","source_hash");