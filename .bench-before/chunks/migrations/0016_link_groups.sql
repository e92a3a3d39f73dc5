-- Issue 36 (X2, G1-G9): archive, the last click of each link, old aliases kept as redirects, and the
-- indexes the list's filters and orders need.
ALTER TABLE links ADD COLUMN archived boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE links ADD COLUMN last_click timestamp with time zone;--> statement-breakpoint
CREATE TABLE link_aliases (
  link_id integer NOT NULL REFERENCES links(id) ON DELETE CASCADE,
  host text NOT NULL DEFAULT '',
  alias text NOT NULL,
  created timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX link_aliases_host_alias ON link_aliases (host, alias);--> statement-breakpoint
CREATE INDEX link_aliases_link ON link_aliases (link_id);--> statement-breakpoint
CREATE INDEX links_user_last_click ON links (user_id, last_click DESC NULLS LAST, id DESC);--> statement-breakpoint
CREATE INDEX links_user_domain ON links (user_id, (coalesce(domain, '')), id);--> statement-breakpoint
CREATE INDEX links_user_expiry ON links (user_id, expiry) WHERE expiry IS NOT NULL;--> statement-breakpoint
CREATE INDEX links_user_protected ON links (user_id, id) WHERE password_hash IS NOT NULL;--> statement-breakpoint
CREATE INDEX links_user_targeted ON links (user_id, id) WHERE geo_target <> '[]'::jsonb OR device_target <> '[]'::jsonb OR language_target <> '[]'::jsonb;--> statement-breakpoint
CREATE INDEX links_user_archived ON links (user_id, id) WHERE archived;--> statement-breakpoint
CREATE INDEX links_user_no_campaign ON links (user_id, id) WHERE campaign_id IS NULL;--> statement-breakpoint
-- G3: the fold raises links.clicks; this row trigger stamps the moment, off the redirect's path.
CREATE FUNCTION links_stamp_last_click() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.last_click := now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER links_last_click BEFORE UPDATE OF clicks ON links
  FOR EACH ROW WHEN (NEW.clicks > OLD.clicks) EXECUTE FUNCTION links_stamp_last_click();--> statement-breakpoint
-- Links clicked before this migration: the end of their last day with clicks, when that table is there.
DO $$
BEGIN
  IF to_regclass('click_days') IS NOT NULL THEN
    UPDATE links SET last_click = d.last
    FROM (SELECT link_id, (max(day) + 1)::timestamp AT TIME ZONE 'UTC' - interval '1 millisecond' AS last FROM click_days GROUP BY 1) d
    WHERE links.id = d.link_id;
  END IF;
END
$$;
