import QRCode from 'qrcode'

const LEVELS = ['H', 'Q', 'M', 'L'] as const
type EcLevel = (typeof LEVELS)[number]

function fits(text: string, level: EcLevel): boolean {
  try {
    // A fixed mask skips the mask search: only the capacity is of interest here.
    QRCode.create(text, { errorCorrectionLevel: level, maskPattern: 0 })
    return true
  } catch {
    return false
  }
}

/**
 * The highest error-correction level the content fits at (D27a): H leaves room for a logo;
 * long text (D27 allows 2000 characters, more than H's 1273 bytes) drops to Q, M or L.
 */
export function errorCorrectionFor(text: string): EcLevel | null {
  return LEVELS.find((level) => fits(text, level)) ?? null
}

/** Whether a static code's payload fits in a QR code at all (2953 bytes at level L). */
export const fitsInQrCode = (text: string) => errorCorrectionFor(text) !== null
