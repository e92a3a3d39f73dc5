-- Issue 38 (I1): a link's counters are 64-bit; the trigger reading `clicks` is dropped and made again around the change.
DROP TRIGGER links_last_click ON links;--> statement-breakpoint
ALTER TABLE links ALTER COLUMN clicks TYPE bigint, ALTER COLUMN unique_clicks TYPE bigint;--> statement-breakpoint
CREATE TRIGGER links_last_click BEFORE UPDATE OF clicks ON links
  FOR EACH ROW WHEN (NEW.clicks > OLD.clicks) EXECUTE FUNCTION links_stamp_last_click();
