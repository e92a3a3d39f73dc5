-- A1: a domain is its host (lower case, punycode, no default port: the stored origin's host), one owner each.
ALTER TABLE "domains" ADD COLUMN "host" text;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "checked" timestamp with time zone;--> statement-breakpoint
-- A3: domains added before verification existed keep serving (grandfathered).
UPDATE "domains" SET
  "host" = regexp_replace(regexp_replace("domain", '^[a-z]+://', ''), '\.(:[0-9]+)?$', '\1'),
  "status" = 'verified',
  "token" = md5(random()::text || "id"::text || clock_timestamp()::text);--> statement-breakpoint
-- A4: two rows of one host keep the oldest; the owner's links and files on the newer row move to it
-- where their alias is free there; other rows keep their address, listed but not served.
CREATE TEMP TABLE "domain_dupes" AS
  SELECT d."id", d."domain" AS "from_url", k."domain" AS "to_url", d."user_id" = k."user_id" AS "same_owner"
  FROM "domains" d
  JOIN LATERAL (
    SELECT o."domain", o."user_id" FROM "domains" o WHERE o."host" = d."host" ORDER BY o."created", o."id" LIMIT 1
  ) k ON k."domain" <> d."domain";--> statement-breakpoint
UPDATE "links" l SET "domain" = x."to_url" FROM "domain_dupes" x
  WHERE l."domain" = x."from_url" AND x."same_owner"
  AND NOT EXISTS (SELECT 1 FROM "links" o WHERE o."domain" = x."to_url" AND o."alias" = l."alias");--> statement-breakpoint
UPDATE "files" f SET "domain" = x."to_url" FROM "domain_dupes" x WHERE f."domain" = x."from_url" AND x."same_owner";--> statement-breakpoint
DELETE FROM "domains" WHERE "id" IN (SELECT "id" FROM "domain_dupes");--> statement-breakpoint
DROP TABLE "domain_dupes";--> statement-breakpoint
ALTER TABLE "domains" DROP CONSTRAINT "domains_domain_unique";--> statement-breakpoint
ALTER TABLE "domains" ALTER COLUMN "host" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ALTER COLUMN "token" SET NOT NULL;--> statement-breakpoint
-- A3: one serving (verified) row per host; pending claims may coexist, the first proved wins.
CREATE UNIQUE INDEX "domains_host" ON "domains" ("host") WHERE "status" = 'verified';--> statement-breakpoint
CREATE UNIQUE INDEX "domains_user_host" ON "domains" ("user_id", "host");--> statement-breakpoint
CREATE INDEX "domains_pending" ON "domains" ("checked") WHERE "status" = 'pending';--> statement-breakpoint
-- A5: links and files share one alias namespace per host, enforced here rather than by a read first.
CREATE TABLE "alias_claims" (
  "place" text NOT NULL,
  "alias" text NOT NULL,
  "kind" text NOT NULL,
  "ref_id" integer NOT NULL,
  CONSTRAINT "alias_claims_pkey" PRIMARY KEY ("place", "alias")
);--> statement-breakpoint
INSERT INTO "alias_claims" SELECT coalesce("domain", ''), "alias", 'links', "id" FROM "links" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "alias_claims" SELECT coalesce("domain", ''), "alias", 'files', "id" FROM "files" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION alias_claim() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM alias_claims
    WHERE place = coalesce(OLD.domain, '') AND alias = OLD.alias AND kind = TG_TABLE_NAME AND ref_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO alias_claims VALUES (coalesce(NEW.domain, ''), NEW.alias, TG_TABLE_NAME, NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "links_alias_claim" AFTER INSERT OR DELETE OR UPDATE OF "alias", "domain" ON "links"
  FOR EACH ROW EXECUTE FUNCTION alias_claim();--> statement-breakpoint
CREATE TRIGGER "files_alias_claim" AFTER INSERT OR DELETE OR UPDATE OF "alias", "domain" ON "files"
  FOR EACH ROW EXECUTE FUNCTION alias_claim();
