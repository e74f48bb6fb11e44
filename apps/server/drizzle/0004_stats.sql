CREATE TABLE "stat_daily" (
	"project_id" uuid NOT NULL,
	"hostname" text NOT NULL,
	"day" text NOT NULL,
	"lang" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_daily_project_id_day_hostname_lang_pk" PRIMARY KEY("project_id","day","hostname","lang")
);
--> statement-breakpoint
CREATE TABLE "stat_daily_urls" (
	"project_id" uuid NOT NULL,
	"hostname" text NOT NULL,
	"day" text NOT NULL,
	"lang" text NOT NULL,
	"url" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_daily_urls_project_id_day_hostname_lang_url_pk" PRIMARY KEY("project_id","day","hostname","lang","url")
);
--> statement-breakpoint
CREATE TABLE "stat_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hostname" text NOT NULL,
	"url" text NOT NULL,
	"lang" text NOT NULL,
	"channel" text NOT NULL,
	"visitor" text NOT NULL,
	"new_visit" boolean DEFAULT false NOT NULL,
	"dedupe_key" text NOT NULL,
	"day" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_visitors" (
	"visitor" text PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"prev_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stat_daily" ADD CONSTRAINT "stat_daily_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_daily_urls" ADD CONSTRAINT "stat_daily_urls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_events" ADD CONSTRAINT "stat_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stat_daily_day_idx" ON "stat_daily" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "stat_events_dedupe" ON "stat_events" USING btree ("project_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "stat_events_day_idx" ON "stat_events" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stat_events_at_idx" ON "stat_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "stat_visitors_day_idx" ON "stat_visitors" USING btree ("day");