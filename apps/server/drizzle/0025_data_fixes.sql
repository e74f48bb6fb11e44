CREATE TABLE "data_fixes" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" jsonb,
	"changed" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
