-- T37 (issue 35): per link and ISO week (its Monday, UTC) whose seven days are rolled, the sum of its day rows,
-- built by the rollup job; click_rolled_weeks lists the weeks whose rows are all built.
CREATE TABLE "click_week_rollups" (
	"link_id" integer NOT NULL REFERENCES "links"("id") ON DELETE CASCADE,
	"week" date NOT NULL,
	"clicks" bigint NOT NULL,
	"maps" jsonb NOT NULL,
	"visitors" bytea NOT NULL,
	CONSTRAINT "click_week_rollups_pk" PRIMARY KEY ("link_id", "week")
);--> statement-breakpoint
CREATE TABLE "click_rolled_weeks" (
	"week" date PRIMARY KEY NOT NULL,
	"done" boolean DEFAULT false NOT NULL
);--> statement-breakpoint
CREATE INDEX "click_rollups_day" ON "click_rollups" ("day", "link_id");--> statement-breakpoint
-- T38: any change to a link's day row (a late click's stale mark, a rebuild, a deletion) drops its week's row
-- and sends the job back to that week.
CREATE OR REPLACE FUNCTION click_week_rollups_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS MATERIALIZED (
    SELECT DISTINCT link_id, day - (extract(isodow FROM day)::int - 1) AS week FROM changed_rows
  ), gone AS (
    DELETE FROM click_week_rollups w USING changed c WHERE w.link_id = c.link_id AND w.week = c.week
  )
  UPDATE click_rolled_weeks r SET done = false WHERE r.done AND r.week IN (SELECT week FROM changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "click_rollups_weeks_insert" AFTER INSERT ON "click_rollups" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION click_week_rollups_gone();--> statement-breakpoint
CREATE TRIGGER "click_rollups_weeks_update" AFTER UPDATE ON "click_rollups" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION click_week_rollups_gone();--> statement-breakpoint
CREATE TRIGGER "click_rollups_weeks_delete" AFTER DELETE ON "click_rollups" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION click_week_rollups_gone();
