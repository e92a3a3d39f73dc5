// Every process the bench starts: the real server (by default as `npm start` runs it, compiled: dist-server/),
// the reference servers and s3rver; each registered in `children`, which the runner stops on Ctrl-C.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildServer } from '../scripts/build-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
/** Two cores: load generators (wrk, ab) on core 0, the servers under test and their references on core 1. */
export const LOAD_CORE = '0'
export const SERVER_CORE = '1'

/** Every child still running; the runner stops them on SIGINT/SIGTERM. */
export const children = new Set<ChildProcess>()
function register(child: ChildProcess) {
  children.add(child)
  child.once('exit', () => children.delete(child))
}

/** Pins every thread of a running process (threads it starts later inherit it). */
export const pin = (pid: number, core: string) => execFileSync('taskset', ['-a', '-cp', core, String(pid)], { stdio: 'ignore' })

export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

/** An empty directory bench/.work/<name> (a server's data directory). */
export function freshDir(name: string) {
  const dir = path.join(import.meta.dirname, '.work', name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  return dir
}

/** The demo user's API key, which the server writes into a fresh data directory. */
export const demoApiKey = (dataDir: string) => (JSON.parse(readFileSync(path.join(dataDir, 'demo-user.json'), 'utf8')) as { apiKey: string }).apiKey
/** The server from its TypeScript sources through tsx, as `npm run dev` and the tests run it. */
export const TSX = ['--import', 'tsx', 'server/index.ts']

let built: Promise<string> | undefined
/** `node dist-server/server.js`, after building it when stale. */
async function compiledServerArgs(): Promise<string[]> {
  built ??= buildServer({ ifStale: true })
  await built
  return [path.join(root, 'dist-server', 'server.js')]
}

export interface Started {
  child: ChildProcess
  url: string
  firstAnswerMs: number
  /** The server's RSS; `tree`: the largest in the process tree, for launchers (npm, tsx's CLI) that run the server in a child. */
  rssMiB: (tree?: boolean) => number
  stop: () => Promise<void>
}

export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/** Running (not ended, not a zombie). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

/** `pid` and its descendants (/proc/<pid>/stat's parent field). */
function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)])
    } catch {
      // The process ended while the table was read.
    }
  }
  const out = [pid]
  for (let i = 0; i < out.length; i++) out.push(...(parents.get(out[i]!) ?? []))
  return out
}

/** `args`: node's arguments (a script and its flags); the compiled server by default. `pinned`: on SERVER_CORE once it answers. */
export async function startServerProcess(env: Record<string, string>, port: number, args?: string[], opts: { pinned?: boolean } = {}): Promise<Started> {
  const argv = args ?? (await compiledServerArgs())
  // Another session's server on the port would answer for ours: refuse rather than time the wrong process.
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    (r) => r.arrayBuffer().then(() => true),
    () => false,
  )
  if (taken) throw new Error(`port ${port} is already in use by another process`)
  const t0 = performance.now()
  // Y8: the server's output goes to a file, not a pipe the bench would read on the server's core.
  const logDir = mkdtempSync(path.join(tmpdir(), 'linkdash-bench-log-'))
  const logFile = path.join(logDir, 'server.log')
  const out = openSync(logFile, 'w')
  const child = spawn(process.execPath, argv, {
    cwd: root,
    env: { DOMAIN_VERIFICATION: 'off', ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
    // Its own process group: a launcher's children are stopped with it.
    detached: true,
  })
  closeSync(out)
  register(child)
  child.once('exit', () => setTimeout(() => rmSync(logDir, { recursive: true, force: true }), 1_000).unref())
  const tail = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-16_384)
    } catch {
      return ''
    }
  }
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${tail()}`)
    try {
      const res = await fetch(`${url}/api/account`)
      await res.arrayBuffer()
      break
    } catch {
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  const firstAnswerMs = performance.now() - t0
  if (opts.pinned) pin(child.pid!, SERVER_CORE)
  return {
    child,
    url,
    firstAnswerMs,
    rssMiB: (tree = false) => {
      if (child.exitCode !== null) throw new Error(`server exited early: ${tail()}`)
      return tree ? Math.max(...processTree(child.pid!).map((p) => (alive(p) ? rssOf(p) : 0))) : rssOf(child.pid!)
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        const members = processTree(child.pid!)
        child.once('exit', () => {
          // A launcher may exit before the server it started: wait for the whole tree.
          const wait = () => (members.some(alive) ? setTimeout(wait, 20) : resolve())
          wait()
        })
        process.kill(-child.pid!, 'SIGTERM')
      }),
  }
}

/** The reference servers (bench/reference-*): bare Hono and bare Node from memory, and the group-commit one on PostgreSQL. */
export const REFERENCES = {
  hono: (port: number) => ['--import', 'tsx', 'bench/reference-302.ts', String(port)],
  node: (port: number) => ['bench/reference-node.mjs', String(port)],
  groupCommit: (port: number, databaseUrl: string) => ['--import', 'tsx', 'bench/reference-pg-302.ts', String(port), databaseUrl],
}

/** A reference server (`node <args>`, pinned to the server core) that prints "ready" once it listens; its pid is taskset's (taskset execs). */
export function startReference(args: string[]): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', SERVER_CORE, process.execPath, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    register(child)
    let log = ''
    child.stderr.on('data', (d) => (log += d))
    child.stdout.on('data', (d) => {
      log += d
      if (log.includes('ready')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${log}`)))
  })
}

/** s3rver on `dir` in a process of its own (bench/s3rver-process.ts), and the server's environment for it. */
export async function startS3rver(dir: string): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 's3rver-process.ts'), dir], { stdio: ['ignore', 'pipe', 'inherit'] })
  register(child)
  const [port] = (await once(child.stdout!, 'data')) as [Buffer]
  const env = { S3_BUCKET: 'linkdash-files', S3_ENDPOINT: `http://127.0.0.1:${String(port).trim()}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' }
  return { env, stop: () => stopChild(child) }
}
