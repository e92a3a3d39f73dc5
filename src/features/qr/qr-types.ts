import { QR_TYPES, type QrType } from '@contract/qr'

export const QR_TYPE_INFO: Record<QrType, { label: string; description: string }> = {
  text: { label: 'Text', description: 'Shows a short text.' },
  link: { label: 'Link', description: 'Opens a web page.' },
  email: { label: 'Email', description: 'Starts an email.' },
  phone: { label: 'Phone', description: 'Calls a number.' },
  sms: { label: 'SMS', description: 'Starts a text message.' },
  wifi: { label: 'Wi-Fi', description: 'Joins a wireless network.' },
  vcard: { label: 'vCard', description: 'Saves a contact.' },
}

/** The type of a code as the API sent it; null when absent or unknown (the live service omits it). */
export function knownType(type: unknown): QrType | null {
  return QR_TYPES.find((t) => t === type) ?? null
}
