/**
 * A statement sent to PGlite with `exec` that starts with this comment commits without waiting for the
 * disk, as a click batch does on PostgreSQL (L4g, L4i): its log is written to the operating system before
 * the statement returns, and synced shortly after (server/db/pglite-durability.ts). Apart, so that the
 * click recorder names it without loading PGlite.
 */
export const RELAXED_COMMIT = '/* linkdash: relaxed commit */ '
