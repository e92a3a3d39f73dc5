-- X1 (issue 35, T1): clicks at a 15-minute UTC grain with every X1 dimension. click_hours: the clicks of
-- each link, quarter hour and combination of values, kept forever. click_hits: the same with the visitor,
-- for distinct visitors over any period and filters; raw detail, kept CLICK_DETAIL_DAYS.
-- Batches still pending in the old shape are folded with the old function first.
SELECT fold_clicks();--> statement-breakpoint
ALTER TABLE "click_events" ADD COLUMN "device" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "click_hours" (
	"link_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"referrer" text NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"language" text NOT NULL,
	"device" text NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "click_hours_pk" PRIMARY KEY("link_id","at","country","referrer","browser","os","language","device")
);--> statement-breakpoint
CREATE TABLE "click_hits" (
	"link_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"visitor" text NOT NULL,
	"country" text NOT NULL,
	"referrer" text NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"language" text NOT NULL,
	"device" text NOT NULL,
	"clicks" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "click_hours" ADD CONSTRAINT "click_hours_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_hits" ADD CONSTRAINT "click_hits_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_hours_at" ON "click_hours" USING btree ("at");--> statement-breakpoint
CREATE INDEX "click_hits_link_at" ON "click_hits" USING btree ("link_id","at");--> statement-breakpoint
CREATE INDEX "click_hits_at" ON "click_hits" USING btree ("at");--> statement-breakpoint
-- T2: a device type from the OS where the User-Agent is gone (clicks counted before this migration).
CREATE FUNCTION click_device(device text, os text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN device <> '' THEN device WHEN os IN ('iOS', 'Android') THEN 'mobile' ELSE 'desktop' END
$$;--> statement-breakpoint
-- T3: today's data carried over. click_events hold each click with its moment and facts.
INSERT INTO click_hours (link_id, at, country, referrer, browser, os, language, device, clicks)
  SELECT link_id, date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00'), country, referrer, browser, os, language, click_device(device, os), count(*)::int
  FROM click_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;--> statement-breakpoint
INSERT INTO click_hits (link_id, at, visitor, country, referrer, browser, os, language, device, clicks)
  SELECT link_id, date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00'), visitor, country, referrer, browser, os, language, click_device(device, os), count(*)::int
  FROM click_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;--> statement-breakpoint
-- Clicks folded from batches (0006 to now) kept only their UTC day: carried over at the day's start with
-- every dimension unknown ('').
INSERT INTO click_hours (link_id, at, country, referrer, browser, os, language, device, clicks)
  SELECT d.link_id, d.day::timestamp AT TIME ZONE 'UTC', '', '', '', '', '', '', d.clicks - coalesce(e.n, 0)
  FROM click_days d
  LEFT JOIN (SELECT link_id, (at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM click_events GROUP BY 1, 2) e USING (link_id, day)
  WHERE d.clicks > coalesce(e.n, 0)
ON CONFLICT ON CONSTRAINT click_hours_pk DO UPDATE SET clicks = click_hours.clicks + excluded.clicks;--> statement-breakpoint
CREATE OR REPLACE FUNCTION click_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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

  INSERT INTO click_hours (link_id, at, country, referrer, browser, os, language, device, clicks)
    SELECT link_id, date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00'), country, referrer, browser, os, language, click_device(device, os), count(*)::int
    FROM fresh GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT click_hours_pk DO UPDATE SET clicks = click_hours.clicks + excluded.clicks;

  INSERT INTO click_hits (link_id, at, visitor, country, referrer, browser, os, language, device, clicks)
    SELECT link_id, date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00'), visitor, country, referrer, browser, os, language, click_device(device, os), count(*)::int
    FROM fresh GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;

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
-- T4: a batch now carries `hits`, its clicks per link, visitor and combination of values (short keys: the
-- batch is the redirect's one write). Batches of the old shape (links, totals, visitors) are still folded.
CREATE OR REPLACE FUNCTION fold_clicks() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  WITH moved AS (
      DELETE FROM click_pending RETURNING at, clicks
    ), hits AS MATERIALIZED (
      SELECT h.l AS link, date_bin('15 minutes', moved.at, timestamptz '2000-01-01 00:00:00+00') AS at,
        h.v AS visitor, h.c AS country, h.r AS referrer, h.b AS browser, h.o AS os, h.g AS language, click_device(coalesce(h.d, ''), h.o) AS device, h.n AS clicks
      FROM moved CROSS JOIN LATERAL jsonb_to_recordset(moved.clicks->'hits') AS h(l int, v text, c text, r text, b text, o text, g text, d text, n int)
      WHERE EXISTS (SELECT 1 FROM links WHERE links.id = h.l)
    ), per_link AS MATERIALIZED (
      -- A click whose link was deleted since is dropped here, as the cascade would have done.
      SELECT link, day, sum(clicks)::int AS clicks FROM (
        SELECT c.link, (moved.at AT TIME ZONE 'UTC')::date AS day, c.clicks
        FROM moved CROSS JOIN LATERAL jsonb_to_recordset(moved.clicks->'links') AS c(link int, clicks int)
        WHERE EXISTS (SELECT 1 FROM links WHERE links.id = c.link)
        UNION ALL
        SELECT link, (at AT TIME ZONE 'UTC')::date, clicks FROM hits
      ) all_clicks GROUP BY 1, 2
    ), totals AS (
      INSERT INTO click_totals (link_id, dimension, value, clicks)
      SELECT link, dimension, value, sum(clicks)::int FROM (
        SELECT t.link, t.dimension, t.value, t.clicks
        FROM moved CROSS JOIN LATERAL jsonb_to_recordset(moved.clicks->'totals') AS t(link int, dimension text, value text, clicks int)
        WHERE EXISTS (SELECT 1 FROM links WHERE links.id = t.link)
        UNION ALL
        SELECT h.link, d.dimension, d.value, h.clicks FROM hits h
        CROSS JOIN LATERAL (VALUES ('country', h.country), ('referrer', h.referrer), ('browser', h.browser), ('os', h.os), ('language', h.language)) AS d(dimension, value)
      ) all_totals
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (link_id, dimension, value) DO UPDATE SET clicks = click_totals.clicks + excluded.clicks
    ), days AS (
      INSERT INTO click_days (link_id, day, clicks)
      SELECT link, day, sum(clicks)::int FROM per_link GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (link_id, day) DO UPDATE SET clicks = click_days.clicks + excluded.clicks
    ), quarters AS (
      INSERT INTO click_hours (link_id, at, country, referrer, browser, os, language, device, clicks)
      SELECT link, at, country, referrer, browser, os, language, device, sum(clicks)::int
      FROM hits GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
      ON CONFLICT ON CONSTRAINT click_hours_pk DO UPDATE SET clicks = click_hours.clicks + excluded.clicks
    ), detail AS (
      INSERT INTO click_hits (link_id, at, visitor, country, referrer, browser, os, language, device, clicks)
      SELECT link, at, visitor, country, referrer, browser, os, language, device, sum(clicks)::int
      FROM hits GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ), new_visitors AS (
      INSERT INTO click_visitors (link_id, visitor)
      SELECT DISTINCT link, visitor FROM (
        SELECT v.link, v.visitor
        FROM moved CROSS JOIN LATERAL jsonb_to_recordset(moved.clicks->'visitors') AS v(link int, visitor text)
        WHERE EXISTS (SELECT 1 FROM links WHERE links.id = v.link)
        UNION ALL
        SELECT link, visitor FROM hits
      ) all_visitors
      ORDER BY 1, 2
      ON CONFLICT DO NOTHING
      RETURNING link_id
    ), uniques AS (
      SELECT link_id, count(*)::int AS n FROM new_visitors GROUP BY 1
    ), link_totals AS MATERIALIZED (
      SELECT link AS link_id, sum(clicks)::int AS n FROM per_link GROUP BY 1
    ), counted AS (
      UPDATE links SET clicks = links.clicks + t.n, unique_clicks = links.unique_clicks + coalesce(u.n, 0)
      FROM link_totals t LEFT JOIN uniques u USING (link_id)
      WHERE links.id = t.link_id
    ), scanned AS (
      UPDATE qr_codes SET scans = qr_codes.scans + t.n
      FROM link_totals t
      WHERE qr_codes.link_id = t.link_id
    )
    SELECT coalesce(sum(n), 0)::int INTO folded FROM link_totals;
  RETURN folded;
END
$$;
