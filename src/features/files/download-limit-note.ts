/** F6 (issue 40 item 9): a byte range takes a download's slot, so the max downloads hint says so. */
export const RANGE_COUNTS = 'A request for part of the file counts as a download, so a resumed download counts again.'
