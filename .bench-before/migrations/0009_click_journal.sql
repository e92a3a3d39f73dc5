-- PGlite's click journal (L4j): how far the journal files in DATA_DIR/clicks/ are folded. One row from
-- the start, so a fold only updates it (and tables compared by row count stay still).
CREATE TABLE "click_journal" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL,
	"position" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "click_journal" ("id", "generation", "position") VALUES (1, 0, 0);
