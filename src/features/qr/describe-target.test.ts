import { describe, expect, it } from 'vitest'
import { describeTarget } from './describe-target'

describe('describeTarget', () => {
  it('says what a scan does', () => {
    expect(describeTarget('link', 'https://acme.test/menu')).toBe('https://acme.test/menu')
    expect(describeTarget('email', { email: 'hello@acme.test', subject: 'Hello' })).toBe('Email to hello@acme.test, subject “Hello”')
    expect(describeTarget('wifi', { ssid: 'Acme Guest', pass: 'x', encryption: 'WPA' })).toBe('Join the Wi-Fi network “Acme Guest” (WPA/WPA2)')
    expect(describeTarget('vcard', { fname: 'Ada', lname: 'Lovelace', org: 'Acme' })).toBe('Save the contact card of Ada Lovelace, Acme')
  })
})
