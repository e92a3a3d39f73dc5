import { describe, expect, it } from 'vitest'
import { describeTarget, qrPayload, vcardText } from './payload'

describe('qrPayload', () => {
  it('encodes text and links as they are, trimmed', () => {
    expect(qrPayload('text', '  Thanks for visiting!  ')).toBe('Thanks for visiting!')
    expect(qrPayload('link', ' https://acme.test/menu ')).toBe('https://acme.test/menu')
  })

  it('builds mailto: with an encoded subject and body, from an object or an address', () => {
    expect(qrPayload('email', { email: 'hi@acme.test', subject: 'Hello there', body: 'A & B' })).toBe(
      'mailto:hi@acme.test?subject=Hello%20there&body=A%20%26%20B',
    )
    expect(qrPayload('email', { email: 'hi@acme.test', subject: '', body: '' })).toBe('mailto:hi@acme.test')
    expect(qrPayload('email', 'hi@acme.test')).toBe('mailto:hi@acme.test')
  })

  it('builds tel: and SMSTO:', () => {
    expect(qrPayload('phone', '+14155550100')).toBe('tel:+14155550100')
    expect(qrPayload('sms', { phone: '+14155550100', message: 'Table 4' })).toBe('SMSTO:+14155550100:Table 4')
    expect(qrPayload('sms', { phone: '+14155550100', message: '' })).toBe('SMSTO:+14155550100:')
  })

  it('builds a WIFI: string with the special characters escaped', () => {
    expect(qrPayload('wifi', { ssid: 'Acme Guest', pass: 'welcome2026', encryption: 'WPA' })).toBe('WIFI:T:WPA;S:Acme Guest;P:welcome2026;;')
    expect(qrPayload('wifi', { ssid: 'a;b', pass: 'c:d"e\\', encryption: 'WEP' })).toBe('WIFI:T:WEP;S:a\\;b;P:c\\:d\\"e\\\\;;')
    expect(qrPayload('wifi', { ssid: 'Open', pass: '', encryption: 'nopass' })).toBe('WIFI:T:nopass;S:Open;;')
  })

  it('builds the vCard a scan downloads, leaving out empty lines', () => {
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
    ])
    expect(qrPayload('vcard', { fname: 'Ada' })).toContain('FN:Ada')
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
})

describe('describeTarget', () => {
  it('says what a scan does', () => {
    expect(describeTarget('link', 'https://acme.test/menu')).toBe('https://acme.test/menu')
    expect(describeTarget('email', { email: 'hello@acme.test', subject: 'Hello' })).toBe('Email to hello@acme.test, subject “Hello”')
    expect(describeTarget('wifi', { ssid: 'Acme Guest', pass: 'x', encryption: 'WPA' })).toBe('Join the Wi-Fi network “Acme Guest” (WPA/WPA2)')
    expect(describeTarget('vcard', { fname: 'Ada', lname: 'Lovelace', org: 'Acme' })).toBe('Save the contact card of Ada Lovelace, Acme')
  })
})
