/** Stored logos are at most this many pixels across: enough for the largest image (2048 px, 22 % is 450). */
export const STORED_LOGO_SIZE = 512
/**
 * A photo-like logo (a JPEG, say) does not compress well as PNG, and the SVG carries it whole: above this
 * it is stored at half the size, still more than the default 512 px image's 113 px logo needs.
 */
export const STORED_LOGO_BYTES = 200_000
