import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import path from 'node:path'
import pg from 'pg'

const ROOT = path.resolve(import.meta.dirname, '../..')

export interface ServerProcess {
  child: ChildProcess
  url: string
  /** Output as it came, each chunk tagged `[out] ` or `[err] `. */
  out: string[]
  exited: Promise<number | null>
}

const running = new Set<ChildProcess>()

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const p = (srv.address() as { port: number }).port
      srv.close(() => resolve(p))
    })
  })

const TEST_DB = /^linkdash_t_[0-9a-f]{8}$/

async function onServer(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(sql)
  await admin.end()
}

/** Drops the database at `url` when it is one a test created: other databases are never dropped. */
export function testDatabaseDrop(adminUrl: string, url: string): (() => Promise<void>) | undefined {
  const name = new URL(url).pathname.slice(1)
  return TEST_DB.test(name) ? () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) : undefined
}

/** A new empty database on `adminUrl`'s server. */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `linkdash_t_${randomBytes(4).toString('hex')}`
  await onServer(adminUrl, `CREATE DATABASE ${name}`)
  const u = new URL(adminUrl)
  u.pathname = `/${name}`
  const url = u.toString()
  return { url, drop: testDatabaseDrop(adminUrl, url)! }
}

/** The real server as a child process (`node --import tsx server/index.ts`, what `npm start` runs). */
export function spawnServer(port: number, env: NodeJS.ProcessEnv, onOutput?: (text: string) => void): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { DOMAIN_VERIFICATION: 'off', ...process.env, LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  const out: string[] = []
  const take = (stream: string) => (d: Buffer) => {
    const text = `[${stream}] ${d.toString('utf8')}`
    out.push(text)
    onOutput?.(text)
  }
  child.stdout!.on('data', take('out'))
  child.stderr!.on('data', take('err'))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
  return { child, url: `http://127.0.0.1:${port}`, out, exited }
}

/** Waits for the ready line; the lines printed with it (dashboard, demo key) come in the same tick. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}):\n${server.out.join('')}`)
    if (server.out.some((l) => l.includes('Linkdash is ready'))) {
      await new Promise((r) => setTimeout(r, 100))
      return
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`the server did not start within ${timeoutMs} ms:\n${server.out.join('')}`)
}

export function killAllServers() {
  for (const child of running) child.kill('SIGKILL')
}
