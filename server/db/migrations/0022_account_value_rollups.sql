-- T26 (issue 35): per account, UTC day, stored column and value, the value's clicks, the other columns'
-- counts and its visitor sketch; the account-day row says whether they are complete (`valued`).
ALTER TABLE "click_account_rollups" ADD COLUMN "valued" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "click_account_rollups" ADD COLUMN "gen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "click_account_value_rollups" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"dim" text NOT NULL,
	"value" text NOT NULL,
	"day" date NOT NULL,
	"clicks" bigint NOT NULL,
	"maps" jsonb NOT NULL,
	"visitors" bytea NOT NULL,
	CONSTRAINT "click_account_value_rollups_pk" PRIMARY KEY ("user_id", "dim", "value", "day")
);--> statement-breakpoint
CREATE INDEX "click_account_rollups_unvalued" ON "click_account_rollups" ("day") WHERE NOT "valued";--> statement-breakpoint
-- T28: a late click also takes the account-day's value rows out of use (valued) and counts a generation,
-- so a value rebuild that read before it does not mark them complete.
CREATE OR REPLACE FUNCTION click_rollups_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(3500210);
  -- A fold writes the current day, later than every day the job has taken: one look at the bounds.
  IF coalesce((SELECT min(at) FROM new_rows) >= (SELECT (max(day) + 1)::timestamp AT TIME ZONE 'UTC' FROM click_rolled_days), true) THEN
    RETURN NULL;
  END IF;
  WITH late AS MATERIALIZED (
    SELECT DISTINCT n.link_id, l.user_id, n.day
    FROM (SELECT link_id, (at AT TIME ZONE 'UTC')::date AS day FROM new_rows) n JOIN links l ON l.id = n.link_id
    WHERE n.day IN (SELECT day FROM click_rolled_days)
  ), per_link AS (
    INSERT INTO click_rollups (link_id, user_id, day, clicks, maps, visitors, stale)
    SELECT link_id, user_id, day, 0, '{}'::jsonb, '\x00'::bytea, true FROM late
    ON CONFLICT ON CONSTRAINT click_rollups_pk DO UPDATE SET stale = true
  )
  INSERT INTO click_account_rollups (user_id, day, clicks, maps, visitors, stale, valued, gen)
  SELECT DISTINCT user_id, day, 0, '{}'::jsonb, '\x00'::bytea, true, false, 1 FROM late
  ON CONFLICT ON CONSTRAINT click_account_rollups_pk DO UPDATE SET stale = true, valued = false, gen = click_account_rollups.gen + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION click_rollups_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE click_account_rollups a SET stale = true, valued = false, gen = a.gen + 1
  FROM (SELECT DISTINCT user_id, day FROM old_rows) o WHERE a.user_id = o.user_id AND a.day = o.day;
  RETURN NULL;
END
$$;
