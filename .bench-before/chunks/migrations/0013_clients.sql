-- Issue 34 (K4): directory names are unique per user, in any case. A user's later duplicates (by id) are
-- renamed "Name (2)", "Name (3)", … (the first free number), so the unique index can be built on any data.
DO $$
DECLARE
  r record;
  k integer;
  candidate text;
BEGIN
  FOR r IN
    SELECT d.id, d.user_id, d.name FROM directories d
    WHERE EXISTS (SELECT 1 FROM directories e WHERE e.user_id = d.user_id AND lower(e.name) = lower(d.name) AND e.id < d.id)
    ORDER BY d.id
  LOOP
    k := 2;
    LOOP
      candidate := left(r.name, 92) || ' (' || k || ')';
      EXIT WHEN NOT EXISTS (SELECT 1 FROM directories e WHERE e.user_id = r.user_id AND lower(e.name) = lower(candidate));
      k := k + 1;
    END LOOP;
    UPDATE directories SET name = candidate WHERE id = r.id;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "directories_user_name" ON "directories" USING btree ("user_id", lower("name"));
--> statement-breakpoint
-- K2: a link's expiry becomes the last moment it works (UTC). A day kept before keeps its meaning, the end
-- of that day (L4.2), and is still answered as the day.
ALTER TABLE "links" ALTER COLUMN "expiry" SET DATA TYPE timestamp(3) USING ("expiry" + time '23:59:59.999');
