CREATE TABLE "segment_counts" (
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"tm_type" text NOT NULL,
	"display_type" text NOT NULL,
	"segs" integer NOT NULL,
	"words" integer NOT NULL,
	CONSTRAINT "segment_counts_project_id_kind_lang_tm_type_display_type_pk" PRIMARY KEY("project_id","kind","lang","tm_type","display_type")
);
--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "first_position" integer;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "in_scope" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "segment_counts" ADD CONSTRAINT "segment_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "segments_in_scope_order_idx" ON "segments" USING btree ("project_id","created_at","first_position","source_hash") WHERE in_scope;--> statement-breakpoint
-- segments.first_position and segments.in_scope follow url_segments and scope_urls.is_in_scope,
-- whoever writes them (crawl, tracker, scope edits, cascaded deletes): statement-level triggers
-- recompute the flags of the (project, segment) pairs a statement touched, in one set-based update.
CREATE FUNCTION lipi_refresh_segment_flags(p_projects uuid[], p_hashes text[]) RETURNS void LANGUAGE sql AS $$
  WITH f AS (
    SELECT s.project_id, s.source_hash, s.first_position, s.in_scope,
      (SELECT min(us.position) FROM url_segments us WHERE us.project_id = s.project_id AND us.source_hash = s.source_hash) AS pos,
      EXISTS (SELECT 1 FROM url_segments us JOIN scope_urls su ON su.id = us.scope_url_id
              WHERE us.project_id = s.project_id AND us.source_hash = s.source_hash AND su.is_in_scope)
      -- a mobile app's or API project's segments come from its files, not pages: always in scope
      OR EXISTS (SELECT 1 FROM projects p WHERE p.id = s.project_id AND p.kind IN ('mobile', 'api')) AS held
    FROM unnest(p_projects, p_hashes) AS c(project_id, source_hash)
    JOIN segments s ON s.project_id = c.project_id AND s.source_hash = c.source_hash)
  UPDATE segments s SET first_position = f.pos, in_scope = f.held
  FROM f
  WHERE s.project_id = f.project_id AND s.source_hash = f.source_hash
    AND (f.first_position IS DISTINCT FROM f.pos OR f.in_scope <> f.held)
$$;--> statement-breakpoint
CREATE FUNCTION lipi_url_segments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM lipi_refresh_segment_flags(array_agg(c.project_id), array_agg(c.source_hash))
      FROM (SELECT DISTINCT project_id, source_hash FROM new_rows) c HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM lipi_refresh_segment_flags(array_agg(c.project_id), array_agg(c.source_hash))
      FROM (SELECT DISTINCT project_id, source_hash FROM old_rows) c HAVING count(*) > 0;
  ELSE
    -- A recrawl rewrites every occurrence of a page; only a moved one can change a first position.
    PERFORM lipi_refresh_segment_flags(array_agg(c.project_id), array_agg(c.source_hash))
      FROM (SELECT n.project_id, n.source_hash FROM new_rows n
            LEFT JOIN old_rows o ON o.scope_url_id = n.scope_url_id AND o.source_hash = n.source_hash
            WHERE o.position IS DISTINCT FROM n.position OR o.project_id IS DISTINCT FROM n.project_id
            UNION SELECT o.project_id, o.source_hash FROM old_rows o
            LEFT JOIN new_rows n ON o.scope_url_id = n.scope_url_id AND o.source_hash = n.source_hash
            WHERE n.scope_url_id IS NULL OR o.project_id IS DISTINCT FROM n.project_id) c
      HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER url_segments_flags_insert AFTER INSERT ON url_segments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lipi_url_segments_changed();--> statement-breakpoint
CREATE TRIGGER url_segments_flags_update AFTER UPDATE ON url_segments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lipi_url_segments_changed();--> statement-breakpoint
CREATE TRIGGER url_segments_flags_delete AFTER DELETE ON url_segments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lipi_url_segments_changed();--> statement-breakpoint
-- A segment stored after the URLs that hold it (the tracker, tests' factories) gets its flags too.
CREATE FUNCTION lipi_segments_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lipi_refresh_segment_flags(array_agg(c.project_id), array_agg(c.source_hash))
    FROM (SELECT project_id, source_hash FROM new_rows) c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER segments_flags_insert AFTER INSERT ON segments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lipi_segments_inserted();--> statement-breakpoint
-- A URL taken out of (or back into) scope changes the in-scope flag of every segment it holds.
CREATE FUNCTION lipi_scope_urls_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lipi_refresh_segment_flags(array_agg(c.project_id), array_agg(c.source_hash))
    FROM (SELECT DISTINCT us.project_id, us.source_hash
          FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.is_in_scope IS DISTINCT FROM n.is_in_scope
          JOIN url_segments us ON us.scope_url_id = n.id) c HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER scope_urls_flags_update AFTER UPDATE ON scope_urls
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lipi_scope_urls_changed();--> statement-breakpoint
-- Existing projects: compute the flags once.
UPDATE segments s SET
  first_position = (SELECT min(us.position) FROM url_segments us WHERE us.project_id = s.project_id AND us.source_hash = s.source_hash),
  in_scope = EXISTS (SELECT 1 FROM url_segments us JOIN scope_urls su ON su.id = us.scope_url_id
                     WHERE us.project_id = s.project_id AND us.source_hash = s.source_hash AND su.is_in_scope)
    OR EXISTS (SELECT 1 FROM projects p WHERE p.id = s.project_id AND p.kind IN ('mobile', 'api'));
--> statement-breakpoint
-- segment_counts follows segments (in_scope, kind, word_count) and translation_memory: each
-- statement adds the signed contributions of the rows it changed, grouped, in key order (so
-- concurrent writers take row locks in the same order). A project being deleted gets no rows.
CREATE FUNCTION lipi_count_segments(p_projects uuid[], p_hashes text[], p_kinds text[], p_words int[], p_signs int[]) RETURNS void LANGUAGE sql AS $$
  WITH x AS (SELECT * FROM unnest(p_projects, p_hashes, p_kinds, p_words, p_signs) AS x(project_id, source_hash, kind, word_count, sign)),
  c AS (
    SELECT x.project_id, x.kind, '' AS lang, '' AS tm_type, '' AS display_type, x.sign AS segs, x.sign * x.word_count AS words FROM x
    UNION ALL
    SELECT x.project_id, x.kind, tm.target_lang, tm.type, tm.display_type, x.sign, x.sign * x.word_count
    FROM x JOIN projects p ON p.id = x.project_id
    JOIN translation_memory tm ON tm.organisation_id = p.organisation_id AND tm.source_hash = x.source_hash)
  INSERT INTO segment_counts AS t (project_id, kind, lang, tm_type, display_type, segs, words)
  SELECT project_id, kind, lang, tm_type, display_type, sum(segs), sum(words) FROM c
  WHERE EXISTS (SELECT 1 FROM projects p WHERE p.id = c.project_id)
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(segs) <> 0 OR sum(words) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (project_id, kind, lang, tm_type, display_type) DO UPDATE SET segs = t.segs + excluded.segs, words = t.words + excluded.words
$$;--> statement-breakpoint
CREATE FUNCTION lipi_segments_counted() RETURNS trigger LANGUAGE plpgsql AS $$
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
        SELECT o.project_id, o.source_hash, o.kind, o.word_count, -1 AS sign FROM old_rows o WHERE o.in_scope
        UNION ALL
        SELECT n.project_id, n.source_hash, n.kind, n.word_count, 1 FROM new_rows n WHERE n.in_scope) c
      HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER segments_counts_insert AFTER INSERT ON segments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lipi_segments_counted();--> statement-breakpoint
CREATE TRIGGER segments_counts_update AFTER UPDATE ON segments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lipi_segments_counted();--> statement-breakpoint
CREATE TRIGGER segments_counts_delete AFTER DELETE ON segments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lipi_segments_counted();--> statement-breakpoint
-- A TM row counts once in every project of its organisation holding its segment in scope.
CREATE FUNCTION lipi_count_tm_rows(p_orgs uuid[], p_hashes text[], p_langs text[], p_types text[], p_displays text[], p_signs int[]) RETURNS void LANGUAGE sql AS $$
  WITH x AS (SELECT * FROM unnest(p_orgs, p_hashes, p_langs, p_types, p_displays, p_signs) AS x(organisation_id, source_hash, lang, tm_type, display_type, sign)),
  c AS (
    SELECT s.project_id, s.kind, x.lang, x.tm_type, x.display_type, x.sign AS segs, x.sign * s.word_count AS words
    FROM x JOIN projects p ON p.organisation_id = x.organisation_id
    JOIN segments s ON s.project_id = p.id AND s.source_hash = x.source_hash AND s.in_scope)
  INSERT INTO segment_counts AS t (project_id, kind, lang, tm_type, display_type, segs, words)
  SELECT project_id, kind, lang, tm_type, display_type, sum(segs), sum(words) FROM c
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(segs) <> 0 OR sum(words) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (project_id, kind, lang, tm_type, display_type) DO UPDATE SET segs = t.segs + excluded.segs, words = t.words + excluded.words
$$;--> statement-breakpoint
CREATE FUNCTION lipi_tm_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM lipi_count_tm_rows(array_agg(organisation_id), array_agg(source_hash), array_agg(target_lang), array_agg(type), array_agg(display_type), array_agg(1))
      FROM new_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM lipi_count_tm_rows(array_agg(organisation_id), array_agg(source_hash), array_agg(target_lang), array_agg(type), array_agg(display_type), array_agg(-1))
      FROM old_rows HAVING count(*) > 0;
  ELSE
    PERFORM lipi_count_tm_rows(array_agg(c.organisation_id), array_agg(c.source_hash), array_agg(c.target_lang), array_agg(c.type), array_agg(c.display_type), array_agg(c.sign))
      FROM (
        SELECT o.organisation_id, o.source_hash, o.target_lang, o.type, o.display_type, -1 AS sign FROM old_rows o
        UNION ALL
        SELECT n.organisation_id, n.source_hash, n.target_lang, n.type, n.display_type, 1 FROM new_rows n) c
      HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER translation_memory_counts_insert AFTER INSERT ON translation_memory
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lipi_tm_counted();--> statement-breakpoint
CREATE TRIGGER translation_memory_counts_update AFTER UPDATE ON translation_memory
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lipi_tm_counted();--> statement-breakpoint
CREATE TRIGGER translation_memory_counts_delete AFTER DELETE ON translation_memory
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lipi_tm_counted();--> statement-breakpoint
-- Existing projects: count once.
INSERT INTO segment_counts (project_id, kind, lang, tm_type, display_type, segs, words)
SELECT s.project_id, s.kind, '', '', '', count(*), sum(s.word_count) FROM segments s WHERE s.in_scope GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO segment_counts (project_id, kind, lang, tm_type, display_type, segs, words)
SELECT s.project_id, s.kind, tm.target_lang, tm.type, tm.display_type, count(*), sum(s.word_count)
FROM segments s JOIN projects p ON p.id = s.project_id
JOIN translation_memory tm ON tm.organisation_id = p.organisation_id AND tm.source_hash = s.source_hash
WHERE s.in_scope GROUP BY 1, 2, 3, 4, 5;
