import { mkdtempSync, rmSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaignList } from '../../contract/campaigns.ts'
import { directoryItemList } from '../../contract/directories.ts'
import { fileList } from '../../contract/files.ts'
import { linkList, linkResponse } from '../../contract/links.ts'
import { qrList, qrResponse } from '../../contract/qr.ts'
import { TIMELINE_DAYS } from '../../contract/statistics.ts'
import { startServer, type TestServer } from './harness.ts'
import { databaseAt, type Query } from './old-migrations.ts'
import { call, ok } from './helpers.ts'

// An installation of the current release (migrations 0000 and 0001) holding data, then the new
// server started on it: migration 0002 runs at start-up and everything must read back through the API.

const API_KEY = 'release-user-key-0123456789abcdefghijklmnopqrstuv'
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const DAY = 86_400_000

const ago = (days: number) => new Date(Date.now() - days * DAY)

// What the release held, by id once inserted.
const ids = { user: 0, campaign: 0, linkA: 0, linkB: 0, qrLink: 0, qr: 0, staticQr: 0, directory: 0, file: 0 }
let token = ''
// The scans made within the last 30 days, by UTC day.
const recentScanDays: string[] = []

async function fillRelease(q: Query) {
  const one = async (text: string, params: unknown[]) => Number((await q(text, params))[0]!.id)
  ids.user = await one(
    `INSERT INTO users (email, username, api_key_hash, plan) VALUES ($1, $2, $3, 'pro') RETURNING id`,
    ['release@example.com', 'release_user', createHash('sha256').update(API_KEY).digest('hex')],
  )
  ids.campaign = await one(`INSERT INTO campaigns (user_id, name, slug, public) VALUES ($1, 'Spring sale', 'spring-sale', true) RETURNING id`, [ids.user])
  ids.linkA = await one(
    `INSERT INTO links (user_id, alias, long_url, title, campaign_id, clicks, created) VALUES ($1, 'spring', 'https://example.com/spring', 'Spring', $2, 7, $3) RETURNING id`,
    [ids.user, ids.campaign, ago(20)],
  )
  ids.linkB = await one(
    `INSERT INTO links (user_id, alias, long_url, title, clicks, created) VALUES ($1, 'docs', 'https://example.org/docs', 'Docs', 2, $2) RETURNING id`,
    [ids.user, ago(10)],
  )
  // A dynamic code (type link) and the short link it owns: the release named the link after the code's token.
  token = 'Tok3nRelea5e'
  ids.qrLink = await one(
    // Two visits of /<token> counted on the link only, which the release never added to the code's scans.
    `INSERT INTO links (user_id, alias, long_url, title, clicks) VALUES ($1, $2, 'https://example.net/menu', 'Menu code', 2) RETURNING id`,
    [ids.user, token],
  )
  ids.qr = await one(
    `INSERT INTO qr_codes (user_id, type, data, background, foreground, name, token, link_id, scans)
     VALUES ($1, 'link', $2, 'rgb(255,255,255)', 'rgb(0,0,0)', 'Menu code', $3, $4, 4) RETURNING id`,
    [ids.user, JSON.stringify('https://example.net/menu'), token, ids.qrLink],
  )
  ids.staticQr = await one(
    `INSERT INTO qr_codes (user_id, type, data, background, foreground, name, token, scans)
     VALUES ($1, 'text', $2, 'rgb(255,255,255)', 'rgb(0,0,0)', 'Plain text', 'StaticTok3n', 0) RETURNING id`,
    [ids.user, JSON.stringify('Hello from the release')],
  )
  // Countries as the release stored them: a name from a proxy, or a code in either case.
  const scans: [string, string, string, string, string, Date][] = [
    ['United States', 'facebook.com', 'Chrome', 'Windows', 'visitor-one', ago(1)],
    ['us', 'm.facebook.com', 'Chrome', 'Windows', 'visitor-one', ago(3)],
    ['Germany', 'Direct, email and other', 'Safari', 'iOS', 'visitor-two', ago(45)],
    // Not an ISO code, though people write it: the United Kingdom is GB.
    ['UK', 't.co', 'Firefox', 'Linux', 'visitor-three', ago(2)],
  ]
  for (const [country, referrer, browser, os, visitor, created] of scans) {
    await q(`INSERT INTO qr_scans (qr_id, country, referrer, browser, os, visitor, created) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      ids.qr, country, referrer, browser, os, visitor, created,
    ])
    if (Date.now() - created.getTime() < 30 * DAY) recentScanDays.push(created.toISOString().slice(0, 10))
  }
  ids.directory = await one(`INSERT INTO directories (user_id, name, color, starred) VALUES ($1, 'Campaign assets', '#123456', true) RETURNING id`, [ids.user])
  await q(`INSERT INTO directory_items (directory_id, item_type, item_id, created) VALUES ($1, 'links', $2, $3), ($1, 'qr', $4, $5)`, [
    ids.directory, ids.linkA, ago(2), ids.qr, ago(1),
  ])
  ids.file = await one(
    `INSERT INTO files (user_id, name, extension, alias, storage_name, size, downloads) VALUES ($1, 'report', 'pdf', 'release-report', 'stored-report', 5, 4) RETURNING id`,
    [ids.user],
  )
}

let server: TestServer | undefined
let dataDir = ''
let databaseUrl: string | undefined
const get = (p: string) => call(server!, p, { key: API_KEY })

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-release-'))
  databaseUrl = await databaseAt(1, dataDir, process.env.DATABASE_URL, fillRelease)
  // The new server on the release's data: openDatabase applies 0002; a user exists, so no demo seed.
  server = await startServer(databaseUrl ? { databaseUrl } : {}, { dataDir })
})

afterAll(async () => {
  if (server) await server.stop()
  else {
    // The server did not start: remove what the release left (its database only when a test made it).
    rmSync(dataDir, { recursive: true, force: true })
    if (databaseUrl && process.env.DATABASE_URL) {
      const name = new URL(databaseUrl).pathname.slice(1)
      if (/^linkdash_t_[0-9a-f]{8}$/.test(name)) {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
        await admin.connect()
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await admin.end()
      }
    }
  }
})

describe('migration 0002 on a database of the current release', () => {
  it('seeds no demo user: the release user is the only one, and its key still works', async () => {
    expect(server!.demoKey).toBe('')
    expect((await get('/account')).status).toBe(200)
  })

  it('lists the two short links with their clicks, campaign and directories, not the QR code’s link', async () => {
    const list = ok(await get('/urls?limit=100'), linkList)
    const urls = list.data.urls
    expect(urls.map((u) => u.id)).toEqual([ids.linkB, ids.linkA])
    expect(urls.map((u) => u.alias)).not.toContain(token)
    const [b, a] = urls
    expect(a).toMatchObject({
      alias: 'spring',
      shorturl: `${server!.url}/spring`,
      longurl: 'https://example.com/spring',
      title: 'Spring',
      clicks: 7,
      uniqueclicks: 0,
      domain: '',
      campaign: ids.campaign,
      directories: [ids.directory],
    })
    expect(b).toMatchObject({ alias: 'docs', longurl: 'https://example.org/docs', clicks: 2, campaign: null, directories: [] })
    // Ordered by clicks, the older link with more clicks comes first.
    expect(ok(await get('/urls?order=click'), linkList).data.urls.map((u) => u.id)).toEqual([ids.linkA, ids.linkB])
  })

  it('answers GET /url/:id for an old link, and not for the QR code’s link', async () => {
    const one = ok(await get(`/url/${ids.linkA}`), linkResponse)
    expect(one.details).toMatchObject({ alias: 'spring', longurl: 'https://example.com/spring', custom: false, type: 'direct', campaign: ids.campaign, protected: false })
    expect(one.data.clicks).toBe(7)
    expect(one.data.timeline).toHaveLength(TIMELINE_DAYS)
    expect((await get(`/url/${ids.qrLink}`)).status).toBe(404)
  })

  it('lists the QR codes with their scans recounted from the recorded scans', async () => {
    const list = ok(await get('/qr?limit=100'), qrList)
    const byId = new Map(list.data.qrs.map((q) => [q.id, q]))
    expect(byId.get(ids.qr)).toMatchObject({ name: 'Menu code', scans: 6, link: `${server!.url}/qr/${token}.png` })
    expect(byId.get(ids.staticQr)).toMatchObject({ name: 'Plain text', scans: 0 })
  })

  it('turns the old scans into statistics: countries as ISO codes, referrers, visitors, timeline', async () => {
    const { details, data } = ok(await get(`/qr/${ids.qr}`), qrResponse)
    // The code's count and its statistics agree: its link's two earlier visits plus the four scans.
    expect(details).toMatchObject({ type: 'link', content: 'https://example.net/menu', scans: 6 })
    expect(data.clicks).toBe(6)
    expect(data.uniqueClicks).toBe(3)
    expect(data.topCountries).toEqual({ 'United States': '2', Germany: '1', 'United Kingdom': '1' })
    expect(data.topReferrers).toEqual({ 'facebook.com': '1', 'm.facebook.com': '1', 'Direct, email and other': '1', 't.co': '1' })
    expect(data.topBrowsers).toEqual({ Chrome: '2', Safari: '1', Firefox: '1' })
    expect(data.topOs).toEqual({ Windows: '2', iOS: '1', Linux: '1' })
    expect(data.topLanguages).toEqual({ Unknown: '4' })
    expect(data.socialCount).toEqual({ facebook: 2, twitter: 1, linkedin: 0 })
    // The scan older than 30 days counts in the clicks, not in the timeline.
    expect(data.timeline).toHaveLength(TIMELINE_DAYS)
    expect(data.timeline.reduce((n, d) => n + d.clicks, 0)).toBe(recentScanDays.length)
    expect(recentScanDays).toHaveLength(3)
    for (const day of recentScanDays) expect(data.timeline.find((d) => d.date === day)?.clicks).toBe(1)
  })

  it('gives a static code no statistics', async () => {
    const { details, data } = ok(await get(`/qr/${ids.staticQr}`), qrResponse)
    expect(details).toMatchObject({ type: 'text', content: 'Hello from the release', scans: 0 })
    expect(data.clicks).toBe(0)
    expect(data.topCountries).toEqual({})
  })

  it('keeps the directory with both items', async () => {
    const items = ok(await get(`/directory/${ids.directory}`), directoryItemList).data.items
    expect(items.map((i) => [i.type, i.id])).toEqual([['qr', ids.qr], ['links', ids.linkA]])
    expect(items[1]).toMatchObject({ title: 'Spring', preview: 'https://example.com/spring', link: `${server!.url}/spring` })
  })

  it('keeps the campaign and the file', async () => {
    const campaigns = ok(await get('/campaigns?limit=100'), campaignList).data.campaigns
    expect(campaigns).toEqual([expect.objectContaining({ id: ids.campaign, name: 'Spring sale', public: true })])
    const files = ok(await get('/files?limit=100'), fileList).list
    expect(files).toEqual([expect.objectContaining({ id: ids.file, name: 'report', downloads: 4, shorturl: `${server!.url}/release-report` })])
  })

  it('counts a new click on an old link on top of its old clicks', async () => {
    const res = await fetch(`${server!.url}/spring`, { redirect: 'manual', headers: { 'User-Agent': BROWSER } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://example.com/spring')
    const { data } = ok(await get(`/url/${ids.linkA}`), linkResponse)
    expect(data.clicks).toBe(8)
    expect(data.uniqueClicks).toBe(1)
    expect(data.topBrowsers).toEqual({ Chrome: '1' })
    expect(data.timeline.reduce((n, d) => n + d.clicks, 0)).toBe(1)
    expect(ok(await get('/urls?limit=100'), linkList).data.urls.find((u) => u.id === ids.linkA)?.clicks).toBe(8)
  })

  it('counts a new scan of the old code on top of its migrated scans', async () => {
    const res = await fetch(`${server!.url}/s/${token}`, { redirect: 'manual', headers: { 'User-Agent': BROWSER } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://example.net/menu')
    const { details, data } = ok(await get(`/qr/${ids.qr}`), qrResponse)
    expect(details.scans).toBe(7)
    expect(data.clicks).toBe(7)
    expect(data.uniqueClicks).toBe(4)
  })
})
