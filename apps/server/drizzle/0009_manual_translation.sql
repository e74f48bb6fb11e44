CREATE TABLE "manual_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"target_lang" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_request_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"target_langs" jsonb NOT NULL,
	"urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pipeline" text NOT NULL,
	"due_date" text,
	"notes" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"analysis" jsonb,
	"total_amount" double precision DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_segments" (
	"sub_batch_id" uuid NOT NULL,
	"source_hash" text NOT NULL,
	"request_id" uuid NOT NULL,
	"target_lang" text NOT NULL,
	"source_text" text NOT NULL,
	"draft" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"signed_off" boolean DEFAULT false NOT NULL,
	"previous_target" text,
	"previous_type" text,
	"previous_display_type" text,
	CONSTRAINT "manual_segments_sub_batch_id_source_hash_pk" PRIMARY KEY("sub_batch_id","source_hash")
);
--> statement-breakpoint
CREATE TABLE "manual_sub_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"target_lang" text NOT NULL,
	"seq" integer NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"step_index" integer DEFAULT 0 NOT NULL,
	"assignees" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"current_assignee" uuid
);
--> statement-breakpoint
ALTER TABLE "manual_batches" ADD CONSTRAINT "manual_batches_request_id_manual_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."manual_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_request_history" ADD CONSTRAINT "manual_request_history_request_id_manual_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."manual_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_requests" ADD CONSTRAINT "manual_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_segments" ADD CONSTRAINT "manual_segments_sub_batch_id_manual_sub_batches_id_fk" FOREIGN KEY ("sub_batch_id") REFERENCES "public"."manual_sub_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_sub_batches" ADD CONSTRAINT "manual_sub_batches_batch_id_manual_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."manual_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_batches_request_lang_unique" ON "manual_batches" USING btree ("request_id","target_lang");--> statement-breakpoint
CREATE INDEX "manual_request_history_idx" ON "manual_request_history" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "manual_requests_org_idx" ON "manual_requests" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "manual_requests_project_idx" ON "manual_requests" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "manual_segments_request_idx" ON "manual_segments" USING btree ("request_id","target_lang");--> statement-breakpoint
CREATE INDEX "manual_sub_batches_request_idx" ON "manual_sub_batches" USING btree ("request_id","target_lang","seq");--> statement-breakpoint
CREATE INDEX "manual_sub_batches_assignee_idx" ON "manual_sub_batches" USING btree ("current_assignee");