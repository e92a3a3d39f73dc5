import { qrPayload } from '../../contract/qr-payload.ts'
import type { QrType } from '../../contract/qr.ts'
import { qrUrls } from './qr-urls.ts'

/** Where a dynamic code's scan leads: a vcard code's to its .vcf download (D28). */
export const qrTarget = (publicUrl: string, q: { token: string; type: QrType; data: unknown }): string =>
  q.type === 'vcard' ? qrUrls(publicUrl, q).vcf : qrPayload(q.type, q.data)
