/** The PNG widths a QR image is drawn at (Q1): any other `?size=` is rounded to the nearest. */
export const QR_SIZES = [128, 256, 512, 1024, 2048] as const
export type QrSize = (typeof QR_SIZES)[number]
export const DEFAULT_QR_SIZE: QrSize = 512

/** The nearest size of QR_SIZES (the larger on a tie); the default when `size` is not a number. */
export function nearestQrSize(size: number | string | null | undefined): QrSize {
  const n = typeof size === 'number' ? size : size ? Number(size) : NaN
  if (!Number.isFinite(n)) return DEFAULT_QR_SIZE
  return QR_SIZES.reduce((best, s) => (Math.abs(s - n) <= Math.abs(best - n) ? s : best))
}
