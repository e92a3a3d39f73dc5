import QRCode from 'qrcode'
import type { QrData, QrType } from '../contract/qr.ts'

const LEVELS = ['H', 'Q', 'M', 'L'] as const
export type EcLevel = (typeof LEVELS)[number]

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

const esc = (v: string) => v.replace(/([\\;,:"])/g, '\\$1')

/** What a code's image encodes when it is static, and where a dynamic code's scan leads (D28). */
export function qrTarget(type: QrType, data: unknown, vcardUrl: string): string {
  switch (type) {
    case 'text':
      return data as QrData['text']
    case 'link':
      return data as QrData['link']
    case 'email': {
      const d = data as QrData['email']
      if (typeof d === 'string') return `mailto:${d}`
      const params = new URLSearchParams()
      if (d.subject) params.set('subject', d.subject)
      if (d.body) params.set('body', d.body)
      const q = params.toString().replace(/\+/g, '%20')
      return `mailto:${d.email}${q ? `?${q}` : ''}`
    }
    case 'phone':
      return `tel:${data as QrData['phone']}`
    case 'sms': {
      const d = data as QrData['sms']
      return `SMSTO:${d.phone}:${d.message ?? ''}`
    }
    case 'wifi': {
      const d = data as QrData['wifi']
      return `WIFI:T:${d.encryption};S:${esc(d.ssid)};${d.pass ? `P:${esc(d.pass)};` : ''};`
    }
    case 'vcard':
      return vcardUrl
  }
}

export function vcard(d: QrData['vcard']): string {
  const v = (s: string | undefined) => (s ?? '').replace(/([\\;,])/g, '\\$1').replace(/\r?\n/g, '\\n')
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${v(d.lname)};${v(d.fname)};;;`,
    `FN:${v([d.fname, d.lname].filter(Boolean).join(' '))}`,
    d.org && `ORG:${v(d.org)}`,
    d.phone && `TEL;TYPE=WORK,VOICE:${v(d.phone)}`,
    d.cell && `TEL;TYPE=CELL:${v(d.cell)}`,
    d.email && `EMAIL:${v(d.email)}`,
    d.site && `URL:${v(d.site)}`,
    (d.street || d.city || d.state || d.zip || d.country) &&
      `ADR;TYPE=WORK:;;${v(d.street)};${v(d.city)};${v(d.state)};${v(d.zip)};${v(d.country)}`,
    'END:VCARD',
  ]
  return lines.filter(Boolean).join('\r\n') + '\r\n'
}
