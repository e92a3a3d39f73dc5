-- The redirect's commit becomes one row per batch of clicks (a JSON array) instead of one row per
-- click: on PGlite a row in click_pending cost ~50 µs of CPU per click (heap, key, foreign-key check),
-- a batch row ~20 µs per click at 50 clicks a batch, most of it the statement itself (L4b).
-- Clicks still pending are folded with the old shape first.
SELECT fold_clicks();--> statement-breakpoint
DROP TABLE "click_pending";--> statement-breakpoint
CREATE TABLE "click_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"clicks" jsonb NOT NULL
);--> statement-breakpoint
-- One statement moves every committed batch into click_events (whose trigger folds them into the
-- rollups and counters), batch by batch in the order they were committed. Without a foreign key on
-- the batches, a click whose link was deleted meanwhile is dropped here, as the cascade did before.
CREATE OR REPLACE FUNCTION fold_clicks() RETURNS integer LANGUAGE sql AS $$
  WITH moved AS (
    DELETE FROM click_pending RETURNING id, at, clicks
  ), folded AS (
    INSERT INTO click_events (link_id, at, country, referrer, browser, os, language, visitor)
    SELECT c."linkId", moved.at, c.country, c.referrer, c.browser, c.os, c.language, c.visitor
    FROM moved
    CROSS JOIN LATERAL jsonb_to_recordset(moved.clicks)
      AS c("linkId" int, country text, referrer text, browser text, os text, language text, visitor text)
    WHERE EXISTS (SELECT 1 FROM links WHERE links.id = c."linkId")
    ORDER BY moved.id
    RETURNING 1
  )
  SELECT count(*)::int FROM folded
$$;
