// npm run bench:api-side: four API requests under wrk at 1, 10 and 50 connections on PGlite and PostgreSQL, beside bare
// Hono and bare Node answering them from memory, alternately. BENCH_API_{CONNECTIONS,DATABASES,SECONDS,ROUNDS,ENDPOINTS}.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client.ts'
import { orStopped, withThrowawayDatabase } from './postgres.ts'
import { demoApiKey, freshDir, REFERENCES, startReference, startServerProcess, stopChild, type Started } from './server-process.ts'
import { databaseStopped, type Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'
import { ensureDebianTool, loadavg, medianWrk, wrk, type WrkRequest, type WrkResult } from './wrk.ts'
import type { ApiSideBench, ApiSideDatabase, ApiSideRun, Database, Endpoint } from './figures.ts'

const CONNECTIONS = (process.env.BENCH_API_CONNECTIONS ?? '1,10,50').split(',').map(Number)
const DATABASES = (process.env.BENCH_API_DATABASES ?? 'pglite,postgresql').toLowerCase().split(',')
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 1)
const PICK = (process.env.BENCH_API_ENDPOINTS ?? '').split(',').filter(Boolean)
const WARMUP_SECONDS = 2
const ROWS = 10_000
const SERVER_PORT = 18097
const HONO_PORT = 18094
const NODE_PORT = 18096
const work = path.join(import.meta.dirname, '.work')


const round3 = (n: number) => Math.round(n * 1000) / 1000

/** The server on `env`'s database with ROWS domains for the demo user, written while it is down. */
async function seededServer(env: Record<string, string>, dataDir: string): Promise<Started> {
  await (await startServerProcess(env, SERVER_PORT)).stop()
  const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL || undefined })
  await database.db.execute(sql`insert into domains (user_id, domain, host, token, status, redirect_root)
    select 1, 'https://bench-' || g || '.example.com', 'bench-' || g || '.example.com', md5(g::text), 'verified', 'https://example.com/' || g from generate_series(1, ${ROWS}) g`)
  await database.close()
  return startServerProcess(env, SERVER_PORT, undefined, { pinned: true })
}

async function benchOne(database: Database, env: Record<string, string>, dataDir: string, refs: { hono: string; node: string; honoPid?: number; nodePid?: number }, log: (s: string) => void) {
  const server = await seededServer(env, dataDir)
  try {
    const apiKey = demoApiKey(dataDir)
    const auth = { Authorization: `Bearer ${apiKey}` }
    const endpoints = ([
      ['GET /api/account', '/api/account', { headers: auth }],
      ['GET /api/urls?limit=15', '/api/urls?limit=15', { headers: auth }],
      ['GET /api/domains?limit=15', '/api/domains?limit=15', { headers: auth }],
      ['POST /api/domain/add', '/api/domain/add', { method: 'POST', headers: auth, body: JSON.stringify({ domain: 'https://new-{n}.bench.example.com' }) }],
    ] satisfies [Endpoint, string, WrkRequest][]).filter(([name]) => !PICK.length || PICK.some((p) => name.includes(p)))
    const targets = (p: string) => [
      ['hono', `${refs.hono}${p}`, refs.honoPid],
      ['node', `${refs.node}${p}`, refs.nodePid],
      ['server', `${server.url}${p}`, server.child.pid],
    ] as const
    log(`${database}: warm-up ${WARMUP_SECONDS} s each`)
    for (const [, p, req] of endpoints) for (const [, url] of targets(p)) await wrk(url, 10, WARMUP_SECONDS, undefined, req)
    const runs: ApiSideRun[] = []
    for (const [endpoint, p, req] of endpoints) {
      for (const connections of CONNECTIONS) {
        const got: Record<'hono' | 'node' | 'server', WrkResult[]> = { hono: [], node: [], server: [] }
        for (let round = 0; round < ROUNDS; round++) for (const [name, url, pid] of targets(p)) got[name].push(await wrk(url, connections, SECONDS, pid, req))
        const [srv, hono, node] = [medianWrk(got.server), medianWrk(got.hono), medianWrk(got.node)]
        const run = { endpoint, connections, server: srv, hono, node, ratio: round3(srv.rps / hono.rps), nodeRatio: round3(srv.rps / node.rps) }
        runs.push(run)
        log(
          `  ${endpoint} ${connections} conn: server ${srv.rps} req/s p99 ${srv.p99} ms (bad ${srv.badStatus + srv.socketErrors}) | Hono ${hono.rps} p99 ${hono.p99} | Node ${node.rps} p99 ${node.p99} | ratio ${run.ratio} / ${run.nodeRatio} | load ${srv.load1}`,
        )
      }
    }
    return { database, runs }
  } finally {
    await server.stop().catch(() => undefined)
  }
}

async function apiSideBench(log: (s: string) => void = console.log): Promise<ApiSideBench> {
  ensureDebianTool('wrk', 'wrk')
  mkdirSync(work, { recursive: true })
  const date = new Date().toISOString()
  const loads = [loadavg()]
  const hono = await startReference(REFERENCES.hono(HONO_PORT))
  const node = await startReference(REFERENCES.node(NODE_PORT))
  const refs = { hono: `http://127.0.0.1:${HONO_PORT}`, node: `http://127.0.0.1:${NODE_PORT}`, honoPid: hono.pid, nodePid: node.pid }
  const databases: ApiSideDatabase[] = []
  const attempt = async (database: Database, go: () => Promise<ApiSideDatabase>) => {
    databases.push(await orStopped(database, go, log))
    loads.push(loadavg())
  }
  const rateLimit = { RATE_LIMIT_PER_MINUTE: '1000000000' }
  try {
    if (DATABASES.includes('pglite')) {
      await attempt('PGlite', () => {
        const dataDir = freshDir('api-side-pglite')
        return benchOne('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '', ...rateLimit }, dataDir, refs, log)
      })
    }
    if (DATABASES.includes('postgresql')) {
      await attempt('PostgreSQL', async () => {
        const result = await withThrowawayDatabase('linkdash_bench_api', log, ({ url, server, version }) => {
          const dataDir = freshDir('api-side-postgres')
          log(`PostgreSQL ${version} at ${server} (not pinned), throwaway database`)
          return benchOne('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url, ...rateLimit }, dataDir, refs, log)
        })
        return result
      })
    }
  } finally {
    await stopChild(hono)
    await stopChild(node)
  }
  return { date, seconds: SECONDS, rows: ROWS, rounds: ROUNDS, loadavg: loads, databases }
}

function printTables(r: ApiSideBench) {
  for (const d of r.databases) {
    if (!('runs' in d)) {
      console.log(`\n${d.database}: ${'skipped' in d ? `skipped: ${d.skipped}` : `error: ${d.error}`}`)
      continue
    }
    console.log(`\n${d.database}: wrk -t1 ${r.seconds} s each, median of ${r.rounds} rounds (req/s; p99 ms)`)
    console.table(
      d.runs.map((x) => ({
        endpoint: x.endpoint,
        conn: x.connections,
        'req/s': x.server.rps,
        p99: x.server.p99,
        bad: x.server.badStatus + x.server.socketErrors,
        'Hono req/s': x.hono.rps,
        'Node req/s': x.node.rps,
        '÷ Hono': x.ratio,
        '÷ Node': x.nodeRatio,
      })),
    )
  }
  console.log(`\nLoad average (1, 5, 15 min) at start → after each database: ${r.loadavg.map((l) => l.join(' ')).join(' → ')}`)
}

export const measurement: Measurement<ApiSideBench> = {
  name: 'api-side', file: import.meta.filename,
  what: 'API under wrk at 1, 10 and 50 connections beside bare Hono and bare Node', skip: '--no-api-side',
  run: apiSideBench, key: 'apiSide', print: printTables, failed: databaseStopped,
}

await runMeasurement(measurement, import.meta.filename)
