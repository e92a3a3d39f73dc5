import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALIAS_RESERVED } from '../../contract/links.ts'
import { ReadinessCheck } from '../../server/ops/health.ts'
import { pgliteTemplate, startServer, type TestServer } from './harness.ts'
import { createTestDatabase, freePort, killAllServers, spawnServer, waitUntilReady } from './server-process.ts'

// Issue 39 items 1-3: /healthz, /readyz, /metrics (M1-M7) on one shared server; the JSON request log
// and the graceful stop (M3, M8-M10) on a real process of their own.
const TOKEN = 'metrics-token-for-tests-0123'
let s: TestServer

beforeAll(async () => {
  s = await startServer({ metricsToken: TOKEN })
})
afterAll(async () => {
  await s?.stop()
  killAllServers()
})

const scrape = async () => {
  const res = await fetch(`${s.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
  expect(res.status).toBe(200)
  return res.text()
}
/** The sum of a metric's samples whose labels contain every `match` (e.g. `route="/:alias"`). */
const sample = (text: string, name: string, ...match: string[]) =>
  text
    .split('\n')
    .filter((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && match.every((m) => l.includes(m)))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0)

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const v = await read()
    if (ok(v) || i > 200) return v
    await new Promise((r) => setTimeout(r, 25))
  }
}

const addLink = async (body: object) =>
  ((await (await s.api('/url/add', { method: 'POST', body: JSON.stringify(body) })).json()) as { shorturl: string }).shorturl.split('/').pop()!

describe('health (M1, M2, M4)', () => {
  it('answers /healthz and /readyz on any host, without a key and beyond the rate limit', async () => {
    for (const host of [undefined, 'links.branded.example']) {
      const headers = host ? { Host: host } : undefined
      const alive = await fetch(`${s.url}/healthz`, { headers })
      expect([alive.status, alive.headers.get('cache-control'), await alive.json()]).toEqual([200, 'no-store', { alive: true }])
      const ready = await fetch(`${s.url}/readyz`, { headers })
      expect([ready.status, await ready.json()]).toEqual([200, { ready: true }])
    }
    const many = await Promise.all(Array.from({ length: 40 }, () => fetch(`${s.url}/readyz`).then((r) => r.status)))
    expect(new Set(many)).toEqual(new Set([200]))
  })

  it('reserves the aliases healthz, readyz and metrics', async () => {
    for (const custom of ['healthz', 'readyz', 'metrics']) {
      const res = await s.api('/url/add', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/', custom }) })
      expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([409, ALIAS_RESERVED])
    }
  })

  it('turns 503 with a reason when the file store is not writable, and back once it is', async () => {
    if (s.config.s3) return
    const files = path.join(s.dataDir, 'files')
    const aside = `${files}-aside`
    cpSync(files, aside, { recursive: true })
    rmSync(files, { recursive: true, force: true })
    writeFileSync(files, 'not a directory')
    try {
      const down = await until(() => fetch(`${s.url}/readyz`), (r) => r.status === 503)
      expect([down.status, await down.json()]).toEqual([503, { ready: false, reason: 'The file store (DATA_DIR/files) is not writable.' }])
    } finally {
      rmSync(files, { force: true })
      renameSync(aside, files)
    }
    expect((await until(() => fetch(`${s.url}/readyz`), (r) => r.status === 200)).status).toBe(200)
  })

  it('names a disk under its floor and a database behind on its migrations', async () => {
    const floor = await new ReadinessCheck(s.db, { ...s.config, s3: undefined, databaseUrl: undefined, minFreeDiskMb: 1e12 }).check()
    expect(floor).toEqual({ ready: false, reason: 'Free disk space under DATA_DIR is below MIN_FREE_DISK_MB (1000000000000 MiB).' })
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`
    await s.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`)
    try {
      expect(await new ReadinessCheck(s.db, s.config).check()).toEqual({ ready: false, reason: "The database has not run this version's migrations yet." })
    } finally {
      await s.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`)
    }
    expect(await new ReadinessCheck(s.db, s.config).check()).toEqual({ ready: true })
  })
})

describe('metrics (M5-M7)', () => {
  it('asks for METRICS_TOKEN', async () => {
    expect((await fetch(`${s.url}/metrics`)).status).toBe(401)
    expect((await fetch(`${s.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401)
  })

  it('counts requests by route pattern, redirects, clicks, folds and refusals, with the runtime and pool', async () => {
    const alias = await addLink({ url: 'https://example.com/metrics-target' })
    const before = await scrape()
    for (let i = 0; i < 3; i++) expect((await fetch(`${s.url}/${alias}?utm=x`, { redirect: 'manual', headers: { 'User-Agent': 'Mozilla/5.0 Firefox/130.0' } })).status).toBe(302)
    const limited = await s.newUser({ rateLimit: 1 })
    const statuses = [await s.api('/account', { key: limited.apiKey }), await s.api('/account', { key: limited.apiKey })].map((r) => r.status)
    expect(statuses).toEqual([200, 429])
    const after = await until(scrape, (t) => sample(t, 'linkdash_click_fold_duration_seconds_count') > sample(before, 'linkdash_click_fold_duration_seconds_count'))

    const moved = (name: string, ...match: string[]) => sample(after, name, ...match) - sample(before, name, ...match)
    expect(moved('linkdash_http_requests_total', 'method="GET"', 'route="/:alias"', 'status="302"')).toBe(3)
    expect(moved('linkdash_http_request_duration_seconds_count', 'route="/:alias"', 'status="302"')).toBe(3)
    expect(moved('linkdash_redirects_total', 'route="/:alias"')).toBe(3)
    expect(moved('linkdash_clicks_total')).toBe(3)
    expect(moved('linkdash_rate_limit_refusals_total', 'route="/api/*"')).toBe(1)
    expect(moved('linkdash_http_requests_total', 'route="/api/account"', 'status="200"')).toBeGreaterThanOrEqual(1)
    for (const name of ['linkdash_click_backlog', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total']) {
      expect(after).toMatch(new RegExp(`^${name}[ {]`, 'm'))
    }
    if (process.env.DATABASE_URL) expect(sample(after, 'linkdash_db_pool_connections', 'state="total"')).toBeGreaterThan(0)
    // M6: a pattern, never the path or its query.
    expect(after).not.toContain(alias)
    expect(after).not.toContain('utm')
  })
})

describe('a real process: the request log and the graceful stop (M3, M8-M10)', () => {
  it('logs one JSON line per request with none of its secrets, and stops serving /readyz first', { timeout: 60_000 }, async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'linkdash-ops-'))
    const dataDir = path.join(parent, 'data')
    let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined
    if (process.env.DATABASE_URL) database = await createTestDatabase(process.env.DATABASE_URL)
    else cpSync(path.join(await pgliteTemplate(), 'pg'), path.join(dataDir, 'pg'), { recursive: true })
    const [port, metricsPort] = [await freePort(), await freePort()]
    const server = spawnServer(port, {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: '60000',
      METRICS_PORT: String(metricsPort),
    })
    try {
      await waitUntilReady(server)
      const { apiKey } = JSON.parse(readFileSync(path.join(dataDir, 'demo-user.json'), 'utf8')) as { apiKey: string }
      const api = (p: string, init: RequestInit = {}) =>
        fetch(`${server.url}/api${p}`, { ...init, headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', ...init.headers } })
      const added = (await (await api('/url/add', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/locked', password: 'Form-Password-77' }) })).json()) as { shorturl: string }
      const alias = added.shorturl.split('/').pop()!
      const secrets = ['Form-Password-77', 'Query-Secret-55', 'Cookie-Secret-33', 'Wrong-Guess-11', apiKey]

      const traced = await fetch(`${server.url}/api/urls?search=Query-Secret-55`, { headers: { Authorization: `Bearer ${apiKey}`, Cookie: 'session=Cookie-Secret-33', 'X-Request-Id': 'trace-42' } })
      expect([traced.status, traced.headers.get('x-request-id')]).toEqual([200, 'trace-42'])
      const unsafe = await fetch(`${server.url}/healthz`, { headers: { 'X-Request-Id': 'x'.repeat(65) } })
      expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/)
      for (const password of ['Wrong-Guess-11', 'Form-Password-77']) {
        await fetch(`${server.url}/${alias}?password=Query-Secret-55`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ password }) })
      }
      const direct = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
      expect(await direct.text()).toMatch(/^linkdash_http_requests_total\{method="POST",route="\/:alias",status="403"\} 1$/m)

      server.child.kill('SIGTERM')
      const stopping = await until(() => fetch(`${server.url}/readyz`), (r) => r.status === 503)
      expect([stopping.status, await stopping.json()]).toEqual([503, { ready: false, reason: 'The server is stopping.' }])
      // Still serving through the grace; a second signal ends it.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)

      const out = server.out.join('').replace(/\[(out|err)\] /g, '')
      const lines = out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>)
      const requests = lines.filter((l) => l.msg === 'request')
      expect(requests.find((l) => l.id === 'trace-42')).toMatchObject({ level: 'info', method: 'GET', route: '/api/urls', status: 200, client: '127.0.0.1' })
      expect(requests.filter((l) => l.route === '/:alias').map((l) => l.status)).toEqual([403, 200])
      // M8: `bytes` is the body's length.
      expect(requests.find((l) => l.route === '/healthz')).toMatchObject({ status: 200, bytes: '{"alive":true}'.length })
      for (const l of requests) expect(Object.keys(l)).toEqual(expect.arrayContaining(['time', 'id', 'method', 'route', 'status', 'ms', 'bytes', 'client']))
      expect(lines.some((l) => String(l.msg).startsWith('Linkdash is ready'))).toBe(true)
      for (const secret of secrets) expect(out.split('\n').filter((l) => l.includes(secret) && !l.startsWith('Demo user '))).toEqual([])
      expect(out).not.toContain('password=')
    } finally {
      server.child.kill('SIGKILL')
      await database?.drop()
      rmSync(parent, { recursive: true, force: true })
    }
  })
})
