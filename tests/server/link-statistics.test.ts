import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkList, linkResponse, linkSaved, qrCreated, qrResponse } from '../../contract/index.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, ok, todayUtc } from './helpers.ts'
import { hostRequest } from './public-http.ts'

// LINKS.md L3, L4.6 and D29: clicks through the public redirect, counted by one engine for links
// and QR codes. The server trusts X-Forwarded-For here, so each click comes "from" a chosen address.
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0'
const DIRECT = 'Direct, email and other'
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'TelegramBot (like TwitterBot)',
  'WhatsApp/2.23.20.0',
  'Twitterbot/1.0',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'curl/8.5.0',
  '',
]

let s: TestServer
let key: string
let host: string

beforeAll(async () => {
  s = await startServer({ trustProxy: true })
  key = (await s.newUser()).apiKey
  host = new URL(s.url).host
})
afterAll(() => s?.stop())

interface Visit {
  ip: string
  ua?: string
  referer?: string
  language?: string
}

/** One visit as a browser sends it (node:http adds no User-Agent or Accept-Language of its own). */
async function visit(path: string, v: Visit, method = 'GET') {
  const headers: Record<string, string> = { 'X-Forwarded-For': v.ip }
  if (v.ua !== undefined) headers['User-Agent'] = v.ua
  if (v.referer) headers.Referer = v.referer
  if (v.language) headers['Accept-Language'] = v.language
  return hostRequest(s.url, path, host, { method, headers })
}

const newLink = async (url: string) => {
  const saved = ok(await call(s, '/url/add', { method: 'POST', key, body: { url } }), linkSaved)
  return { ...saved, path: new URL(saved.shorturl).pathname }
}
const statsOf = async (id: number) => ok(await call(s, `/url/${id}`, { key }), linkResponse).data

describe('the clicks of a short link (L3, L4.6)', () => {
  const TARGET = 'https://stats.example.com/landing?from=short'
  let link: Awaited<ReturnType<typeof newLink>>
  const CLICKS: Visit[] = [
    { ip: '8.8.8.8', ua: CHROME_WINDOWS, referer: 'https://www.facebook.com/some/post?id=1', language: 'de-DE,de;q=0.9' },
    // The same address and browser again: a click, not a new visitor.
    { ip: '8.8.8.8', ua: CHROME_WINDOWS, referer: 'https://t.co/AbCdEf', language: 'de-DE,de;q=0.9,en;q=0.5' },
    { ip: '81.2.69.142', ua: SAFARI_IPHONE, language: 'en-GB,en;q=0.8' },
    { ip: '2001:4860:4860::8888', ua: FIREFOX_LINUX, referer: 'https://www.linkedin.com/feed/', language: 'fr;q=0.4, en-US' },
    { ip: '10.0.0.1', ua: CHROME_WINDOWS, language: 'fr-FR' },
  ]

  beforeAll(async () => {
    link = await newLink(TARGET)
    for (const v of CLICKS) {
      const res = await visit(link.path, v)
      expect(res.status).toBe(302)
      expect(res.headers.location).toBe(TARGET)
    }
  })

  it('counts every click and each visitor once', async () => {
    const data = await statsOf(link.id)
    expect(data.clicks).toBe(5)
    expect(data.uniqueClicks).toBe(4)
  })

  it('names the countries from the forwarded address, "Unknown" for a private one', async () => {
    expect((await statsOf(link.id)).topCountries).toEqual({ 'United States': '3', 'United Kingdom': '1', Unknown: '1' })
  })

  it('names the browsers, the systems and the languages', async () => {
    const data = await statsOf(link.id)
    expect(data.topBrowsers).toEqual({ Chrome: '3', Safari: '1', Firefox: '1' })
    expect(data.topOs).toEqual({ Windows: '3', iOS: '1', Linux: '1' })
    // The visitor's first preference counts: "fr;q=0.4, en-US" prefers English.
    expect(data.topLanguages).toEqual({ German: '2', English: '2', French: '1' })
  })

  it('names the referrer hosts, "Direct, email and other" without one, and counts the social networks', async () => {
    const data = await statsOf(link.id)
    expect(data.topReferrers).toEqual({ 'facebook.com': '1', 't.co': '1', 'linkedin.com': '1', [DIRECT]: '2' })
    expect(data.socialCount).toEqual({ facebook: 1, twitter: 1, linkedin: 1 })
  })

  it('has a timeline of the last 30 days ending today (UTC), zeros included', async () => {
    const { timeline } = await statsOf(link.id)
    expect(timeline).toHaveLength(30)
    expect(timeline.at(-1)).toEqual({ date: todayUtc(), clicks: 5 })
    const days = timeline.map((d) => Date.parse(`${d.date}T00:00:00Z`))
    for (let i = 1; i < days.length; i++) expect(days[i]! - days[i - 1]!).toBe(86_400_000)
    expect(timeline.slice(0, -1).every((d) => d.clicks === 0)).toBe(true)
  })

  it('shows the same counts in the list', async () => {
    const item = ok(await call(s, '/urls?limit=100', { key }), linkList).data.urls.find((l) => l.id === link.id)
    expect(item).toMatchObject({ clicks: 5, uniqueclicks: 4 })
  })

  it('sends bots and link previewers on without counting them', async () => {
    for (const ua of BOTS) {
      const res = await visit(link.path, { ip: '8.8.4.4', ua, referer: 'https://www.facebook.com/' })
      expect(res.status, ua).toBe(302)
      expect(res.headers.location, ua).toBe(TARGET)
    }
    // No User-Agent header at all is a script too.
    expect((await visit(link.path, { ip: '8.8.4.4' })).status).toBe(302)
    const data = await statsOf(link.id)
    expect(data).toMatchObject({ clicks: 5, uniqueClicks: 4, socialCount: { facebook: 1, twitter: 1, linkedin: 1 } })
    expect(data.timeline.at(-1)!.clicks).toBe(5)
  })

  it("keeps a referrer host with a quote in it (PGlite commits the batch as one inline statement)", async () => {
    const quoted = await newLink('https://stats.example.com/quoted')
    const res = await visit(quoted.path, { ip: '8.8.8.8', ua: CHROME_WINDOWS, referer: "https://o'neil.example/it's?x='1'--" })
    expect(res.status).toBe(302)
    const data = await statsOf(quoted.id)
    expect(data.clicks).toBe(1)
    expect(data.topReferrers).toEqual({ "o'neil.example": '1' })
  })

  it('does not count HEAD', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await visit(link.path, { ip: '1.1.1.1', ua: CHROME_WINDOWS }, 'HEAD')
      expect(res.status).toBe(302)
      expect(res.body.length).toBe(0)
    }
    expect((await statsOf(link.id)).clicks).toBe(5)
  })

  it('keeps another link\'s statistics apart', async () => {
    const fresh = await newLink('https://stats.example.com/other')
    const data = await statsOf(fresh.id)
    expect(data).toMatchObject({ clicks: 0, uniqueClicks: 0, topCountries: {}, topReferrers: {}, topBrowsers: {}, topOs: {}, topLanguages: {} })
    expect(data.timeline.every((d) => d.clicks === 0)).toBe(true)
  })
})

describe('top maps', () => {
  it('hold at most 10 entries, the most frequent first', async () => {
    const link = await newLink('https://many.example.com/')
    for (let i = 1; i <= 12; i++) await visit(link.path, { ip: `8.8.8.${i}`, ua: CHROME_WINDOWS, referer: `https://site${i}.example.org/page` })
    await visit(link.path, { ip: '8.8.8.99', ua: CHROME_WINDOWS, referer: 'https://site12.example.org/again' })
    const data = await statsOf(link.id)
    expect(data.clicks).toBe(13)
    expect(data.uniqueClicks).toBe(13)
    expect(Object.keys(data.topReferrers)).toHaveLength(10)
    expect(data.topReferrers['site12.example.org']).toBe('2')
    expect(Object.values(data.topReferrers).filter((n) => n === '1')).toHaveLength(9)
  })
})

describe('the scans of a dynamic QR code: the same engine (D29)', () => {
  it('counts scans at the tracking URL with country, browser and referrer, in data and details.scans', async () => {
    const code = ok(
      await call(s, '/qr/add', { method: 'POST', key, body: { type: 'link', data: 'https://qr-stats.example.com/menu', name: 'Scan stats' } }),
      qrCreated,
    )
    const token = code.link.slice(code.link.lastIndexOf('/') + 1, -'.png'.length)
    const scan = `/s/${token}`
    const scans: Visit[] = [
      { ip: '81.2.69.142', ua: SAFARI_IPHONE, referer: 'https://t.co/xyz', language: 'en-GB' },
      { ip: '8.8.8.8', ua: CHROME_WINDOWS, language: 'de' },
      { ip: '8.8.8.8', ua: CHROME_WINDOWS, language: 'de' },
    ]
    for (const v of scans) {
      const res = await visit(scan, v)
      expect(res.status).toBe(302)
      expect(res.headers.location).toBe('https://qr-stats.example.com/menu')
    }
    // Neither a previewer nor HEAD is a scan.
    expect((await visit(scan, { ip: '8.8.8.8', ua: 'WhatsApp/2.23.20.0' })).status).toBe(302)
    expect((await visit(scan, { ip: '8.8.8.8', ua: CHROME_WINDOWS }, 'HEAD')).status).toBe(302)

    const answer = ok(await call(s, `/qr/${code.id}`, { key }), qrResponse)
    expect(answer.details.scans).toBe(3)
    expect(answer.data).toMatchObject({
      clicks: 3,
      uniqueClicks: 2,
      topCountries: { 'United Kingdom': '1', 'United States': '2' },
      topBrowsers: { Safari: '1', Chrome: '2' },
      topOs: { iOS: '1', Windows: '2' },
      topReferrers: { 't.co': '1', [DIRECT]: '2' },
      topLanguages: { English: '1', German: '2' },
      socialCount: { facebook: 0, twitter: 1, linkedin: 0 },
    })
    expect(answer.data.timeline).toHaveLength(30)
    expect(answer.data.timeline.at(-1)).toEqual({ date: todayUtc(), clicks: 3 })
  })
})
