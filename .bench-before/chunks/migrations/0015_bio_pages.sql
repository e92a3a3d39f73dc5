-- Issue 37 (X3): a bio page is a links row of kind 'bio'; what only a bio page has lives here, keyed by that row.
CREATE TABLE "bio_pages" (
	"link_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"avatar_png" "bytea",
	"avatar_sha" text,
	"theme" jsonb NOT NULL,
	"button_style" text DEFAULT 'rounded' NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bio_pages" ADD CONSTRAINT "bio_pages_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;
