-- T20 (issue 35): a rollup per link and completed UTC day (clicks, every value's count, a visitor sketch),
-- built by the rollup job from click_hits; click_rolled_days lists the days being rolled and, once done, rolled.
CREATE TABLE "click_rollups" (
	"link_id" integer NOT NULL REFERENCES "links"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"clicks" bigint NOT NULL,
	"maps" jsonb NOT NULL,
	"visitors" bytea NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	CONSTRAINT "click_rollups_pk" PRIMARY KEY ("link_id", "day")
);--> statement-breakpoint
CREATE INDEX "click_rollups_stale" ON "click_rollups" ("day") WHERE "stale";--> statement-breakpoint
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
  INSERT INTO click_rollups (link_id, day, clicks, maps, visitors, stale)
    SELECT DISTINCT n.link_id, n.day, 0, '{}'::jsonb, '\x00'::bytea, true
    FROM (SELECT link_id, (at AT TIME ZONE 'UTC')::date AS day FROM new_rows) n
    WHERE n.day IN (SELECT day FROM click_rolled_days)
  ON CONFLICT ON CONSTRAINT click_rollups_pk DO UPDATE SET stale = true;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "click_hits_rollups" AFTER INSERT ON "click_hits" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION click_rollups_stale();
