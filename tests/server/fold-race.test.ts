import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkList, linkSaved } from '../../contract/index.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, ok } from './helpers.ts'
import { hostRequest } from './public-http.ts'

// A link deleted on another connection (another instance, an administrator) while its clicks wait to be
// folded. The fold's own check saw the link (its snapshot came first); its insert's foreign key check,
// which waits for the delete, then no longer did: the fold failed, and so did the read that asked for
// it (a 500 to a list of links). Two connections at once: the PostgreSQL pass only.
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const skip = process.env.DATABASE_URL ? '' : 'the PostgreSQL pass only (DATABASE_URL unset)'

let s: TestServer
let key: string
let other: pg.Client

beforeAll(async () => {
  if (skip) return
  s = await startServer()
  key = (await s.newUser()).apiKey
  other = new pg.Client({ connectionString: s.config.databaseUrl })
  await other.connect()
})
afterAll(async () => {
  await other?.end()
  await s?.stop()
})

describe.skipIf(skip)('a link deleted elsewhere while its clicks wait for the fold', () => {
  it('drops those clicks; the read that folds them answers, and nothing is left pending', async () => {
    const kept = ok(await call(s, '/url/add', { method: 'POST', key, body: { url: 'https://example.com/kept' } }), linkSaved)
    const gone = ok(await call(s, '/url/add', { method: 'POST', key, body: { url: 'https://example.com/gone' } }), linkSaved)

    // The delete holds the row until it commits; the redirect reads it meanwhile, as it would.
    await other.query('begin')
    await other.query('delete from links where id = $1', [gone.id])
    for (const link of [kept, gone]) {
      const answer = await hostRequest(s.url, new URL(link.shorturl).pathname, new URL(s.url).host, { headers: { 'User-Agent': CHROME } })
      expect(answer.status).toBe(302)
    }

    // A list folds first (settle): its fold waits on the deleted row, which commits while it waits.
    const listing = call(s, '/urls?limit=50', { key })
    const waiting = async () => (await other.query('select count(*)::int as n from pg_locks where not granted')).rows[0].n as number
    for (let tries = 0; (await waiting()) === 0; tries++) {
      if (tries === 100) throw new Error('no fold waited on the deleted link')
      await new Promise((r) => setTimeout(r, 50))
    }
    await other.query('commit')
    const list = ok(await listing, linkList)

    expect(list.data.urls.map((l) => l.id)).toEqual([kept.id])
    expect(list.data.urls[0]!.clicks).toBe(1)
    const pending = await other.query('select count(*)::int as n from click_pending')
    expect(pending.rows[0].n).toBe(0)
    const visitors = await other.query('select count(*)::int as n from click_visitors where link_id = $1', [gone.id])
    expect(visitors.rows[0].n).toBe(0)
  })
})
