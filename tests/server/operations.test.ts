import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../server/db/client.ts'
import { embeddedSyncs } from '../../server/db/pglite-durability.ts'
import { RELAXED_COMMIT } from '../../server/db/relaxed-commit.ts'
import { loadConfig } from '../../server/env.ts'
import { pgliteTemplate } from './harness.ts'
import { createTestDatabase, freePort, killAllServers, spawnServer, waitUntilReady, type ServerProcess } from './server-process.ts'

// The real server process (what `npm start` runs), with the slow-client limits shortened through their
// environment variables, and the starts that must fail with one clear line.
const ADMIN_URL = process.env.DATABASE_URL
const HEADERS_TIMEOUT_MS = 600
const REQUEST_TIMEOUT_MS = 1_500

let dataDir: string
let dropDatabase: (() => Promise<void>) | undefined
let server: ServerProcess

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-ops-'))
  let databaseUrl = ''
  if (ADMIN_URL) ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase(ADMIN_URL))
  else cpSync(path.join(await pgliteTemplate(), 'pg'), path.join(dataDir, 'pg'), { recursive: true })
  server = spawnServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  })
  await waitUntilReady(server)
})

afterAll(async () => {
  killAllServers()
  await dropDatabase?.()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

interface Trickle {
  /** What the server sent before closing. */
  answer: Promise<string>
  /** Milliseconds from the first byte to the server closing the connection. */
  closedAfter: Promise<number>
  socket: Socket
}

/** Sends `text` one byte every `everyMs` over a raw socket, until the server closes it. */
function trickle(text: string, everyMs: number): Trickle {
  const { port } = new URL(server.url)
  const socket = connect(Number(port), '127.0.0.1')
  const t0 = performance.now()
  let answer = ''
  socket.setEncoding('utf8')
  socket.on('data', (d: string) => (answer += d))
  socket.on('error', () => {})
  let at = 0
  const timer = setInterval(() => {
    if (at < text.length && socket.writable) socket.write(text[at++]!)
  }, everyMs)
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  void closed.then(() => clearInterval(timer))
  return { socket, answer: closed.then(() => answer), closedAfter: closed.then(() => performance.now() - t0) }
}

const closesWithin = async (t: Trickle, limitMs: number) => {
  const ms = await Promise.race([t.closedAfter, new Promise<number>((r) => setTimeout(() => r(Infinity), limitMs))])
  t.socket.destroy()
  return ms
}

describe('slow clients', () => {
  it('cuts off headers trickled byte by byte with 408, answering other requests meanwhile', async () => {
    const slow = trickle(`GET /api/account HTTP/1.1\r\nHost: x\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`, 50)
    // The server keeps answering while the slow client holds its connection.
    const answered: number[] = []
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 100))
      answered.push((await fetch(`${server.url}/api/account`)).status)
    }
    expect(answered).toEqual([401, 401, 401])
    const closedAfter = await closesWithin(slow, 5_000)
    expect(closedAfter).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50)
    expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_MS + 2_000)
    const answer = await slow.answer
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: 1, message: 'The request took too long to arrive.' })
  })

  it('cuts off a body trickled byte by byte once the whole request takes too long', async () => {
    const body = JSON.stringify({ url: 'https://example.com/slow' })
    const { apiKey } = JSON.parse(readFileSync(path.join(dataDir, 'demo-user.json'), 'utf8')) as { apiKey: string }
    const slow = trickle('', 1_000)
    // The headers at once, the body (longer than it says, so it never completes) a byte at a time.
    slow.socket.write(
      `POST /api/url/add HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${apiKey}\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 100}\r\n\r\n`,
    )
    let at = 0
    const timer = setInterval(() => slow.socket.writable && slow.socket.write(body[at++ % body.length]!), 60)
    try {
      expect((await fetch(`${server.url}/api/account`)).status).toBe(401)
      const closedAfter = await closesWithin(slow, REQUEST_TIMEOUT_MS + 4_000)
      expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50)
      expect(closedAfter).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500)
      expect(await slow.answer).toMatch(/^HTTP\/1\.1 408 /)
    } finally {
      clearInterval(timer)
    }
  })

  it('a connection that sends nothing at all is closed too', async () => {
    const idle = trickle('', 1_000)
    expect(await closesWithin(idle, HEADERS_TIMEOUT_MS + 4_000)).toBeLessThan(HEADERS_TIMEOUT_MS + 2_500)
  })
})

describe.skipIf(ADMIN_URL)('the embedded database', () => {
  const syncsOf = async (embeddedFsync: boolean | undefined) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'linkdash-ops-fsync-'))
    cpSync(path.join(await pgliteTemplate(), 'pg'), path.join(dir, 'pg'), { recursive: true })
    const database = await openDatabase({ dataDir: dir, embeddedFsync })
    try {
      const before = embeddedSyncs.count
      await database.db.execute(sql`create table fsync_probe (n int)`)
      await database.db.execute(sql`insert into fsync_probe values (1)`)
      const { rows } = (await database.db.execute(sql`show fsync`)) as unknown as { rows: { fsync: string }[] }
      return { fsync: rows[0]!.fsync, syncs: embeddedSyncs.count - before }
    } finally {
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }

  it('leaves a relaxed commit’s log sync to a timer a moment later, never another commit’s (L4i)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'linkdash-ops-relaxed-'))
    cpSync(path.join(await pgliteTemplate(), 'pg'), path.join(dir, 'pg'), { recursive: true })
    const database = await openDatabase({ dataDir: dir })
    try {
      const client = (database.db as unknown as { $client: { exec: (q: string) => Promise<unknown> } }).$client
      await database.db.execute(sql`create table relaxed_probe (n int)`)
      const before = { ...embeddedSyncs }
      await client.exec(`${RELAXED_COMMIT}insert into relaxed_probe values (1)`)
      const afterRelaxed = { ...embeddedSyncs }
      await new Promise((r) => setTimeout(r, 600))
      const afterTimer = { ...embeddedSyncs }
      await database.db.execute(sql`insert into relaxed_probe values (2)`)
      // The relaxed commit skipped its sync; the timer did it; an ordinary commit syncs before it answers.
      expect(afterRelaxed.relaxed - before.relaxed).toBeGreaterThanOrEqual(1)
      expect(afterRelaxed.count - before.count).toBe(0)
      expect(afterTimer.count - afterRelaxed.count).toBeGreaterThanOrEqual(1)
      expect(embeddedSyncs.count - afterTimer.count).toBeGreaterThanOrEqual(1)
      expect(embeddedSyncs.relaxed).toBe(afterTimer.relaxed)
      const { rows } = (await database.db.execute(sql`select count(*)::int as n from relaxed_probe`)) as unknown as { rows: { n: number }[] }
      expect(rows[0]!.n).toBe(2)
    } finally {
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refreshes the planner statistics of its own tables, one at a time, not the system catalogs', { timeout: 20_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'linkdash-ops-analyze-'))
    cpSync(path.join(await pgliteTemplate(), 'pg'), path.join(dir, 'pg'), { recursive: true })
    const database = await openDatabase({ dataDir: dir, embeddedFsync: false })
    const analyzed = async (view: string) =>
      ((await database.db.execute(sql.raw(`select relname from ${view} where last_analyze is not null order by 1`))) as unknown as { rows: { relname: string }[] }).rows.map((r) => r.relname)
    let analyzedNow: string[] = []
    try {
      // Three seconds after opening, in no set order: the tables the lists read, and no catalog (a bare
      // ANALYZE's ~0.5–0.9 s).
      const ours = ['links', 'click_totals', 'click_visitors']
      const deadline = Date.now() + 15_000
      while (!ours.every((t) => analyzedNow.includes(t)) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250))
        analyzedNow = await analyzed('pg_stat_user_tables')
      }
      expect(analyzedNow).toEqual(expect.arrayContaining(ours))
      expect(await analyzed('pg_stat_sys_tables')).toEqual([])
    } finally {
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('fsyncs every commit by default (EMBEDDED_FSYNC unset)', async () => {
    expect(loadConfig({}).embeddedFsync).toBe(process.env.EMBEDDED_FSYNC !== 'off')
    const durable = await syncsOf(undefined)
    expect(durable.fsync).toBe('on')
    expect(durable.syncs).toBeGreaterThanOrEqual(2)
  })
})

describe('starts that must fail with one clear line', () => {
  const failedStart = async (env: NodeJS.ProcessEnv) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'linkdash-ops-fail-'))
    try {
      const child = spawnServer(await freePort(), { DATA_DIR: dir, ...env })
      const code = await child.exited
      return { code, err: child.out.filter((l) => l.startsWith('[err] ')).join('').replace(/^\[err\] /gm, '').trim() }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }

  it('PostgreSQL unreachable: names host, port and database, never the password, and exits non-zero', async () => {
    const port = await freePort()
    const { code, err } = await failedStart({ DATABASE_URL: `postgres://someone:s3cret-pw@127.0.0.1:${port}/shop` })
    expect(code).not.toBe(0)
    expect(err).toContain(`Cannot connect to PostgreSQL at 127.0.0.1:${port} (database "shop")`)
    expect(err).toContain('ECONNREFUSED')
    expect(err).not.toContain('s3cret-pw')
    expect(err.split('\n'), err).toHaveLength(1)
  })

  it('WORKERS above 1 on the embedded database is refused', async () => {
    const { code, err } = await failedStart({ DATABASE_URL: '', WORKERS: '2' })
    expect(code).toBe(1)
    expect(err).toBe(
      'WORKERS=2 needs PostgreSQL: the embedded database can be opened by one process only. Set DATABASE_URL, or leave WORKERS at 1.',
    )
  })
})
