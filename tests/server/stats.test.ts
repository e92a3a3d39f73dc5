import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkResponse, linkSaved, qrCreated } from '../../contract/index.ts'
import { type StatsData, statsQuery, statsResponse } from '../../contract/stats.ts'
import { planStats } from '../../server/clicks/stats-period.ts'
import { hitsCompleteSince, scopeLinks, statsAnswer } from '../../server/clicks/stats-query.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, failed, fieldError, ok } from './helpers.ts'
import { databaseAt } from './old-migrations.ts'

// X1 (issue 35): GET /stats on one server whose database was made by migration 0013 and filled with
// clicks in the old shapes, so that 0014 carries them over when the server starts.
const OLD_KEY = 'stats-old-key-0123456789abcdefghijklmnopqrstuvwxyz'
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const DIRECT = 'Direct, email and other'

let s: TestServer
let dataDir = ''
let oldLink = 0
let key = ''
let otherKey = ''
const ids = { a: 0, b: 0, qr: 0, qrLink: 0, campaign: 0, directory: 0, domain: 0, other: 0 }

interface Hit { at: string; visitor: string; country?: string; referrer?: string; browser?: string; os?: string; language?: string; device?: string }
const clickRow = (link: number, h: Hit) =>
  sql`(${link}, ${h.at}::timestamptz, ${h.country ?? 'DE'}, ${h.referrer ?? DIRECT}, ${h.browser ?? 'Chrome'}, ${h.os ?? 'Windows'}, ${h.language ?? 'de'}, ${h.visitor}, ${h.device ?? 'desktop'})`
async function addClicks(link: number, hits: Hit[]) {
  await s.db.execute(sql`insert into click_events (link_id, at, country, referrer, browser, os, language, visitor, device) values ${sql.join(hits.map((h) => clickRow(link, h)), sql`, `)}`)
}

const stats = async (query: string, k = key): Promise<StatsData> => ok(await call(s, `/stats?${query}`, { key: k }), statsResponse).data
const post = async (p: string, body: unknown) => call(s, p, { method: 'POST', key, body })

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-stats-'))
  const databaseUrl = await databaseAt(13, dataDir, process.env.DATABASE_URL, async (q) => {
    const [user] = await q(`INSERT INTO users (email, username, api_key_hash, plan) VALUES ('old@example.com', 'old_stats', $1, 'pro') RETURNING id`, [
      createHash('sha256').update(OLD_KEY).digest('hex'),
    ])
    const [link] = await q(`INSERT INTO links (user_id, alias, long_url, title) VALUES ($1, 'oldstats', 'https://example.com/o', 'Old') RETURNING id`, [user!.id])
    oldLink = Number(link!.id)
    // Clicks before 0006: one row each, with its moment (the trigger of 0002 keeps the rollups).
    await q(`INSERT INTO click_events (link_id, at, country, referrer, browser, os, language, visitor) VALUES
      ($1, '2026-02-10 09:20:00+00', 'FR', 'google.com', 'Safari', 'iOS', 'fr', 'o1'),
      ($1, '2026-02-10 09:40:00+00', 'FR', 'google.com', 'Safari', 'iOS', 'fr', 'o1'),
      ($1, '2026-02-11 23:50:00+00', 'US', $2, 'Firefox', 'Linux', '', 'o2'),
      ($1, '2012-05-01 10:00:00+00', 'FR', $2, 'Firefox', 'Linux', 'fr', 'o0')`, [oldLink, DIRECT])
    // Clicks folded from batches since 0006 kept only their day (and the counters).
    await q(`INSERT INTO click_days (link_id, day, clicks) VALUES ($1, '2026-02-12', 4)`, [oldLink])
    await q(`UPDATE links SET clicks = clicks + 4 WHERE id = $1`, [oldLink])
  })
  // T8: detail older than 3,000 days (the click of 2012) is dropped; its hourly rollup stays.
  s = await startServer({ ...(databaseUrl && { databaseUrl }), trustProxy: true, clickDetailDays: 3_000 }, { dataDir })

  key = (await s.newUser()).apiKey
  otherKey = (await s.newUser()).apiKey
  const link = async (url: string, k = key) => ok(await call(s, '/url/add', { method: 'POST', key: k, body: { url } }), linkSaved)
  const a = await link('https://example.com/a')
  ids.a = a.id
  ids.b = (await link('https://example.com/b')).id
  ids.other = (await link('https://example.com/other', otherKey)).id
  const qr = ok(await post('/qr/add', { type: 'link', data: 'https://example.com/qr' }), qrCreated)
  ids.qr = qr.id
  const qrLink = await s.db.execute(sql`select link_id from qr_codes where id = ${qr.id}`)
  ids.qrLink = Number((qrLink as unknown as { rows: { link_id: number }[] }).rows[0]!.link_id)
  ids.campaign = ((await post('/campaign/add', { name: 'Launch' })).body as { id: number }).id
  expect((await post(`/campaign/${ids.campaign}/assign/${ids.a}`, {})).status).toBe(200)
  ids.directory = ((await post('/directory/add', { name: 'Spring' })).body as { id: number }).id
  expect((await post(`/directory/${ids.directory}/assign/links/${ids.b}`, {})).status).toBe(200)
  expect((await post(`/directory/${ids.directory}/assign/qr/${ids.qr}`, {})).status).toBe(200)
  const me = await s.db.execute(sql`select user_id from links where id = ${ids.a}`)
  const userId = Number((me as unknown as { rows: { user_id: number }[] }).rows[0]!.user_id)
  const domain = await s.db.execute(
    sql`insert into domains (user_id, domain, host, status, token) values (${userId}, 'https://go.example', 'go.example', 'verified', 't') returning id`,
  )
  ids.domain = Number((domain as unknown as { rows: { id: number }[] }).rows[0]!.id)
  await s.db.execute(sql`update links set domain = 'https://go.example' where id = ${ids.b}`)

  await addClicks(ids.a, [
    // 18:15 UTC is 23:45 in Kolkata, 18:45 UTC is 00:15 the next day there (a 30-minute offset).
    { at: '2026-03-10 18:15:00+00', visitor: 'v1', country: 'DE', device: 'mobile', os: 'Android', referrer: 'google.com' },
    { at: '2026-03-10 18:45:00+00', visitor: 'v1', country: 'DE', device: 'mobile', os: 'Android', referrer: 'example.org' },
    { at: '2026-03-10 18:50:00+00', visitor: 'v2', country: 'FR', device: 'desktop' },
    { at: '2026-03-16 08:00:00+00', visitor: 'v3', country: 'FR', device: 'mobile', os: 'iOS', browser: 'Safari', language: '' },
    // Berlin's clocks go forward at 01:00 UTC on 2026-03-29: 00:30 UTC is 01:30 CET, 01:30 UTC is 03:30 CEST.
    { at: '2026-03-29 00:30:00+00', visitor: 'v4', country: 'AT' },
    { at: '2026-03-29 01:30:00+00', visitor: 'v4', country: 'AT' },
  ])
  await addClicks(ids.b, [
    { at: '2026-03-10 12:00:00+00', visitor: 'v1', country: 'DE', device: 'tablet', os: 'iOS' },
    { at: '2026-03-03 12:00:00+00', visitor: 'v5', country: 'US' },
  ])
  await addClicks(ids.qrLink, [{ at: '2026-03-10 13:00:00+00', visitor: 'v6', country: 'DE', referrer: 'QR code', device: 'mobile', os: 'iOS' }])
  await addClicks(ids.other, [{ at: '2026-03-10 13:00:00+00', visitor: 'x1', country: 'JP' }])
}, 60_000)

afterAll(async () => {
  if (s) await s.stop()
  else rmSync(dataDir, { recursive: true, force: true })
})

const MARCH = 'from=2026-03-01&to=2026-03-31'

describe('scopes (X1)', () => {
  it('counts a link, a QR code, a campaign, a directory, a domain and the account, each its own clicks', async () => {
    const count = async (scope: string) => (await stats(`scope=${scope}&${MARCH}`)).clicks
    expect(await count(`link:${ids.a}`)).toBe(6)
    expect(await count(`qr:${ids.qr}`)).toBe(1)
    expect(await count(`campaign:${ids.campaign}`)).toBe(6)
    expect(await count(`directory:${ids.directory}`)).toBe(3)
    expect(await count(`domain:${ids.domain}`)).toBe(2)
    expect(await count('account')).toBe(9)
  })

  it('answers 404 naming scope for an unknown id, another user’s link, a QR code’s own link as a link, and a bio page that does not exist', async () => {
    for (const scope of [`link:${ids.other}`, 'link:99999999', `link:${ids.qrLink}`, `bio:${ids.a}`, 'campaign:99999999', 'directory:99999999', 'domain:99999999', 'qr:99999999']) {
      fieldError(await call(s, `/stats?scope=${scope}`, { key }), 404, 'scope')
    }
  })

  it('keeps users apart: another user’s account holds only their own clicks', async () => {
    const theirs = await stats(`scope=account&${MARCH}`, otherKey)
    expect(theirs.clicks).toBe(1)
    expect(theirs.countries).toEqual({ JP: 1 })
  })
})

describe('periods, zones and intervals', () => {
  it('buckets by the viewer’s day: a 30-minute offset moves a click across midnight', async () => {
    const utc = await stats(`scope=link:${ids.a}&from=2026-03-10&to=2026-03-11`)
    expect(utc.interval).toBe('hour')
    const day = (d: StatsData) => Object.fromEntries(d.timeline.filter((b) => b.clicks).map((b) => [b.start, b.clicks]))
    expect(day(await stats(`scope=link:${ids.a}&from=2026-03-10&to=2026-03-11&interval=day`))).toEqual({ '2026-03-10': 3 })
    const kolkata = await stats(`scope=link:${ids.a}&from=2026-03-10&to=2026-03-11&interval=day&tz=Asia/Kolkata`)
    expect(day(kolkata)).toEqual({ '2026-03-10': 1, '2026-03-11': 2 })
    const hours = await stats(`scope=link:${ids.a}&from=2026-03-10&to=2026-03-11&tz=Asia/Kolkata`)
    expect(hours.timeline).toHaveLength(48)
    expect(day(hours)).toEqual({ '2026-03-10 23:00': 1, '2026-03-11 00:00': 2 })
    expect(hours.tz).toBe('Asia/Kolkata')
  })

  it('follows a change to summer time: wall-clock hours in Berlin', async () => {
    const berlin = await stats(`scope=link:${ids.a}&from=2026-03-29&to=2026-03-29&tz=Europe/Berlin`)
    expect(berlin.timeline).toHaveLength(24)
    expect(berlin.timeline.filter((b) => b.clicks).map((b) => b.start)).toEqual(['2026-03-29 01:00', '2026-03-29 03:00'])
  })

  it('fills every bucket with zeros, weeks from Monday, months from the 1st, and picks the interval by length', async () => {
    const days = await stats(`scope=link:${ids.a}&${MARCH}`)
    expect(days.interval).toBe('day')
    expect(days.timeline).toHaveLength(31)
    expect(days.timeline[0]).toEqual({ start: '2026-03-01', clicks: 0, uniqueClicks: 0 })
    const weeks = await stats(`scope=link:${ids.a}&${MARCH}&interval=week`)
    expect(weeks.timeline.map((b) => b.start)).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30'])
    expect(weeks.timeline.map((b) => b.clicks)).toEqual([0, 0, 3, 1, 2, 0])
    const months = await stats(`scope=link:${ids.a}&from=2026-01-15&to=2026-03-31&interval=month`)
    expect(months.timeline.map((b) => [b.start, b.clicks])).toEqual([['2026-01-01', 0], ['2026-02-01', 0], ['2026-03-01', 6]])
    expect((await stats(`scope=link:${ids.a}&from=2025-01-01&to=2026-03-31`)).interval).toBe('week')
    expect((await stats(`scope=link:${ids.a}&range=7d`)).timeline).toHaveLength(7)
    expect((await stats(`scope=link:${ids.a}&range=24h`)).timeline).toHaveLength(24)
  })

  it('compares with the previous period of equal length', async () => {
    const week = await stats(`scope=account&from=2026-03-09&to=2026-03-15&compare=previous`)
    expect(week.clicks).toBe(5)
    expect(week.previous).toMatchObject({ from: '2026-03-02', to: '2026-03-08', clicks: 1, uniqueClicks: 1 })
    expect(week.previous?.timeline).toHaveLength(7)
  })

  it('starts range=all at the scope’s first click', async () => {
    const all = await stats(`scope=link:${ids.a}&range=all&interval=month`)
    expect(all.from).toBe('2026-03-10')
    expect(all.clicks).toBe(6)
  })
})

describe('dimensions, filters and visitors', () => {
  it('names countries, referrers, devices, sources and languages as X1 says, unknowns included', async () => {
    const d = await stats(`scope=account&${MARCH}`)
    expect(d.countries).toEqual({ DE: 4, AT: 2, FR: 2, US: 1 })
    expect(d.referrers).toEqual({ direct: 7, 'google.com': 1, 'example.org': 1 })
    expect(d.devices).toEqual({ desktop: 4, mobile: 4, tablet: 1 })
    expect(d.sources).toEqual({ link: 8, scan: 1 })
    expect(d.languages).toEqual({ de: 8, unknown: 1 })
    expect(Object.keys(d.countries)).toEqual(['DE', 'AT', 'FR', 'US'])
  })

  it('combines filters: OR within one, AND between them', async () => {
    const d = await stats(`scope=account&${MARCH}&country=DE,FR&device=mobile`)
    expect(d.clicks).toBe(4)
    expect(d.countries).toEqual({ DE: 3, FR: 1 })
    expect((await stats(`scope=account&${MARCH}&source=scan`)).clicks).toBe(1)
    expect((await stats(`scope=account&${MARCH}&referrer=direct&device=tablet,desktop`)).clicks).toBe(5)
    expect((await stats(`scope=account&${MARCH}&language=unknown`)).countries).toEqual({ FR: 1 })
  })

  it('counts each visitor once in the period and in each bucket', async () => {
    const d = await stats(`scope=account&from=2026-03-10&to=2026-03-10&interval=day`)
    expect(d.clicks).toBe(5)
    expect(d.uniqueClicks).toBe(3)
    expect(d.timeline).toEqual([{ start: '2026-03-10', clicks: 5, uniqueClicks: 3 }])
    expect((await stats(`scope=account&from=2026-03-10&to=2026-03-10&country=DE`)).uniqueClicks).toBe(2)
  })

  it('records a real scan from a tablet through the redirect', async () => {
    const alias = await s.db.execute(sql`select alias from links where id = ${ids.qrLink}`)
    const res = await fetch(`${s.url}/${(alias as unknown as { rows: { alias: string }[] }).rows[0]!.alias}?qr`, { redirect: 'manual', headers: { 'User-Agent': IPAD, 'X-Forwarded-For': '8.8.8.8' } })
    expect(res.status).toBe(302)
    const d = await stats(`scope=qr:${ids.qr}&range=24h`)
    expect(d).toMatchObject({ clicks: 1, uniqueClicks: 1, devices: { tablet: 1 }, sources: { scan: 1 }, browsers: { Safari: 1 } })
  })
})

describe('bio pages (X3 rows of kind bio)', () => {
  it('counts a bio page’s views under bio:<id>, and in the account', async () => {
    const bio = (await post('/bio/add', { name: 'Stats bio', blocks: [{ type: 'link', title: 'Shop', url: 'https://example.com/shop' }] })).body as { id: number; url: string }
    const res = await fetch(bio.url.replace(new URL(bio.url).origin, s.url), { headers: { 'User-Agent': IPAD, 'X-Forwarded-For': '8.8.4.4' } })
    expect(res.status).toBe(200)
    await res.arrayBuffer()
    const d = await stats(`scope=bio:${bio.id}&range=24h`)
    expect(d).toMatchObject({ clicks: 1, uniqueClicks: 1, sources: { link: 1 } })
  })
})

describe('bad input (X1)', () => {
  it.each([
    ['scope', ''],
    ['scope', 'scope=user:1'],
    ['tz', 'scope=account&tz=Mars/Olympus'],
    ['from', 'scope=account&from=2026-03-10&to=2026-03-01'],
    ['from', 'scope=account&from=2026-02-30'],
    ['interval', 'scope=account&from=2020-01-01&to=2026-01-01&interval=hour'],
    ['interval', 'scope=account&interval=minute'],
    ['range', 'scope=account&range=7d&from=2026-03-01'],
    ['browser', `scope=account&browser=${encodeURIComponent("Chrome' OR 1=1 --")}`],
    ['referrer', `scope=account&referrer=${encodeURIComponent('<script>alert(1)</script>')}`],
    ['country', 'scope=account&country=DE;DROP TABLE links'],
  ])('answers 400 naming %s for %s', async (field, query) => {
    fieldError(await call(s, `/stats?${query}`, { key }), 400, field)
  })
})

describe('retention (CLICK_DETAIL_DAYS)', () => {
  it('drops the per-visitor detail past its days and keeps the clicks per hour', async () => {
    const d = await stats('scope=account&from=2012-05-01&to=2012-05-01', OLD_KEY)
    expect(d).toMatchObject({ clicks: 1, uniqueClicks: 0, countries: { FR: 1 } })
    const left = await s.db.execute(sql`select count(*)::int as n from click_hits where at < '2013-01-01'`)
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0)
  })
})

describe('migration 0014 with the click tables of before', () => {
  it('carries each old click into its quarter hour, and the days folded since as unknown values', async () => {
    const d = await stats(`scope=account&from=2026-02-10&to=2026-02-12&interval=day`, OLD_KEY)
    expect(d.timeline.map((b) => [b.start, b.clicks, b.uniqueClicks])).toEqual([['2026-02-10', 2, 1], ['2026-02-11', 1, 1], ['2026-02-12', 4, 0]])
    expect(d.countries).toEqual({ unknown: 4, FR: 2, US: 1 })
    expect(d.devices).toEqual({ unknown: 4, mobile: 2, desktop: 1 })
    expect(d.referrers).toEqual({ unknown: 4, 'google.com': 2, direct: 1 })
    const hours = await stats(`scope=link:${oldLink}&from=2026-02-10&to=2026-02-10`, OLD_KEY)
    expect(hours.timeline.filter((b) => b.clicks).map((b) => [b.start, b.clicks])).toEqual([['2026-02-10 09:00', 2]])
  })

  it('leaves the old statistics of GET /url/:id as they were', async () => {
    const { data } = ok(await call(s, `/url/${oldLink}`, { key: OLD_KEY }), linkResponse)
    expect(data.clicks).toBe(8)
    expect(data.uniqueClicks).toBe(3)
    expect(data.topCountries).toEqual({ France: '3', 'United States': '1' })
  })
})

describe('sums past 32 bits (issue 38 item 0)', () => {
  it('answers 3,000,000,000 clicks of one link exactly, in the total, the buckets and the maps', async () => {
    const big = (await s.newUser()).apiKey
    const { id } = ok(await call(s, '/url/add', { method: 'POST', key: big, body: { url: 'https://example.com/big' } }), linkSaved)
    await s.db.execute(sql`insert into click_hours (link_id, at, country, referrer, browser, os, language, device, clicks) values
      (${id}, '2026-04-01 10:00:00+00', 'DE', ${DIRECT}, 'Chrome', 'Windows', 'de', 'desktop', 1000000000),
      (${id}, '2026-04-01 10:15:00+00', 'DE', ${DIRECT}, 'Chrome', 'Windows', 'de', 'desktop', 1000000000),
      (${id}, '2026-04-02 10:00:00+00', 'FR', ${DIRECT}, 'Chrome', 'Windows', 'de', 'desktop', 1000000000)`)
    // T17: click_hits holds what click_hours holds, as every fold writes both.
    await s.db.execute(sql`insert into click_hits (link_id, at, visitor, country, referrer, browser, os, language, device, clicks)
      select link_id, at, 'big', country, referrer, browser, os, language, device, clicks from click_hours where link_id = ${id}`)
    const d = await stats(`scope=link:${id}&from=2026-04-01&to=2026-04-02&interval=day`, big)
    expect(d.clicks).toBe(3_000_000_000)
    expect(d.timeline.map((b) => b.clicks)).toEqual([2_000_000_000, 1_000_000_000])
    expect(d.countries).toEqual({ DE: 2_000_000_000, FR: 1_000_000_000 })
    expect((await stats(`scope=account&from=2026-04-01&to=2026-04-02&interval=week`, big)).timeline.map((b) => b.clicks)).toEqual([3_000_000_000])
  })
})

describe('the bound of one query (T13)', () => {
  it('refuses on PGlite a query past STATS_MAX_ROWS, before reading it; PostgreSQL bounds by time and answers', async () => {
    const before = s.config.statsMaxRows
    s.config.statsMaxRows = 3
    try {
      const wide = await call(s, `/stats?scope=account&${MARCH}`, { key })
      if (process.env.DATABASE_URL) expect(wide.status, wide.text).toBe(200)
      else failed(wide, 400, /^from, to: the period holds more than 3 click rows of this scope, more than the embedded database answers at once/)
      expect(ok(await call(s, `/stats?scope=link:${ids.b}&${MARCH}`, { key }), statsResponse).data.clicks).toBe(2)
    } finally {
      s.config.statsMaxRows = before
    }
  })
})

describe('click_hits alone (T17)', () => {
  it('answers exactly as both tables do, in 30- and 90-minute-offset zones, with filters, a partial edge and compare', async () => {
    const me = await s.db.execute(sql`select user_id from links where id = ${ids.a}`)
    const userId = Number((me as unknown as { rows: { user_id: number }[] }).rows[0]!.user_id)
    const queries = [
      `scope=link:${ids.a}&${MARCH}&interval=day&tz=Asia/Kolkata`,
      `scope=link:${ids.a}&from=2026-03-10&to=2026-03-11&tz=Asia/Kolkata`,
      `scope=account&from=2026-03-10&to=2026-03-20&tz=America/St_Johns&compare=previous`,
      `scope=account&${MARCH}&country=DE,FR&interval=week`,
      `scope=campaign:${ids.campaign}&${MARCH}&device=mobile&tz=Australia/Eucla`,
    ]
    for (const query of queries) {
      const q = statsQuery.parse(Object.fromEntries(new URLSearchParams(query)))
      const links = await scopeLinks(s.db, userId, q.scope)
      const plan = await planStats(q, async () => null)
      const both = await statsAnswer(s.db, links, q, plan, Infinity)
      expect(both.clicks, query).toBeGreaterThan(0)
      expect(await statsAnswer(s.db, links, q, plan, -Infinity), query).toEqual(both)
    }
  })

  it('reads click_hits alone only after the days 0014 carried over without detail, and within CLICK_DETAIL_DAYS', async () => {
    const now = Date.parse('2026-11-27T12:00:00Z')
    expect(await hitsCompleteSince(s.db, 0, now)).toBe(Date.parse('2026-02-12T00:15:00Z'))
    expect(await hitsCompleteSince(s.db, 3_000, now)).toBe(Date.parse('2026-02-12T00:15:00Z'))
    expect(await hitsCompleteSince(s.db, 30, now)).toBe(now - 29 * 86_400_000)
    // February holds the carried-over day: answered from both tables, its four clicks counted.
    expect((await stats(`scope=link:${oldLink}&from=2026-02-01&to=2026-02-28`, OLD_KEY)).clicks).toBe(7)
  })
})
