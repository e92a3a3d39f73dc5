import { createHash, randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { openDatabase } from '../../server/db/client.ts'
import { domains, files, pixels, users } from '../../server/db/schema.ts'
import { pgliteTemplate } from './harness.ts'
import { createTestDatabase, freePort, killAllServers, spawnServer, waitUntilReady, type ServerProcess } from './server-process.ts'

// The real server as a child process (`node --import tsx server/index.ts`), killed with
// SIGKILL in the middle of a burst of writes and uploads, then started again on the same data:
// every acknowledged write is there, no half-written upload is ever served, and the stale lock
// the killed process left is taken over.
const ADMIN_URL = process.env.DATABASE_URL
const UPLOAD_BYTES = 3 * 1024 * 1024
const CHUNK = 64 * 1024

type Server = ServerProcess

let dataDir: string
let databaseUrl: string | undefined
let dropDatabase: (() => Promise<void>) | undefined
let port: number
let demoKey = ''
const output: string[] = []

const start = (): Server =>
  spawnServer(
    port,
    { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000', MAX_UPLOAD_BYTES: String(16 * 1024 * 1024), DATABASE_URL: databaseUrl ?? '' },
    (text) => output.push(text),
  )

async function ready(server: Server) {
  await waitUntilReady(server)
  demoKey = (JSON.parse(readFileSync(path.join(dataDir, 'demo-user.json'), 'utf8')) as { apiKey: string }).apiKey
}

async function stopGracefully(server: Server) {
  server.child.kill('SIGTERM')
  await server.exited
}

const api = async (server: Server, p: string, init: RequestInit = {}) => {
  const res = await fetch(`${server.url}/api${p}`, { ...init, headers: { Authorization: `Bearer ${demoKey}`, 'Content-Type': 'application/json', ...init.headers } })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** Streams `bytes` in small chunks with pauses, so uploads are in flight when the server dies. */
function upload(server: Server, name: string, bytes: Buffer): Promise<{ id: number; shorturl: string }> {
  const u = new URL(server.url)
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: u.hostname, port: u.port, path: `/api/files/upload/${name}`, method: 'POST', agent: false, headers: { Authorization: `Bearer ${demoKey}`, 'Content-Type': 'application/octet-stream' } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (d: string) => (body += d))
        res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(body) as { id: number; shorturl: string }) : reject(new Error(`${res.statusCode} ${body}`))))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    let at = 0
    const next = () => {
      if (at >= bytes.length) return req.end()
      const end = Math.min(at + CHUNK, bytes.length)
      const ok = req.write(bytes.subarray(at, end))
      at = end
      if (ok) setTimeout(next, 3)
      else req.once('drain', () => setTimeout(next, 3))
    }
    next()
  })
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

async function download(url: string): Promise<{ status: number; bytes: Buffer; disposition: string | null }> {
  const res = await fetch(url)
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), disposition: res.headers.get('content-disposition') }
}

async function listAll(server: Server, p: string, key: string): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = []
  for (let page = 1; ; page++) {
    const { status, body } = await api(server, `${p}?limit=100&page=${page}`)
    expect(status).toBe(200)
    const items = (p === '/files' ? body.list : (body.data as Record<string, unknown>)[key]) as Record<string, unknown>[]
    out.push(...items)
    if (items.length < 100) return out
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-crash-'))
  port = await freePort()
  if (ADMIN_URL) ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase(ADMIN_URL))
  // A migrated empty database, as the harness uses: the child skips initdb's seconds.
  else cpSync(path.join(await pgliteTemplate(), 'pg'), path.join(dataDir, 'pg'), { recursive: true })
}, 60_000)

afterAll(async () => {
  killAllServers()
  await dropDatabase?.()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

interface Sent {
  name: string
  sha: string
  size: number
  id?: number
  shorturl?: string
}

describe('kill -9 in the middle of a burst of writes and uploads', () => {
  const acked = { domains: new Map<number, string>(), pixels: new Map<number, string>() }
  const sent: Sent[] = []
  let killedPid = 0
  let second: Server

  it('acknowledges writes and uploads until the process is killed', async () => {
    const first = start()
    await ready(first)
    let killed = false
    let inFlightUploads = 0
    let uploadsDone = 0

    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        try {
          if (i % 2 === 0) {
            const domain = `https://crash-${w}-${i}.example.com`
            const r = await api(first, '/domain/add', { method: 'POST', body: JSON.stringify({ domain }) })
            if (r.status === 200) acked.domains.set(r.body.id as number, domain)
            else throw new Error(`${r.status} ${JSON.stringify(r.body)}`)
          } else {
            const tag = `crash-${w}-${i}`
            const r = await api(first, '/pixel/add', { method: 'POST', body: JSON.stringify({ type: 'twitterpixel', name: `Crash ${w} ${i}`, tag }) })
            if (r.status === 200) acked.pixels.set(r.body.id as number, tag)
            else throw new Error(`${r.status} ${JSON.stringify(r.body)}`)
          }
        } catch (e) {
          if (!killed) throw e
        }
      }
    }
    const uploader = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const bytes = randomBytes(UPLOAD_BYTES)
        const s: Sent = { name: `crash-${w}-${i}.bin`, sha: sha(bytes), size: bytes.length }
        sent.push(s)
        inFlightUploads++
        try {
          const r = await upload(first, s.name, bytes)
          s.id = r.id
          s.shorturl = r.shorturl
          uploadsDone++
        } catch (e) {
          if (!killed) throw e
        } finally {
          inFlightUploads--
        }
      }
    }
    const killer = async () => {
      // Enough acknowledged to be meaningful, and uploads mid-stream at the moment of the kill.
      while (acked.domains.size + acked.pixels.size < 60 || uploadsDone < 3 || inFlightUploads < 2) await new Promise((r) => setTimeout(r, 5))
      killedPid = first.child.pid!
      killed = true
      first.child.kill('SIGKILL')
    }
    await Promise.all([...[0, 1, 2, 3, 4, 5].map(writer), ...[0, 1, 2].map(uploader), killer()])
    expect(await first.exited).toBeNull()
    expect(first.child.signalCode).toBe('SIGKILL')
    expect(acked.domains.size + acked.pixels.size).toBeGreaterThanOrEqual(60)
    expect(sent.filter((x) => x.id === undefined).length, 'uploads cut off by the kill').toBeGreaterThan(0)
    // eslint-disable-next-line no-console
    console.log(
      `crash.test.ts: killed pid ${killedPid} after ${acked.domains.size} domains, ${acked.pixels.size} pixels and ` +
        `${sent.filter((x) => x.id !== undefined).length} uploads were acknowledged; ${sent.filter((x) => x.id === undefined).length} uploads were cut off`,
    )
  }, 90_000)

  it.skipIf(!!ADMIN_URL)('left its lock file behind, naming the dead process (PGlite only: PostgreSQL needs no lock)', () => {
    const lock = path.join(dataDir, 'server.lock')
    expect(existsSync(lock)).toBe(true)
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(killedPid))
  })

  it('starts again on the same data, taking over the stale lock', async () => {
    second = start()
    await ready(second)
    if (!ADMIN_URL) expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim()).toBe(String(second.child.pid))
  }, 90_000)

  it('kept every acknowledged write', async () => {
    const domainRows = new Map((await listAll(second, '/domains', 'domains')).map((d) => [d.id as number, d.domain as string]))
    const pixelRows = new Map((await listAll(second, '/pixels', 'pixels')).map((p) => [p.id as number, p.tag as string]))
    const lostDomains = [...acked.domains].filter(([id, domain]) => domainRows.get(id) !== domain)
    const lostPixels = [...acked.pixels].filter(([id, tag]) => pixelRows.get(id) !== tag)
    expect({ lostDomains, lostPixels }).toEqual({ lostDomains: [], lostPixels: [] })
  })

  it('serves every listed upload whole, and every acknowledged one with the bytes that were sent', async () => {
    const listed = (await listAll(second, '/files', 'list')).filter((f) => String(f.name).startsWith('crash-'))
    const byName = new Map(sent.map((x) => [x.name, x]))
    for (const f of listed) {
      const s = byName.get(f.name as string)
      expect(s, `an upload named ${String(f.name)} was sent`).toBeDefined()
      const d = await download(f.shorturl as string)
      expect(d.status, String(f.name)).toBe(200)
      // Complete: the whole file, byte for byte, whether or not its answer arrived.
      expect({ name: f.name, size: d.bytes.length, sha: sha(d.bytes) }).toEqual({ name: f.name, size: s!.size, sha: s!.sha })
      expect(d.disposition).not.toMatch(/\.part/)
    }
    const ackedUploads = sent.filter((x) => x.id !== undefined)
    expect(ackedUploads.length).toBeGreaterThanOrEqual(3)
    const listedIds = new Set(listed.map((f) => f.id as number))
    expect(ackedUploads.filter((x) => !listedIds.has(x.id!)).map((x) => x.name), 'acknowledged uploads missing after the restart').toEqual([])
  }, 60_000)

  it('never stored a partial file as a download: no record points at a .part file or a short file', async () => {
    await stopGracefully(second)
    const database = await openDatabase({ dataDir, databaseUrl })
    try {
      const [demo] = await database.db.select().from(users).where(eq(users.username, 'demo'))
      const rows = await database.db.select().from(files).where(eq(files.userId, demo!.id))
      expect(rows.length).toBeGreaterThan(0)
      for (const r of rows) {
        expect(r.storageName).not.toMatch(/\.part$/)
        const stored = path.join(dataDir, 'files', r.storageName)
        expect(existsSync(stored), r.name).toBe(true)
        expect(statSync(stored).size, r.name).toBe(r.size)
      }
      // Uploads cut off by the kill left .part files; the restart removed them all.
      expect(readdirSync(path.join(dataDir, 'files')).filter((n) => n.endsWith('.part'))).toEqual([])
      // And the rows the API listed are the rows the database holds.
      const ids = [...acked.domains.keys()]
      expect((await database.db.select({ id: domains.id }).from(domains).where(inArray(domains.id, ids))).length).toBe(ids.length)
      const pids = [...acked.pixels.keys()]
      expect((await database.db.select({ id: pixels.id }).from(pixels).where(inArray(pixels.id, pids))).length).toBe(pids.length)
    } finally {
      await database.close()
    }
  }, 60_000)
})

describe.skipIf(!!ADMIN_URL)('the data directory lock (server/db/lock.ts; PGlite only: PostgreSQL needs no lock)', () => {
  it('takes over a lock file holding garbage (a crash between creating and writing it)', async () => {
    writeFileSync(path.join(dataDir, 'server.lock'), 'not a pid')
    const server = start()
    await ready(server)
    expect((await api(server, '/account')).status).toBe(200)
    await stopGracefully(server)
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false)
  }, 90_000)

  it('refuses to start while a live process holds the lock', async () => {
    writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid))
    const server = start()
    const code = await server.exited
    expect(code).toBe(1)
    expect(server.out.join('')).toMatch(/in use by another running process \(pid \d+\)/)
    rmSync(path.join(dataDir, 'server.lock'), { force: true })
  }, 60_000)
})

describe('the server output', () => {
  it('shows the demo key only in the start-up line that prints it (D6a), and no other key', () => {
    expect(demoKey.length).toBeGreaterThan(20)
    const lines = output.join('').split('\n')
    const withKey = lines.filter((l) => l.includes(demoKey))
    expect(withKey.length).toBeGreaterThan(0)
    for (const l of withKey) expect(l).toMatch(/^(\[out\] )?Demo user \S+, API key: /)
    expect(output.filter((l) => l.startsWith('[err]') && l.includes(demoKey))).toEqual([])
  })
})
