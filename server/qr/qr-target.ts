import { qrPayload } from '../../contract/qr-payload.ts'
import type { QrType } from '../../contract/qr.ts'

/** Where a dynamic code's scan leads (a vcard code's leads to its .vcf download), and what a static code's image holds (D28). */
export const qrTarget = (type: QrType, data: unknown, vcardUrl: string): string =>
  type === 'vcard' ? vcardUrl : qrPayload(type, data)
