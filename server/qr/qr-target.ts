import { qrPayload } from '../../contract/qr-payload.ts'
import type { QrType } from '../../contract/qr.ts'
import { qrUrls } from './qr-urls.ts'

export const qrTarget = (publicUrl: string, q: { token: string; type: QrType; data: unknown }): string =>
  q.type === 'vcard' ? qrUrls(publicUrl, q).vcf : qrPayload(q.type, q.data)
