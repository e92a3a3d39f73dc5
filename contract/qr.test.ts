import { describe, expect, it } from 'vitest'
import {
  DEFAULT_BACKGROUND,
  DEFAULT_FOREGROUND,
  DEFAULT_QR_NAME,
  QR_DELETED,
  QR_TYPES,
  QR_UPDATED,
  qrCreate,
  qrCreated,
  qrCreatedTolerant,
  qrList,
  qrListTolerant,
  qrResponse,
  qrResponseTolerant,
  qrStats,
  qrTolerant,
  qrUpdate,
} from './qr.ts'
import { listBody, messageAt } from './test-utils.ts'

const record = { id: 3, link: 'https://go.example.com/qr/3.png', scans: 12, name: 'Menu', date: '2024-05-01 13:45:00' }
const stats = {
  clicks: 12,
  uniqueClicks: 9,
  topCountries: { 'United States': '7', Unknown: '5' },
  topReferrers: { 'Direct, email and other': '10', 'facebook.com': '2' },
  topBrowsers: { Chrome: '8', Safari: '4' },
  topOs: { Android: '6', iOS: '6' },
  socialCount: { facebook: 2, twitter: 0, linkedin: 0 },
}
// Our server adds what the edit form needs to the SPEC record.
const details = { ...record, type: 'link', content: 'https://example.com/menu', background: 'rgb(255,255,255)', foreground: 'rgb(0,0,0)', logo: '' }

describe('QR list', () => {
  it('parses the list strictly', () => {
    expect(qrList.parse(listBody('qrs', [record]))).toEqual(listBody('qrs', [record]))
  })

  it('parses the list tolerantly', () => {
    expect(qrListTolerant.parse(listBody('qrs', [record])).items).toEqual([record])
  })

  it('strictly rejects scans as a string; tolerantly reads them', () => {
    const live = [{ ...record, scans: '12' }]
    expect(qrList.safeParse(listBody('qrs', live)).success).toBe(false)
    expect(qrListTolerant.parse(listBody('qrs', live)).items[0]?.scans).toBe(12)
  })
})

// Our server's statistics add the visitors' languages and the last 30 days (L3b) to SPEC's object.
const timeline = Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, clicks: i === 29 ? 12 : 0 }))
const ourStats = { ...stats, topLanguages: { English: '9', Unknown: '3' }, timeline }

describe('QR get', () => {
  it('parses {error:0, details, data: stats} from our server strictly', () => {
    expect(qrResponse.parse({ error: 0, details, data: ourStats })).toEqual({ error: 0, details, data: ourStats })
  })

  it('carries the tracking URL of a dynamic code (D28c), strictly and tolerantly', () => {
    const dynamic = { ...details, trackingurl: 'https://go.example.com/s/Ab12Cd34Ef' }
    expect(qrResponse.parse({ error: 0, details: dynamic, data: ourStats }).details.trackingurl).toBe(dynamic.trackingurl)
    expect(qrResponseTolerant.parse({ error: 0, details: dynamic, data: stats }).details.trackingurl).toBe(dynamic.trackingurl)
    expect(qrResponseTolerant.parse({ error: 0, details: record, data: stats }).details.trackingurl).toBeUndefined()
  })

  it('strictly requires the languages and a 30-day timeline from our server', () => {
    expect(qrResponse.safeParse({ error: 0, details, data: stats }).success).toBe(false)
    expect(qrResponse.safeParse({ error: 0, details, data: { ...ourStats, timeline: timeline.slice(1) } }).success).toBe(false)
  })

  it('parses {error:0, details, data: stats} tolerantly, counts as numbers', () => {
    const view = qrResponseTolerant.parse({ error: 0, details: record, data: stats })
    expect(view.details).toEqual(record)
    expect(view.data).toEqual({
      clicks: 12,
      uniqueClicks: 9,
      topCountries: { 'United States': 7, Unknown: 5 },
      topReferrers: { 'Direct, email and other': 10, 'facebook.com': 2 },
      topBrowsers: { Chrome: 8, Safari: 4 },
      topOs: { Android: 6, iOS: 6 },
      // The live service sends no languages and no timeline: an empty map, and no timeline to draw.
      topLanguages: {},
      socialCount: { facebook: 2, twitter: 0, linkedin: 0 },
    })
    expect(view.data.timeline).toBeUndefined()
  })

  it('tolerates the record date arriving under `data` in details', () => {
    const { date: _date, ...withoutDate } = record
    expect(qrTolerant.parse({ ...withoutDate, data: '2024-05-01 13:45:00' })).toEqual(record)
    const view = qrResponseTolerant.parse({ error: '0', details: { ...withoutDate, data: '2024-05-01 13:45:00' }, data: stats })
    expect(view.details.date).toBe('2024-05-01 13:45:00')
  })

  it('tolerates socialCount with more networks', () => {
    const live = { ...stats, socialCount: { facebook: 2, twitter: 1, linkedin: 0, reddit: 4, pinterest: '3' } }
    expect(qrResponseTolerant.parse({ error: 0, details: record, data: live }).data.socialCount).toEqual({
      facebook: 2,
      twitter: 1,
      linkedin: 0,
      reddit: 4,
      pinterest: 3,
    })
  })

  it('tolerates empty maps sent as [] and missing maps', () => {
    const { topOs: _topOs, ...rest } = stats
    const view = qrResponseTolerant.parse({ error: false, details: record, data: { ...rest, topCountries: [], clicks: '12' } })
    expect(view.data.topCountries).toEqual({})
    expect(view.data.topOs).toEqual({})
    expect(view.data.clicks).toBe(12)
  })

  it.each([
    ['error "0"', { error: '0', details, data: stats }],
    ['a count as a number', { error: 0, details, data: { ...stats, topBrowsers: { Chrome: 8 } } }],
    ['socialCount without linkedin', { error: 0, details, data: { ...stats, socialCount: { facebook: 1, twitter: 0 } } }],
    ['negative clicks', { error: 0, details, data: { ...stats, clicks: -1 } }],
    ['an unknown QR type in details', { error: 0, details: { ...details, type: 'barcode' }, data: stats }],
  ])('strictly rejects %s', (_label, body) => {
    expect(qrResponse.safeParse(body).success).toBe(false)
  })

  it('strictly keeps exactly the three social networks', () => {
    expect(qrStats.parse(stats).socialCount).toEqual({ facebook: 2, twitter: 0, linkedin: 0 })
  })
})

describe('QR create answer (D27)', () => {
  const answer = { error: 0, id: 5, link: 'https://go.example.com/qr/5.png' }

  it('parses {error:0, id, link} strictly and tolerantly', () => {
    expect(qrCreated.parse(answer)).toEqual(answer)
    expect(qrCreatedTolerant.parse(answer)).toEqual(answer)
  })

  it('tolerates a missing link and error "0"; strict does not', () => {
    expect(qrCreatedTolerant.parse({ error: '0', id: '5' })).toEqual({ error: '0', id: 5 })
    expect(qrCreated.safeParse({ error: 0, id: 5 }).success).toBe(false)
    expect(qrCreated.safeParse({ ...answer, error: '0' }).success).toBe(false)
  })
})

describe('QR create data by type (D27)', () => {
  it('knows the seven types', () => {
    expect([...QR_TYPES].sort()).toEqual(['email', 'link', 'phone', 'sms', 'text', 'vcard', 'wifi'])
  })

  it.each([
    ['text', 'Hello there', 'Hello there'],
    ['text', 'x'.repeat(2000), 'x'.repeat(2000)],
    ['link', 'https://example.com/menu?table=4', 'https://example.com/menu?table=4'],
    ['link', ' http://example.com ', 'http://example.com'],
    ['email', 'ann@example.com', 'ann@example.com'],
    ['email', { email: 'ann@example.com' }, { email: 'ann@example.com' }],
    ['email', { email: 'ann@example.com', subject: 'Hi', body: 'Hello' }, { email: 'ann@example.com', subject: 'Hi', body: 'Hello' }],
    ['phone', '+14155550100', '+14155550100'],
    // Written as people write numbers, stored as digits.
    ['phone', ' +1 (415) 555-0100 ', '+14155550100'],
    ['phone', '+44 20.7946.0958', '+442079460958'],
    ['phone', '0044 20 7946 0958', '+442079460958'],
    ['sms', { phone: '+1 415 555 0100' }, { phone: '+14155550100' }],
    ['sms', { phone: '+14155550100' }, { phone: '+14155550100' }],
    ['sms', { phone: '+14155550100', message: 'Hi' }, { phone: '+14155550100', message: 'Hi' }],
    ['wifi', { ssid: 'Cafe', pass: 'secret', encryption: 'WPA' }, { ssid: 'Cafe', pass: 'secret', encryption: 'WPA' }],
    ['wifi', { ssid: 'Cafe', encryption: 'WEP' }, { ssid: 'Cafe', encryption: 'WEP' }],
    ['wifi', { ssid: 'Open', encryption: 'nopass' }, { ssid: 'Open', encryption: 'nopass' }],
    ['vcard', { fname: 'Ann' }, { fname: 'Ann' }],
    ['vcard', { lname: 'Lee', email: '', site: '' }, { lname: 'Lee', email: '', site: '' }],
    [
      'vcard',
      { fname: 'Ann', lname: 'Lee', org: 'Acme', phone: '+1 415 555', email: 'ann@example.com', site: 'https://acme.example', city: 'Oslo' },
      { fname: 'Ann', lname: 'Lee', org: 'Acme', phone: '+1 415 555', email: 'ann@example.com', site: 'https://acme.example', city: 'Oslo' },
    ],
  ])('accepts %s data %j', (type, data, expected) => {
    expect(qrCreate.parse({ type, data })).toEqual({ type, data: expected })
  })

  it.each([
    ['text', undefined, 'data', /^data is required/],
    ['text', '', 'data', /^data must not be empty/],
    ['text', 'x'.repeat(2001), 'data', /^data must be at most 2000 characters/],
    ['text', 42, 'data', /^data must be a string/],
    ['link', 'example.com', 'data', /^data must be a full URL starting with http/],
    ['link', 'ftp://example.com/file', 'data', /^data must be a full URL starting with http/],
    ['link', { url: 'https://example.com' }, 'data', /^data must be a string/],
    ['email', 'ann', 'data', /^data must be a valid email address/],
    ['email', 42, 'data', /^data must be an email address or/],
    ['email', { email: 'ann' }, 'data.email', /^data\.email must be a valid email address/],
    ['email', { subject: 'Hi' }, 'data', /^data must be an email address or/],
    ['phone', '555 123 4567', 'data', /^data must start with "\+" and the country code \(1 for the US and Canada/],
    ['phone', '+1 415 CALL NOW', 'data', /^data must hold only digits after the "\+"; spaces, dashes, dots and brackets are fine/],
    ['phone', '+12345', 'data', /^data must have 6 to 15 digits with the country code/],
    ['phone', '+1234567890123456', 'data', /^data must have 6 to 15 digits/],
    ['phone', ' ( ) ', 'data', /^data is required/],
    ['sms', '+14155550100', 'data', /^data must be an object/],
    ['sms', {}, 'data.phone', /^data\.phone is required/],
    ['sms', { phone: 'call me' }, 'data.phone', /^data\.phone must start with "\+"/],
    ['sms', { phone: '+14155550100', message: 'm'.repeat(501) }, 'data.message', /^data\.message must be at most 500/],
    ['wifi', { encryption: 'WPA' }, 'data.ssid', /^data\.ssid is required/],
    ['wifi', { ssid: 's'.repeat(33), encryption: 'WPA' }, 'data.ssid', /^data\.ssid must be at most 32/],
    ['wifi', { ssid: 'Cafe', encryption: 'WPA2' }, 'data.encryption', /^data\.encryption must be WPA, WEP or nopass/],
    ['wifi', { ssid: 'Cafe' }, 'data.encryption', /^data\.encryption must be WPA, WEP or nopass/],
    ['wifi', { ssid: 'Cafe', pass: 123, encryption: 'WPA' }, 'data.pass', /^data\.pass must be a string/],
    ['wifi', undefined, 'data', /^data is required/],
    ['vcard', { org: 'Acme' }, 'data.fname', /^data\.fname or data\.lname is required/],
    ['vcard', { fname: '  ', lname: '' }, 'data.fname', /^data\.fname or data\.lname is required/],
    ['vcard', { fname: 'Ann', email: 'ann' }, 'data.email', /^data\.email must be a valid email address/],
    ['vcard', { fname: 'Ann', email: 7 }, 'data.email', /^data\.email must be a string/],
    ['vcard', { fname: 'Ann', site: 'acme.example' }, 'data.site', /^data\.site must be a full URL/],
    ['vcard', { fname: 'Ann', site: 7 }, 'data.site', /^data\.site must be a string/],
    ['vcard', 'Ann Lee', 'data', /^data must be an object/],
  ])('refuses %s data %j, naming %s', (type, data, path, message) => {
    expect(messageAt(qrCreate, { type, data }, path)).toMatch(message)
  })

  it.each([undefined, 'barcode', 5])('refuses the type %j, naming the field', (type) => {
    expect(messageAt(qrCreate, { type, data: 'x' }, 'type')).toBe('type must be one of text, link, email, phone, sms, wifi, vcard.')
  })
})

describe('QR appearance (D27)', () => {
  const text = { type: 'text', data: 'Hello' }

  it('normalises colours to rgb(r,g,b)', () => {
    expect(qrCreate.parse({ ...text, background: 'rgb( 1, 2 ,3 )', foreground: 'rgb(0,0,0)' })).toMatchObject({
      background: 'rgb(1,2,3)',
      foreground: 'rgb(0,0,0)',
    })
  })

  it('adds no defaults: name, colours and logo stay absent', () => {
    expect(qrCreate.parse(text)).toEqual(text)
  })

  it('documents the defaults the server applies', () => {
    expect(DEFAULT_QR_NAME).toBe('Untitled QR')
    expect(DEFAULT_BACKGROUND).toBe('rgb(255,255,255)')
    expect(DEFAULT_FOREGROUND).toBe('rgb(0,0,0)')
  })

  it.each(['https://cdn.example.com/logo.png', 'http://cdn.example.com/a/logo.JPG?v=2', 'logos/brand.jpeg', '/uploads/logo.jpg', ''])(
    'accepts the logo %j',
    (logo) => {
      expect(qrCreate.parse({ ...text, logo })).toEqual({ ...text, logo })
    },
  )

  it.each([
    ['background', 'rgb(256,0,0)', /^background must be a colour like rgb/],
    ['background', 'rgb(-1,0,0)', /^background must be a colour like rgb/],
    ['background', '#ffffff', /^background must be a colour like rgb/],
    ['foreground', 'rgb(1,2)', /^foreground must be a colour like rgb/],
    ['foreground', 'black', /^foreground must be a colour like rgb/],
    ['foreground', 0, /^foreground must be a string/],
    ['logo', 'logo.gif', /^logo must be an http\(s\) URL or a path ending in \.png/],
    ['logo', 'ftp://cdn.example.com/logo.png', /^logo must be an http\(s\) URL/],
    ['logo', '../secret/logo.png', /^logo must be an http\(s\) URL/],
    ['logo', 'javascript:alert(1)//.png', /^logo must be an http\(s\) URL/],
    ['logo', 'https://cdn.example.com/logo.svg', /^logo must be an http\(s\) URL/],
    ['logo', 5, /^logo must be a string/],
    ['name', '', /^name must not be empty/],
    ['name', 'n'.repeat(101), /^name must be at most 100 characters/],
    ['name', 5, /^name must be a string\.$/],
  ])('refuses %s=%j, naming the field', (field, value, message) => {
    expect(messageAt(qrCreate, { ...text, [field]: value }, field)).toMatch(message)
  })

  it('checks the same appearance rules on update', () => {
    expect(qrUpdate.parse({ name: ' Menu ', background: 'rgb(1, 2, 3)' })).toEqual({ name: 'Menu', background: 'rgb(1,2,3)' })
    expect(messageAt(qrUpdate, { foreground: 'rgb(300,0,0)' }, 'foreground')).toMatch(/^foreground /)
    expect(messageAt(qrUpdate, { name: 5 }, 'name')).toBe('name must be a string.')
  })

  it('uses the documented success messages', () => {
    expect(QR_UPDATED).toBe('QR has been updated successfully.')
    expect(QR_DELETED).toBe('QR Code has been deleted successfully.')
  })
})
