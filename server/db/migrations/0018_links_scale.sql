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
