import type { QrType } from './qr.ts'

// D28b: one encoder for the server's images, scans and .vcf and the dashboard's preview; '' means nothing to encode yet.

type Fields = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
const obj = (v: unknown): Fields => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Fields) : {})
const wifiEsc = (v: string) => v.replace(/([\\;,:"])/g, '\\$1')
const vcardEsc = (v: string) => v.replace(/([\\;,])/g, '\\$1').replace(/\r?\n/g, '\\n')

function mailto(data: unknown): string {
  const d = typeof data === 'string' ? { email: data } : obj(data)
  const address = str(d.email)
  if (!address) return ''
  const params = new URLSearchParams()
  if (str(d.subject)) params.set('subject', str(d.subject))
  if (str(d.body)) params.set('body', str(d.body))
  const query = params.toString().replace(/\+/g, '%20')
  return `mailto:${address}${query ? `?${query}` : ''}`
}

function wifi(data: unknown): string {
  const d = obj(data)
  const ssid = str(d.ssid)
  if (!ssid) return ''
  const pass = str(d.pass)
  return `WIFI:T:${str(d.encryption) || 'WPA'};S:${wifiEsc(ssid)};${pass ? `P:${wifiEsc(pass)};` : ''};`
}

/** The contact card a vcard code's scan downloads: vCard 3.0, every line ending in CRLF. */
export function vcardText(data: unknown): string {
  const d = obj(data)
  const v = (key: string) => vcardEsc(str(d[key]))
  const name = [str(d.fname), str(d.lname)].filter(Boolean).join(' ')
  if (!name) return ''
  const address = ['street', 'city', 'state', 'zip', 'country'].some((k) => str(d[k]))
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${v('lname')};${v('fname')};;;`,
    `FN:${vcardEsc(name)}`,
    str(d.org) && `ORG:${v('org')}`,
    str(d.phone) && `TEL;TYPE=WORK,VOICE:${v('phone')}`,
    str(d.cell) && `TEL;TYPE=CELL:${v('cell')}`,
    str(d.email) && `EMAIL:${v('email')}`,
    str(d.site) && `URL:${v('site')}`,
    address && `ADR;TYPE=WORK:;;${v('street')};${v('city')};${v('state')};${v('zip')};${v('country')}`,
    'END:VCARD',
  ]
  return lines.filter(Boolean).join('\r\n') + '\r\n'
}

/** The text a code of `type` encodes (static) or leads to (dynamic); '' until there is something to encode. */
export function qrPayload(type: QrType, data: unknown): string {
  switch (type) {
    case 'text':
    case 'link':
      return str(data)
    case 'email':
      return mailto(data)
    case 'phone':
      return str(data) && `tel:${str(data)}`
    case 'sms': {
      const d = obj(data)
      return str(d.phone) && `SMSTO:${str(d.phone)}:${str(d.message)}`
    }
    case 'wifi':
      return wifi(data)
    case 'vcard':
      return vcardText(data)
  }
}
