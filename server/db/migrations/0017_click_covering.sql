-- T10 (issue 35): a scope's rows of click_hours and click_hits lie scattered over the heap (one page
-- each), so the per-link indexes carry every column GET /stats reads. The (at) indexes stay narrow (T15).
ALTER TABLE "click_hits" ADD COLUMN "vid" bigint GENERATED ALWAYS AS (hashtextextended("visitor", 0)) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "click_hits_link_at";--> statement-breakpoint
CREATE INDEX "click_hits_link_cover" ON "click_hits" USING btree ("link_id", "at") INCLUDE ("vid", "country", "referrer", "browser", "os", "language", "device");--> statement-breakpoint
ALTER TABLE "click_hours" DROP CONSTRAINT "click_hours_pk";--> statement-breakpoint
ALTER TABLE "click_hours" ADD CONSTRAINT "click_hours_pk" PRIMARY KEY ("link_id", "at", "country", "referrer", "browser", "os", "language", "device") INCLUDE ("clicks");
