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

export function errorCorrectionFor(text: string): EcLevel | null {
  return LEVELS.find((level) => fits(text, level)) ?? null
}

export const fitsInQrCode = (text: string) => errorCorrectionFor(text) !== null
