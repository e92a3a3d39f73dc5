import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestServer, startServer } from './harness.ts'

// L4: what a visitor of a short link meets. Targeting needs the visitor's country, so the server
// trusts X-Forwarded-For here (TRUST_PROXY=1).
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

let s: TestServer
beforeAll(async () => {
  s = await startServer({ trustProxy: true })
})
afterAll(() => s?.stop())

async function shorten(body: Record<string, unknown>): Promise<{ id: number; alias: string }> {
  const res = await s.api('/url/add', { method: 'POST', body: JSON.stringify(body) })
  const answer = (await res.json()) as { id: number; shorturl: string; message?: string }
  expect(res.status, answer.message).toBe(200)
  return { id: answer.id, alias: answer.shorturl.slice(answer.shorturl.lastIndexOf('/') + 1) }
}

const follow = (alias: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  fetch(`${s.url}/${alias}`, { redirect: 'manual', ...init, headers: { 'User-Agent': CHROME, 'X-Forwarded-For': '203.0.113.9', ...headers } })

async function clicksOf(id: number): Promise<number> {
  const body = (await (await s.api(`/url/${id}`)).json()) as { data: { clicks: number } }
  return body.data.clicks
}

describe('targeting (L4.4)', () => {
  it('sends each visitor to the first matching country, device or language, with the parameters added', async () => {
    const link = await shorten({
      url: 'https://example.com/home?ref=old',
      geotarget: [{ location: 'United States', link: 'https://us.example.com/' }],
      devicetarget: [{ device: 'iphone', link: 'https://apps.example.com/ios' }],
      languagetarget: [{ language: 'de', link: 'https://example.de/' }],
      parameters: [{ name: 'utm_source', value: 'qr' }, { name: 'ref', value: 'short' }],
    })
    const cases: [Record<string, string>, string][] = [
      [{ 'X-Forwarded-For': '8.8.8.8', 'User-Agent': IPHONE, 'Accept-Language': 'de' }, 'https://us.example.com/?utm_source=qr&ref=short'],
      [{ 'User-Agent': IPHONE, 'Accept-Language': 'de' }, 'https://apps.example.com/ios?utm_source=qr&ref=short'],
      [{ 'Accept-Language': 'fr-FR, de;q=0.8' }, 'https://example.de/?utm_source=qr&ref=short'],
      [{ 'Accept-Language': 'fr-FR' }, 'https://example.com/home?ref=short&utm_source=qr'],
    ]
    for (const [headers, location] of cases) {
      const res = await follow(link.alias, headers)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(location)
    }
    expect(await clicksOf(link.id)).toBe(4)
  })
})

describe('edits', () => {
  it('take effect on the very next redirect, under the new alias too', async () => {
    const link = await shorten({ url: 'https://example.com/before' })
    expect((await follow(link.alias)).headers.get('location')).toBe('https://example.com/before')
    const edit = await s.api(`/url/${link.id}/update`, { method: 'PUT', body: JSON.stringify({ url: 'https://example.com/after', custom: `${link.alias}-new` }) })
    expect(edit.status).toBe(200)
    expect((await follow(`${link.alias}-new`)).headers.get('location')).toBe('https://example.com/after')
    expect((await follow(link.alias)).status).toBe(404)
    expect((await s.api(`/url/${link.id}/delete`, { method: 'DELETE' })).status).toBe(200)
    expect((await follow(`${link.alias}-new`)).status).toBe(404)
  })
})

describe('expiry (L4.2)', () => {
  it('answers 410 once the expiry day has passed, and does not count it', async () => {
    const link = await shorten({ url: 'https://example.com/offer', expiry: new Date().toISOString().slice(0, 10) })
    // Today is the last day: the link still works.
    expect((await follow(link.alias)).status).toBe(302)
    // Yesterday, through the API's own rule: edit the row, then an edit through the API drops the cache.
    await s.db.execute(`update links set expiry = current_date - 1 where id = ${link.id}`)
    expect((await s.api(`/url/${link.id}/update`, { method: 'PUT', body: '{}' })).status).toBe(200)
    const gone = await follow(link.alias)
    expect(gone.status).toBe(410)
    expect(await gone.text()).toContain('This link has expired')
    expect(await clicksOf(link.id)).toBe(1)
  })
})

describe('password (L4.3)', () => {
  it('asks for the password, refuses a wrong one without counting it, and sends the right one on', async () => {
    const link = await shorten({ url: 'https://example.com/secret', password: 'open sesame', metatitle: 'Board <minutes>' })
    const form = await follow(link.alias)
    expect(form.status).toBe(401)
    const html = await form.text()
    expect(html).toContain('<form method="post">')
    // V5: the form names neither the link's title nor its destination.
    expect(html).not.toContain('minutes')
    expect(html).not.toContain('example.com')
    expect(form.headers.get('location')).toBeNull()

    const post = (password: string) =>
      follow(link.alias, { 'Content-Type': 'application/x-www-form-urlencoded' }, { method: 'POST', body: new URLSearchParams({ password }).toString() })
    const wrong = await post('open says me')
    expect(wrong.status).toBe(403)
    expect(await wrong.text()).toContain('That password is not right.')
    expect(await clicksOf(link.id)).toBe(0)

    // V1: a page of ours that goes on (a redirect would be refused by form-action in Chromium).
    const right = await post('open sesame')
    expect(right.status).toBe(200)
    expect(right.headers.get('location')).toBeNull()
    expect(await right.text()).toContain('<meta http-equiv="refresh" content="0;url=https://example.com/secret">')
    expect(right.headers.get('content-security-policy')).toContain("form-action 'none'")
    expect(await clicksOf(link.id)).toBe(1)
  })

  it('never answers a POST for a link without a password', async () => {
    const link = await shorten({ url: 'https://example.com/open' })
    const res = await follow(link.alias, { 'Content-Type': 'application/x-www-form-urlencoded' }, { method: 'POST', body: 'password=x' })
    expect(res.status).toBe(404)
    expect(await clicksOf(link.id)).toBe(0)
  })
})

describe('what counts (L4.6)', () => {
  it('counts browsers, but not HEAD requests or link previewers, which are still sent on', async () => {
    const link = await shorten({ url: 'https://example.com/counted' })
    expect((await follow(link.alias, {}, { method: 'HEAD' })).status).toBe(302)
    const slack = await follow(link.alias, { 'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' })
    expect(slack.status).toBe(302)
    expect(slack.headers.get('location')).toBe('https://example.com/counted')
    expect(await clicksOf(link.id)).toBe(0)
    await follow(link.alias)
    expect(await clicksOf(link.id)).toBe(1)
  })
})

describe('landing pages (L4.5)', () => {
  async function pixel(body: Record<string, string>): Promise<number> {
    const res = await s.api('/pixel/add', { method: 'POST', body: JSON.stringify(body) })
    return ((await res.json()) as { id: number }).id
  }

  it('fires the pixels on a page of ours that allows exactly their vendors, then goes on', async () => {
    const meta = await pixel({ type: 'fbpixel', name: 'Meta', tag: '1234567890' })
    // X is the one vendor without a documented tag format (D25a), so a hostile tag can be stored.
    const hostile = await pixel({ type: 'twitterpixel', name: 'Hostile', tag: '</script><script>alert(1)</script>' })
    const link = await shorten({ url: 'https://example.com/landing', pixels: [meta, hostile] })
    const res = await follow(link.alias)
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('https://connect.facebook.net')
    expect(csp).toContain('https://static.ads-twitter.com')
    expect(csp).not.toContain('googletagmanager')
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/)
    const html = await res.text()
    expect(html).toContain('href="https://example.com/landing"')
    expect(html).toContain('<noscript>')
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html.match(/<script\b/g)).toHaveLength(2)
    expect(await clicksOf(link.id)).toBe(1)

    // A pixel deleted: the link stops firing it at once.
    expect((await s.api(`/pixel/${hostile}/delete`, { method: 'DELETE' })).status).toBe(200)
    expect((await follow(link.alias)).headers.get('content-security-policy')).not.toContain('static.ads-twitter.com')
  })

  it('shows a frame under a slim bar, and a splash page that continues after 5 seconds', async () => {
    const framed = await shorten({ url: 'https://example.com/framed', type: 'frame', metatitle: 'Framed "page"' })
    const frame = await follow(framed.alias)
    expect(frame.status).toBe(200)
    const frameHtml = await frame.text()
    expect(frameHtml).toMatch(/<iframe[^>]+src="https:\/\/example\.com\/framed"/)
    expect(frameHtml).toContain('Framed &#34;page&#34;')
    expect(frame.headers.get('content-security-policy')).toContain('frame-src')

    const splashed = await shorten({ url: 'https://example.com/splashed', type: 'splash' })
    const splash = await follow(splashed.alias)
    const splashHtml = await splash.text()
    expect(splashHtml).toContain('example.com')
    expect(splashHtml).toMatch(/<meta http-equiv="refresh" content="5;\s*url=https:\/\/example\.com\/splashed"/)
    expect(splashHtml).toContain('href="https://example.com/splashed"')
    expect(await clicksOf(framed.id)).toBe(1)
    expect(await clicksOf(splashed.id)).toBe(1)
  })
})
