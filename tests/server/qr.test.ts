import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { messageEnvelope, qrCreated, qrList, qrResponse } from '../../contract/index.ts'
import { links, qrCodes } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { TIMESTAMP, ZERO_STATS, ageMs, call, failed, fieldError, ok, whole } from './helpers.ts'

const UPDATED = 'QR has been updated successfully.'
const DELETED = 'QR Code has been deleted successfully.'

let s: TestServer
let key: string
beforeAll(async () => {
  s = await startServer()
  key = (await s.newUser()).apiKey
})
afterAll(() => s?.stop())

const add = (body: unknown, k = key) => call(s, '/qr/add', { method: 'POST', key: k, body })
const get = async (id: number, k = key) => ok(await call(s, `/qr/${id}`, { key: k }), qrResponse)
const update = (id: number | string, body: unknown) => call(s, `/qr/${id}/update`, { method: 'PUT', key, body })
const list = async (k = key) => {
  const { data } = ok(await call(s, '/qr?limit=100', { key: k }), qrList)
  return whole(data, data.qrs)
}
const tokenOf = (link: string) => /\/qr\/([A-Za-z0-9]+)\.png$/.exec(link)?.[1]

// D27: one valid body per type; `dynamic` per D28.
const VALID = [
  { type: 'text', data: 'Hello from the test suite', dynamic: false },
  { type: 'link', data: 'https://example.com/landing?utm=qr', dynamic: true },
  { type: 'email', data: 'hello@example.com', dynamic: true },
  { type: 'email', data: { email: 'hello@example.com', subject: 'Hi', body: 'Long text' }, dynamic: true },
  { type: 'phone', data: '+14155550100', dynamic: true },
  { type: 'sms', data: { phone: '+14155550100', message: 'STOP' }, dynamic: false },
  { type: 'wifi', data: { ssid: 'Guest', pass: 'secret123', encryption: 'WPA' }, dynamic: false },
  { type: 'wifi', data: { ssid: 'Open cafe', encryption: 'nopass' }, dynamic: false },
  { type: 'vcard', data: { fname: 'Ada', lname: 'Lovelace', org: 'Analytical', site: 'https://ada.example.com' }, dynamic: true },
  { type: 'vcard', data: { lname: 'OnlyLast' }, dynamic: true },
] as const

describe('POST /qr/add (D27)', () => {
  it.each(VALID.map((v) => [v.type, JSON.stringify(v.data), v] as const))(
    'creates a %s code from %s, answers {error,id,link} and reads it back with zero statistics',
    async (_t, _d, { type, data, dynamic }) => {
      const created = ok(await add({ type, data }), qrCreated)
      expect(created.link).toMatch(new RegExp(`^${s.url}/qr/[A-Za-z0-9]{6,}\\.png$`))
      const body = await get(created.id)
      expect(body.details).toEqual({
        id: created.id,
        link: created.link,
        scans: 0,
        name: 'Untitled QR',
        date: expect.stringMatching(TIMESTAMP),
        type,
        content: data,
        background: 'rgb(255,255,255)',
        foreground: 'rgb(0,0,0)',
        logo: '',
        // D28c: what a dynamic code encodes, so the dashboard can show it.
        ...(dynamic && { trackingurl: `${s.url}/s/${tokenOf(created.link)}` }),
      })
      expect(ageMs(body.details.date)).toBeLessThan(120_000)
      expect(body.data).toEqual(ZERO_STATS)
      // D28/D31: a dynamic code owns a short link whose alias is the code's token; a static one has none.
      const [row] = await s.db.select().from(qrCodes).where(eq(qrCodes.id, created.id))
      expect(row!.token).toBe(tokenOf(created.link))
      if (dynamic) {
        const [link] = await s.db.select().from(links).where(eq(links.id, row!.linkId!))
        expect(link!.alias).toBe(row!.token)
      } else expect(row!.linkId).toBeNull()
    },
  )

  // Logos are fetched on save (D27e): qr-logo.test.ts serves them.
  it('normalises colours and keeps the name', async () => {
    const created = ok(
      await add({ type: 'text', data: 'styled', background: 'rgb( 10, 20 ,30 )', foreground: 'rgb(255,0,128)', name: 'Styled code' }),
      qrCreated,
    )
    expect((await get(created.id)).details).toMatchObject({
      background: 'rgb(10,20,30)',
      foreground: 'rgb(255,0,128)',
      name: 'Styled code',
    })
  })

  it('refuses a logo path, which this server cannot fetch (D27e), and accepts a long text that fits in the symbol', async () => {
    fieldError(await add({ type: 'text', data: 'x', logo: '/images/brand.jpg' }), 400, 'logo', /full address/)
    fieldError(await add({ type: 'text', data: 'x', logo: 'images/brand.jpeg' }), 400, 'logo', /full address/)
    // D27 allows 2000 characters: more than level H holds (1273 bytes), so such codes drop to a lower level.
    const created = ok(await add({ type: 'text', data: 't'.repeat(2000) }), qrCreated)
    expect((await get(created.id)).details.content).toBe('t'.repeat(2000))
    const image = await fetch(`${s.url}/qr/${(await get(created.id)).details.link.split('/qr/')[1]}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
  })

  const invalid: [string, unknown, string, RegExp?][] = [
    ['a missing type', { data: 'x' }, 'type'],
    ['an unknown type', { type: 'url', data: 'https://example.com' }, 'type', /text, link, email, phone, sms, wifi/],
    ['a missing data', { type: 'text' }, 'data', /required/],
    ['an empty text', { type: 'text', data: '' }, 'data'],
    ['a 2001-character text', { type: 'text', data: 't'.repeat(2001) }, 'data', /2000/],
    ['an object as text', { type: 'text', data: { a: 1 } }, 'data'],
    ['a link without scheme', { type: 'link', data: 'example.com' }, 'data', /http/],
    ['an ftp link', { type: 'link', data: 'ftp://example.com/file' }, 'data'],
    ['an invalid email', { type: 'email', data: 'not-an-email' }, 'data'],
    ['an email object with a bad address', { type: 'email', data: { email: 'nope' } }, 'data'],
    ['a phone without +', { type: 'phone', data: '14155550100' }, 'data', /\+/],
    ['a phone that is too short', { type: 'phone', data: '+123' }, 'data'],
    ['an sms without phone', { type: 'sms', data: { message: 'hi' } }, 'data.phone', /required/],
    ['an sms as a string', { type: 'sms', data: '+14155550100' }, 'data'],
    ['a wifi without encryption', { type: 'wifi', data: { ssid: 'Net' } }, 'data.encryption'],
    ['a wifi with WPA3', { type: 'wifi', data: { ssid: 'Net', encryption: 'WPA3' } }, 'data.encryption', /WPA, WEP or nopass/],
    ['a wifi with a 33-character ssid', { type: 'wifi', data: { ssid: 's'.repeat(33), encryption: 'WPA' } }, 'data.ssid', /32/],
    ['a vcard without a name', { type: 'vcard', data: { org: 'Acme' } }, 'data.fname', /lname/],
    ['a vcard with a bad site', { type: 'vcard', data: { fname: 'A', site: 'example.com' } }, 'data.site'],
    ['a background out of range', { type: 'text', data: 'x', background: 'rgb(256,0,0)' }, 'background', /0 to 255/],
    ['a hex background', { type: 'text', data: 'x', background: '#ffffff' }, 'background'],
    ['a named foreground', { type: 'text', data: 'x', foreground: 'red' }, 'foreground'],
    ['a gif logo', { type: 'text', data: 'x', logo: 'https://cdn.example.com/logo.gif' }, 'logo'],
    ['a logo path with ..', { type: 'text', data: 'x', logo: '../secret/logo.png' }, 'logo'],
    ['an empty name', { type: 'text', data: 'x', name: '' }, 'name'],
    ['a 101-character name', { type: 'text', data: 'x', name: 'n'.repeat(101) }, 'name', /100/],
  ]
  it.each(invalid)('refuses %s with 400 naming the field', async (_, body, field, rule) => {
    fieldError(await add(body), 400, field, rule)
  })

  it('stored none of the refused codes or their short links', async () => {
    const before = await list()
    const linksBefore = (await s.db.select().from(links)).length
    for (const [, body] of invalid) await add(body)
    expect((await list()).result).toBe(before.result)
    expect((await s.db.select().from(links)).length).toBe(linksBefore)
  })
})

describe('GET /qr and GET /qr/:id', () => {
  it('lists codes with the strict shape, newest first', async () => {
    const a = ok(await add({ type: 'text', data: 'first', name: 'First' }), qrCreated)
    const b = ok(await add({ type: 'text', data: 'second', name: 'Second' }), qrCreated)
    const { qrs } = await list()
    expect(qrs.slice(0, 2)).toEqual([
      { id: b.id, link: b.link, scans: 0, name: 'Second', date: expect.stringMatching(TIMESTAMP) },
      { id: a.id, link: a.link, scans: 0, name: 'First', date: expect.stringMatching(TIMESTAMP) },
    ])
  })

  it("gives the demo's scanned menu code statistics consistent with its scans (D29)", async () => {
    const { qrs } = ok(await call(s, '/qr'), qrList).data
    const menu = qrs.find((q) => q.name === 'Restaurant menu')!
    expect(menu.scans).toBe(64)
    const { details, data } = await get(menu.id, s.demoKey)
    expect(details.type).toBe('link')
    expect(data.clicks).toBe(64)
    expect(data.uniqueClicks).toBeGreaterThan(0)
    expect(data.uniqueClicks).toBeLessThanOrEqual(64)
    for (const map of [data.topCountries, data.topReferrers, data.topBrowsers, data.topOs]) {
      expect(Object.keys(map).length).toBeGreaterThan(0)
      expect(Object.keys(map).length).toBeLessThanOrEqual(10)
      expect(Object.values(map).reduce((n, v) => n + Number(v), 0)).toBeLessThanOrEqual(64)
    }
    // Twelve seeded countries, at most ten shown.
    expect(Object.keys(data.topCountries)).toHaveLength(10)
    expect(Object.values(data.topBrowsers).reduce((n, v) => n + Number(v), 0)).toBe(64)
    expect(data.socialCount.facebook).toBe(Number(data.topReferrers['facebook.com'] ?? 0))
    expect(data.socialCount.twitter).toBe(Number(data.topReferrers['t.co'] ?? 0))
    expect(data.socialCount.linkedin).toBe(Number(data.topReferrers['linkedin.com'] ?? 0))
  })

  it('answers 404 for an unknown id', async () => {
    failed(await call(s, '/qr/2147483647', { key }), 404, 'QR code not found.')
  })
})

describe('PUT /qr/:id/update (D30)', () => {
  it('changes appearance and name with the exact message, keeping the image link', async () => {
    const created = ok(await add({ type: 'link', data: 'https://example.com/a', name: 'Before' }), qrCreated)
    const a = await update(created.id, { name: 'After', background: 'rgb(1,2,3)', foreground: 'rgb(4, 5, 6)' })
    expect(ok(a, messageEnvelope)).toEqual({ error: 0, message: UPDATED })
    expect((await get(created.id)).details).toMatchObject({
      link: created.link,
      name: 'After',
      background: 'rgb(1,2,3)',
      foreground: 'rgb(4,5,6)',
      content: 'https://example.com/a',
    })
  })

  it("changes a dynamic code's data and its short link's target", async () => {
    const created = ok(await add({ type: 'link', data: 'https://example.com/old' }), qrCreated)
    ok(await update(created.id, { data: 'https://example.com/new' }), messageEnvelope)
    expect((await get(created.id)).details.content).toBe('https://example.com/new')
    const [row] = await s.db.select().from(qrCodes).where(eq(qrCodes.id, created.id))
    const [link] = await s.db.select().from(links).where(eq(links.id, row!.linkId!))
    expect(link!.longUrl).toBe('https://example.com/new')
  })

  it('keeps the type and validates data against the stored type', async () => {
    const created = ok(await add({ type: 'wifi', data: { ssid: 'Home', encryption: 'WPA', pass: 'pw123456' } }), qrCreated)
    fieldError(await update(created.id, { type: 'text', data: 'plain text now' }), 400, 'data')
    ok(await update(created.id, { type: 'text', data: { ssid: 'Home2', encryption: 'WEP' } }), messageEnvelope)
    expect((await get(created.id)).details).toMatchObject({ type: 'wifi', content: { ssid: 'Home2', encryption: 'WEP' } })
  })

  it('refuses invalid fields with 400 and changes nothing', async () => {
    const created = ok(await add({ type: 'link', data: 'https://example.com/keep', name: 'Keep' }), qrCreated)
    fieldError(await update(created.id, { data: 'not a url' }), 400, 'data')
    fieldError(await update(created.id, { background: 'rgb(0,0)' }), 400, 'background')
    fieldError(await update(created.id, { name: '' }), 400, 'name')
    fieldError(await update(created.id, { logo: 'logo.svg' }), 400, 'logo')
    expect((await get(created.id)).details).toMatchObject({ name: 'Keep', content: 'https://example.com/keep', background: 'rgb(255,255,255)', logo: '' })
  })

  it('answers 404 for an unknown id', async () => {
    failed(await update(2147483647, { name: 'Ghost' }), 404, 'QR code not found.')
  })
})

describe('DELETE /qr/:id/delete (D30)', () => {
  it('deletes the code and its short link with the exact message, then answers 404', async () => {
    const created = ok(await add({ type: 'phone', data: '+4930123456' }), qrCreated)
    const [row] = await s.db.select().from(qrCodes).where(eq(qrCodes.id, created.id))
    expect(ok(await call(s, `/qr/${created.id}/delete`, { method: 'DELETE', key }), messageEnvelope)).toEqual({ error: 0, message: DELETED })
    failed(await call(s, `/qr/${created.id}`, { key }), 404, 'QR code not found.')
    expect((await list()).qrs.some((q) => q.id === created.id)).toBe(false)
    expect(await s.db.select().from(links).where(eq(links.id, row!.linkId!))).toEqual([])
    failed(await call(s, `/qr/${created.id}/delete`, { method: 'DELETE', key }), 404, 'QR code not found.')
    failed(await update(created.id, { name: 'x' }), 404, 'QR code not found.')
  })
})
