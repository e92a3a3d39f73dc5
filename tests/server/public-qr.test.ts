import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { startServer, type TestServer } from './harness.ts'
import { ZERO_STATS, lastDays } from './helpers.ts'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.stop())

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
}

interface Code {
  id: number
  link: string
  token: string
}

async function addQr(server: TestServer, body: Record<string, unknown>): Promise<Code> {
  const res = await server.api('/qr/add', { method: 'POST', body: JSON.stringify(body) })
  const json = (await res.json()) as { error: number; id: number; link: string; message?: string }
  expect(res.status, json.message).toBe(200)
  expect(json.error).toBe(0)
  expect(json.link).toMatch(new RegExp(`^${server.url}/qr/[A-Za-z0-9]{10}\\.png$`))
  return { id: json.id, link: json.link, token: json.link.slice(json.link.lastIndexOf('/') + 1, -'.png'.length) }
}

async function pngOf(code: Code) {
  const res = await fetch(code.link)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/png')
  return PNG.sync.read(Buffer.from(await res.arrayBuffer()))
}

async function decode(code: Code): Promise<string> {
  const png = await pngOf(code)
  const found = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)
  expect(found, 'the PNG holds a readable QR code').not.toBeNull()
  return found!.data
}

async function scan(server: TestServer, code: Code, headers: Record<string, string> = {}): Promise<Response> {
  // A browser's User-Agent unless the test says otherwise: Node's own ("node") is a bot and not counted.
  const res = await fetch(`${server.url}/s/${code.token}`, { redirect: 'manual', headers: { 'User-Agent': UA.chromeWindows, ...headers } })
  await res.arrayBuffer()
  return res
}

interface Stats {
  clicks: number
  uniqueClicks: number
  topCountries: Record<string, string>
  topReferrers: Record<string, string>
  topBrowsers: Record<string, string>
  topOs: Record<string, string>
  topLanguages: Record<string, string>
  socialCount: { facebook: number; twitter: number; linkedin: number }
}

async function statsOf(server: TestServer, code: Code): Promise<{ details: { scans: number; type: string }; data: Stats }> {
  const res = await server.api(`/qr/${code.id}`)
  expect(res.status).toBe(200)
  return (await res.json()) as { details: { scans: number; type: string }; data: Stats }
}

async function listedScans(code: Code): Promise<number> {
  const body = (await (await s.api('/qr?limit=100')).json()) as { data: { qrs: { id: number; scans: number }[] } }
  const row = body.data.qrs.find((q) => q.id === code.id)
  expect(row, `QR ${code.id} in the list`).toBeDefined()
  return row!.scans
}


describe('QR codes of every type (D27, D28)', () => {
  const codes = {} as Record<'link' | 'email' | 'emailPlain' | 'phone' | 'vcard' | 'text' | 'sms' | 'wifi' | 'wifiOpen', Code>
  beforeAll(async () => {
    codes.link = await addQr(s, {
      type: 'link',
      data: 'https://example.com/landing?utm_source=qr',
      foreground: 'rgb(29,78,216)',
      background: 'rgb(255,250,240)',
      name: 'Landing page',
    })
    codes.email = await addQr(s, { type: 'email', data: { email: 'sales@example.com', subject: 'Quote request', body: 'Hi there' } })
    codes.emailPlain = await addQr(s, { type: 'email', data: 'hello@example.com' })
    codes.phone = await addQr(s, { type: 'phone', data: '+14155550123' })
    codes.vcard = await addQr(s, {
      type: 'vcard',
      data: { fname: 'Grace', lname: 'Hopper', org: 'US Navy', cell: '+12025550199', email: 'grace@example.com' },
    })
    codes.text = await addQr(s, { type: 'text', data: 'Grüße from the QR tests ✓ 42' })
    codes.sms = await addQr(s, { type: 'sms', data: { phone: '+14155550123', message: 'See you at 6' } })
    codes.wifi = await addQr(s, { type: 'wifi', data: { ssid: 'Cafe; Guest', pass: 'p:ss,word', encryption: 'WPA' } })
    codes.wifiOpen = await addQr(s, { type: 'wifi', data: { ssid: 'Open Net', encryption: 'nopass' } })
  })

  it('a dynamic code (link, email, phone, vcard) decodes to its tracking URL', async () => {
    for (const kind of ['link', 'email', 'emailPlain', 'phone', 'vcard'] as const) {
      expect(await decode(codes[kind]), kind).toBe(`${s.url}/s/${codes[kind].token}`)
    }
  })

  it('a static code decodes to its payload', async () => {
    expect(await decode(codes.text)).toBe('Grüße from the QR tests ✓ 42')
    expect(await decode(codes.sms)).toBe('SMSTO:+14155550123:See you at 6')
    expect(await decode(codes.wifi)).toBe('WIFI:T:WPA;S:Cafe\\; Guest;P:p\\:ss\\,word;;')
    expect(await decode(codes.wifiOpen)).toBe('WIFI:T:nopass;S:Open Net;;')
  })

  it('draws the PNG in the chosen colours: every pixel is the foreground or the background', async () => {
    const png = await pngOf(codes.link)
    let dark = 0
    let light = 0
    const other = new Set<string>()
    for (let i = 0; i < png.data.length; i += 4) {
      const px = `${png.data[i]},${png.data[i + 1]},${png.data[i + 2]},${png.data[i + 3]}`
      if (px === '29,78,216,255') dark++
      else if (px === '255,250,240,255') light++
      else other.add(px)
    }
    expect([...other]).toEqual([])
    const total = png.width * png.height
    expect(dark / total).toBeGreaterThan(0.2)
    expect(light / total).toBeGreaterThan(0.2)
  })

  it('a code without colours is black on white', async () => {
    const png = await pngOf(codes.phone)
    const colours = new Set<string>()
    for (let i = 0; i < png.data.length; i += 4) colours.add(`${png.data[i]},${png.data[i + 1]},${png.data[i + 2]}`)
    expect([...colours].sort()).toEqual(['0,0,0', '255,255,255'])
  })

  it('serves the SVG as image/svg+xml in the foreground colour', async () => {
    const res = await fetch(`${s.url}/qr/${codes.link.token}.svg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await res.text()
    expect(svg).toMatch(/^<svg /)
    expect(svg).toContain('#1d4ed8')
    expect(svg).toContain('#fffaf0')
  })

  it('offers the vcard as a .vcf download with the names', async () => {
    const res = await fetch(`${s.url}/qr/${codes.vcard.token}.vcf`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Grace-Hopper.vcf"')
    const card = await res.text()
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true)
    expect(card).toContain('N:Hopper;Grace;;;\r\n')
    expect(card).toContain('FN:Grace Hopper\r\n')
    expect(card).toContain('ORG:US Navy\r\n')
    expect(card).toContain('TEL;TYPE=CELL:+12025550199\r\n')
    expect(card).toContain('EMAIL:grace@example.com\r\n')
    expect(card.endsWith('END:VCARD\r\n')).toBe(true)
  })

  it('answers 404 for a .vcf of another type and for unknown tokens', async () => {
    expect((await fetch(`${s.url}/qr/${codes.link.token}.vcf`)).status).toBe(404)
    expect((await fetch(`${s.url}/qr/NoSuchToken.png`)).status).toBe(404)
    expect((await fetch(`${s.url}/qr/NoSuchToken.svg`)).status).toBe(404)
    expect((await fetch(`${s.url}/s/NoSuchToken`, { redirect: 'manual' })).status).toBe(404)
  })

  it('sends the scanner of each dynamic code on: URL, mailto:, tel:, .vcf', async () => {
    const expected: [Code, string][] = [
      [codes.link, 'https://example.com/landing?utm_source=qr'],
      [codes.email, 'mailto:sales@example.com?subject=Quote%20request&body=Hi%20there'],
      [codes.emailPlain, 'mailto:hello@example.com'],
      [codes.phone, 'tel:+14155550123'],
      [codes.vcard, `${s.url}/qr/${codes.vcard.token}.vcf`],
    ]
    for (const [code, target] of expected) {
      const res = await scan(s, code)
      expect(res.status, target).toBe(302)
      expect(res.headers.get('location')).toBe(target)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
    const card = await fetch(`${s.url}/qr/${codes.vcard.token}.vcf`)
    expect(await card.text()).toContain('FN:Grace Hopper')
  })

  it('static codes have no scan URL (404) and stay at zero scans', async () => {
    for (const kind of ['text', 'sms', 'wifi'] as const) {
      const res = await scan(s, codes[kind])
      expect(res.status, kind).toBe(404)
      expect(res.headers.get('location')).toBeNull()
      const { details, data } = await statsOf(s, codes[kind])
      expect(details.scans, kind).toBe(0)
      expect(data, kind).toEqual(ZERO_STATS)
    }
  })
})

describe('scan statistics (D29)', () => {
  let code: Code
  beforeAll(async () => {
    code = await addQr(s, { type: 'link', data: 'https://example.com/stats', name: 'Stats' })
  })

  it('records browsers, systems, referrers and social networks from each scan', async () => {
    expect(await statsOf(s, code)).toMatchObject({ details: { scans: 0 }, data: ZERO_STATS })
    const visits: [string, string | undefined][] = [
      [UA.chromeWindows, 'https://www.facebook.com/groups/acme/posts/1'],
      [UA.chromeWindows, 'https://t.co/AbCdEf'], // the same visitor again
      [UA.safariIphone, 'https://www.linkedin.com/feed/'],
      [UA.firefoxLinux, undefined],
      [UA.edgeWindows, 'https://www.facebook.com/'],
      [UA.samsungAndroid, 'https://m.facebook.com/story.php?id=1'],
    ]
    for (const [ua, referer] of visits) {
      const res = await scan(s, code, { 'User-Agent': ua, ...(referer && { Referer: referer }) })
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('https://example.com/stats')
    }
    const { details, data } = await statsOf(s, code)
    expect(details.scans).toBe(6)
    expect(data).toEqual({
      clicks: 6,
      uniqueClicks: 5,
      topCountries: { Unknown: '6' },
      topReferrers: { 'facebook.com': '2', 't.co': '1', 'linkedin.com': '1', 'Direct, email and other': '1', 'm.facebook.com': '1' },
      topBrowsers: { Chrome: '2', Safari: '1', Firefox: '1', Edge: '1', 'Samsung Internet': '1' },
      topOs: { Windows: '3', iOS: '1', Linux: '1', Android: '1' },
      topLanguages: { Unknown: '6' },
      socialCount: { facebook: 3, twitter: 1, linkedin: 1 },
      timeline: lastDays(30).map((date) => ({ date, clicks: date === lastDays(1)[0] ? 6 : 0 })),
    })
  })

  it('ignores proxy headers (country, forwarded address) without a trusted proxy', async () => {
    const other = await addQr(s, { type: 'phone', data: '+441234567890' })
    await scan(s, other, { 'User-Agent': UA.firefoxLinux, 'CF-IPCountry': 'DE', 'X-Forwarded-For': '203.0.113.7' })
    await scan(s, other, { 'User-Agent': UA.firefoxLinux, 'CF-IPCountry': 'FR', 'X-Forwarded-For': '198.51.100.9' })
    const { data } = await statsOf(s, other)
    expect(data.topCountries).toEqual({ Unknown: '2' })
    // Same address (the forwarded one is not believed) and same user agent: one visitor.
    expect(data.uniqueClicks).toBe(1)
    expect(data.clicks).toBe(2)
  })

  it('keeps at most 10 entries in a top map, the most frequent first', async () => {
    const many = await addQr(s, { type: 'link', data: 'https://example.com/many' })
    const hosts = 'abcdefghijkl'.split('').map((ch) => `site-${ch}.example`)
    for (const host of hosts) await scan(s, many, { Referer: `https://${host}/page` })
    await scan(s, many, { Referer: 'https://site-l.example/again' })
    await scan(s, many, { Referer: 'https://site-l.example/third' })
    await scan(s, many, { Referer: 'https://site-k.example/again' })
    const { data } = await statsOf(s, many)
    expect(data.clicks).toBe(15)
    expect(data.topReferrers).toEqual({
      'site-l.example': '3',
      'site-k.example': '2',
      'site-a.example': '1',
      'site-b.example': '1',
      'site-c.example': '1',
      'site-d.example': '1',
      'site-e.example': '1',
      'site-f.example': '1',
      'site-g.example': '1',
      'site-h.example': '1',
    })
    expect(Object.keys(data.topReferrers).slice(0, 2)).toEqual(['site-l.example', 'site-k.example'])
  })

  it('the list shows scans growing with each scan', async () => {
    const before = await listedScans(code)
    expect(before).toBe(6)
    await scan(s, code, { 'User-Agent': UA.safariIphone })
    await scan(s, code)
    expect(await listedScans(code)).toBe(8)
  })

  it('seeded static codes also answer 404 on /s/ and report zero statistics', async () => {
    const body = (await (await s.api('/qr?limit=100')).json()) as { data: { qrs: { id: number; name: string; link: string }[] } }
    const wifi = body.data.qrs.find((q) => q.name === 'Guest Wi-Fi')!
    const seeded = { id: wifi.id, link: wifi.link, token: wifi.link.slice(wifi.link.lastIndexOf('/') + 1, -4) }
    expect(await decode(seeded)).toBe('WIFI:T:WPA;S:Acme Guest;P:welcome2026;;')
    expect((await scan(s, seeded)).status).toBe(404)
    expect((await statsOf(s, seeded)).data).toEqual(ZERO_STATS)
  })
})

describe('bots do not count as scans (D29b)', () => {
  it('sends curl, crawlers, link previewers, scripts and an empty User-Agent on without counting them', async () => {
    const code = await addQr(s, { type: 'link', data: 'https://example.com/bots', name: 'Bots' })
    const bots = [
      'curl/8.5.0',
      'Wget/1.21.4',
      'python-requests/2.31.0',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'WhatsApp/2.23.20.0',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      '',
    ]
    for (const agent of bots) {
      const res = await scan(s, code, { 'User-Agent': agent })
      expect(res.status, agent).toBe(302)
      expect(res.headers.get('location')).toBe('https://example.com/bots')
    }
    const head = await fetch(`${s.url}/s/${code.token}`, { method: 'HEAD', redirect: 'manual', headers: { 'User-Agent': UA.chromeWindows } })
    expect(head.status).toBe(302)
    const { details, data } = await statsOf(s, code)
    expect(details.scans).toBe(0)
    expect(data).toMatchObject(ZERO_STATS)
    // A person's scan right after still counts, and as a browser, not as "Bot".
    await scan(s, code)
    const after = await statsOf(s, code)
    expect(after.details.scans).toBe(1)
    expect(Object.keys(after.data.topBrowsers)).toEqual(['Chrome'])
  })
})

describe('countries behind a trusted proxy (TRUST_PROXY=1)', () => {
  let proxied: TestServer
  beforeAll(async () => {
    proxied = await startServer({ trustProxy: true })
  })
  afterAll(() => proxied.stop())

  it('takes the country from the forwarded address (offline database), never from a country header', async () => {
    const code = await addQr(proxied, { type: 'link', data: 'https://example.com/de' })
    const res = await scan(proxied, code, { 'CF-IPCountry': 'FR', 'X-Forwarded-For': '8.8.8.8', 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' })
    expect(res.status).toBe(302)
    expect((await statsOf(proxied, code)).data.topCountries).toEqual({ 'United States': '1' })

    // The first forwarded address is the client's; a private one has no country.
    await scan(proxied, code, { 'X-Forwarded-For': '10.0.0.1, 81.2.69.142' })
    await scan(proxied, code, { 'X-Forwarded-For': '2001:4860:4860::8888' })
    const { data } = await statsOf(proxied, code)
    expect(data.topCountries).toEqual({ 'United States': '2', Unknown: '1' })
    expect(data.topLanguages).toEqual({ German: '1', Unknown: '2' })
    // Same user agent from three forwarded addresses: three visitors.
    expect(data.uniqueClicks).toBe(3)
  })

  it('keeps at most 10 countries, the most frequent first', async () => {
    const code = await addQr(proxied, { type: 'link', data: 'https://example.com/eu' })
    // Addresses the pinned IP database places in SE, PL, NL, IT, IE, GB, FR, ES, DE, CH, BE, AT (whois
    // registrant); ties are ranked by country code, so NL and PL fall out of the top ten.
    const addresses = ['2.70.10.10', '5.133.10.10', '4.175.10.10', '2.35.10.10', '3.252.10.10', '2.98.10.10', '2.7.10.10', '2.140.10.10', '2.21.10.10', '16.63.10.10', '34.14.10.10', '68.210.10.10', '2.70.10.10']
    for (const address of addresses) await scan(proxied, code, { 'X-Forwarded-For': address })
    const { data } = await statsOf(proxied, code)
    expect(data.clicks).toBe(13)
    expect(data.topCountries).toEqual({
      Sweden: '2', Austria: '1', Belgium: '1', Switzerland: '1', Germany: '1', Spain: '1', France: '1', 'United Kingdom': '1', Ireland: '1', Italy: '1',
    })
    expect(Object.keys(data.topCountries)[0]).toBe('Sweden')
  })
})

describe('QR image caching', () => {
  it('answers 304 for an unchanged image and a new image after an edit', async () => {
    const code = await addQr(s, { type: 'text', data: 'cache me', name: 'Cached' })
    const first = await fetch(code.link)
    const etag = first.headers.get('etag')
    expect(first.headers.get('cache-control')).toBe('public, no-cache')
    expect(etag).toMatch(/^".+"$/)
    const again = await fetch(code.link, { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
    const edit = await s.api(`/qr/${code.id}/update`, { method: 'PUT', body: JSON.stringify({ foreground: 'rgb(200,0,0)' }) })
    expect(edit.status).toBe(200)
    const after = await fetch(code.link, { headers: { 'If-None-Match': etag! } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
  })
})
