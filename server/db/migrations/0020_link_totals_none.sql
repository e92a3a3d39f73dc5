-- I7: the listed links with no campaign and with no branded domain, kept beside `listed` by the same statement triggers.
ALTER TABLE link_totals ADD COLUMN unassigned bigint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE link_totals ADD COLUMN undomained bigint NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE link_totals t SET unassigned = d.unassigned, undomained = d.undomained
  FROM (SELECT user_id, count(*) FILTER (WHERE campaign_id IS NULL) AS unassigned, count(*) FILTER (WHERE coalesce(domain, '') = '') AS undomained
        FROM links WHERE kind = 'links' AND NOT qr AND NOT archived GROUP BY user_id) d
  WHERE t.user_id = d.user_id;--> statement-breakpoint
CREATE INDEX directory_items_item ON directory_items (item_type, item_id, directory_id);--> statement-breakpoint
CREATE OR REPLACE FUNCTION link_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE link_totals t SET links = t.links - d.links, listed = t.listed - d.listed, clicks = t.clicks - d.clicks,
      unassigned = t.unassigned - d.unassigned, undomained = t.undomained - d.undomained
    FROM (SELECT user_id, count(*) AS links, count(*) FILTER (WHERE NOT archived) AS listed, coalesce(sum(clicks), 0) AS clicks,
            count(*) FILTER (WHERE NOT archived AND campaign_id IS NULL) AS unassigned,
            count(*) FILTER (WHERE NOT archived AND coalesce(domain, '') = '') AS undomained
          FROM old_rows WHERE kind = 'links' AND NOT qr GROUP BY user_id) d
    WHERE t.user_id = d.user_id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO link_totals AS t (user_id, links, listed, clicks, unassigned, undomained)
    SELECT user_id, count(*), count(*) FILTER (WHERE NOT archived), coalesce(sum(clicks), 0),
      count(*) FILTER (WHERE NOT archived AND campaign_id IS NULL), count(*) FILTER (WHERE NOT archived AND coalesce(domain, '') = '')
    FROM new_rows WHERE kind = 'links' AND NOT qr GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET links = t.links + excluded.links, listed = t.listed + excluded.listed, clicks = t.clicks + excluded.clicks,
      unassigned = t.unassigned + excluded.unassigned, undomained = t.undomained + excluded.undomained;
    RETURN NULL;
  END IF;
  INSERT INTO link_totals AS t (user_id, links, listed, clicks, unassigned, undomained)
  SELECT user_id, sum(n), sum(l), sum(c), sum(u), sum(o) FROM (
    SELECT user_id, 1 AS n, (NOT archived)::int AS l, clicks AS c,
      (NOT archived AND campaign_id IS NULL)::int AS u, (NOT archived AND coalesce(domain, '') = '')::int AS o
    FROM new_rows WHERE kind = 'links' AND NOT qr
    UNION ALL
    SELECT user_id, -1, -(NOT archived)::int, -clicks,
      -(NOT archived AND campaign_id IS NULL)::int, -(NOT archived AND coalesce(domain, '') = '')::int
    FROM old_rows WHERE kind = 'links' AND NOT qr
  ) d GROUP BY user_id HAVING sum(n) <> 0 OR sum(l) <> 0 OR sum(c) <> 0 OR sum(u) <> 0 OR sum(o) <> 0
  ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET links = t.links + excluded.links, listed = t.listed + excluded.listed, clicks = t.clicks + excluded.clicks,
    unassigned = t.unassigned + excluded.unassigned, undomained = t.undomained + excluded.undomained;
  RETURN NULL;
END
$$;
