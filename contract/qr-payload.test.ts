import { describe, expect, it } from 'vitest'
import { qrPayload, vcardText } from './qr-payload.ts'
import { DYNAMIC_QR_TYPES, QR_TYPES, isDynamicType } from './qr.ts'

describe('qrPayload', () => {
  it('encodes text and links as they are, trimmed', () => {
    expect(qrPayload('text', '  Thanks for visiting!  ')).toBe('Thanks for visiting!')
    expect(qrPayload('text', 'Grüße\nfrom the QR tests ✓ 42')).toBe('Grüße\nfrom the QR tests ✓ 42')
    expect(qrPayload('link', ' https://acme.test/menu ')).toBe('https://acme.test/menu')
  })

  it('builds mailto: with an encoded subject and body, from an object or an address', () => {
    expect(qrPayload('email', { email: 'hi@acme.test', subject: 'Hello there', body: 'A & B' })).toBe(
      'mailto:hi@acme.test?subject=Hello%20there&body=A%20%26%20B',
    )
    expect(qrPayload('email', { email: 'hi@acme.test', subject: '', body: '' })).toBe('mailto:hi@acme.test')
    expect(qrPayload('email', { email: 'hi@acme.test', body: 'a+b' })).toBe('mailto:hi@acme.test?body=a%2Bb')
    expect(qrPayload('email', 'hi@acme.test')).toBe('mailto:hi@acme.test')
  })

  it('builds tel: and SMSTO:', () => {
    expect(qrPayload('phone', '+14155550100')).toBe('tel:+14155550100')
    expect(qrPayload('sms', { phone: '+14155550100', message: 'Table 4' })).toBe('SMSTO:+14155550100:Table 4')
    expect(qrPayload('sms', { phone: '+14155550100', message: '' })).toBe('SMSTO:+14155550100:')
    expect(qrPayload('sms', { phone: '+14155550100' })).toBe('SMSTO:+14155550100:')
  })

  it('builds a WIFI: string with the special characters escaped', () => {
    expect(qrPayload('wifi', { ssid: 'Acme Guest', pass: 'welcome2026', encryption: 'WPA' })).toBe('WIFI:T:WPA;S:Acme Guest;P:welcome2026;;')
    expect(qrPayload('wifi', { ssid: 'a;b', pass: 'c:d"e\\', encryption: 'WEP' })).toBe('WIFI:T:WEP;S:a\\;b;P:c\\:d\\"e\\\\;;')
    expect(qrPayload('wifi', { ssid: 'Cafe; Guest', pass: 'p:ss,word', encryption: 'WPA' })).toBe('WIFI:T:WPA;S:Cafe\\; Guest;P:p\\:ss\\,word;;')
    expect(qrPayload('wifi', { ssid: 'Open', pass: '', encryption: 'nopass' })).toBe('WIFI:T:nopass;S:Open;;')
    expect(qrPayload('wifi', { ssid: 'Open', encryption: 'nopass' })).toBe('WIFI:T:nopass;S:Open;;')
  })

  it('assumes WPA while a half-filled form has no encryption yet (D28b)', () => {
    expect(qrPayload('wifi', { ssid: 'Acme Guest', pass: 'welcome2026' })).toBe('WIFI:T:WPA;S:Acme Guest;P:welcome2026;;')
  })

  it('builds the vCard a scan downloads, leaving out empty lines, every line ending in CRLF (D28b)', () => {
    const card = vcardText({ fname: 'Ada', lname: 'Lovelace', org: 'Acme, Ltd', phone: '', email: 'ada@acme.test', city: 'London' })
    expect(card.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Lovelace;Ada;;;',
      'FN:Ada Lovelace',
      'ORG:Acme\\, Ltd',
      'EMAIL:ada@acme.test',
      'ADR;TYPE=WORK:;;;London;;;',
      'END:VCARD',
      '',
    ])
    expect(qrPayload('vcard', { fname: 'Ada' })).toContain('FN:Ada')
    expect(qrPayload('vcard', { lname: 'Lovelace' })).toContain('N:Lovelace;;;;\r\nFN:Lovelace\r\n')
  })

  it('writes every vCard field, escaping separators and line breaks', () => {
    const card = vcardText({
      fname: 'Grace',
      lname: 'Hopper',
      org: 'US Navy; Yale',
      phone: '+12025550100',
      cell: '+12025550199',
      email: 'grace@example.com',
      site: 'https://example.com/grace',
      street: '1 Main St\nSuite 2',
      city: 'Arlington',
      state: 'VA',
      zip: '22201',
      country: 'USA',
    })
    expect(card).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Hopper;Grace;;;',
        'FN:Grace Hopper',
        'ORG:US Navy\\; Yale',
        'TEL;TYPE=WORK,VOICE:+12025550100',
        'TEL;TYPE=CELL:+12025550199',
        'EMAIL:grace@example.com',
        'URL:https://example.com/grace',
        'ADR;TYPE=WORK:;;1 Main St\\nSuite 2;Arlington;VA;22201;USA',
        'END:VCARD',
        '',
      ].join('\r\n'),
    )
  })

  it('is empty until the required part is typed', () => {
    expect(qrPayload('text', '   ')).toBe('')
    expect(qrPayload('link', '')).toBe('')
    expect(qrPayload('email', { email: '', subject: 'x' })).toBe('')
    expect(qrPayload('phone', '')).toBe('')
    expect(qrPayload('sms', { phone: '', message: 'x' })).toBe('')
    expect(qrPayload('wifi', { ssid: '', pass: 'x', encryption: 'WPA' })).toBe('')
    expect(qrPayload('vcard', { org: 'Acme' })).toBe('')
    expect(qrPayload('sms', null)).toBe('')
  })

  it('is empty for input of the wrong shape rather than throwing', () => {
    for (const type of QR_TYPES) {
      for (const data of [undefined, null, 42, [], {}]) expect(qrPayload(type, data), `${type} ${JSON.stringify(data)}`).toBe('')
    }
  })
})

describe('isDynamicType', () => {
  it('is true exactly for the types that count scans (D28)', () => {
    expect(QR_TYPES.filter(isDynamicType)).toEqual(['link', 'email', 'phone', 'vcard'])
    expect(QR_TYPES.filter(isDynamicType)).toEqual([...DYNAMIC_QR_TYPES])
  })
})
