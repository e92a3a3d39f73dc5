import { mkdtempSync, rmSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkResponse } from '../../contract/links.ts'
import { startServer, type TestServer } from './harness.ts'
import { databaseAt } from './old-migrations.ts'
import { call, ok } from './helpers.ts'

// A server of migration 0005 stopped with clicks committed but not folded: batches in click_pending as
// a JSON array of clicks. Migration 0006 changes the batch to clicks summed up, and must fold the old
// ones first: no answered click is lost across the upgrade.

const API_KEY = 'batch-user-key-0123456789abcdefghijklmnopqrstuvwx'
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const click = (linkId: number, country: string, visitor: string) => ({
  linkId,
  country,
  referrer: 'news.example',
  browser: 'Firefox',
  os: 'Linux',
  language: 'de',
  visitor,
})

let server: TestServer | undefined
let dataDir = ''
let linkId = 0
const get = (p: string) => call(server!, p, { key: API_KEY })

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-batches-'))
  const databaseUrl = await databaseAt(5, dataDir, process.env.DATABASE_URL, async (q) => {
    const [user] = await q(`INSERT INTO users (email, username, api_key_hash, plan) VALUES ('b@example.com', 'batch_user', $1, 'pro') RETURNING id`, [
      createHash('sha256').update(API_KEY).digest('hex'),
    ])
    const [link] = await q(
      `INSERT INTO links (user_id, alias, long_url, title) VALUES ($1, 'batched', 'https://example.com/b', 'Batched') RETURNING id`,
      [user!.id],
    )
    linkId = Number(link!.id)
    // Two batches of the old shape, one of them naming a link deleted since (dropped, as before).
    await q(`INSERT INTO click_pending (clicks) VALUES ($1::jsonb), ($2::jsonb)`, [
      JSON.stringify([click(linkId, 'DE', 'v1'), click(linkId, 'DE', 'v2'), click(linkId + 1000, 'FR', 'v3')]),
      JSON.stringify([click(linkId, 'AT', 'v1')]),
    ])
  })
  server = await startServer(databaseUrl ? { databaseUrl } : {}, { dataDir })
})

afterAll(async () => {
  if (server) await server.stop()
  else rmSync(dataDir, { recursive: true, force: true })
})

describe('migration 0006 with clicks still pending in the old shape', () => {
  it('folds them into the link’s counts and statistics', async () => {
    const { data } = ok(await get(`/url/${linkId}`), linkResponse)
    expect(data.clicks).toBe(3)
    expect(data.uniqueClicks).toBe(2)
    expect(data.topCountries).toEqual({ Germany: '2', Austria: '1' })
    expect(data.topBrowsers).toEqual({ Firefox: '3' })
    expect(data.timeline.reduce((n, d) => n + d.clicks, 0)).toBe(3)
  })

  it('then counts a new click, in the new shape, on top of them', async () => {
    const res = await fetch(`${server!.url}/batched`, { redirect: 'manual', headers: { 'User-Agent': BROWSER } })
    expect(res.status).toBe(302)
    const { data } = ok(await get(`/url/${linkId}`), linkResponse)
    expect(data.clicks).toBe(4)
    expect(data.uniqueClicks).toBe(3)
    expect(data.topBrowsers).toEqual({ Firefox: '3', Chrome: '1' })
    expect(data.timeline.reduce((n, d) => n + d.clicks, 0)).toBe(4)
  })
})
