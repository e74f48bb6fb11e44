CREATE TABLE "manual_tms_batches" (
	"batch_id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"tms_batch_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tms_webhook_events" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_tms_batches" ADD CONSTRAINT "manual_tms_batches_batch_id_manual_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."manual_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_tms_batches_tms_id_unique" ON "manual_tms_batches" USING btree ("tms_batch_id");--> statement-breakpoint
CREATE INDEX "manual_tms_batches_request_idx" ON "manual_tms_batches" USING btree ("request_id");