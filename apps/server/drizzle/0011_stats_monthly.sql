CREATE TABLE "stat_monthly" (
	"project_id" uuid NOT NULL,
	"hostname" text NOT NULL,
	"month" text NOT NULL,
	"lang" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_monthly_project_id_month_hostname_lang_pk" PRIMARY KEY("project_id","month","hostname","lang")
);
--> statement-breakpoint
ALTER TABLE "stat_monthly" ADD CONSTRAINT "stat_monthly_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stat_monthly_month_idx" ON "stat_monthly" USING btree ("month");--> statement-breakpoint
-- Backfill: the months of the daily rollups that already exist (the job keeps them current from here on).
INSERT INTO "stat_monthly" ("project_id", "hostname", "month", "lang", "views", "visits", "downloads")
SELECT "project_id", "hostname", substr("day", 1, 7), "lang", sum("views"), sum("visits"), sum("downloads")
FROM "stat_daily" GROUP BY 1, 2, 3, 4;
