// npm run bench:scale: one account of BENCH_SCALE_LINKS (1,000,000) links on PGlite and PostgreSQL (WORKERS=2), issue 38:
// each list request one at a time and under wrk at 50 connections, beside its SQL through the driver and bare Hono.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { linksQuery } from '../contract/links.ts'
import { openDatabase, type Db } from '../server/db/client.ts'
import { linkItems } from '../server/links/link-views.ts'
import { linkSummaryOf, listQueries } from '../server/links/link-list.ts'
import { orStopped, withThrowawayDatabase } from './postgres.ts'
import { scaleSection } from './report-side.ts'
import { REFERENCES, demoApiKey, startReference, startServerProcess, stopChild, type Started } from './server-process.ts'
import { ensureDebianTool, loadavg, wrk } from './wrk.ts'
import type { ScaleBench, ScaleDatabase, ScaleRow } from './figures.ts'
import type { Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'

const LINKS = Number(process.env.BENCH_SCALE_LINKS ?? 1_000_000)
const DATABASES = (process.env.BENCH_SCALE_DATABASES ?? 'pglite,postgresql').toLowerCase().split(',')
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 60)
const WRK_SECONDS = 3
const WARM_SECONDS = 3
const GENERATOR = 1
const SERVER_PORT = Number(process.env.BENCH_SCALE_PORT ?? 18012)
const HONO_PORT = SERVER_PORT + 1
const work = path.join(import.meta.dirname, '.work')
const journal = path.join(import.meta.dirname, '..', 'server', 'db', 'migrations', 'meta', '_journal.json')


const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return Math.round(s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]! * 10) / 10
}
async function timed(n: number, once: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < n; i++) {
    const t0 = performance.now()
    await once()
    times.push(performance.now() - t0)
  }
  return times
}

/** One account's links, campaigns and a directory in a handful of statements. */
async function generate(db: Db, userId: number) {
  await db.execute(sql`insert into campaigns (user_id, name) select ${userId}, 'Scale campaign ' || g from generate_series(1, 50) g`)
  // The trigram index is built once after the rows, as the migration defines it: faster than a million inserts into it.
  const found = (await db.execute(sql`select indexdef from pg_indexes where indexname = 'links_search'`)) as unknown as { rows: { indexdef: string }[] }
  const searchIndex = found.rows[0]?.indexdef
  if (searchIndex) await db.execute(sql`drop index links_search`)
  await db.execute(sql`insert into links (user_id, alias, long_url, title, clicks, unique_clicks, campaign_id, archived, password_hash, expiry, geo_target, last_click, created)
    select ${userId}, 'item-' || g, 'https://shop.example.com/products/item-' || g || '?utm_source=bench', 'Item ' || g || ' catalogue page',
      (g::bigint * 7919) % 10000, (g::bigint * 7919) % 5000,
      case when g % 10 = 0 then c.first + (g / 10) % 50 end, g % 100 = 0, case when g % 500 = 0 then 'x' end,
      case when g % 250 = 0 then now() + make_interval(days => g % 20) end,
      case when g % 300 = 0 then '[{"location":"FR","link":"https://fr.example.com"}]'::jsonb else '[]'::jsonb end,
      case when g % 3 = 0 then now() - make_interval(secs => g) end, now() - make_interval(secs => ${LINKS} - g)
    from generate_series(1, ${LINKS}) g, (select min(id) as first from campaigns where user_id = ${userId} and name like 'Scale campaign %') c`)
  if (searchIndex) await db.execute(sql.raw(searchIndex))
  await db.execute(sql`insert into directories (user_id, name) values (${userId}, 'Scale directory')`)
  await db.execute(sql`insert into directory_items (directory_id, item_type, item_id)
    select d.id, 'links', l.id from (select max(id) as id from directories where user_id = ${userId}) d,
      (select id from links where user_id = ${userId} and alias like 'item-%' and id % 997 = 0) l`)
  await db.execute(sql`vacuum analyze`)
}

const ids = async (db: Db, userId: number) => {
  const rows = (await db.execute(sql`select (select min(id) from campaigns where user_id = ${userId} and name like 'Scale campaign %') as campaign,
    (select max(id) from directories where user_id = ${userId}) as directory`)) as unknown as { rows: { campaign: number; directory: number }[] }
  return rows.rows[0]!
}

function requests(campaign: number, directory: number, host: string): [string, string][] {
  return [
    ['GET /api/urls?limit=15', '/api/urls?limit=15'],
    ['order=click', '/api/urls?limit=15&order=click'],
    ['page=10000', '/api/urls?limit=15&page=10000'],
    ['order=click&page=10000', '/api/urls?limit=15&order=click&page=10000'],
    ['GET /api/urls/summary', '/api/urls/summary'],
    ['q=item-12345', '/api/urls?limit=15&q=item-12345'],
    ['q=nomatchxyz', '/api/urls?limit=15&q=nomatchxyz'],
    ['q=catalogue (every link)', '/api/urls?limit=15&q=catalogue'],
    ['q=% (no trigram)', '/api/urls?limit=15&q=%25'],
    ['q=<short URL>', `/api/urls?limit=15&q=${encodeURIComponent(`${host}/item-500000`)}`],
    [`campaign=<id>`, `/api/urls?limit=15&campaign=${campaign}`],
    ['campaign=none', '/api/urls?limit=15&campaign=none'],
    ['domain=none', '/api/urls?limit=15&domain=none'],
    ['directory=<id>', `/api/urls?limit=15&directory=${directory}`],
    ['status=protected', '/api/urls?limit=15&status=protected'],
    ['status=expiring', '/api/urls?limit=15&status=expiring'],
    ['status=targeted', '/api/urls?limit=15&status=targeted'],
    ['status=archived', '/api/urls?limit=15&status=archived'],
    ['order=clicked', '/api/urls?limit=15&order=clicked'],
  ]
}

/** The route's SQL through the driver, for the same request, with the server stopped. */
async function floorOf(db: Db, userId: number, publicUrl: string, p: string): Promise<{ floor: number[]; countMs?: number }> {
  const url = new URL(p, 'http://x')
  if (url.pathname.endsWith('/summary')) return { floor: await timed(SAMPLES, () => linkSummaryOf(db, userId)) }
  const q = linksQuery.parse(Object.fromEntries(url.searchParams))
  const list = await listQueries(db, userId, q, publicUrl)
  const floor = await timed(SAMPLES, async () => linkItems(publicUrl, (await (await listQueries(db, userId, q, publicUrl)).rows()).slice(0, q.limit)))
  const counts = await timed(3, list.total)
  return { floor, countMs: percentile(counts, 0.5) }
}

async function benchOne(database: string, env: Record<string, string>, dataDir: string, generateS: () => Promise<number>, log: (s: string) => void): Promise<ScaleDatabase> {
  const took = await generateS()
  const opened = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL || undefined })
  const { campaign, directory } = await ids(opened.db, 1)
  await opened.close()
  const server: Started = await startServerProcess(env, SERVER_PORT, undefined, { pinned: true })
  const rows: ScaleRow[] = []
  let publicUrl: string | undefined
  try {
    const apiKey = demoApiKey(dataDir)
    const headers = { Authorization: `Bearer ${apiKey}` }
    // PGlite's start-up ANALYZE (3 s after start, server/db/client.ts) is not what a list costs: let it pass.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    const first = (await (await fetch(`${server.url}/api/urls?limit=1`, { headers })).json()) as { data: { urls: { shorturl: string }[] } }
    publicUrl = new URL(first.data.urls[0]!.shorturl).origin
    // J16: the first row would otherwise measure the workers' compilers: ~10,000 answers pass before they settle.
    for (const [, p] of requests(campaign, directory, new URL(publicUrl).host).slice(0, 2)) await wrk(`${server.url}${p}`, 50, WARM_SECONDS, undefined, { headers })
    for (const [request, p] of requests(campaign, directory, new URL(publicUrl).host)) {
      let bad = 0
      const get = async () => {
        const res = await fetch(`${server.url}${p}`, { headers })
        await res.arrayBuffer()
        if (res.status !== 200) bad++
      }
      await timed(3, get)
      const one = await timed(SAMPLES, get)
      const fifty = await wrk(`${server.url}${p}`, 50, WRK_SECONDS, server.child.pid, { headers })
      // What wrk left queued (PGlite answers one at a time) is answered before this request: the next row starts clean.
      await get()
      rows.push({ request, p50: percentile(one, 0.5), p95: percentile(one, 0.95), p99: percentile(one, 0.99), p99at50: fifty.p99, floorP50: 0, floorP95: 0, bad: bad + fifty.badStatus + fifty.socketErrors })
      log(`  ${database} ${request}: p50 ${percentile(one, 0.5)} p95 ${percentile(one, 0.95)} p99 ${percentile(one, 0.99)} ms; 50 conn p99 ${fifty.p99} ms; bad ${bad}`)
    }
  } finally {
    await server.stop().catch(() => undefined)
  }
  publicUrl ??= server.url
  const db = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL || undefined })
  try {
    for (const [i, [request, p]] of requests(campaign, directory, new URL(publicUrl).host).entries()) {
      const { floor, countMs } = await floorOf(db.db, 1, publicUrl, p)
      Object.assign(rows[i]!, { floorP50: percentile(floor, 0.5), floorP95: percentile(floor, 0.95), countMs })
      log(`  ${database} ${request}: driver floor p50 ${rows[i]!.floorP50} p95 ${rows[i]!.floorP95} ms; count ${countMs ?? '—'} ms`)
    }
  } finally {
    await db.close()
  }
  return { database, links: LINKS, generateS: took, rows }
}

const journalTags = () => (JSON.parse(readFileSync(journal, 'utf8')) as { entries: { tag: string }[] }).entries.map((e) => e.tag)

/**
 * The PGlite data directory for this generator and size, generated once. Migrations added after the ones it has
 * seen apply to it at start; one merged in before them (an earlier `when`) would be skipped, so it is made again.
 */
function pgliteDir(): { dir: string; ready: boolean; seen: () => void } {
  const hash = createHash('sha256').update(`${GENERATOR}:${LINKS}`)
  const dir = path.join(work, `scale-pglite-${hash.digest('hex').slice(0, 12)}`)
  const seenFile = path.join(dir, 'migrations.json')
  const tags = journalTags()
  const seen = existsSync(seenFile) ? (JSON.parse(readFileSync(seenFile, 'utf8')) as string[]) : []
  const ready = existsSync(path.join(dir, 'generated')) && seen.length > 0 && seen.every((tag, i) => tags[i] === tag)
  return { dir, ready, seen: () => writeFileSync(seenFile, JSON.stringify(tags)) }
}

async function generated(env: Record<string, string>, dataDir: string, log: (s: string) => void): Promise<number> {
  await (await startServerProcess(env, SERVER_PORT)).stop()
  const t0 = performance.now()
  const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL || undefined })
  try {
    await generate(database.db, 1)
  } finally {
    await database.close()
  }
  const s = Math.round((performance.now() - t0) / 100) / 10
  log(`generated ${LINKS.toLocaleString('en-US')} links in ${s} s`)
  return s
}

async function scaleBench(log: (s: string) => void = console.log): Promise<ScaleBench> {
  ensureDebianTool('wrk', 'wrk')
  mkdirSync(work, { recursive: true })
  const date = new Date().toISOString()
  const loads = [loadavg()]
  const rateLimit = { RATE_LIMIT_PER_MINUTE: '1000000000' }
  const honoChild = await startReference(REFERENCES.hono(HONO_PORT))
  const honoUrl = `http://127.0.0.1:${HONO_PORT}/api/domains?limit=15`
  const honoGet = () => fetch(honoUrl, { headers: { Authorization: 'Bearer x' } }).then((r) => r.arrayBuffer())
  await timed(20, honoGet)
  const honoOne = await timed(SAMPLES, honoGet)
  const honoFifty = await wrk(honoUrl, 50, WRK_SECONDS, undefined, { headers: { Authorization: 'Bearer x' } })
  await stopChild(honoChild)
  const hono = { p50: percentile(honoOne, 0.5), p95: percentile(honoOne, 0.95), p99: percentile(honoOne, 0.99), p99at50: honoFifty.p99 }
  log(`bare Hono: p50 ${hono.p50} p95 ${hono.p95} p99 ${hono.p99} ms; 50 conn p99 ${hono.p99at50} ms`)
  const databases: ScaleDatabase[] = []
  const attempt = async (database: string, go: () => Promise<ScaleDatabase>) => {
    databases.push(await orStopped(database, go, log))
    loads.push(loadavg())
  }
  if (DATABASES.includes('pglite')) {
    await attempt('PGlite', () => {
      const { dir, ready, seen } = pgliteDir()
      const env = { DATA_DIR: dir, DATABASE_URL: '', ...rateLimit }
      if (!ready) {
        rmSync(dir, { recursive: true, force: true })
        mkdirSync(dir, { recursive: true })
      }
      const generateS = async () => {
        if (ready) {
          await (await startServerProcess(env, SERVER_PORT)).stop()
          seen()
          return 0
        }
        const s = await generated(env, dir, log)
        writeFileSync(path.join(dir, 'generated'), String(s))
        seen()
        return s
      }
      return benchOne('PGlite', env, dir, generateS, log)
    })
  }
  if (DATABASES.includes('postgresql')) {
    await attempt('PostgreSQL', async () => {
      const result = await withThrowawayDatabase('linkdash_bench_scale', log, ({ url, version }) => {
        log(`PostgreSQL ${version}, throwaway database, WORKERS=2`)
        const dir = path.join(work, 'scale-postgres')
        rmSync(dir, { recursive: true, force: true })
        mkdirSync(dir, { recursive: true })
        const env = { DATA_DIR: dir, DATABASE_URL: url, WORKERS: '2', ...rateLimit }
        return benchOne('PostgreSQL', env, dir, () => generated(env, dir, log), log)
      })
      return result
    })
  }
  return { date, links: LINKS, samples: SAMPLES, wrkSeconds: WRK_SECONDS, loadavg: loads, hono, databases }
}

export const measurement: Measurement<ScaleBench> = {
  name: 'scale', file: import.meta.filename, what: 'an account of 1,000,000 links on both databases',
  skip: '--no-scale', run: scaleBench, key: 'scale', print: (r) => console.log(scaleSection(r)),
}

await runMeasurement(measurement, import.meta.filename)
