import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { links, users } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { hostRequest } from './public-http.ts'

// The seeded campaign `spring-launch` holds these three links, inserted in this order (ids ascending).
const PRICING = 'https://acme-demo.test/pricing'
// The rotator follows each link as its short URL would: the seeded sale link adds its UTM parameters.
const SALE = 'https://acme-demo.test/sale/spring?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale'
const TOUR = 'https://acme-demo.test/tour'
const NOT_FOUND_TEXT = 'This link does not exist, or it is no longer available.'

let s: TestServer
let demoId: number
let springId: number

beforeAll(async () => {
  s = await startServer()
  const [demo] = await s.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'))
  demoId = demo!.id
  const list = (await (await s.api('/campaigns?limit=100')).json()) as { data: { campaigns: { id: number; rotator: string | false }[] } }
  springId = list.data.campaigns.find((c) => c.rotator === `${s.url}/r/spring-launch`)!.id
})
afterAll(() => s.stop())

const visit = (path: string, init: RequestInit = {}) => fetch(`${s.url}${path}`, { redirect: 'manual', ...init })

async function targetOf(path: string): Promise<string> {
  const res = await visit(path)
  expect(res.status).toBe(302)
  await res.arrayBuffer()
  return res.headers.get('location') ?? ''
}

async function insertLink(title: string, longUrl: string): Promise<number> {
  const alias = `t-${Math.random().toString(36).slice(2, 10)}`
  const [row] = await s.db.insert(links).values({ userId: demoId, alias, title, longUrl }).returning({ id: links.id })
  return row!.id
}

async function createCampaign(body: Record<string, unknown>): Promise<number> {
  const res = await s.api('/campaign/add', { method: 'POST', body: JSON.stringify(body) })
  expect(res.status).toBe(200)
  return ((await res.json()) as { id: number }).id
}

async function assign(campaignId: number, linkId: number) {
  const res = await s.api(`/campaign/${campaignId}/assign/${linkId}`, { method: 'POST' })
  expect(res.status).toBe(200)
}

describe('campaign rotator /r/<slug> (D32)', () => {
  it('sends successive visitors to the links in turn, by link id, wrapping around', async () => {
    const seen: string[] = []
    for (let i = 0; i < 7; i++) seen.push(await targetOf('/r/spring-launch'))
    expect(seen).toEqual([PRICING, SALE, TOUR, PRICING, SALE, TOUR, PRICING])
  })

  it('answers with no-store so a cache never pins one link', async () => {
    const res = await visit('/r/spring-launch')
    expect(res.status).toBe(302)
    expect(res.headers.get('cache-control')).toBe('no-store')
    // That was visit 8: the second link.
    expect(res.headers.get('location')).toBe(SALE)
  })

  it('keeps the turn under parallel visits: 30 at once reach each of the 3 links 10 times', async () => {
    const targets = await Promise.all(Array.from({ length: 30 }, () => targetOf('/r/spring-launch')))
    const counts: Record<string, number> = {}
    for (const t of targets) counts[t] = (counts[t] ?? 0) + 1
    expect(counts).toEqual({ [PRICING]: 10, [SALE]: 10, [TOUR]: 10 })
    // 8 sequential + 30 parallel visits so far: visit 39 is the third link (no turn was lost).
    expect(await targetOf('/r/spring-launch')).toBe(TOUR)
  })

  it('orders by link id, not by the order the links were assigned', async () => {
    const first = await insertLink('First', 'https://one.example/first')
    const second = await insertLink('Second', 'https://two.example/second')
    const id = await createCampaign({ name: 'Order check', slug: 'order-check', public: true })
    await assign(id, second)
    await assign(id, first)
    const seen = []
    for (let i = 0; i < 4; i++) seen.push(await targetOf('/r/order-check'))
    expect(seen).toEqual(['https://one.example/first', 'https://two.example/second', 'https://one.example/first', 'https://two.example/second'])
  })

  it('counts each turn as a click of its link, sends a protected link to its password form and skips an expired one', async () => {
    const open = await insertLink('Open', 'https://open.example/')
    const locked = await insertLink('Locked', 'https://locked.example/')
    const expired = await insertLink('Expired', 'https://expired.example/')
    const id = await createCampaign({ name: 'Rules check', slug: 'rules-check' })
    for (const link of [open, locked, expired]) await assign(id, link)
    const update = (link: number, body: object) => s.api(`/url/${link}/update`, { method: 'PUT', body: JSON.stringify(body) })
    expect((await update(locked, { password: 'letmein' })).status).toBe(200)
    await s.db.update(links).set({ expiry: '2020-01-01' }).where(eq(links.id, expired))
    const [lockedRow] = await s.db.select({ alias: links.alias }).from(links).where(eq(links.id, locked))
    const browser = { headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0' } }
    const seen = []
    for (let i = 0; i < 4; i++) {
      const res = await visit('/r/rules-check', browser)
      seen.push(res.headers.get('location'))
    }
    expect(seen).toEqual(['https://open.example/', `${s.url}/${lockedRow!.alias}`, 'https://open.example/', `${s.url}/${lockedRow!.alias}`])
    const clicks = async (link: number) => ((await (await s.api(`/url/${link}`)).json()) as { data: { clicks: number } }).data.clicks
    expect(await clicks(open)).toBe(2)
    expect(await clicks(locked)).toBe(0)
    expect(await clicks(expired)).toBe(0)
  })

  it('answers the 404 page for a campaign with no links', async () => {
    await createCampaign({ name: 'Nothing yet', slug: 'nothing-yet', public: true })
    const res = await visit('/r/nothing-yet')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await res.text()).toContain(NOT_FOUND_TEXT)
  })

  it('answers the 404 page for an unknown slug', async () => {
    const res = await visit('/r/no-such-campaign')
    expect(res.status).toBe(404)
    expect(res.headers.get('location')).toBeNull()
    expect(await res.text()).toContain(NOT_FOUND_TEXT)
  })
})

describe('campaign list page /u/<username>/c/<id> (D32)', () => {
  it('lists the links of a public campaign with their short URLs', async () => {
    const res = await visit(`/u/demo/c/${springId}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html).toContain('<h1>Spring launch</h1>')
    expect(html).toContain('<strong>Pricing page</strong>')
    expect(html).toContain('<strong>Spring sale</strong>')
    expect(html).toContain('<strong>Product tour</strong>')
    // Only the campaign's links: the demo user's other links are not on the page.
    expect(html).not.toContain('Careers')
    expect(html.match(new RegExp(`<a href="${s.url}/[A-Za-z0-9_-]{3,50}">`, 'g'))).toHaveLength(3)
    // R4: each link's destination host under its title.
    expect(html).toContain('<strong>Pricing page</strong><span>acme-demo.test</span>')
    expect(html.indexOf('Pricing page')).toBeLessThan(html.indexOf('Spring sale'))
    expect(html.indexOf('Spring sale')).toBeLessThan(html.indexOf('Product tour'))
  })

  it('is a 404 while the campaign is private, and back once public again', async () => {
    const off = await s.api(`/campaign/${springId}/update`, { method: 'PUT', body: JSON.stringify({ name: 'Spring launch', public: false }) })
    expect(off.status).toBe(200)
    expect(((await off.json()) as { public: boolean }).public).toBe(false)
    const hidden = await visit(`/u/demo/c/${springId}`)
    expect(hidden.status).toBe(404)
    const html = await hidden.text()
    expect(html).toContain(NOT_FOUND_TEXT)
    expect(html).not.toContain('Pricing page')

    const on = await s.api(`/campaign/${springId}/update`, { method: 'PUT', body: JSON.stringify({ name: 'Spring launch', public: true }) })
    expect(on.status).toBe(200)
    expect((await visit(`/u/demo/c/${springId}`)).status).toBe(200)
  })

  it('is a 404 under the wrong username, unknown or real', async () => {
    const other = await s.newUser()
    for (const name of ['nobody', other.username]) {
      const res = await visit(`/u/${name}/c/${springId}`)
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain('Spring launch')
    }
  })

  it('is a 404 for an id that does not exist, even one past the id range', async () => {
    for (const id of ['999999', '2147483647', '2147483648', '9999999999']) {
      const res = await visit(`/u/demo/c/${id}`)
      expect(res.status, id).toBe(404)
      expect(await res.text()).toContain(NOT_FOUND_TEXT)
    }
  })

  it('escapes HTML in the campaign name and link titles', async () => {
    const id = await createCampaign({ name: '<script>alert(1)</script>', public: true })
    await assign(id, await insertLink('"><img src=x onerror=alert(2)>', 'https://evil.example/?q="<b>'))
    const res = await visit(`/u/demo/c/${id}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('<title>&#60;script&#62;alert(1)&#60;/script&#62;</title>')
    expect(html).toContain('<h1>&#60;script&#62;alert(1)&#60;/script&#62;</h1>')
    expect(html).toContain('<strong>&#34;&#62;&#60;img src=x onerror=alert(2)&#62;</strong><span>evil.example</span>')
    // R5: the page's own preview tags, escaped as the page.
    expect(html).toContain('<meta property="og:title" content="&#60;script&#62;alert(1)&#60;/script&#62;">')
    expect(html).toContain(`<meta property="og:url" content="${s.url}/u/demo/c/${id}">`)
    expect(html).toContain('<meta property="og:description" content="1 link to evil.example.">')
  })
})

describe('branded domains by Host header (D32)', () => {
  it('sends / on a branded domain to its redirectroot', async () => {
    const res = await hostRequest(s.url, '/', 'go.acme-demo.test')
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('https://acme-demo.test')
  })

  it('matches the Host case-insensitively', async () => {
    const res = await hostRequest(s.url, '/', 'GO.Acme-Demo.TEST')
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('https://acme-demo.test')
  })

  it('sends an unknown path on a branded domain to its redirect404', async () => {
    for (const path of ['/no-such-alias', '/some/deeper/path', '/x']) {
      const res = await hostRequest(s.url, path, 'go.acme-demo.test')
      expect(res.status, path).toBe(302)
      expect(res.headers.location, path).toBe('https://acme-demo.test/not-found')
    }
  })

  it('answers the plain 404 page on a branded domain without redirect404', async () => {
    const res = await hostRequest(s.url, '/no-such-alias', 'links.acme-demo.test')
    expect(res.status).toBe(404)
    expect(res.headers.location).toBeUndefined()
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body.toString()).toContain(NOT_FOUND_TEXT)
    // Its / still goes to its own redirectroot.
    const root = await hostRequest(s.url, '/', 'links.acme-demo.test')
    expect(root.status).toBe(302)
    expect(root.headers.location).toBe('https://acme-demo.test/blog')
  })

  it('serves a short link only on its own host, and rotators on a branded domain too', async () => {
    const [careers] = await s.db.select({ id: links.id, alias: links.alias }).from(links).where(eq(links.title, 'Careers'))
    // A link of the public host is unknown on a branded domain (aliases are unique per host, L2).
    const elsewhere = await hostRequest(s.url, `/${careers!.alias}`, 'go.acme-demo.test')
    expect(elsewhere.status).toBe(302)
    expect(elsewhere.headers.location).toBe('https://acme-demo.test/not-found')
    const moved = await s.api(`/url/${careers!.id}/update`, { method: 'PUT', body: JSON.stringify({ domain: 'https://go.acme-demo.test' }) })
    expect(((await moved.json()) as { shorturl: string }).shorturl).toBe(`https://go.acme-demo.test/${careers!.alias}`)
    const short = await hostRequest(s.url, `/${careers!.alias}`, 'go.acme-demo.test')
    expect(short.status).toBe(302)
    expect(short.headers.location).toBe('https://acme-demo.test/careers')
    expect((await visit(`/${careers!.alias}`)).status).toBe(404)
    const rotator = await hostRequest(s.url, '/r/spring-launch', 'go.acme-demo.test')
    expect(rotator.status).toBe(302)
    expect([PRICING, SALE, TOUR]).toContain(rotator.headers.location)
  })

  it('sends / on a host that is not a branded domain to /app/', async () => {
    for (const host of ['example.org', 'acme-demo.test', `127.0.0.1:${new URL(s.url).port}`]) {
      const res = await hostRequest(s.url, '/', host)
      expect(res.status, host).toBe(302)
      expect(res.headers.location, host).toBe('/app/')
    }
    const viaFetch = await visit('/')
    expect(viaFetch.status).toBe(302)
    expect(viaFetch.headers.get('location')).toBe('/app/')
  })

  it('answers the plain 404 page for an unknown path on a non-branded host', async () => {
    const res = await visit('/no-such-alias')
    expect(res.status).toBe(404)
    expect(res.headers.get('location')).toBeNull()
    expect(await res.text()).toContain(NOT_FOUND_TEXT)
  })
})

describe('avatars (D19)', () => {
  it('draws the initials of the name in an SVG', async () => {
    const res = await visit('/avatar/demo.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(await res.text()).toMatch(/^<svg [^>]*>.*>DE<\/text><\/svg>$/)
  })

  it('takes any name, escaped, without failing on a "%"', async () => {
    const pct = await visit('/avatar/100%25.svg')
    expect(pct.status).toBe(200)
    expect(await pct.text()).toContain('>10</text>')
    const odd = await visit(`/avatar/${encodeURIComponent('<Ünïcode>')}.svg`)
    expect(odd.status).toBe(200)
    expect(await odd.text()).toContain('>ÜN</text>')
  })
})

describe('HEAD requests have no side effects', () => {
  it('a HEAD on the rotator shows the next link without taking its turn', async () => {
    const head1 = await fetch(`${s.url}/r/spring-launch`, { method: 'HEAD', redirect: 'manual' })
    const head2 = await fetch(`${s.url}/r/spring-launch`, { method: 'HEAD', redirect: 'manual' })
    const get = await fetch(`${s.url}/r/spring-launch`, { redirect: 'manual' })
    expect(head1.status).toBe(302)
    expect(head2.headers.get('location')).toBe(head1.headers.get('location'))
    expect(get.headers.get('location')).toBe(head1.headers.get('location'))
  })
})
