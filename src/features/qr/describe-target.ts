import { qrPayload } from '@contract/qr-payload'
import type { QrType } from '@contract/qr'

type Fields = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
const obj = (v: unknown): Fields => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Fields) : {})

const ENCRYPTION: Record<string, string> = { WPA: 'WPA/WPA2', WEP: 'WEP', nopass: 'no password' }

export function describeTarget(type: QrType, data: unknown): string {
  const d = obj(data)
  switch (type) {
    case 'email':
      return `Email to ${typeof data === 'string' ? data : str(d.email)}${str(d.subject) ? `, subject “${str(d.subject)}”` : ''}`
    case 'phone':
      return `Call ${str(data)}`
    case 'sms':
      return `Text message to ${str(d.phone)}${str(d.message) ? `: “${str(d.message)}”` : ''}`
    case 'wifi':
      return `Join the Wi-Fi network “${str(d.ssid)}” (${ENCRYPTION[str(d.encryption)] ?? str(d.encryption)})`
    case 'vcard': {
      const who = [[str(d.fname), str(d.lname)].filter(Boolean).join(' '), str(d.org)].filter(Boolean).join(', ')
      return `Save the contact card of ${who || 'a contact'}`
    }
    default:
      return qrPayload(type, data)
  }
}
