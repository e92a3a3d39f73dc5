CREATE TABLE "click_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"referrer" text NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"visitor" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "click_pending" ADD CONSTRAINT "click_pending_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;;--> statement-breakpoint
-- The redirect commits only a row in click_pending; fold_clicks() moves the pending rows into
-- click_events in one statement, whose trigger folds them into the rollups and the counters. Only
-- committed rows can be deleted, so a fold never misses a click that commits while it runs, and two
-- folds at once never move a row twice.
CREATE OR REPLACE FUNCTION click_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A fold that found nothing to move inserts no row, and costs nothing more.
  IF NOT EXISTS (SELECT 1 FROM fresh) THEN
    RETURN NULL;
  END IF;

  INSERT INTO click_totals (link_id, dimension, value, clicks)
    SELECT f.link_id, d.dimension, d.value, count(*)::int
    FROM fresh f
    CROSS JOIN LATERAL (VALUES ('country', f.country), ('referrer', f.referrer), ('browser', f.browser), ('os', f.os), ('language', f.language)) AS d(dimension, value)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (link_id, dimension, value) DO UPDATE SET clicks = click_totals.clicks + excluded.clicks;

  INSERT INTO click_days (link_id, day, clicks)
    SELECT link_id, (at AT TIME ZONE 'UTC')::date, count(*)::int FROM fresh GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (link_id, day) DO UPDATE SET clicks = click_days.clicks + excluded.clicks;

  WITH new_visitors AS (
    INSERT INTO click_visitors (link_id, visitor)
      SELECT DISTINCT link_id, visitor FROM fresh ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING link_id
  ), uniques AS (
    SELECT link_id, count(*)::int AS n FROM new_visitors GROUP BY 1
  ), totals AS (
    SELECT link_id, count(*)::int AS n FROM fresh GROUP BY 1
  )
  UPDATE links SET clicks = links.clicks + totals.n, unique_clicks = links.unique_clicks + coalesce(uniques.n, 0)
  FROM totals LEFT JOIN uniques USING (link_id)
  WHERE links.id = totals.link_id;

  UPDATE qr_codes SET scans = qr_codes.scans + t.n
  FROM (SELECT link_id, count(*)::int AS n FROM fresh GROUP BY 1) t
  WHERE qr_codes.link_id = t.link_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION fold_clicks() RETURNS integer LANGUAGE sql AS $$
  WITH moved AS (
    DELETE FROM click_pending RETURNING id, link_id, at, country, referrer, browser, os, language, visitor
  ), folded AS (
    INSERT INTO click_events (link_id, at, country, referrer, browser, os, language, visitor)
    SELECT link_id, at, country, referrer, browser, os, language, visitor FROM moved ORDER BY id
    RETURNING 1
  )
  SELECT count(*)::int FROM folded
$$;