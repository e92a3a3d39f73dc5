import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Agent, fetch as undiciFetch } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresBin, privatePostgres, type PrivatePostgres } from './private-postgres.ts'
import { freePort, killAllServers, spawnServer, waitUntilReady, type ServerProcess } from './server-process.ts'

// Issue 20 on a PostgreSQL cluster of this test's own (stopped and started mid-test): two worker
// processes share the port and both serve; while PostgreSQL is down every request gets 503 with the
// envelope and Retry-After, and once it is back the server serves again by itself, with every answered
// redirect counted. Runs in the PostgreSQL pass of the suite only.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const found = postgresBin()
const skip = !process.env.DATABASE_URL ? 'the PostgreSQL pass only (DATABASE_URL unset)' : 'missing' in found ? found.missing : ''

let pg: PrivatePostgres
let server: ServerProcess
let dataDir: string
let key = ''

beforeAll(async () => {
  if (skip) return
  pg = await privatePostgres((found as { bin: string }).bin)
  dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-pg-ops-'))
  server = spawnServer(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: pg.url, WORKERS: '2', RATE_LIMIT_PER_MINUTE: '100000' })
  await waitUntilReady(server)
  key = (JSON.parse(readFileSync(path.join(dataDir, 'demo-user.json'), 'utf8')) as { apiKey: string }).apiKey
}, 90_000)

afterAll(() => {
  if (skip) return
  killAllServers()
  pg?.remove()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const api = (p: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api${p}`, { ...init, headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' } })

/** The Node processes whose parent is `pid` (the workers; not tsx's esbuild service, also a child). */
const childrenOf = (pid: number) =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const [name, rest] = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')
        return Number(rest!.split(' ')[1]) === pid && name!.endsWith('(node')
      } catch {
        return false
      }
    })
    .map(Number)

/** Established TCP connections on local `port` that process `pid` holds (from /proc, no tools needed). */
function connectionsHeld(pid: number, port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set(
    readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .slice(1)
      .map((l) => l.trim().split(/\s+/))
      .filter((f) => f[1]?.endsWith(`:${hexPort}`) && f[3] === '01')
      .map((f) => f[9]),
  )
  let held = 0
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]
      if (inode && inodes.has(inode)) held++
    } catch {
      // Closed meanwhile.
    }
  }
  return held
}

describe.skipIf(skip)('on a PostgreSQL of its own', () => {
  it('WORKERS=2 forks two processes, and both answer requests', async () => {
    const ready = server.out.join('').match(/2 worker processes \(pids (\d+), (\d+)\)/)
    expect(ready).not.toBeNull()
    const pids = [Number(ready![1]), Number(ready![2])]
    expect(childrenOf(server.child.pid!).sort()).toEqual([...pids].sort())
    // Four kept-alive connections, handed round-robin to the workers: each worker holds some.
    const port = Number(new URL(server.url).port)
    const sockets = await Promise.all(
      Array.from({ length: 4 }, () => {
        const socket = connect(port, '127.0.0.1')
        socket.write(`GET /api/account HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n\r\n`)
        return new Promise<typeof socket>((resolve) => socket.once('data', (d) => (expect(String(d)).toMatch(/^HTTP\/1\.1 200 /), resolve(socket))))
      }),
    )
    try {
      // Round robin, but from wherever the earlier connections left it: some each, not two each.
      const held = pids.map((pid) => connectionsHeld(pid, port))
      expect(held.reduce((a, b) => a + b)).toBe(4)
      expect(Math.min(...held)).toBeGreaterThan(0)
    } finally {
      for (const s of sockets) s.destroy()
    }
  })

  it('PostgreSQL restarted while serving: 503 with Retry-After meanwhile, serving again after, no answered click lost', { timeout: 120_000 }, async () => {
    const created = (await (await api('/url/add', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/outage' }) })).json()) as { id: number; shorturl: string }
    const alias = created.shorturl.slice(created.shorturl.lastIndexOf('/') + 1)
    const dispatcher = new Agent({ connections: 8 })
    const statuses = new Map<number, number>()
    let clicking = true
    let sent = 0
    // Four visitors clicking without pause through the whole outage.
    const visitors = Array.from({ length: 4 }, async () => {
      while (clicking) {
        sent++
        const res = await undiciFetch(`${server.url}/${alias}`, { redirect: 'manual', headers: { 'User-Agent': BROWSER }, dispatcher })
        await res.arrayBuffer()
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        if (res.status === 503) expect(res.headers.get('retry-after')).toBe('5')
      }
    })
    try {
      await new Promise((r) => setTimeout(r, 300))
      pg.stop()
      const during = await api('/urls')
      expect(during.status).toBe(503)
      expect(during.headers.get('retry-after')).toBe('5')
      expect(await during.json()).toEqual({ error: 1, message: 'The service is briefly unavailable. Please try again in 5 seconds.' })
      await new Promise((r) => setTimeout(r, 500))
      pg.start()
      const until = Date.now() + 30_000
      while ((await api('/account')).status !== 200) {
        expect(Date.now()).toBeLessThan(until)
        await new Promise((r) => setTimeout(r, 200))
      }
      await new Promise((r) => setTimeout(r, 300))
    } finally {
      clicking = false
      await Promise.all(visitors)
      await dispatcher.close()
    }
    // No worker died of the outage.
    expect(server.out.join('')).not.toMatch(/Worker process \d+ stopped/)
    // Only redirects (counted) and 503s (not counted, not redirected): never a 500.
    expect([...statuses.keys()].sort()).toEqual([302, 503])
    const answered = statuses.get(302)!
    const { clicks, uniqueClicks } = ((await (await api(`/url/${created.id}`)).json()) as { data: { clicks: number; uniqueClicks: number } }).data
    expect(clicks).toBeGreaterThanOrEqual(answered)
    expect(clicks).toBeLessThanOrEqual(sent)
    // One visitor through both workers: they hash visitors with the same salt.
    expect(uniqueClicks).toBe(1)
    // The link created before the outage is still there, and writes work again.
    expect((await api(`/url/${created.id}`)).status).toBe(200)
    expect((await api('/url/add', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/after' }) })).status).toBe(200)
  })

  it('a worker killed with SIGKILL is replaced, and the other serves meanwhile', async () => {
    const [victim, survivor] = childrenOf(server.child.pid!)
    process.kill(victim!, 'SIGKILL')
    const noticed = `Worker process ${victim} stopped (SIGKILL); starting another.`
    const until = Date.now() + 60_000
    const waitFor = async (done: () => boolean) => {
      while (!done()) {
        expect(Date.now()).toBeLessThan(until)
        await new Promise((r) => setTimeout(r, 50))
      }
    }
    // node:cluster may still hand the dead worker a connection until the primary has seen it exit (that
    // connection hangs): the promise is about the time after, while the replacement starts (1 s later).
    await waitFor(() => server.out.join('').includes(noticed))
    // Each on a new connection: a kept-alive one may be the killed worker's, reset with it.
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const dispatcher = new Agent()
      const r = await undiciFetch(`${server.url}/api/account`, { headers: { Authorization: `Bearer ${key}` }, dispatcher, signal: AbortSignal.timeout(10_000) })
      await r.arrayBuffer()
      await dispatcher.close()
      statuses.push(r.status)
    }
    expect(statuses).toEqual(Array(10).fill(200))
    await waitFor(() => childrenOf(server.child.pid!).length >= 2)
    const now = childrenOf(server.child.pid!)
    expect(now).toContain(survivor)
    expect(now).not.toContain(victim)
  }, 90_000)

  it('SIGTERM reaches every worker: the primary exits 0 once all have stopped', async () => {
    const workers = childrenOf(server.child.pid!)
    expect(workers).toHaveLength(2)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(workers.filter((pid) => readdirSync('/proc').includes(String(pid)))).toEqual([])
  })
})
