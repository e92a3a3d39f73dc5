/** L4i: a statement sent to PGlite's `exec` starting with this commits without waiting for the disk. */
export const RELAXED_COMMIT = '/* linkdash: relaxed commit */ '
