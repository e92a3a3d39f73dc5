-- A QR code's logo, fetched once when the code is saved and kept as PNG (D27e): the PNG and SVG
-- images draw it from here. Codes saved before keep their logo address but have no row: no logo is drawn.
CREATE TABLE "qr_logos" (
	"qr_id" integer PRIMARY KEY NOT NULL,
	"png" "bytea" NOT NULL,
	"sha" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_logos" ADD CONSTRAINT "qr_logos_qr_id_qr_codes_id_fk" FOREIGN KEY ("qr_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;