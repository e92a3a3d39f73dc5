// D27e: enough for the largest image (2048 px, whose 22 % is 450).
export const STORED_LOGO_SIZE = 512
export const STORED_LOGO_BYTES = 200_000
