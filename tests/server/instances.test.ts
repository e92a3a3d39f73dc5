import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { Agent, fetch as undiciFetch } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../server/auth/create-user.ts'
import { foldTold } from '../../server/clicks/click-sinks.ts'
import { openDatabase, type Database } from '../../server/db/client.ts'
import { pgChangeBus } from '../../server/cluster/pg-change-bus.ts'
import { PgRateLimiter } from '../../server/middleware/pg-rate-limiter.ts'
import { createTestDatabase, freePort, killAllServers, spawnServer, waitUntilReady, type ServerProcess } from './server-process.ts'

// Issue 20: two real server processes on one PostgreSQL database, requests alternating between them.
// PostgreSQL only: the embedded database is one process by design.
const ADMIN_URL = process.env.DATABASE_URL
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'

let dataDir: string
let databaseUrl: string
let dropDatabase: (() => Promise<void>) | undefined
let database: Database
let a: ServerProcess
let b: ServerProcess
let key = ''

beforeAll(async () => {
  if (!ADMIN_URL) return
  dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-instances-'))
  ;({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase(ADMIN_URL))
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '100000' }
  // One after the other: the first creates the schema and the demo user.
  a = spawnServer(await freePort(), env)
  await waitUntilReady(a)
  b = spawnServer(await freePort(), env)
  await waitUntilReady(b)
  key = (JSON.parse(readFileSync(path.join(dataDir, 'demo-user.json'), 'utf8')) as { apiKey: string }).apiKey
  database = await openDatabase({ dataDir, databaseUrl })
}, 90_000)

afterAll(async () => {
  killAllServers()
  await database?.close()
  await dropDatabase?.()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

// The fields read here; the contract's own tests check the shapes.
interface Body {
  id: number
  shorturl: string
  apiKey: string
  message: string
  data: { result: number; nextpage: number; clicks: number; domains: { id: number; domain: string }[] }
}

const api = async (server: ServerProcess, p: string, init: { method?: string; body?: unknown; key?: string } = {}) => {
  const res = await fetch(`${server.url}/api${p}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${init.key ?? key}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: res.status, headers: res.headers, body: (await res.json()) as Body }
}

const aliasOf = (shorturl: string) => shorturl.slice(shorturl.lastIndexOf('/') + 1)
const follow = async (server: ServerProcess, alias: string) => {
  const res = await fetch(`${server.url}/${alias}`, { redirect: 'manual', headers: { 'User-Agent': BROWSER } })
  return { status: res.status, location: res.headers.get('location') }
}

describe.skipIf(!ADMIN_URL)('two instances on one PostgreSQL database', () => {
  it('hold a key to its rate limit exactly, across both, under parallel load', async () => {
    const limit = 25
    const user = await createUser(database.db, { email: 'limited@example.com', rateLimit: limit })
    const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => api(i % 2 ? a : b, '/account', { key: user.apiKey })))
    const allowed = answers.filter((x) => x.status === 200)
    expect(allowed.length).toBe(limit)
    expect(answers.filter((x) => x.status === 429).length).toBe(80 - limit)
    // Every allowed request saw its own place in the one window, and both instances name the same end.
    expect(allowed.map((x) => Number(x.headers.get('x-ratelimit-remaining'))).sort((p, q) => p - q)).toEqual(Array.from({ length: limit }, (_, i) => i))
    expect(new Set(answers.map((x) => x.headers.get('x-ratelimit-reset'))).size).toBe(1)
    const refused = answers.find((x) => x.status === 429)!
    expect(refused.body.message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
  })

  it('hold a key both instances have cached to its limit exactly, counted in their coherence round trips (J3)', async () => {
    const limit = 30
    const user = await createUser(database.db, { email: 'cached-limit@example.com', rateLimit: limit })
    const remaining = (x: { headers: Headers }) => Number(x.headers.get('x-ratelimit-remaining'))
    expect([remaining(await api(a, '/account', { key: user.apiKey })), remaining(await api(b, '/account', { key: user.apiKey }))]).toEqual([limit - 1, limit - 2])
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => api(i % 2 ? a : b, '/account', { key: user.apiKey })))
    const allowed = answers.filter((x) => x.status === 200)
    expect(allowed.length).toBe(limit - 2)
    expect(allowed.map(remaining).sort((p, q) => p - q)).toEqual(Array.from({ length: limit - 2 }, (_, i) => i))
    expect(answers.filter((x) => x.status === 429).length).toBe(60 - (limit - 2))
  })

  it("count a replaced key's request against the address, not its user, on the instance that had the key cached (J3)", async () => {
    const user = await createUser(database.db, { email: 'replaced-limit@example.com', rateLimit: 100 })
    const remaining = (x: { headers: Headers }) => Number(x.headers.get('x-ratelimit-remaining'))
    expect(remaining(await api(a, '/account', { key: user.apiKey }))).toBe(99)
    expect(remaining(await api(b, '/account', { key: user.apiKey }))).toBe(98)
    const replaced = await api(a, '/account/key', { method: 'POST', key: user.apiKey })
    expect(remaining(replaced)).toBe(97)
    expect((await api(b, '/account', { key: user.apiKey })).status).toBe(401)
    expect(remaining(await api(b, '/account', { key: replaced.body.apiKey }))).toBe(96)
  })

  it("count a cached key's request with the limiter's statement prepared on the listening connection (J8)", async () => {
    const user = await createUser(database.db, { email: 'prepared-limit@example.com', rateLimit: 100 })
    for (const server of [a, a, b, b]) expect((await api(server, '/account', { key: user.apiKey })).status).toBe(200)
    const { rows } = await (database.db as unknown as { $client: pg.Pool }).$client.query(`select query from pg_stat_activity where application_name = 'linkdash-changes' and datname = current_database()`)
    expect(rows.map((r) => r.query as string)).toEqual(Array(2).fill(`execute linkdash_take_rate_limit_windows('user:${user.id}', 100, 60000)`))
  })

  it('prepare a ridden statement again on a new listening connection (J8)', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client
    const bus = pgChangeBus(databaseUrl, (text, values) => pool.query(text, values))
    const ride = async () => (await bus.ride!('execute linkdash_test_next(41)', { name: 'linkdash_test_next(integer)', text: 'select $1 + 1 as n' })).rows
    try {
      await expect.poll(ride, { timeout: 10_000 }).toEqual([{ n: 42 }])
      await pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'linkdash-changes' and datname = current_database()`)
      await expect.poll(ride, { timeout: 10_000 }).toEqual([{ n: 42 }])
    } finally {
      await bus.close()
    }
  })

  it('query without JIT, which compiled the click fold on every list read (J5)', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client
    expect((await pool.query('show jit')).rows).toEqual([{ jit: 'off' }])
  })

  it('plan every named statement for its values, never with a generic plan (J16)', async () => {
    const client = await (database.db as unknown as { $client: pg.Pool }).$client.connect()
    try {
      // A generic plan would come at the sixth run, and serve a small account with a large one's plan (J13).
      for (let user = 1; user <= 7; user++) await client.query({ name: 'j16_probe', text: 'select count(*) from links where user_id = $1', values: [user] })
      const { rows } = await client.query<{ generic: string; custom: string }>(`select generic_plans as generic, custom_plans as custom from pg_prepared_statements where name = 'j16_probe'`)
      expect(rows.map((r) => [Number(r.generic), Number(r.custom)])).toEqual([[0, 7]])
    } finally {
      client.release()
    }
  })

  it('name the settle of each instance by its notice, so two recorders on one pool never reuse a name (J16)', async () => {
    const client = await (database.db as unknown as { $client: pg.Pool }).$client.connect()
    try {
      const notices = ['a', 'b', 'a'].map((from) => foldTold({ channel: 'linkdash_j16_probe', payload: JSON.stringify({ from }) }))
      for (const { name, text } of notices) await client.query({ name, text })
      expect(new Set(notices.map((n) => n.name)).size).toBe(2)
    } finally {
      client.release()
    }
  })

  it('open a new window once one ends, on a whole second, and delete windows that ended', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client
    // A one-second window: the rules of D15 at a scale a test can wait for.
    const limiter = new PgRateLimiter((q) => pool.query(q), 1_000)
    try {
      const bucket = `test:${Date.now()}`
      // Just after a whole second (the database's clock is this machine's): the three takes share a window.
      await new Promise((r) => setTimeout(r, 1_020 - (Date.now() % 1_000)))
      const [first, second, refused] = [await limiter.take(bucket, 2), await limiter.take(bucket, 2), await limiter.take(bucket, 2)]
      expect([first.allowed, second.allowed, refused.allowed]).toEqual([true, true, false])
      expect([first.remaining, second.remaining, refused.remaining]).toEqual([1, 0, 0])
      expect(refused.retryAfter).toBe(1)
      expect(new Set([first.resetAt, second.resetAt, refused.resetAt]).size).toBe(1)
      const [row] = (await pool.query('select started from rate_limit_windows where bucket = $1', [bucket])).rows as { started: string }[]
      expect(Number(row!.started) + 1_000).toBe(first.resetAt * 1_000)
      await new Promise((r) => setTimeout(r, refused.resetAt * 1000 - Date.now() + 50))
      const next = await limiter.take(bucket, 2)
      expect({ allowed: next.allowed, remaining: next.remaining }).toEqual({ allowed: true, remaining: 1 })
      expect(next.resetAt).toBeGreaterThan(refused.resetAt)
      const rows = () => pool.query('select 1 from rate_limit_windows where bucket = $1', [bucket]).then((r) => r.rowCount)
      expect(await rows()).toBe(1)
      await expect.poll(rows, { timeout: 5_000, interval: 200 }).toBe(0)
    } finally {
      limiter.close()
    }
  })

  it('show a create on one instance in the list total on the other at once', async () => {
    for (let i = 0; i < 10; i++) {
      const [writer, reader] = i % 2 ? [a, b] : [b, a]
      const before = (await api(reader, '/urls?limit=1')).body.data.result
      const created = await api(writer, '/url/add', { method: 'POST', body: { url: `https://example.com/total-${i}` } })
      expect(created.status).toBe(200)
      expect((await api(reader, '/urls?limit=1')).body.data.result).toBe(before + 1)
      const domains = (await api(reader, '/domains')).body.data.result
      expect((await api(writer, '/domain/add', { method: 'POST', body: { domain: `https://total-${i}.example.com` } })).status).toBe(200)
      expect((await api(reader, '/domains')).body.data.result).toBe(domains + 1)
    }
  })

  it("send the very next redirect on the other instance to a link's new destination", async () => {
    const created = await api(a, '/url/add', { method: 'POST', body: { url: 'https://example.com/v0' } })
    const alias = aliasOf(created.body.shorturl)
    for (let i = 1; i <= 10; i++) {
      const [writer, reader] = i % 2 ? [a, b] : [b, a]
      // The reader has the link cached...
      expect((await follow(reader, alias)).location).toBe(`https://example.com/v${i - 1}`)
      expect((await follow(reader, alias)).location).toBe(`https://example.com/v${i - 1}`)
      // ...and the other instance changes it.
      expect((await api(writer, `/url/${created.body.id}/update`, { method: 'PUT', body: { url: `https://example.com/v${i}` } })).status).toBe(200)
      expect((await follow(reader, alias)).location).toBe(`https://example.com/v${i}`)
    }
    // Each follow counted once, the ones that found their cached link changed too (S8).
    expect((await api(a, `/url/${created.body.id}`)).body.data.clicks).toBe(30)
    expect((await api(b, `/url/${created.body.id}/delete`, { method: 'DELETE' })).status).toBe(200)
    expect((await follow(a, alias)).status).toBe(404)
  })

  it('stop accepting a replaced API key on the other instance at once', async () => {
    const user = await createUser(database.db, { email: 'rotating@example.com' })
    let current = user.apiKey
    for (let i = 0; i < 4; i++) {
      const [writer, reader] = i % 2 ? [a, b] : [b, a]
      expect((await api(reader, '/account', { key: current })).status).toBe(200)
      const replaced = await api(writer, '/account/key', { method: 'POST', key: current })
      expect(replaced.status).toBe(200)
      expect((await api(reader, '/account', { key: current })).status).toBe(401)
      current = replaced.body.apiKey
      expect((await api(reader, '/account', { key: current })).status).toBe(200)
    }
  })

  it('show an account changed on one instance in GET /account on the other at once (J1)', async () => {
    const user = await createUser(database.db, { email: 'renamed-0@example.com' })
    for (let i = 1; i <= 4; i++) {
      const [writer, reader] = i % 2 ? [a, b] : [b, a]
      // The reader has the account cached...
      expect((await api(reader, '/account', { key: user.apiKey })).body).toMatchObject({ data: { email: `renamed-${i - 1}@example.com` } })
      const changed = await api(writer, '/account/update', { method: 'PUT', key: user.apiKey, body: { email: `renamed-${i}@example.com` } })
      expect(changed.status).toBe(200)
      expect((await api(reader, '/account', { key: user.apiKey })).body).toMatchObject({ data: { email: `renamed-${i}@example.com` } })
    }
  })

  it("show a click through one instance in the other's statistics", async () => {
    const created = await api(a, '/url/add', { method: 'POST', body: { url: 'https://example.com/counted' } })
    const alias = aliasOf(created.body.shorturl)
    const clicksOn = async (server: ServerProcess) => (await api(server, `/url/${created.body.id}`)).body.data.clicks
    expect(await clicksOn(a)).toBe(0)
    for (let i = 1; i <= 6; i++) {
      // Statistics cached on both instances, then a click through one of them.
      await clicksOn(a)
      await clicksOn(b)
      expect((await follow(i % 2 ? b : a, alias)).status).toBe(302)
      expect(await clicksOn(i % 2 ? a : b)).toBe(i)
      // After the click is folded (250 ms on PostgreSQL), by whichever instance comes first.
      await new Promise((r) => setTimeout(r, 400))
      expect([await clicksOn(a), await clicksOn(b)]).toEqual([i, i])
    }
  })

  it('bypass their caches while the change notifications are cut off, and are told of changes again once back', async () => {
    const created = await api(a, '/url/add', { method: 'POST', body: { url: 'https://example.com/cut-0' } })
    const alias = aliasOf(created.body.shorturl)
    expect((await follow(b, alias)).location).toBe('https://example.com/cut-0')
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    try {
      const listeners = `select pid from pg_stat_activity where application_name = 'linkdash-changes' and datname = current_database()`
      expect((await admin.query(listeners)).rowCount).toBe(2)
      await admin.query(`select pg_terminate_backend(pid) from (${listeners}) l`)
      // Written while nobody listens: no instance can be told.
      expect((await api(a, `/url/${created.body.id}/update`, { method: 'PUT', body: { url: 'https://example.com/cut-1' } })).status).toBe(200)
      expect((await follow(b, alias)).location).toBe('https://example.com/cut-1')
      await expect.poll(async () => (await admin.query(listeners)).rowCount, { timeout: 10_000 }).toBe(2)
      for (const server of [a, b, a, b]) expect((await follow(server, alias)).location).toBe('https://example.com/cut-1')
      expect((await api(b, `/url/${created.body.id}/update`, { method: 'PUT', body: { url: 'https://example.com/cut-2' } })).status).toBe(200)
      expect((await follow(a, alias)).location).toBe('https://example.com/cut-2')
      expect((await follow(b, alias)).location).toBe('https://example.com/cut-2')
    } finally {
      await admin.end()
    }
  })

  it('keep serving on one instance when the other is killed (kill -9) in a burst, with every acknowledged write and click kept', async () => {
    const link = await api(a, '/url/add', { method: 'POST', body: { url: 'https://example.com/burst' } })
    const alias = aliasOf(link.body.shorturl)
    const acked = new Map<number, string>()
    let clicks = 0
    let killed = false
    const failuresOnA: string[] = []
    const dispatcher = new Agent({ connections: 50 })
    const worker = async (w: number) => {
      // Alternating until B is killed, then 20 more requests each, all on A.
      for (let i = 0, after = 0; after < 20; i++) {
        const server = !killed && i % 2 ? b : a
        if (killed) after++
        try {
          if (w % 2) {
            const res = await undiciFetch(`${server.url}/${alias}`, { redirect: 'manual', headers: { 'User-Agent': BROWSER }, dispatcher })
            if (res.status === 302) clicks++
            else throw new Error(`redirect ${res.status}`)
          } else {
            const domain = `https://burst-${w}-${i}.example.com`
            const r = await api(server, '/domain/add', { method: 'POST', body: { domain } })
            if (r.status === 200) acked.set(r.body.id, domain)
            else throw new Error(`${r.status} ${JSON.stringify(r.body)}`)
          }
        } catch (e) {
          // A request cut off on B by the kill was never acknowledged; on A nothing may fail.
          if (server === a) failuresOnA.push(String(e))
        }
      }
    }
    const killer = async () => {
      while (acked.size < 40 || clicks < 100) await new Promise((r) => setTimeout(r, 5))
      killed = true
      b.child.kill('SIGKILL')
    }
    await Promise.all([...Array.from({ length: 8 }, (_, w) => worker(w)), killer()])
    await dispatcher.close()
    expect(await b.exited).toBeNull()
    expect(failuresOnA).toEqual([])
    const listed = new Map<number, string>()
    for (let page = 1; ; page++) {
      const { body } = await api(a, `/domains?limit=100&page=${page}`)
      for (const d of body.data.domains) listed.set(d.id, d.domain)
      if (body.data.nextpage === 0) break
    }
    expect([...acked].filter(([id, domain]) => listed.get(id) !== domain)).toEqual([])
    const counted = (await api(a, `/url/${link.body.id}`)).body.data.clicks
    expect(counted).toBeGreaterThanOrEqual(clicks)
  }, 60_000)
})
