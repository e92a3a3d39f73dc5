import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { accountUpdate } from './account.ts'
import { campaignCreate, campaignUpdate } from './campaigns.ts'
import { directoryCreate, directoryUpdate } from './directories.ts'
import { domainCreate, domainUpdate } from './domains.ts'
import { pixelCreate, pixelUpdate } from './pixels.ts'
import { qrCreate, qrUpdate } from './qr.ts'
import { messageAt } from './test-utils.ts'

// D10a: every optional field of every create and update body takes null exactly as it takes the field left out.
const BODIES: [string, z.ZodType, Record<string, unknown>, string[]][] = [
  ['domain create', domainCreate, { domain: 'https://go.example.com' }, ['redirectroot', 'redirect404']],
  ['domain update', domainUpdate, {}, ['redirectroot', 'redirect404']],
  ['campaign create', campaignCreate, {}, ['name', 'slug', 'public']],
  ['campaign update', campaignUpdate, { name: 'Spring' }, ['slug', 'public']],
  ['directory create', directoryCreate, { name: 'Work' }, ['description', 'color', 'starred']],
  ['directory update', directoryUpdate, {}, ['name', 'description', 'color', 'starred']],
  ['pixel update', pixelUpdate, { tag: 'GTM-ABC123' }, ['name']],
  ['account update', accountUpdate, { email: 'a@example.com' }, ['password']],
  ['QR create', qrCreate, { type: 'link', data: 'https://example.com' }, ['background', 'foreground', 'logo', 'name']],
  ['QR update', qrUpdate, {}, ['data', 'background', 'foreground', 'logo', 'name']],
  ['QR vcard data', qrCreate, { type: 'vcard', data: { fname: 'Ann' } }, []],
]

const VCARD_FIELDS = ['lname', 'org', 'phone', 'cell', 'email', 'site', 'street', 'city', 'state', 'zip', 'country']
const strip = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown

describe('optional fields sent as null (D10a)', () => {
  it.each(BODIES)('%s: null is "not given" for each optional field', (_, schema, base, fields) => {
    const absent = strip(schema.parse(base))
    for (const field of fields) expect(strip(schema.parse({ ...base, [field]: null })), field).toEqual(absent)
    if (fields.length) expect(strip(schema.parse({ ...base, ...Object.fromEntries(fields.map((f) => [f, null])) }))).toEqual(absent)
  })

  it('QR nested optional data: vcard, email, sms and wifi parts', () => {
    const card = { type: 'vcard', data: { fname: 'Ann' } }
    for (const f of VCARD_FIELDS) expect(strip(qrCreate.parse({ ...card, data: { fname: 'Ann', [f]: null } })), f).toEqual(strip(qrCreate.parse(card)))
    expect(strip(qrCreate.parse({ type: 'email', data: { email: 'a@example.com', subject: null, body: null } }))).toEqual({
      type: 'email',
      data: { email: 'a@example.com' },
    })
    expect(strip(qrCreate.parse({ type: 'sms', data: { phone: '+14155550100', message: null } }))).toEqual({ type: 'sms', data: { phone: '+14155550100' } })
    expect(strip(qrCreate.parse({ type: 'wifi', data: { ssid: 'Net', pass: null, encryption: 'nopass' } }))).toEqual({
      type: 'wifi',
      data: { ssid: 'Net', encryption: 'nopass' },
    })
  })

  it('the account update still needs one of email or password when both are null', () => {
    expect(messageAt(accountUpdate, { email: null, password: null }, 'email')).toBe('email or password is required.')
  })

  it.each([
    [domainCreate, { domain: null }, 'domain', 'domain is required.'],
    [campaignUpdate, { name: null }, 'name', 'name is required.'],
    [directoryCreate, { name: null }, 'name', 'name is required.'],
    [pixelCreate, { type: 'bing', name: 'Ads', tag: null }, 'tag', 'tag is required.'],
    [pixelUpdate, { tag: null }, 'tag', 'tag is required.'],
    [qrCreate, { type: 'text', data: null }, 'data', 'data is required.'],
    [qrCreate, { type: 'link', data: null }, 'data', 'data is required.'],
    [qrCreate, { type: 'sms', data: null }, 'data', 'data is required.'],
  ])('a required field sent as null is "required" (%#)', (schema, body, path, message) => {
    expect(messageAt(schema as z.ZodType, body, path)).toBe(message)
  })

  it('a value of the wrong type is still refused, naming the field (D10)', () => {
    expect(messageAt(domainUpdate, { redirect404: 404 }, 'redirect404')).toBe('redirect404 must be a string.')
    expect(messageAt(campaignCreate, { slug: 5 }, 'slug')).toMatch(/^slug must be a string/)
    expect(messageAt(directoryUpdate, { color: false }, 'color')).toBe('color must be a string.')
  })
})
