import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestServer, startServer } from './harness.ts'

// Issues 32 and 33, the visitor's side: passwords (V1, V3, V4), previews (V5), pages (V6). One server;
// X-Forwarded-For names the visitor's address (TRUST_PROXY=1), so each test guesses from addresses of its own.
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }

let s: TestServer
beforeAll(async () => {
  s = await startServer({ trustProxy: true })
})
afterAll(() => s?.stop())

async function shorten(body: Record<string, unknown>): Promise<{ id: number; alias: string; shorturl: string }> {
  const res = await s.api('/url/add', { method: 'POST', body: JSON.stringify(body) })
  const answer = (await res.json()) as { id: number; shorturl: string; message?: string }
  expect(res.status, answer.message).toBe(200)
  return { id: answer.id, shorturl: answer.shorturl, alias: answer.shorturl.slice(answer.shorturl.lastIndexOf('/') + 1) }
}

const visit = (alias: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  fetch(`${s.url}/${alias}`, { redirect: 'manual', ...init, headers: { 'User-Agent': CHROME, 'X-Forwarded-For': '198.51.100.1', ...headers } })
const post = (alias: string, body: BodyInit, from = '198.51.100.1', headers: Record<string, string> = FORM) =>
  visit(alias, { ...headers, 'X-Forwarded-For': from }, { method: 'POST', body })
const guess = (alias: string, password: string, from?: string) => post(alias, new URLSearchParams({ password }).toString(), from)

async function clicksOf(id: number): Promise<number> {
  const body = (await (await s.api(`/url/${id}`)).json()) as { data: { clicks: number } }
  return body.data.clicks
}

describe('bad password input (issue 32)', () => {
  it('answers wrong, empty, missing and oversized passwords with the form, counting no click', async () => {
    const link = await shorten({ url: 'https://example.com/q4-report', password: 'right one' })
    const wrong = await guess(link.alias, 'wrong one', '198.51.100.10')
    expect(wrong.status).toBe(403)
    expect(await wrong.text()).toContain('That password is not right.')
    expect((await guess(link.alias, '', '198.51.100.10')).status).toBe(403)
    const noFields = await post(link.alias, 'other=1', '198.51.100.10')
    expect(noFields.status).toBe(403)
    const notAForm = await post(link.alias, '{"password":"right one"}', '198.51.100.10', { 'Content-Type': 'application/json' })
    expect(notAForm.status).toBe(403)
    const huge = await post(link.alias, `password=${'a'.repeat(10 * 1024 * 1024)}`, '198.51.100.10')
    expect(huge.status).toBe(413)
    expect(await huge.text()).toContain('That request is too large')
    expect(await clicksOf(link.id)).toBe(0)
    // The right one still works, and counts exactly one click.
    const right = await guess(link.alias, 'right one', '198.51.100.10')
    expect(right.status).toBe(200)
    expect(await right.text()).toContain('content="0;url=https://example.com/q4-report"')
    expect(await clicksOf(link.id)).toBe(1)
  })
})

describe('guessing is throttled (V4)', () => {
  it('answers 429 with Retry-After after 10 tries from one address, while another address gets in', async () => {
    const link = await shorten({ url: 'https://example.com/vault', password: 'sesame' })
    for (let i = 0; i < 10; i++) expect((await guess(link.alias, `guess ${i}`, '198.51.100.20')).status).toBe(403)
    const refused = await guess(link.alias, 'sesame', '198.51.100.20')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500)
    const html = await refused.text()
    expect(html).toContain('Too many tries. Wait 10 minutes before you try again.')
    expect(html).toContain('<form method="post">')
    const other = await guess(link.alias, 'sesame', '198.51.100.21')
    expect(other.status).toBe(200)
    expect(await clicksOf(link.id)).toBe(1)
  })

  it('throttles a file password the same way, per file', async () => {
    const res = await s.api('/files/upload/notes.txt?password=file-pass-1', { method: 'POST', body: 'secret notes' })
    const file = (await res.json()) as { shorturl: string }
    const alias = file.shorturl.slice(file.shorturl.lastIndexOf('/') + 1)
    for (let i = 0; i < 10; i++) expect((await guess(alias, `nope ${i}`, '198.51.100.30')).status).toBe(403)
    const refused = await guess(alias, 'file-pass-1', '198.51.100.30')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    const right = await guess(alias, 'file-pass-1', '198.51.100.31')
    expect(right.status).toBe(200)
    const key = (right.headers.get('refresh') ?? '').replace('0; url=', '')
    const download = await fetch(`${s.url}/${alias}${key}`)
    expect(await download.text()).toBe('secret notes')
  })
})

describe('social previews (V5)', () => {
  const PREVIEWERS = ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'Twitterbot/1.0', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)', 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)', 'WhatsApp/2.23.20.0 A', 'TelegramBot (like TwitterBot)']

  it('gives each preview agent the escaped tags and never counts it; people still get the 302', async () => {
    const link = await shorten({
      url: 'https://example.com/launch',
      metatitle: 'Launch "day" <script>alert(1)</script>',
      metadescription: "It's <b>here</b> & now",
      metaimage: 'https://cdn.example.com/card.png?a=1&b="2"',
    })
    for (const ua of PREVIEWERS) {
      const res = await visit(link.alias, { 'User-Agent': ua })
      expect(res.status, ua).toBe(200)
      const html = await res.text()
      expect(html).toContain('<meta property="og:title" content="Launch &#34;day&#34; &#60;script&#62;alert(1)&#60;/script&#62;">')
      expect(html).toContain('<meta property="og:description" content="It&#39;s &#60;b&#62;here&#60;/b&#62; &#38; now">')
      expect(html).toContain('<meta property="og:image" content="https://cdn.example.com/card.png?a=1&#38;b=&#34;2&#34;">')
      expect(html).toContain(`<meta property="og:url" content="${link.shorturl}">`)
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">')
      expect(html).toContain(`<link rel="canonical" href="${link.shorturl}">`)
      expect(html).not.toContain('<script>alert')
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    }
    const person = await visit(link.alias)
    expect(person.status).toBe(302)
    expect(person.headers.get('location')).toBe('https://example.com/launch')
    expect(await clicksOf(link.id)).toBe(1)
  })

  it('sends previewers of a link without preview fields on as before, a summary card without an image', async () => {
    const plain = await shorten({ url: 'https://example.com/plain' })
    expect((await visit(plain.alias, { 'User-Agent': 'Twitterbot/1.0' })).status).toBe(302)
    const titled = await shorten({ url: 'https://example.com/titled', metatitle: 'Only a title', metaimage: '' })
    const html = await (await visit(titled.alias, { 'User-Agent': 'Twitterbot/1.0' })).text()
    expect(html).toContain('<meta name="twitter:card" content="summary">')
    expect(html).not.toContain('og:image')
    expect(await clicksOf(plain.id) + (await clicksOf(titled.id))).toBe(0)
  })

  it('shows a protected or expired link to a previewer as to anyone: no destination, no preview fields', async () => {
    const locked = await shorten({ url: 'https://secret.example.com/plans', password: 'pw', metatitle: 'Secret title', metadescription: 'Secret words', metaimage: 'https://img.example.com/secret.png' })
    const res = await visit(locked.alias, { 'User-Agent': 'facebookexternalhit/1.1' })
    expect(res.status).toBe(401)
    const html = await res.text()
    for (const leak of ['secret.example.com', 'Secret title', 'Secret words', 'img.example.com', 'og:']) expect(html).not.toContain(leak)
    expect(html).toContain('This link is protected')

    const old = await shorten({ url: 'https://old.example.com/', metatitle: 'Old title', expiry: new Date().toISOString().slice(0, 10) })
    await s.db.execute(`update links set expiry = current_date - 1 where id = ${old.id}`)
    expect((await s.api(`/url/${old.id}/update`, { method: 'PUT', body: '{}' })).status).toBe(200)
    const gone = await visit(old.alias, { 'User-Agent': 'Twitterbot/1.0' })
    expect(gone.status).toBe(410)
    const goneHtml = await gone.text()
    expect(goneHtml).not.toContain('Old title')
    expect(goneHtml).not.toContain('old.example.com')
  })
})

describe('pages that end a visit (V6)', () => {
  it('offer a way onwards from 404 and 410', async () => {
    const missing = await visit('no-such-link-here')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<a href="/">Go to the home page</a>')
    const old = await shorten({ url: 'https://example.com/old-offer', expiry: new Date().toISOString().slice(0, 10) })
    await s.db.execute(`update links set expiry = current_date - 1 where id = ${old.id}`)
    expect((await s.api(`/url/${old.id}/update`, { method: 'PUT', body: '{}' })).status).toBe(200)
    const gone = await visit(old.alias)
    expect(gone.status).toBe(410)
    expect(await gone.text()).toContain('<a href="/">Go to the home page</a>')
  })
})
