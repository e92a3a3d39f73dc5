-- Issue 38 (I1): a link's counters are 64-bit; the trigger reading `clicks` is dropped and made again around the change.
DROP TRIGGER links_last_click ON links;--> statement-breakpoint
ALTER TABLE links ALTER COLUMN clicks TYPE bigint, ALTER COLUMN unique_clicks TYPE bigint;--> statement-breakpoint
CREATE TRIGGER links_last_click BEFORE UPDATE OF clicks ON links
  FOR EACH ROW WHEN (NEW.clicks > OLD.clicks) EXECUTE FUNCTION links_stamp_last_click();
--> statement-breakpoint
-- I2: search by trigrams of the long URL, alias and title; a server refusing the extension keeps searching without it.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN others THEN
  RAISE WARNING 'pg_trgm is not available (%): link search runs without its index', SQLERRM;
END
$$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX links_search ON links USING gin ((long_url || ' ' || alias || ' ' || title) gin_trgm_ops);
  END IF;
END
$$;
--> statement-breakpoint
-- I3: the keys of the everyday list in both orders, so a deep page is an index-only scan of keys.
CREATE INDEX links_listed ON links (user_id, id) WHERE kind = 'links' AND NOT qr AND NOT archived;--> statement-breakpoint
CREATE INDEX links_listed_clicks ON links (user_id, clicks, id) WHERE kind = 'links' AND NOT qr AND NOT archived;--> statement-breakpoint
-- I4: each account's short links (all, and those listed: not archived) and their clicks, kept by statement triggers.
CREATE TABLE link_totals (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  links bigint NOT NULL DEFAULT 0,
  listed bigint NOT NULL DEFAULT 0,
  clicks bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO link_totals (user_id, links, listed, clicks)
  SELECT user_id, count(*), count(*) FILTER (WHERE NOT archived), coalesce(sum(clicks), 0)
  FROM links WHERE kind = 'links' AND NOT qr GROUP BY user_id;--> statement-breakpoint
CREATE FUNCTION link_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A delete only lowers rows still there: deleting a user cascades to both tables.
  IF TG_OP = 'DELETE' THEN
    UPDATE link_totals t SET links = t.links - d.links, listed = t.listed - d.listed, clicks = t.clicks - d.clicks
    FROM (SELECT user_id, count(*) AS links, count(*) FILTER (WHERE NOT archived) AS listed, coalesce(sum(clicks), 0) AS clicks
          FROM old_rows WHERE kind = 'links' AND NOT qr GROUP BY user_id) d
    WHERE t.user_id = d.user_id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO link_totals AS t (user_id, links, listed, clicks)
    SELECT user_id, count(*), count(*) FILTER (WHERE NOT archived), coalesce(sum(clicks), 0)
    FROM new_rows WHERE kind = 'links' AND NOT qr GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET links = t.links + excluded.links, listed = t.listed + excluded.listed, clicks = t.clicks + excluded.clicks;
    RETURN NULL;
  END IF;
  INSERT INTO link_totals AS t (user_id, links, listed, clicks)
  SELECT user_id, sum(n), sum(l), sum(c) FROM (
    SELECT user_id, 1 AS n, (NOT archived)::int AS l, clicks AS c FROM new_rows WHERE kind = 'links' AND NOT qr
    UNION ALL
    SELECT user_id, -1, -(NOT archived)::int, -clicks FROM old_rows WHERE kind = 'links' AND NOT qr
  ) d GROUP BY user_id HAVING sum(n) <> 0 OR sum(l) <> 0 OR sum(c) <> 0
  ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET links = t.links + excluded.links, listed = t.listed + excluded.listed, clicks = t.clicks + excluded.clicks;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER link_totals_insert AFTER INSERT ON links REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION link_totals_apply();--> statement-breakpoint
CREATE TRIGGER link_totals_update AFTER UPDATE ON links REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION link_totals_apply();--> statement-breakpoint
CREATE TRIGGER link_totals_delete AFTER DELETE ON links REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION link_totals_apply();
