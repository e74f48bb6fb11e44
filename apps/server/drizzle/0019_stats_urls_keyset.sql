CREATE TABLE "stat_monthly_urls" (
	"project_id" uuid NOT NULL,
	"hostname" text NOT NULL,
	"month" text NOT NULL,
	"lang" text NOT NULL,
	"url" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_monthly_urls_project_id_month_hostname_lang_url_pk" PRIMARY KEY("project_id","month","hostname","lang","url")
);
--> statement-breakpoint
DROP INDEX "url_segments_project_idx";--> statement-breakpoint
ALTER TABLE "stat_monthly_urls" ADD CONSTRAINT "stat_monthly_urls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "url_segments_project_position_idx" ON "url_segments" USING btree ("project_id","source_hash","position");--> statement-breakpoint
-- Backfill: the months of the per-URL daily rollups that already exist (the job keeps them current from here on).
INSERT INTO "stat_monthly_urls" ("project_id", "hostname", "month", "lang", "url", "views", "visits")
SELECT "project_id", "hostname", substr("day", 1, 7), "lang", "url", sum("views"), sum("visits")
FROM "stat_daily_urls" GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- Crawl page saves (issue 18): a page's new occurrences can only lower a segment's first position or
-- bring it into scope, so an INSERT no longer reads every other page holding the segment (a site's
-- shared navigation is held by every page: that rescan made each save cost O(pages)). A recrawl's
-- UPDATE applies an earlier position directly and reads the segment's pages again only when the
-- occurrence that held its first position moved later (or changed project, or went).
CREATE OR REPLACE FUNCTION lipi_url_segments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE segments s SET first_position = least(s.first_position, c.pos), in_scope = s.in_scope OR c.held
    FROM (SELECT n.project_id, n.source_hash, min(n.position) AS pos, bool_or(su.is_in_scope) AS held
          FROM new_rows n JOIN scope_urls su ON su.id = n.scope_url_id GROUP BY 1, 2) c
    WHERE s.project_id = c.project_id AND s.source_hash = c.source_hash
      AND (s.first_position IS NULL OR c.pos < s.first_position OR (c.held AND NOT s.in_scope));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM lipi_refresh_segment_flags(array_agg(c.project_id), array_agg(c.source_hash))
      FROM (SELECT DISTINCT project_id, source_hash FROM old_rows) c HAVING count(*) > 0;
  ELSE
    UPDATE segments s SET first_position = c.pos
    FROM (SELECT n.project_id, n.source_hash, min(n.position) AS pos FROM new_rows n
          JOIN old_rows o ON o.scope_url_id = n.scope_url_id AND o.source_hash = n.source_hash AND o.project_id = n.project_id
          WHERE n.position < o.position GROUP BY 1, 2) c
    WHERE s.project_id = c.project_id AND s.source_hash = c.source_hash AND (s.first_position IS NULL OR c.pos < s.first_position);
    PERFORM lipi_refresh_segment_flags(array_agg(c.project_id), array_agg(c.source_hash))
      FROM (SELECT o.project_id, o.source_hash FROM old_rows o
            JOIN new_rows n ON o.scope_url_id = n.scope_url_id AND o.source_hash = n.source_hash AND o.project_id = n.project_id
            JOIN segments s ON s.project_id = o.project_id AND s.source_hash = o.source_hash
            WHERE n.position > o.position AND s.first_position = o.position
            UNION SELECT n.project_id, n.source_hash FROM new_rows n
            LEFT JOIN old_rows o ON o.scope_url_id = n.scope_url_id AND o.source_hash = n.source_hash
            WHERE o.scope_url_id IS NULL OR o.project_id IS DISTINCT FROM n.project_id
            UNION SELECT o.project_id, o.source_hash FROM old_rows o
            LEFT JOIN new_rows n ON o.scope_url_id = n.scope_url_id AND o.source_hash = n.source_hash
            WHERE n.scope_url_id IS NULL OR o.project_id IS DISTINCT FROM n.project_id) c
      HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An UPDATE of segments counts only the rows whose counted fields changed (in_scope, kind, word
-- count): the flags trigger moving a first position used to add -1 and +1 per row, each joined with
-- the organisation's translation memory, for a net change of nothing.
CREATE OR REPLACE FUNCTION lipi_segments_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM lipi_count_segments(array_agg(project_id), array_agg(source_hash), array_agg(kind), array_agg(word_count), array_agg(1))
      FROM new_rows WHERE in_scope HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM lipi_count_segments(array_agg(project_id), array_agg(source_hash), array_agg(kind), array_agg(word_count), array_agg(-1))
      FROM old_rows WHERE in_scope HAVING count(*) > 0;
  ELSE
    PERFORM lipi_count_segments(array_agg(c.project_id), array_agg(c.source_hash), array_agg(c.kind), array_agg(c.word_count), array_agg(c.sign))
      FROM (
        SELECT o.project_id, o.source_hash, o.kind, o.word_count, -1 AS sign FROM old_rows o
        LEFT JOIN new_rows n ON n.project_id = o.project_id AND n.source_hash = o.source_hash
        WHERE o.in_scope AND (n.source_hash IS NULL OR NOT n.in_scope OR n.kind <> o.kind OR n.word_count <> o.word_count)
        UNION ALL
        SELECT n.project_id, n.source_hash, n.kind, n.word_count, 1 FROM new_rows n
        LEFT JOIN old_rows o ON o.project_id = n.project_id AND o.source_hash = n.source_hash
        WHERE n.in_scope AND (o.source_hash IS NULL OR NOT o.in_scope OR n.kind <> o.kind OR n.word_count <> o.word_count)) c
      HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
