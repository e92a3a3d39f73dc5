// wrk and ab, their parsing, and the medians of their runs; load generators run on LOAD_CORE.
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { children, LOAD_CORE } from './server-process.ts'

/** A browser's User-Agent: the recorder does not count bots (isbot), and wrk's and ab's own are not browsers. */
export const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

export interface WrkResult {
  requests: number
  seconds: number
  rps: number
  /** Latency percentiles from `wrk --latency`, ms. */
  p50: number
  p75: number
  p90: number
  p99: number
  socketErrors: number
  /** Answers that were neither 2xx nor 3xx. */
  badStatus: number
  /** 1-minute load average when the run ended. */
  load1: number
  /** The server process's CPU time per answer, µs (not the database server's): steadier than req/s on a loaded machine. */
  cpuUsPerAnswer?: number
}

export const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number)

/** As scripts/ensure-chromium.sh does for Chromium: Debian's package, installed when root and missing. */
export function ensureDebianTool(bin: string, pkg: string): string {
  const where = () => {
    try {
      return execFileSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).trim()
    } catch {
      return ''
    }
  }
  let found = where()
  if (found) return found
  if (process.getuid?.() !== 0) throw new Error(`The redirect bench needs Debian's '${pkg}' package. Install it with: sudo apt-get install -y ${pkg}`)
  console.log(`${bin} is missing; installing Debian's ${pkg} package…`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' })
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  found = where()
  if (!found) throw new Error(`apt-get install ${pkg} did not provide ${bin}`)
  return found
}

/** Runs a command to its end (asynchronously, so a SIGTERM handler can still run), returning stdout. */
export function run(cmd: string, args: string[], env?: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    children.add(child)
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (err += d))
    child.on('error', reject)
    child.on('exit', (code) => {
      children.delete(child)
      if (code === 0) resolve(out)
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}: ${err.slice(0, 400)}${out.slice(-400)}`))
    })
  })
}

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }
const duration = (s: string) => {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(s)
  if (!m) throw new Error(`wrk duration "${s}"`)
  return Number(m[1]) * UNITS[m[2]!]!
}

function parseWrk(out: string): Omit<WrkResult, 'load1'> {
  const pct = (p: string) => {
    const m = new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out)
    if (!m) throw new Error(`wrk output without the ${p}% line:\n${out}`)
    return Math.round(duration(m[1]!) * 1000) / 1000
  }
  const total = /(\d+) requests in ([\d.]+)(us|ms|s|m)/.exec(out)
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)
  if (!total || !rps) throw new Error(`unexpected wrk output:\n${out}`)
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    requests: Number(total[1]),
    seconds: duration(`${total[2]}${total[3]}`) / 1000,
    rps: Math.round(Number(rps[1])),
    p50: pct('50'),
    p75: pct('75'),
    p90: pct('90'),
    p99: pct('99'),
    socketErrors: sock ? sock.slice(1).reduce((n, v) => n + Number(v), 0) : 0,
    badStatus: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  }
}

/** CPU time (user + system) a process has used so far, ms (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** What wrk sends besides a GET: bench/wrk-request.lua writes it; "{n}" in `body` becomes a counter unique to the run. */
export interface WrkRequest {
  method?: string
  headers?: Record<string, string>
  body?: string
}
const LUA = path.join(import.meta.dirname, 'wrk-request.lua')
let runs = 0

/** `pid`: the server's process, whose CPU time per answer is kept. A 10 s timeout (wrk's default is 2 s): on a
 * loaded machine a slow answer is a latency to count, not a socket error whose time wrk drops. */
export async function wrk(url: string, connections: number, seconds: number, pid?: number, req: WrkRequest = {}): Promise<WrkResult> {
  const headers = Object.entries(req.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`])
  const env: Record<string, string> = { WRK_METHOD: req.method ?? 'GET', WRK_RUN: `${process.pid}-${++runs}`, ...(req.body !== undefined && { WRK_BODY: req.body }) }
  const cpuBefore = pid ? cpuMsOf(pid) : 0
  const script = req.method || req.body !== undefined ? ['-s', LUA] : []
  const out = await run('taskset', ['-c', LOAD_CORE, 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '--latency', '-H', `User-Agent: ${BROWSER_UA}`, ...headers, ...script, url], env)
  const result = { ...parseWrk(out), load1: loadavg()[0]! }
  if (pid && result.requests) return { ...result, cpuUsPerAnswer: Math.round(((cpuMsOf(pid) - cpuBefore) * 10_000) / result.requests) / 10 }
  return result
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
export const medianWrk = (xs: WrkResult[]): WrkResult => ({
  requests: xs.reduce((n, x) => n + x.requests, 0),
  seconds: xs.reduce((n, x) => n + x.seconds, 0),
  rps: Math.round(median(xs.map((x) => x.rps))),
  p50: median(xs.map((x) => x.p50)),
  p75: median(xs.map((x) => x.p75)),
  p90: median(xs.map((x) => x.p90)),
  p99: median(xs.map((x) => x.p99)),
  socketErrors: xs.reduce((n, x) => n + x.socketErrors, 0),
  badStatus: xs.reduce((n, x) => n + x.badStatus, 0),
  load1: median(xs.map((x) => x.load1)),
  ...(xs.every((x) => x.cpuUsPerAnswer !== undefined) && { cpuUsPerAnswer: median(xs.map((x) => x.cpuUsPerAnswer!)) }),
})
