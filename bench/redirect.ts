// npm run bench:redirect: GET /<alias> under wrk at 1, 10 and 50 connections on PGlite and PostgreSQL, beside bare Hono
// and bare Node 302s (on PostgreSQL also the group-commit reference) in alternating rounds; after each, `ab` checks
// clicks = answers. BENCH_REDIRECT_{CONNECTIONS,DATABASES,ROUNDS,SECONDS,EXACT}; --profile / --no-profile (by default
// when the target is missed). The method and its figures: RESULTS.md §7.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import path from 'node:path'
import { Agent, request } from 'undici'
import { orStopped, withThrowawayDatabase } from './postgres.ts'
import { demoApiKey, freshDir, LOAD_CORE, pin, REFERENCES, SERVER_CORE, startReference, startServerProcess, stopChild, TSX, type Started } from './server-process.ts'
import { BROWSER_UA, ensureDebianTool, loadavg, median, medianWrk, run, wrk, type WrkResult } from './wrk.ts'
import { REDIRECT_TARGETS, type Database, type Exactness, type RedirectMeasured, type ProfileEntry, type RedirectBench, type RedirectDatabase, type RedirectProfile, type RedirectRun } from './figures.ts'
import { databaseStopped, type Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'

const CONNECTIONS = (process.env.BENCH_REDIRECT_CONNECTIONS ?? '1,10,50').split(',').map(Number)
const DATABASES = (process.env.BENCH_REDIRECT_DATABASES ?? 'pglite,postgresql').toLowerCase().split(',')
const ROUNDS_AT_50 = Number(process.env.BENCH_REDIRECT_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_REDIRECT_SECONDS ?? 10)
const WARMUP_SECONDS = 3
const EXACT_REQUESTS = Number(process.env.BENCH_REDIRECT_EXACT ?? 5000)
const EXACT_CONCURRENCY = 50
const SERVER_PORT = 18091
const REFERENCE_PORT = 18090
const NODE_REFERENCE_PORT = 18093
const GROUP_COMMIT_PORT = 18094
const REFERENCE_ALIAS = 'bench'
const root = path.resolve(import.meta.dirname, '..')
const work = path.join(import.meta.dirname, '.work')


const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))


/** ab -n: a fixed number of requests, every answer waited for. Redirects are non-2xx to ab. */
async function ab(url: string): Promise<{ complete: number; failed: number; non2xx: number }> {
  const out = await run('taskset', ['-c', LOAD_CORE, 'ab', '-q', '-n', String(EXACT_REQUESTS), '-c', String(EXACT_CONCURRENCY), '-H', `User-Agent: ${BROWSER_UA}`, url])
  const num = (label: string) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(out)?.[1] ?? 0)
  return { complete: num('Complete requests'), failed: num('Failed requests'), non2xx: num('Non-2xx responses') }
}


/** Rounds folded into one run: medians of each figure (the ratio too), wrk answers and clicks summed. */
function medianRun(connections: number, rounds: { reference: WrkResult; server: WrkResult & { clicksDelta: number } }[]): RedirectRun {
  const ratios = rounds.map((r) => Math.round((r.server.rps / r.reference.rps) * 1000) / 1000)
  return {
    connections,
    reference: medianWrk(rounds.map((r) => r.reference)),
    server: { ...medianWrk(rounds.map((r) => r.server)), clicksDelta: rounds.reduce((n, r) => n + r.server.clicksDelta, 0) },
    ratio: median(ratios),
    ...(rounds.length > 1 && { rounds: rounds.length, ratios }),
  }
}


function apiClient(base: string, apiKey: string) {
  const agent = new Agent({ connections: 1, keepAliveTimeout: 30_000 })
  const json = async <T>(url: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> => {
    const res = await request(`${base}${url}`, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${apiKey}`, ...(init.body !== undefined && { 'Content-Type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      dispatcher: agent,
    })
    const text = await res.body.text()
    if (res.statusCode !== 200) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${res.statusCode} ${text.slice(0, 200)}`)
    return JSON.parse(text) as T
  }
  return { json, close: () => agent.close() }
}
type Api = ReturnType<typeof apiClient>

/** The link's clicks through the API, once two reads 200 ms apart agree (clicks of requests wrk left in flight land meanwhile). */
async function clicksOf(api: Api, linkId: number): Promise<number> {
  const read = async () => (await api.json<{ data: { clicks: number } }>(`/api/url/${linkId}`)).data.clicks
  let last = await read()
  for (let i = 0; i < 20; i++) {
    await sleep(200)
    const now = await read()
    if (now === last) return now
    last = now
  }
  return last
}

let referencePid: number | undefined
let nodeReferencePid: number | undefined
const nodeReference = `http://127.0.0.1:${NODE_REFERENCE_PORT}/bench`

/** Self time by function and by origin from a .cpuprofile (samples × time deltas). */
function summariseProfile(file: string, top = 15, window?: [number, number]): { functions: ProfileEntry[]; byOrigin: ProfileEntry[] } {
  const prof = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
    startTime: number
    samples: number[]
    timeDeltas: number[]
  }
  const byId = new Map(prof.nodes.map((n) => [n.id, n.callFrame]))
  const fn = new Map<string, number>()
  const origin = new Map<string, number>()
  let total = 0
  // Sample times are V8's monotonic clock in µs, the clock of process.hrtime: `window` keeps the load only.
  let at = prof.startTime
  prof.samples.forEach((id, i) => {
    at += prof.timeDeltas[i] ?? 0
    const us = prof.timeDeltas[i + 1] ?? 0
    if (window && (at < window[0] || at > window[1])) return
    total += us
    const f = byId.get(id)!
    const rel = f.url.replace(/^file:\/\//, '').replace(`${root}/`, '')
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(rel)?.[1]
    const where = pkg ?? (rel.startsWith('node:') ? 'node internals' : rel === '' ? f.functionName : rel.split('/').slice(0, 2).join('/'))
    const name = `${f.functionName || '(anonymous)'} ${rel ? `${pkg ? `${pkg}: ${rel.split(`${pkg}/`).pop()}` : rel}:${f.lineNumber + 1}` : ''}`.trim()
    fn.set(name, (fn.get(name) ?? 0) + us)
    origin.set(where, (origin.get(where) ?? 0) + us)
  })
  // Idle, GC and "(program)" stay in the origins; the functions list names code.
  for (const name of [...fn.keys()]) if (name.startsWith('(')) fn.delete(name)
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, selfMs: Math.round(us / 1000), selfPct: Math.round((1000 * us) / total) / 10 }))
  return { functions: list(fn), byOrigin: list(origin) }
}

async function profileServer(env: Record<string, string>, url: string, log: (s: string) => void): Promise<RedirectProfile> {
  const dir = path.join(work, `redirect-profile-${process.pid}`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  // --cpu-prof is refused in NODE_OPTIONS: a node flag of the server from its sources.
  const server = await startServerProcess(env, SERVER_PORT, ['--cpu-prof', `--cpu-prof-dir=${dir}`, ...TSX], { pinned: true })
  try {
    await wrk(url, 10, WARMUP_SECONDS)
    log(`  profiling ${SECONDS} s at 50 connections`)
    const from = Number(process.hrtime.bigint() / 1000n)
    const r = await wrk(url, 50, SECONDS)
    const to = Number(process.hrtime.bigint() / 1000n)
    await server.stop()
    // The main thread's profile (thread 0): the log's writing thread writes one of its own (Y8).
    const file = readdirSync(dir).find((f) => /\.0\.\d+\.cpuprofile$/.test(f))
    if (!file) throw new Error('the server wrote no .cpuprofile')
    const kept = path.join(work, `redirect-${env.DATABASE_URL ? 'postgres' : 'pglite'}.cpuprofile`)
    writeFileSync(kept, readFileSync(path.join(dir, file)))
    // Only the samples taken while wrk ran: not the start-up, the warm-up nor the stop.
    return { seconds: SECONDS, rps: r.rps, ...summariseProfile(kept, 15, [from, to]) }
  } finally {
    await server.stop().catch(() => undefined)
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A reference measured at 50 connections beside the server in each round (PostgreSQL's group-commit reference). */
type Companion = { url: string; pid: number; name: string }

async function benchOne(
  database: Database,
  env: Record<string, string>,
  dataDir: string,
  reference: string,
  profile: boolean | undefined,
  log: (s: string) => void,
  companion?: Companion,
): Promise<RedirectMeasured> {
  let server: Started | undefined
  let api: Api | undefined
  try {
    log(`${database}: starting the server on core ${SERVER_CORE}`)
    server = await startServerProcess(env, SERVER_PORT, undefined, { pinned: true })
    const apiKey = demoApiKey(dataDir)
    api = apiClient(server.url, apiKey)
    const { id: linkId } = await api.json<{ id: number }>('/api/url/add', { method: 'POST', body: { url: 'https://example.com/redirect-bench' } })
    const { details } = await api.json<{ details: { alias: string } }>(`/api/url/${linkId}`)
    const target = `${server.url}/${details.alias}`
    log(`${database}: warm-up ${WARMUP_SECONDS} s each, then /${details.alias} at ${CONNECTIONS.join(', ')} connections`)
    await wrk(reference, 10, WARMUP_SECONDS)
    await wrk(nodeReference, 10, WARMUP_SECONDS)
    await wrk(target, 10, WARMUP_SECONDS)
    if (companion) await wrk(companion.url, 10, WARMUP_SECONDS)
    const runs: RedirectRun[] = []
    const exactness: Exactness[] = []
    for (const connections of CONNECTIONS) {
      // The target's level is measured in several alternating rounds; each figure is the median of its rounds.
      const rounds: { reference: WrkResult; server: WrkResult & { clicksDelta: number } }[] = []
      const companionRounds: WrkResult[] = []
      for (let i = 0; i < (connections === 50 ? ROUNDS_AT_50 : 1); i++) {
        const ref = await wrk(reference, connections, SECONDS, referencePid)
        const before = await clicksOf(api, linkId)
        const srv = await wrk(target, connections, SECONDS, server.child.pid)
        const after = await clicksOf(api, linkId)
        rounds.push({ reference: ref, server: { ...srv, clicksDelta: after - before } })
        log(
          `  ${connections} conn: server ${srv.rps} req/s p50 ${srv.p50} p99 ${srv.p99} ms | reference ${ref.rps} req/s p50 ${ref.p50} p99 ${ref.p99} ms | ` +
            `ratio ${(srv.rps / ref.rps).toFixed(3)} | CPU µs/answer ${srv.cpuUsPerAnswer} vs ${ref.cpuUsPerAnswer} | wrk counted ${srv.requests}, clicks +${after - before} | load ${srv.load1}`,
        )
        if (companion && connections === 50) {
          const other = await wrk(companion.url, connections, SECONDS, companion.pid)
          companionRounds.push(other)
          log(`  ${connections} conn: ${companion.name} ${other.rps} req/s p50 ${other.p50} p99 ${other.p99} ms | CPU µs/answer ${other.cpuUsPerAnswer}`)
        }
      }
      const run = medianRun(connections, rounds)
      const bare = await wrk(nodeReference, connections, SECONDS, nodeReferencePid)
      run.nodeReference = bare
      run.nodeRatio = Math.round((run.server.rps / bare.rps) * 1000) / 1000
      if (companionRounds.length) {
        run.groupCommitReference = medianWrk(companionRounds)
        run.groupCommitRatio = Math.round((run.server.rps / run.groupCommitReference.rps) * 1000) / 1000
      }
      log(`  ${connections} conn: bare Node ${bare.rps} req/s p50 ${bare.p50} p99 ${bare.p99} ms | server ÷ bare Node ${run.nodeRatio}`)
      runs.push(run)
      if (rounds.length > 1) log(`  ${connections} conn, median of ${rounds.length}: server ${run.server.rps} req/s p99 ${run.server.p99} ms | reference ${run.reference.rps} req/s p99 ${run.reference.p99} ms | ratio ${run.ratio}`)
      const b = await clicksOf(api, linkId)
      const answers = await ab(target)
      const a = await clicksOf(api, linkId)
      const answered = answers.complete - answers.failed
      const exact = { tool: `ab -n ${EXACT_REQUESTS} -c ${EXACT_CONCURRENCY}`, after: connections, sent: EXACT_REQUESTS, answered, failed: answers.failed, clicksBefore: b, clicksAfter: a, exact: answers.non2xx === answers.complete && a - b === answered && answered === EXACT_REQUESTS }
      exactness.push(exact)
      log(`  exactness (${exact.tool}): ${answered} redirects answered, ${answers.failed} failed; clicks ${b} → ${a} (+${a - b}): ${exact.exact ? 'exact' : 'MISMATCH'}`)
    }
    const at50 = runs.find((r) => r.connections === 50) ?? runs.at(-1)!
    const ratioOk = at50.ratio >= REDIRECT_TARGETS.ratio
    const p99Ok = at50.server.p99 < REDIRECT_TARGETS.p99Ms || at50.server.p99 <= REDIRECT_TARGETS.p99OfReference * at50.reference.p99
    const exactOk = exactness.every((e) => e.exact)
    const result: RedirectMeasured = { database, alias: details.alias, runs, exactness, target: { ratioOk, p99Ok, exactOk, met: ratioOk && p99Ok && exactOk } }
    await api.close()
    api = undefined
    await server.stop()
    server = undefined
    if (profile ?? !result.target.met) {
      try {
        result.profile = await profileServer(env, target, log)
      } catch (e) {
        result.profile = { error: String(e).split('\n')[0]! }
      }
    }
    return result
  } finally {
    await api?.close().catch(() => undefined)
    await server?.stop().catch(() => undefined)
  }
}

/** The pids of a PostgreSQL server on this machine (none when it runs elsewhere or pgrep is missing). */
function localPostgresPids(url: string): number[] {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)) return []
  const found = spawnSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.split('\n').filter(Boolean).map(Number) : []
}

/** BENCH_PIN_POSTGRES=1: a local PostgreSQL on the server core with Linkdash (off by default: RESULTS.md §7). Returns how to undo it. */
function pinPostgres(url: string, log: (s: string) => void): (() => void) | null {
  if (process.env.BENCH_PIN_POSTGRES !== '1') return null
  const pids = localPostgresPids(url)
  if (!pids.length) return null
  try {
    for (const pid of pids) pin(pid, SERVER_CORE)
  } catch (e) {
    log(`could not pin PostgreSQL (${(e as Error).message.split('\n')[0]}): measured unpinned`)
    return null
  }
  const all = `0-${cpus().length - 1}`
  return () => {
    for (const pid of localPostgresPids(url)) spawnSync('taskset', ['-a', '-cp', all, String(pid)], { stdio: 'ignore' })
  }
}

let postgresPinned = false

async function postgresBench(reference: string, profile: boolean | undefined, log: (s: string) => void): Promise<RedirectDatabase> {
  const result = await withThrowawayDatabase('linkdash_bench_redirect', log, async ({ url, server, version }) => {
    const dataDir = freshDir('redirect-postgres')
    const unpin = pinPostgres(url, log)
    postgresPinned = unpin !== null
    log(`PostgreSQL ${version} at ${server} (${unpin ? `pinned to core ${SERVER_CORE} with Linkdash` : 'not pinned'}), throwaway database`)
    try {
      // The group-commit reference writes into the same throwaway database, a table of its own.
      const groupCommit = await startReference(REFERENCES.groupCommit(GROUP_COMMIT_PORT, url))
      try {
        const companion = { url: `http://127.0.0.1:${GROUP_COMMIT_PORT}/${REFERENCE_ALIAS}`, pid: groupCommit.pid!, name: 'group-commit reference (bare Hono + pg)' }
        return await benchOne('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '1000000000' }, dataDir, reference, profile, log, companion)
      } finally {
        await stopChild(groupCommit)
      }
    } finally {
      unpin?.()
    }
  })
  return result
}

async function redirectBench(opts: { profile?: boolean } = {}, log: (s: string) => void = console.log): Promise<RedirectBench> {
  mkdirSync(work, { recursive: true })
  const date = new Date().toISOString()
  const wrkBin = ensureDebianTool('wrk', 'wrk')
  const abBin = ensureDebianTool('ab', 'apache2-utils')
  // `wrk -v` prints its version and exits with 1.
  const version = (bin: string, flag: string) => {
    const r = spawnSync(bin, [flag], { encoding: 'utf8' })
    return `${r.stdout}${r.stderr}`.split('\n')[0]!.trim()
  }
  const wrkVersion = version(wrkBin, '-v')
  const abVersion = version(abBin, '-V')
  const loads = [loadavg()]
  const databases: RedirectDatabase[] = []
  const ref = await startReference(REFERENCES.hono(REFERENCE_PORT))
  // taskset execs the server in its own process: this is the reference's pid.
  referencePid = ref.pid
  const reference = `http://127.0.0.1:${REFERENCE_PORT}/${REFERENCE_ALIAS}`
  const nodeRef = await startReference(REFERENCES.node(NODE_REFERENCE_PORT))
  nodeReferencePid = nodeRef.pid
  try {
    const attempt = async (database: Database, go: () => Promise<RedirectDatabase>) => {
      databases.push(await orStopped(database, go, log))
      loads.push(loadavg())
    }
    if (DATABASES.includes('pglite')) await attempt('PGlite', () => {
      const dataDir = freshDir('redirect-pglite')
      return benchOne('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_PER_MINUTE: '1000000000' }, dataDir, reference, opts.profile, log)
    })
    if (DATABASES.includes('postgresql')) await attempt('PostgreSQL', () => postgresBench(reference, opts.profile, log))
  } finally {
    await stopChild(ref)
    await stopChild(nodeRef)
  }
  return {
    date,
    machine: {
      cpus: cpus().length,
      pinning: `wrk and ab: taskset -c ${LOAD_CORE}; servers (Linkdash, bare Hono, bare Node): taskset -c ${SERVER_CORE}; ${postgresPinned ? `the local PostgreSQL server: taskset -c ${SERVER_CORE} for its part (with Linkdash)` : 'the PostgreSQL server is not pinned'}; other work on the machine is not pinned`,
      wrk: wrkVersion,
      ab: abVersion,
      loadavg: loads,
    },
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    targets: REDIRECT_TARGETS,
    databases,
  }
}

function printTables(r: RedirectBench) {
  for (const d of r.databases) {
    if (!('runs' in d)) {
      console.log(`\n${d.database}: ${'skipped' in d ? `skipped: ${d.skipped}` : `error: ${d.error}`}`)
      continue
    }
    console.log(`\n${d.database}: GET /${d.alias}, wrk -t1 ${r.seconds} s (ms; reference = bare Hono 302 in the same run, and bare Node)`)
    console.table(
      Object.fromEntries(
        d.runs.map((x) => [
          `${x.connections} conn`,
          {
            'req/s': x.server.rps,
            p50: x.server.p50,
            p99: x.server.p99,
            'ref req/s': x.reference.rps,
            'ref p50': x.reference.p50,
            'ref p99': x.reference.p99,
            ratio: x.ratio,
            'bare Node req/s': x.nodeReference?.rps,
            'ratio to Node': x.nodeRatio,
            ...(x.groupCommitReference && { 'group-commit ref req/s': x.groupCommitReference.rps, 'group-commit ref p99': x.groupCommitReference.p99 }),
            'wrk answers': x.server.requests,
            'clicks +': x.server.clicksDelta,
            load: x.server.load1,
          },
        ]),
      ),
    )
    for (const e of d.exactness) console.log(`  after ${e.after} conn, ${e.tool}: ${e.answered} answered, clicks +${e.clicksAfter - e.clicksBefore} → ${e.exact ? 'exact' : 'MISMATCH'}`)
    console.log(`  50-connection target: ${d.target.met ? 'met' : 'MISSED'} (throughput ${d.target.ratioOk ? 'ok' : 'missed'}, p99 ${d.target.p99Ok ? 'ok' : 'missed'}, clicks ${d.target.exactOk ? 'exact' : 'MISMATCH'})`)
    if (d.profile && 'functions' in d.profile) {
      console.log(`  CPU profile at 50 connections (${d.profile.rps} req/s), self time by origin:`)
      console.table(d.profile.byOrigin.slice(0, 10))
      console.log('  top self-time functions:')
      console.table(d.profile.functions)
    } else if (d.profile) console.log(`  profile: ${d.profile.error}`)
  }
}

export const measurement: Measurement<RedirectBench> = {
  name: 'redirect', file: import.meta.filename,
  what: 'redirect under wrk at 1, 10 and 50 connections beside a bare Hono 302', skip: '--no-redirect',
  key: 'redirect', failed: databaseStopped,
  // --profile always profiles the server, --no-profile never; by default when the target is missed.
  run: (log, argv) => redirectBench({ profile: argv.includes('--profile') ? true : argv.includes('--no-profile') ? false : undefined }, log),
  print: (r) => {
    printTables(r)
    console.log(`\nLoad average (1, 5, 15 min) at start → after each database: ${r.machine.loadavg.map((l) => l.join(' ')).join(' → ')}`)
  },
}

await runMeasurement(measurement, import.meta.filename)
