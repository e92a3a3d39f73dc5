-- T42: an account-day's value rows gain 24 rows of dim `hour` (its clicks in each UTC hour, every column counted,
-- a visitor sketch), so that a bucket edge in the viewer's zone cuts a rolled day at an hour. Days valued
-- before have none: the job values them again from detail where it is whole.
ALTER TABLE "click_account_rollups" ADD COLUMN "hourly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "click_account_rollups_unhourly" ON "click_account_rollups" ("day") WHERE NOT "hourly";
