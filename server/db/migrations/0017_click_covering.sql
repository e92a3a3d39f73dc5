-- T10 (issue 35): the statistics read only indexes. A scope's rows of click_hours and click_hits lie
-- scattered over the heap (one page each), so each index now carries every column the query reads.
ALTER TABLE "click_hits" ADD COLUMN "vid" bigint GENERATED ALWAYS AS (hashtextextended("visitor", 0)) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "click_hits_link_at";--> statement-breakpoint
DROP INDEX IF EXISTS "click_hits_at";--> statement-breakpoint
CREATE INDEX "click_hits_link_cover" ON "click_hits" USING btree ("link_id", "at") INCLUDE ("vid", "country", "referrer", "browser", "os", "language", "device");--> statement-breakpoint
CREATE INDEX "click_hits_at_cover" ON "click_hits" USING btree ("at") INCLUDE ("link_id", "vid", "country", "referrer", "browser", "os", "language", "device");--> statement-breakpoint
ALTER TABLE "click_hours" DROP CONSTRAINT "click_hours_pk";--> statement-breakpoint
ALTER TABLE "click_hours" ADD CONSTRAINT "click_hours_pk" PRIMARY KEY ("link_id", "at", "country", "referrer", "browser", "os", "language", "device") INCLUDE ("clicks");--> statement-breakpoint
DROP INDEX IF EXISTS "click_hours_at";--> statement-breakpoint
CREATE INDEX "click_hours_at_cover" ON "click_hours" USING btree ("at") INCLUDE ("link_id", "country", "referrer", "browser", "os", "language", "device", "clicks");
