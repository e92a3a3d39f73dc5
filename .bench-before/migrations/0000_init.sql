CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"public" boolean DEFAULT false NOT NULL,
	"rotator_next" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "directories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#64748b' NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_items" (
	"directory_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directory_items_directory_id_item_type_item_id_pk" PRIMARY KEY("directory_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"domain" text NOT NULL,
	"redirect_root" text DEFAULT '' NOT NULL,
	"redirect_404" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"alias" text NOT NULL,
	"domain" text,
	"storage_name" text NOT NULL,
	"size" integer NOT NULL,
	"password_hash" text,
	"expiry" date,
	"max_downloads" integer,
	"downloads" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'links' NOT NULL,
	"alias" text NOT NULL,
	"long_url" text NOT NULL,
	"title" text NOT NULL,
	"campaign_id" integer,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "links_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "overlays" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pixels" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"tag" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"background" text NOT NULL,
	"foreground" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"token" text NOT NULL,
	"link_id" integer,
	"scans" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_codes_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "qr_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"qr_id" integer NOT NULL,
	"country" text NOT NULL,
	"referrer" text NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"visitor" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "splash_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"api_key_hash" text NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"expires" timestamp with time zone,
	"rate_limit" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_api_key_hash_unique" UNIQUE("api_key_hash")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directories" ADD CONSTRAINT "directories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_items" ADD CONSTRAINT "directory_items_directory_id_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."directories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlays" ADD CONSTRAINT "overlays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pixels" ADD CONSTRAINT "pixels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_scans" ADD CONSTRAINT "qr_scans_qr_id_qr_codes_id_fk" FOREIGN KEY ("qr_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "splash_pages" ADD CONSTRAINT "splash_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_user" ON "campaigns" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_user_name" ON "campaigns" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "directories_user" ON "directories" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "domains_user" ON "domains" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "files_user" ON "files" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "links_user" ON "links" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "links_campaign" ON "links" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "overlays_user" ON "overlays" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "pixels_user" ON "pixels" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pixels_user_type_tag" ON "pixels" USING btree ("user_id","type","tag");--> statement-breakpoint
CREATE INDEX "qr_user" ON "qr_codes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "qr_scans_qr" ON "qr_scans" USING btree ("qr_id");--> statement-breakpoint
CREATE INDEX "splash_user" ON "splash_pages" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));