-- Issue 19: overlays and splash pages get a design (`content`), and contact/newsletter overlays the
-- messages visitors send. Rows made before this (the demo's) get a design from their name, so each one
-- renders and opens in the edit form valid; an image overlay has no image to invent and shows its text.
-- Every statement may run twice: this migration first shipped with a journal time older than 0006's, so
-- drizzle skipped it on databases made before it, and now runs again on those made after (the journal's
-- times only ever grow since; tests/server/migration-order.test.ts).
CREATE TABLE IF NOT EXISTS "overlay_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"overlay_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "overlays" ADD COLUMN IF NOT EXISTS "content" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "splash_pages" ADD COLUMN IF NOT EXISTS "content" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "overlay_messages" ADD CONSTRAINT "overlay_messages_overlay_id_overlays_id_fk" FOREIGN KEY ("overlay_id") REFERENCES "public"."overlays"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "overlay_messages" ADD CONSTRAINT "overlay_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "overlay_messages_overlay" ON "overlay_messages" USING btree ("overlay_id","id");--> statement-breakpoint
UPDATE "overlays" SET "content" = CASE "type"
  WHEN 'message' THEN jsonb_build_object('text', "name")
  WHEN 'coupon' THEN jsonb_build_object('title', "name", 'code', left(coalesce(nullif(upper(regexp_replace("name", '[^A-Za-z0-9]', '', 'g')), ''), 'CODE'), 50))
  WHEN 'image' THEN jsonb_build_object('text', left("name", 200))
  ELSE jsonb_build_object('title', left("name", 100))
END WHERE "content" = '{}'::jsonb;--> statement-breakpoint
UPDATE "splash_pages" SET "content" = jsonb_build_object('title', left("name", 200)) WHERE "content" = '{}'::jsonb;
