import { DYNAMIC_QR_TYPES, type QrType } from '../contract/qr.ts'

/** Public addresses of a QR code: its images and what it points at (D27, D28). */
export function qrUrls(publicUrl: string, q: { token: string; type: string }) {
  const png = `${publicUrl}/qr/${q.token}.png`
  const dynamic = DYNAMIC_QR_TYPES.includes(q.type as QrType)
  return { png, svg: `${publicUrl}/qr/${q.token}.svg`, scan: `${publicUrl}/s/${q.token}`, target: dynamic ? `${publicUrl}/s/${q.token}` : png }
}
