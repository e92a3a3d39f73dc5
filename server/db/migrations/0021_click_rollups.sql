-- T20 (issue 35): a rollup per link and completed UTC day (clicks, every value's count, a visitor sketch),
-- built by the rollup job from click_hits; click_rolled_days lists the days being rolled and, once done, rolled.
CREATE TABLE "click_rollups" (
	"link_id" integer NOT NULL REFERENCES "links"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"clicks" bigint NOT NULL,
	"maps" jsonb NOT NULL,
	"visitors" bytea NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	CONSTRAINT "click_rollups_pk" PRIMARY KEY ("link_id", "day")
);--> statement-breakpoint
CREATE INDEX "click_rollups_stale" ON "click_rollups" ("day") WHERE "stale";--> statement-breakpoint
CREATE INDEX "click_rollups_user" ON "click_rollups" ("user_id", "day");--> statement-breakpoint
-- T24: the same per account and day, the sum of its links' rows (the account scope reads one row a day).
CREATE TABLE "click_account_rollups" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"clicks" bigint NOT NULL,
	"maps" jsonb NOT NULL,
	"visitors" bytea NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	CONSTRAINT "click_account_rollups_pk" PRIMARY KEY ("user_id", "day")
);--> statement-breakpoint
CREATE INDEX "click_account_rollups_stale" ON "click_account_rollups" ("day") WHERE "stale";--> statement-breakpoint
CREATE TABLE "click_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"beat" timestamp with time zone NOT NULL,
	"done" boolean DEFAULT false NOT NULL
);--> statement-breakpoint
-- T21: a click written into a rolled day (a late fold, a replay, a test) marks its link's row stale, so
-- /stats reads that link-day from detail until the job rebuilds it. The shared lock waits for a job's tick.
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
  INSERT INTO click_account_rollups (user_id, day, clicks, maps, visitors, stale)
  SELECT DISTINCT user_id, day, 0, '{}'::jsonb, '\x00'::bytea, true FROM late
  ON CONFLICT ON CONSTRAINT click_account_rollups_pk DO UPDATE SET stale = true;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- T24: a link deleted (its rows cascade) leaves its account's days to be summed again.
CREATE OR REPLACE FUNCTION click_rollups_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE click_account_rollups a SET stale = true
  FROM (SELECT DISTINCT user_id, day FROM old_rows) o WHERE a.user_id = o.user_id AND a.day = o.day;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "click_rollups_gone" AFTER DELETE ON "click_rollups" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION click_rollups_gone();--> statement-breakpoint
CREATE TRIGGER "click_hits_rollups" AFTER INSERT ON "click_hits" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION click_rollups_stale();
