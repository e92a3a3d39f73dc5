// npm run bench:stats: GET /api/stats (X1, issue 35) over BENCH_STATS_CLICKS (10,000,000) clicks on 1,000 links and
// 400 days, every scope and a set of filters, before and after the rollup job (T20), on PGlite and PostgreSQL.
// BENCH_STATS_DATABASE, BENCH_STATS_PHASES=after, BENCH_STATS_SAMPLES, BENCH_STATS_KEEP=1. Figures: RESULTS.md §6b.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { Agent, request } from 'undici'
import { openDatabase } from '../server/db/client.ts'
import { RollupJob, TICK_ROWS } from '../server/clicks/stats-rollup-job.ts'
import { openPglite, orStopped, reachablePostgres, withThrowawayDatabase } from './postgres.ts'
import { demoApiKey, freshDir, startServerProcess } from './server-process.ts'
import { STATS_ACCOUNT, STATS_BUDGET, type StatsBench, type StatsDatabase, type StatsMeasured, type StatsLatency as Latency } from './figures.ts'
import { databaseStopped, type Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'

/** X1's budget: p95 for a link scope, and for the account with one filter. */

const { links: LINKS, days: DAYS } = STATS_ACCOUNT
const CLICKS = Number(process.env.BENCH_STATS_CLICKS ?? 10_000_000)
const BATCH = 1_000_000
const SAMPLES = Number(process.env.BENCH_STATS_SAMPLES ?? 40)
const PHASE_SECONDS = 60
const PORT = Number(process.env.BENCH_STATS_PORT ?? 18085)
const work = path.join(import.meta.dirname, '.work')

const COUNTRIES = 'US GB DE FR IN BR CA JP ES IT NL AU MX PL SE TR RU KR ID AR CH BE AT NO DK FI IE PT CZ RO HU GR IL ZA NG EG KE MA SA AE'.split(' ')
const REFERRERS = ['Direct, email and other', 'QR code', 'google.com', 'facebook.com', 't.co', 'linkedin.com', 'instagram.com', 'reddit.com', 'bing.com', 'youtube.com',
  ...Array.from({ length: 190 }, (_, i) => `blog-${i + 1}.example.com`)]
const BROWSERS = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Opera', 'Instagram', 'Facebook', 'Android WebView', 'Other']
const OSES = ['Android', 'iOS', 'Windows', 'macOS', 'Linux', 'Other']
const DEVICES = ['mobile', 'desktop', 'tablet']
const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'ja', 'ru', 'pl', 'tr', 'ko', 'zh', 'sv', 'ar', '']
const VISITORS = 2_000_000

const text = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`
/** One of `values`, the first ones more often (a long tail, as real traffic). */
const skewed = (values: string[]) => `(${text(values)})[1 + floor(${values.length} * random() ^ 2)::int]`


interface Sql { exec: (query: string) => Promise<unknown>; rows: (query: string) => Promise<Record<string, unknown>[]>; close: () => Promise<void> }

/** Links 1..1000 of the demo user (the QR code's link among them), a campaign, a directory and a domain. */
async function setUp(db: Sql, qrLink: number) {
  const [user] = await db.rows(`select user_id from links where id = ${qrLink}`)
  const userId = Number(user!.user_id)
  await db.exec(`insert into links (user_id, alias, long_url, title)
    select ${userId}, 'stats-bench-' || g, 'https://example.com/' || g, 'Bench ' || g from generate_series(1, ${LINKS - 1}) g`)
  await db.exec(`insert into campaigns (user_id, name) values (${userId}, 'Bench campaign')`)
  await db.exec(`insert into directories (user_id, name) values (${userId}, 'Bench directory')`)
  await db.exec(`insert into domains (user_id, domain, host, status, token) values (${userId}, 'https://go.bench.example', 'go.bench.example', 'verified', 'bench')`)
  // The QR code's link and the 999 just added (one statement: consecutive ids).
  const added = (await db.rows(`select id from links where user_id = ${userId} and alias like 'stats-bench-%' order by id`)).map((r) => Number(r.id))
  const ids = [qrLink, ...added]
  // By name: the demo user's seed has campaigns, directories and domains of its own.
  const [campaign] = await db.rows(`select id from campaigns where user_id = ${userId} and name = 'Bench campaign'`)
  const [directory] = await db.rows(`select id from directories where user_id = ${userId} and name = 'Bench directory'`)
  const [domain] = await db.rows(`select id from domains where user_id = ${userId} and host = 'go.bench.example'`)
  // 100 links in the campaign, 50 in the directory, 150 on the domain.
  await db.exec(`update links set campaign_id = ${campaign!.id} where id in (${ids.slice(0, 100).join(',')})`)
  await db.exec(`insert into directory_items (directory_id, item_type, item_id) select ${directory!.id}, 'links', id from links where id in (${ids.slice(100, 150).join(',')})`)
  await db.exec(`update links set domain = 'https://go.bench.example' where id in (${ids.slice(150, 300).join(',')})`)
  return { ids: added, qrLink, campaign: Number(campaign!.id), directory: Number(directory!.id), domain: Number(domain!.id) }
}

/** Clicks over the last DAYS days in time order (as they arrive), on links drawn with a long tail, as the fold stores them. */
async function generate(db: Sql, links: { ids: number[]; qrLink: number }, log: (s: string) => void) {
  const first = links.ids[0]!
  if (links.ids.at(-1) !== first + links.ids.length - 1) throw new Error('the bench links are not consecutive')
  await db.exec('SELECT setseed(0.42)')
  // Indexes built once after the rows, not row by row.
  await db.exec('DROP INDEX click_hits_link_cover; DROP INDEX click_hits_at')
  const t0 = performance.now()
  for (let done = 0; done < CLICKS; done += BATCH) {
    const t = performance.now()
    await db.exec(`INSERT INTO click_hits (link_id, at, visitor, country, referrer, browser, os, language, device, clicks)
      SELECT CASE WHEN r = 0 THEN ${links.qrLink} ELSE ${first - 1} + r END,
        date_bin('15 minutes', now() - interval '${DAYS} days' * (1 - (${done} + g - random())::float8 / ${CLICKS}), timestamptz '2000-01-01 00:00:00+00'),
        md5('bench-visitor-' || floor(random() * ${VISITORS})::int),
        ${skewed(COUNTRIES)}, ${skewed(REFERRERS)}, ${skewed(BROWSERS)}, ${skewed(OSES)}, ${skewed(LANGUAGES)}, ${skewed(DEVICES)}, 1
      FROM (SELECT g, floor(${LINKS} * random() ^ 2)::int AS r FROM generate_series(1, ${Math.min(BATCH, CLICKS - done)}) g) s`)
    log(`  clicks ${(done + BATCH).toLocaleString('en')}: ${Math.round(performance.now() - t)} ms`)
  }
  await db.exec(`CREATE INDEX click_hits_link_cover ON click_hits (link_id, at) INCLUDE (vid, country, referrer, browser, os, language, device, clicks);
    CREATE INDEX click_hits_at ON click_hits (at)`)
  await db.exec('DROP INDEX click_hours_at')
  // Only the generated clicks: the demo links' own are in click_hours already.
  await db.exec(`INSERT INTO click_hours (link_id, at, country, referrer, browser, os, language, device, clicks)
    SELECT link_id, at, country, referrer, browser, os, language, device, sum(clicks)::int FROM click_hits
    WHERE link_id = ${links.qrLink} OR link_id BETWEEN ${first} AND ${first + links.ids.length - 1} GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 2
    ON CONFLICT ON CONSTRAINT click_hours_pk DO UPDATE SET clicks = click_hours.clicks + excluded.clicks`)
  await db.exec('CREATE INDEX click_hours_at ON click_hours (at)')
  // As autovacuum leaves a table on PostgreSQL, and the server's own vacuum on PGlite (T10).
  await db.exec('VACUUM ANALYZE')
  const [counts] = await db.rows('select (select count(*) from click_hits) as hits, (select count(*) from click_hours) as hours')
  return { generationMs: Math.round(performance.now() - t0), rows: { hits: Number(counts!.hits), hours: Number(counts!.hours) } }
}

function latency(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b)
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0
  return { samples: sorted.length, p50: Math.round(q(0.5) * 10) / 10, p95: Math.round(q(0.95) * 10) / 10 }
}

function client(base: string, apiKey: string) {
  const agent = new Agent({ connections: 1, pipelining: 1, keepAliveTimeout: 30_000 })
  const send = async (url: string, method: 'GET' | 'POST' = 'GET', body?: unknown) => {
    const res = await request(`${base}${url}`, {
      method,
      headers: { Authorization: `Bearer ${apiKey}`, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      dispatcher: agent,
    })
    const text = await res.body.text()
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: HTTP ${res.statusCode} ${text.slice(0, 200)}`)
    return text
  }
  return {
    json: async <T>(url: string, method: 'GET' | 'POST' = 'GET', body?: unknown) => JSON.parse(await send(url, method, body)) as T,
    timed: async (url: string) => {
      const t = performance.now()
      await send(url)
      return performance.now() - t
    },
    close: () => agent.close(),
  }
}

function casesOf(s: { ids: number[]; campaign: number; directory: number; domain: number; qr: number }) {
  // Link i+1 of the long tail gets 1.3 % of all clicks for i = 0, ~0.1 % (the mean) for i = 249.
  const busy = s.ids[0]!
  const mean = s.ids[249]!
  const quiet = s.ids[s.ids.length - 1]!
  return [
    { name: 'mean link, 30 days', url: `/api/stats?scope=link:${mean}`, budgetMs: STATS_BUDGET.linkMs },
    { name: 'mean link, 12 months', url: `/api/stats?scope=link:${mean}&range=12m`, budgetMs: STATS_BUDGET.linkMs },
    { name: 'busy link, 30 days', url: `/api/stats?scope=link:${busy}`, budgetMs: STATS_BUDGET.linkMs },
    { name: 'link, 12 months', url: `/api/stats?scope=link:${busy}&range=12m`, budgetMs: STATS_BUDGET.linkMs },
    { name: 'link, 24 h, Kolkata', url: `/api/stats?scope=link:${busy}&range=24h&tz=Asia/Kolkata`, budgetMs: STATS_BUDGET.linkMs },
    { name: 'link, 90 days, 2 filters, compare', url: `/api/stats?scope=link:${busy}&range=90d&country=US,DE&device=mobile&compare=previous`, budgetMs: STATS_BUDGET.linkMs },
    { name: 'quiet link, all time', url: `/api/stats?scope=link:${quiet}&range=all`, budgetMs: STATS_BUDGET.linkMs },
    { name: 'QR code (3 % of clicks), 30 days', url: `/api/stats?scope=qr:${s.qr}`, budgetMs: STATS_BUDGET.linkMs },
    { name: 'campaign (100 links), 30 days', url: `/api/stats?scope=campaign:${s.campaign}` },
    { name: 'directory (50 links), 30 days', url: `/api/stats?scope=directory:${s.directory}` },
    { name: 'domain (150 links), 30 days', url: `/api/stats?scope=domain:${s.domain}` },
    { name: 'account, 30 days', url: '/api/stats?scope=account' },
    { name: 'account, 30 days, country', url: '/api/stats?scope=account&country=DE', budgetMs: STATS_BUDGET.accountFilteredMs },
    { name: 'account, 7 days, device', url: '/api/stats?scope=account&range=7d&device=tablet', budgetMs: STATS_BUDGET.accountFilteredMs },
    { name: 'account, 12 months, referrer', url: '/api/stats?scope=account&range=12m&referrer=google.com', budgetMs: STATS_BUDGET.accountFilteredMs },
    { name: 'account, 90 days, browser, compare', url: '/api/stats?scope=account&range=90d&browser=Safari&compare=previous', budgetMs: STATS_BUDGET.accountFilteredMs },
    { name: 'account, all time, direct, Berlin', url: '/api/stats?scope=account&range=all&referrer=direct&tz=Europe/Berlin', budgetMs: STATS_BUDGET.accountFilteredMs },
    // T42, T43: the dashboard asks in the viewer's zone, whose days cut every UTC day.
    { name: 'account, 30 days, New York', url: '/api/stats?scope=account&tz=America/New_York', budgetMs: STATS_BUDGET.accountFilteredMs },
    { name: 'account, 12 months, referrer, New York', url: '/api/stats?scope=account&range=12m&referrer=google.com&tz=America/New_York', budgetMs: STATS_BUDGET.accountFilteredMs },
  ]
}

type Setup = Awaited<ReturnType<typeof setUp>> & { qr: number; apiKey: string }
type Generated = Awaited<ReturnType<typeof generate>>
// A generated PGlite data directory is kept under bench/.work and reused while the generator stays the same
// (GENERATOR) for the same number of clicks; migrations added since run on it when the server starts.
const GENERATOR = 5

/** The QR code through the API, then links and clicks in SQL with the server stopped. */
async function fill(database: string, env: Record<string, string>, dataDir: string, openSql: () => Promise<Sql>, log: (s: string) => void) {
  const server = await startServerProcess(env, PORT)
  let qr: number
  const apiKey = demoApiKey(dataDir)
  try {
    const api = client(server.url, apiKey)
    qr = (await api.json<{ id: number }>('/api/qr/add', 'POST', { type: 'link', data: 'https://example.com/stats-bench-qr' })).id
    await api.close()
  } finally {
    await server.stop()
  }
  const db = await openSql()
  try {
    const [row] = await db.rows(`select link_id from qr_codes where id = ${qr}`)
    const setup = await setUp(db, Number(row!.link_id))
    log(`${database}: ${CLICKS.toLocaleString('en')} clicks over ${LINKS} links and ${DAYS} days, server stopped`)
    const gen = await generate(db, setup, log)
    return { setup: { ...setup, qr, apiKey }, gen }
  } finally {
    await db.close()
  }
}

/** `fill`, or its copy kept in `cacheDir` from an earlier run. */
async function filledOnce(database: string, env: Record<string, string>, dataDir: string, openSql: () => Promise<Sql>, log: (s: string) => void, cacheDir?: string) {
  const saved = cacheDir && path.join(cacheDir, 'setup.json')
  if (cacheDir && saved && existsSync(saved)) {
    rmSync(dataDir, { recursive: true, force: true })
    cpSync(path.join(cacheDir, 'data'), dataDir, { recursive: true })
    log(`${database}: data reused from ${path.relative(process.cwd(), cacheDir)}`)
    return JSON.parse(readFileSync(saved, 'utf8')) as { setup: Setup; gen: Generated }
  }
  const filled = await fill(database, env, dataDir, openSql, log)
  if (cacheDir && saved) {
    rmSync(cacheDir, { recursive: true, force: true })
    cpSync(dataDir, path.join(cacheDir, 'data'), { recursive: true })
    writeFileSync(saved, JSON.stringify(filled))
  }
  return filled
}


async function measure(env: Record<string, string>, apiKey: string, cases: ReturnType<typeof casesOf>) {
  const server = await startServerProcess({ ...env, STATS_ROLLUP_MS: '0' }, PORT)
  const api = client(server.url, apiKey)
  try {
    const t0 = performance.now()
    // Warm-up: JIT, plans, PGlite's own ANALYZE 3 s after start.
    while (performance.now() - t0 < 5_000) for (const c of cases) await api.timed(c.url)
    const times = new Map(cases.map((c) => [c.name, [] as number[]]))
    const reference: number[] = []
    const started = performance.now()
    for (let i = 0; i < SAMPLES && (i < 10 || performance.now() - started < PHASE_SECONDS * 1000); i++) {
      for (const c of cases) {
        times.get(c.name)!.push(await api.timed(c.url))
        reference.push(await api.timed('/api/account'))
      }
    }
    const answers = new Map<string, unknown>()
    for (const c of cases) answers.set(c.name, (await api.json<{ data: unknown }>(c.url)).data)
    const measured = cases.map((c) => {
      const l = latency(times.get(c.name)!)
      return { ...c, latency: l, ...(c.budgetMs !== undefined && { met: l.p95 < c.budgetMs }) }
    })
    return { cases: measured, reference: latency(reference), answers }
  } finally {
    await api.close().catch(() => undefined)
    await server.stop().catch(() => undefined)
  }
}

/** Paths where two answers differ; `uniqueClicks` fields apart, with their relative error. */
function differences(before: Map<string, unknown>, after: Map<string, unknown>) {
  const exact: string[] = []
  const uniques: { path: string; error: number }[] = []
  const walk = (a: unknown, b: unknown, at: string) => {
    if (a && b && typeof a === 'object' && typeof b === 'object') {
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`)
    } else if (a !== b) {
      if (at.endsWith('.uniqueClicks') && typeof a === 'number' && typeof b === 'number') uniques.push({ path: at, error: Math.abs(b - a) / Math.max(a, 1) })
      else exact.push(`${at}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`)
    }
  }
  for (const [name, a] of before) walk(a, after.get(name), name)
  return { exact, uniquesWithin2: uniques.filter((u) => u.error <= 0.02).length, uniquesOff: uniques.filter((u) => u.error > 0.02).map((u) => `${u.path}: ${(u.error * 100).toFixed(2)} %`) }
}

/** T20: the rollup job run to its end over the generated clicks, then the rollup's size. */
async function rollAll(database: StatsMeasured['database'], env: Record<string, string>, log: (s: string) => void) {
  const { db, close } = await openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL || undefined, embeddedFsync: false })
  try {
    const t0 = performance.now()
    const { ticks, p50Ms, p99Ms, maxMs } = await new RollupJob(db, database === 'PGlite' ? TICK_ROWS.pglite : TICK_ROWS.postgres).drain()
    const ms = Math.round(performance.now() - t0)
    const [size] = ((await db.execute(sql`select (select count(*) from click_rollups)::int as rows, pg_total_relation_size('click_rollups')::float8 / 1048576 as mb,
      (select count(*) from click_account_value_rollups)::int as vrows, pg_total_relation_size('click_account_value_rollups')::float8 / 1048576 as vmb,
      (select count(*) from click_week_rollups)::int as wrows, pg_total_relation_size('click_week_rollups')::float8 / 1048576 as wmb`)) as unknown as { rows: { rows: number; mb: number; vrows: number; vmb: number; wrows: number; wmb: number }[] }).rows
    const values = { rows: Number(size!.vrows), mb: Math.round(Number(size!.vmb)) }
    const weeks = { rows: Number(size!.wrows), mb: Math.round(Number(size!.wmb)) }
    log(`${database}: rolled up in ${ms} ms, ${ticks} ticks (p50 ${p50Ms} ms, p99 ${p99Ms}, max ${maxMs}), ${size!.rows} rows, ${Number(size!.mb).toFixed(0)} MB; value rows (T26) ${values.rows}, ${values.mb} MB; week rows (T37) ${weeks.rows}, ${weeks.mb} MB`)
    return { ms, ticks, tick: { p50Ms, p99Ms, maxMs }, rows: Number(size!.rows), mb: Math.round(Number(size!.mb)), values, weeks }
  } finally {
    await close()
  }
}

async function benchOne(database: StatsMeasured['database'], env: Record<string, string>, dataDir: string, openSql: () => Promise<Sql>, log: (s: string) => void, cacheDir?: string, keep?: () => Promise<void>): Promise<StatsMeasured> {
  const { setup, gen } = await filledOnce(database, env, dataDir, openSql, log, cacheDir)
  await keep?.()
  const { apiKey, qr } = setup
  log(`${database}: generated in ${gen.generationMs} ms (${gen.rows.hits} hit rows, ${gen.rows.hours} hour rows); measuring`)
  const cases = casesOf({ ...setup, qr })
  const phases = (process.env.BENCH_STATS_PHASES ?? 'before,after').split(',')
  const before = phases.includes('before') ? await measure(env, apiKey, cases) : undefined
  if (before) log(`${database}: before the rollup measured`)
  const rollup = await rollAll(database, env, log)
  const after = await measure(env, apiKey, cases)
  return {
    database,
    clicks: CLICKS,
    generationMs: gen.generationMs,
    rows: gen.rows,
    cases: after.cases,
    reference: after.reference,
    ...(before && { before: { cases: before.cases, reference: before.reference }, differences: differences(before.answers, after.answers) }),
    rollup,
  }
}

async function pgliteBench(log: (s: string) => void): Promise<StatsMeasured> {
  const dataDir = freshDir('stats-pglite')
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_PER_MINUTE: '100000000', STATS_TIMEOUT_MS: '0', STATS_MAX_ROWS: '0' }
  const openSql = async (): Promise<Sql> => {
    const { pg, close } = await openPglite(dataDir)
    return {
      exec: (q) => pg.exec(q),
      rows: async (q) => (await pg.query<Record<string, unknown>>(q)).rows,
      close,
    }
  }
  return benchOne('PGlite', env, dataDir, openSql, log, path.join(work, `stats-cache-pglite-g${GENERATOR}-${CLICKS}`))
}

/** BENCH_STATS_KEEP=1: the generated PostgreSQL database is kept as a template database and reused, as PGlite's directory is. */
async function keptTemplate(cacheDir: string): Promise<{ name: string; exists: boolean } | undefined> {
  if (process.env.BENCH_STATS_KEEP !== '1') return undefined
  const found = await reachablePostgres()
  if ('skipped' in found) return undefined
  const { default: pg } = await import('pg')
  const c = new pg.Client({ connectionString: found.url })
  await c.connect()
  try {
    const name = `linkdash_stats_g${GENERATOR}_${CLICKS}`
    const { rows } = await c.query('select 1 from pg_database where datname = $1', [name])
    return { name, exists: rows.length > 0 && existsSync(path.join(cacheDir, 'setup.json')) }
  } finally {
    await c.end()
  }
}

async function postgresBench(log: (s: string) => void): Promise<StatsDatabase> {
  const { default: pg } = await import('pg')
  const cacheDir = path.join(work, `stats-cache-postgres-g${GENERATOR}-${CLICKS}`)
  const kept = await keptTemplate(cacheDir)
  if (kept && !kept.exists) rmSync(cacheDir, { recursive: true, force: true })
  const result = await withThrowawayDatabase('linkdash_bench_stats', log, async ({ url }) => {
    const dataDir = freshDir('stats-postgres')
    const env = { DATA_DIR: dataDir, DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '100000000', STATS_TIMEOUT_MS: '0', STATS_MAX_ROWS: '0' }
    const openSql = async (): Promise<Sql> => {
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      return { exec: (q) => c.query(q), rows: async (q) => (await c.query(q)).rows as Record<string, unknown>[], close: () => c.end() }
    }
    const keep = kept && !kept.exists
      ? async () => {
          const c = new pg.Client({ connectionString: url.replace(/\/[^/?]+(\?|$)/, '/postgres$1') })
          await c.connect()
          await c.query(`CREATE DATABASE ${kept.name} TEMPLATE ${new URL(url).pathname.slice(1)}`).finally(() => c.end())
          log(`PostgreSQL: generated data kept as ${kept.name}`)
        }
      : undefined
    return benchOne('PostgreSQL', env, dataDir, openSql, log, kept ? cacheDir : undefined, keep)
  }, kept?.exists ? kept.name : undefined)
  return result
}

async function statsBench(log: (s: string) => void = console.log): Promise<StatsBench> {
  mkdirSync(work, { recursive: true })
  const databases: StatsDatabase[] = []
  const only = process.env.BENCH_STATS_DATABASE
  for (const [database, run] of [['PGlite', () => pgliteBench(log)], ['PostgreSQL', () => postgresBench(log)]] as const) {
    if (only && only !== database) continue
    databases.push(await orStopped(database, run, log))
  }
  return { date: new Date().toISOString(), clicks: CLICKS, databases }
}

function printStats(r: StatsBench) {
  for (const d of r.databases) {
    if (!('cases' in d)) {
      console.log(`${d.database}: ${'skipped' in d ? `skipped: ${d.skipped}` : `error: ${d.error}`}`)
      continue
    }
    console.log(`\n${d.database}: GET /api/stats, ${r.clicks.toLocaleString('en')} clicks, one connection (ms); GET /api/account p50 ${d.reference.p50}, p95 ${d.reference.p95}`)
    if (d.rollup) console.log(`rollup: ${d.rollup.ms} ms, ${d.rollup.ticks} ticks (${JSON.stringify(d.rollup.tick)}), ${d.rollup.rows} rows, ${d.rollup.mb} MB, value rows ${JSON.stringify(d.rollup.values)}, week rows ${JSON.stringify(d.rollup.weeks)}; before: GET /api/account p50 ${d.before?.reference.p50 ?? '-'}`)
    const was = new Map((d.before?.cases ?? []).map((c) => [c.name, c.latency]))
    console.table(Object.fromEntries(d.cases.map((c) => [c.name, { 'before p50': was.get(c.name)?.p50 ?? '', 'before p95': was.get(c.name)?.p95 ?? '', p50: c.latency.p50, p95: c.latency.p95, 'p50 / account': +(c.latency.p50 / d.reference.p50).toFixed(1), budget: c.budgetMs === undefined ? '' : c.met ? `met (<${c.budgetMs})` : `MISSED (<${c.budgetMs})` }])))
    if (d.differences) console.log(`answers before/after: ${d.differences.exact.length} exact differences ${JSON.stringify(d.differences.exact.slice(0, 10))}; uniqueClicks within 2 %: ${d.differences.uniquesWithin2}, off: ${JSON.stringify(d.differences.uniquesOff)}`)
  }
}

export const measurement: Measurement<StatsBench> = {
  name: 'stats', file: import.meta.filename, what: 'statistics with 10,000,000 clicks', skip: '--no-stats',
  run: statsBench, key: 'stats', print: printStats, failed: databaseStopped,
}

await runMeasurement(measurement, import.meta.filename)
