-- T17 (issue 35): click_hits alone answers GET /stats wherever it holds every click of click_hours, so its
-- per-link index also carries `clicks`, and click_detail_since records from when it holds them all: after
-- the last carried-over day of 0014 (the only click_hours rows without a device).
DROP INDEX IF EXISTS "click_hits_link_cover";--> statement-breakpoint
CREATE INDEX "click_hits_link_cover" ON "click_hits" USING btree ("link_id", "at") INCLUDE ("vid", "country", "referrer", "browser", "os", "language", "device", "clicks");--> statement-breakpoint
CREATE TABLE "click_detail_since" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "click_detail_since_one" CHECK ("id" = 1)
);--> statement-breakpoint
INSERT INTO "click_detail_since" ("id", "since")
  SELECT 1, coalesce(max("at") + interval '15 minutes', '-infinity') FROM "click_hours" WHERE "device" = '';
