import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'

// The real server as a child process (`node --import tsx server/index.ts`, what `npm start` runs
// after building), on a fresh database (PGlite, or a new database on DATABASE_URL's server) and a
// DATA_DIR that does not exist yet: the first start seeds, creates DATA_DIR, saves and prints the
// demo key; a later start prints the demo user's current email.
const ROOT = path.resolve(import.meta.dirname, '../..')
const ADMIN_URL = process.env.DATABASE_URL

interface Server {
  child: ChildProcess
  url: string
  out: string[]
  exited: Promise<number | null>
}

const parent = mkdtempSync(path.join(tmpdir(), 'linkdash-first-start-'))
const dataDir = path.join(parent, 'not', 'yet', 'there')
let databaseUrl: string | undefined
let dropDatabase: (() => Promise<void>) | undefined
let port: number
const running = new Set<ChildProcess>()

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const p = (srv.address() as { port: number }).port
      srv.close(() => resolve(p))
    })
  })

function start(): Server {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl ?? '' }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  const out: string[] = []
  child.stdout!.on('data', (d: Buffer) => out.push(d.toString('utf8')))
  child.stderr!.on('data', (d: Buffer) => out.push(`[err] ${d.toString('utf8')}`))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
  return { child, url: `http://127.0.0.1:${port}`, out, exited }
}

/** Waits for the ready line and the demo line the same callback prints after it. */
async function ready(server: Server, timeoutMs = 60_000): Promise<string> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const text = server.out.join('')
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}):\n${text}`)
    if (text.includes('Linkdash is ready') && text.includes('Dashboard:')) {
      await new Promise((r) => setTimeout(r, 100))
      return server.out.join('')
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`the server did not start within ${timeoutMs} ms:\n${server.out.join('')}`)
}

async function stop(server: Server) {
  server.child.kill('SIGTERM')
  const code = await server.exited
  expect(code, `the server did not stop cleanly:\n${server.out.join('')}`).toBe(0)
}

const demoLines = (text: string) => text.split('\n').filter((l) => l.startsWith('Demo user '))

beforeAll(async () => {
  port = await freePort()
  if (ADMIN_URL) {
    const name = `linkdash_t_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: ADMIN_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const u = new URL(ADMIN_URL)
    u.pathname = `/${name}`
    databaseUrl = u.toString()
    dropDatabase = async () => {
      const a = new pg.Client({ connectionString: ADMIN_URL })
      await a.connect()
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await a.end()
    }
  }
})

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL')
  await dropDatabase?.()
  rmSync(parent, { recursive: true, force: true })
})

let demoKey = ''

describe(`the server's first start (${ADMIN_URL ? 'PostgreSQL' : 'PGlite'})`, { timeout: 120_000 }, () => {
  it('creates a missing DATA_DIR, saves the demo key there and prints it', async () => {
    expect(existsSync(dataDir)).toBe(false)
    const server = start()
    const text = await ready(server)
    expect(text).not.toContain('[err]')
    const saved = JSON.parse(readFileSync(path.join(dataDir, 'demo-user.json'), 'utf8')) as { apiKey: string; email: string }
    expect(saved).toMatchObject({ email: 'demo@example.com', apiKey: expect.stringMatching(/^[A-Za-z0-9_-]{43,}$/) })
    demoKey = saved.apiKey
    expect(demoLines(text)).toEqual([`Demo user demo@example.com, API key: ${demoKey}`])
    const res = await fetch(`${server.url}/api/account`, { headers: { Authorization: `Bearer ${demoKey}` } })
    expect(res.status).toBe(200)
    await stop(server)
  })

  it('prints the same key again on the next start, without seeding again', async () => {
    const server = start()
    const text = await ready(server)
    expect(demoLines(text)).toEqual([`Demo user demo@example.com, API key: ${demoKey}`])
    await stop(server)
  })

  it("prints the demo user's current email after it changed", async () => {
    expect(demoKey).not.toBe('')
    let server = start()
    await ready(server)
    const res = await fetch(`${server.url}/api/account/update`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${demoKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'changed.demo@example.org' }),
    })
    expect(res.status).toBe(200)
    await stop(server)
    server = start()
    const text = await ready(server)
    expect(demoLines(text)).toEqual([`Demo user changed.demo@example.org, API key: ${demoKey}`])
    await stop(server)
  })
})
