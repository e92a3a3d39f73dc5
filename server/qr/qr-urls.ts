import { isDynamicType, type QrType } from '../../contract/qr.ts'

export function qrUrls(publicUrl: string, q: { token: string; type: string }) {
  const png = `${publicUrl}/qr/${q.token}.png`
  const scan = `${publicUrl}/s/${q.token}`
  return { png, svg: `${publicUrl}/qr/${q.token}.svg`, vcf: `${publicUrl}/qr/${q.token}.vcf`, scan, target: isDynamicType(q.type as QrType) ? scan : png }
}
