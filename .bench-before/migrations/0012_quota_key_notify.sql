-- Q33a: a user's own upload quota in MiB (null: FILE_QUOTA_MB).
ALTER TABLE "users" ADD COLUMN "file_quota_mb" integer;
--> statement-breakpoint
-- K33b: a key's hash or expiry changed by anything (an operator's SQL too) is forgotten by every instance's key cache.
CREATE OR REPLACE FUNCTION linkdash_key_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('linkdash_changes', json_build_object('from', 'database', 'change', json_build_object('kind', 'key', 'hash', OLD.api_key_hash))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_key_changed AFTER UPDATE OF api_key_hash, expires OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION linkdash_key_changed();
