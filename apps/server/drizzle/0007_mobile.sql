CREATE TABLE "mobile_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text DEFAULT 'android' NOT NULL,
	"content" text NOT NULL,
	"has_bom" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"unit_count" integer DEFAULT 0 NOT NULL,
	"source_word_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_strings" (
	"file_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"unit_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"source_hash" text NOT NULL,
	"translatable" boolean NOT NULL,
	"word_count" integer NOT NULL,
	"comment" text,
	CONSTRAINT "mobile_strings_file_id_unit_id_pk" PRIMARY KEY("file_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "mobile_files" ADD CONSTRAINT "mobile_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_strings" ADD CONSTRAINT "mobile_strings_file_id_mobile_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."mobile_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_files_project_name_unique" ON "mobile_files" USING btree ("project_id","file_name");--> statement-breakpoint
CREATE INDEX "mobile_strings_file_position_idx" ON "mobile_strings" USING btree ("file_id","position");--> statement-breakpoint
CREATE INDEX "mobile_strings_project_hash_idx" ON "mobile_strings" USING btree ("project_id","source_hash");