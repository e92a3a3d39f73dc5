// npm run bench:clicks: GET /api/url/:id for a link with BENCH_CLICK_EVENTS (1,000,000) clicks at one connection on
// PGlite and PostgreSQL, computed (a click drops the statistics cache first) and cached, beside GET /api/account.
// The method: RESULTS.md §6.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { Agent, request } from 'undici'
import { openPglite, orStopped, withThrowawayDatabase } from './postgres.ts'
import { demoApiKey, freshDir, startServerProcess, type Started } from './server-process.ts'
import { TARGETS, type ClickStatsBench, type ClickStatsDatabase, type ClickStatsMeasured, type Latency } from './figures.ts'
import { databaseStopped, type Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'

const CLICK_BUDGET_MS = TARGETS.linkStatsMs



const EVENTS = Number(process.env.BENCH_CLICK_EVENTS ?? 1_000_000)
const BATCH = 100_000
const SAMPLES = Number(process.env.BENCH_CLICK_SAMPLES ?? 300)
/** Stop a phase after this long (and at least 30 samples) when requests are slow. */
const PHASE_SECONDS = 120
const PORT = 18083
const work = path.join(import.meta.dirname, '.work')
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

// ~60 countries, ~200 referrer hosts, 10 browsers, 6 OSes, 15 languages (and none), as the recorder stores them.
const COUNTRIES = (
  'US GB DE FR IN BR CA JP ES IT NL AU MX PL SE TR RU KR ID AR CH BE AT NO DK FI IE PT CZ RO ' +
  'HU GR IL ZA NG EG KE MA SA AE PK BD VN TH PH MY SG HK TW NZ CL CO PE VE UA BG RS HR SK LT'
).split(' ')
const REAL_REFERRERS = [
  'Direct, email and other', 'google.com', 'facebook.com', 't.co', 'x.com', 'linkedin.com', 'lnkd.in', 'l.facebook.com', 'm.facebook.com',
  'instagram.com', 'reddit.com', 'news.ycombinator.com', 'bing.com', 'duckduckgo.com', 'youtube.com', 'github.com', 'medium.com',
  'substack.com', 'pinterest.com', 'tiktok.com',
]
const REFERRERS = [...REAL_REFERRERS, ...Array.from({ length: 200 - REAL_REFERRERS.length }, (_, i) => `blog-${i + 1}.example.com`)]
const BROWSERS = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Opera', 'Instagram', 'Facebook', 'Android WebView', 'Other']
const OSES = ['Android', 'iOS', 'Windows', 'macOS', 'Linux', 'Other']
const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'ja', 'ru', 'pl', 'tr', 'ko', 'zh', 'sv', 'ar', '']
const VISITORS = 300_000

const text = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`
/** One of `values`, the first ones more often (index ∝ random()²: a long tail, as real traffic). */
const skewed = (values: string[]) => `(${text(values)})[1 + floor(${values.length} * random() ^ 2)::int]`

/**
 * Batch `batch` of `count` events in time order over the last 365 days (each within its slot's jitter),
 * visitors drawn from VISITORS hashes (md5: the recorder's 32 hex characters).
 */
function eventsInsert(linkId: number, batch: number, count: number, total: number): string {
  const first = batch * count
  return `INSERT INTO click_events (link_id, at, country, referrer, browser, os, language, visitor)
SELECT ${linkId},
  now() - interval '365 days' * (1 - (${first} + g - random())::float8 / ${total}),
  ${skewed(COUNTRIES)}, ${skewed(REFERRERS)}, ${skewed(BROWSERS)}, ${skewed(OSES)}, ${skewed(LANGUAGES)},
  md5('bench-visitor-' || floor(random() * ${VISITORS})::int)
FROM generate_series(1, ${count}) g`
}

interface Sql {
  exec: (query: string) => Promise<unknown>
  close: () => Promise<void>
}

async function generate(db: Sql, linkId: number, log: (s: string) => void) {
  const batches = Math.ceil(EVENTS / BATCH)
  await db.exec('SELECT setseed(0.42)')
  const t0 = performance.now()
  for (let b = 0; b < batches; b++) {
    const t = performance.now()
    await db.exec(eventsInsert(linkId, b, Math.min(BATCH, EVENTS - b * BATCH), EVENTS))
    log(`  batch ${b + 1}/${batches}: ${Math.round(performance.now() - t)} ms`)
  }
  const generationMs = performance.now() - t0
  const t1 = performance.now()
  await db.exec('ANALYZE')
  return { batches, generationMs: Math.round(generationMs), analyzeMs: Math.round(performance.now() - t1) }
}

function latency(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b)
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0
  const round = (n: number) => Math.round(n * 100) / 100
  return { samples: sorted.length, p50: round(q(0.5)), p95: round(q(0.95)), p99: round(q(0.99)), max: round(sorted.at(-1) ?? 0) }
}

/** One keep-alive connection, requests strictly one after another. */
function client(base: string, apiKey: string) {
  const agent = new Agent({ connections: 1, pipelining: 1, keepAliveTimeout: 30_000 })
  const headers = { Authorization: `Bearer ${apiKey}` }
  const send = async (url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {}) => {
    const res = await request(`${base}${url}`, { method: init.method ?? 'GET', headers: init.headers, body: init.body, dispatcher: agent })
    const body = await res.body.text()
    return { status: res.statusCode, body }
  }
  return {
    async timed(url: string): Promise<number> {
      const t = performance.now()
      const res = await send(url, { headers })
      const elapsed = performance.now() - t
      if (res.status !== 200) throw new Error(`GET ${url}: HTTP ${res.status} ${res.body.slice(0, 200)}`)
      return elapsed
    },
    async json<T>(url: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
      const res = await send(url, {
        method: init.method,
        headers: { ...headers, ...(init.body !== undefined && { 'Content-Type': 'application/json' }) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      if (res.status !== 200) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${res.status} ${res.body.slice(0, 200)}`)
      return JSON.parse(res.body) as T
    },
    /**
     * A click as a browser makes it, then a pause past the server's fold (at most 250 ms after clicks arrive),
     * which drops the cached statistics: the next read computes them, without folding work of its own.
     */
    async click(alias: string) {
      const res = await send(`/${alias}`, { headers: { 'User-Agent': BROWSER_UA, 'Accept-Language': 'en-GB,en;q=0.8' } })
      if (res.status !== 302) throw new Error(`GET /${alias}: HTTP ${res.status}, expected a redirect`)
      await new Promise((resolve) => setTimeout(resolve, 400))
    },
    close: () => agent.close(),
  }
}

type Client = ReturnType<typeof client>
interface Details {
  details: { alias: string }
  data: { clicks: number; uniqueClicks: number; topCountries: Record<string, string>; topReferrers: Record<string, string>; timeline: { date: string; clicks: number }[] }
}

async function measure(api: Client, linkId: number, alias: string, startedAt: number, log: (s: string) => void) {
  const url = `/api/url/${linkId}`
  // Warm-up: JIT, connection, and PGlite's own ANALYZE 3 s after start (server/db/client.ts).
  for (let i = 0; i < 30 || performance.now() - startedAt < 5_000; i++) {
    await api.click(alias)
    await api.timed(url)
    await api.timed('/api/account')
  }
  const computed: number[] = []
  const cached: number[] = []
  const reference: number[] = []
  let t0 = performance.now()
  for (let i = 0; i < SAMPLES && (i < 30 || performance.now() - t0 < PHASE_SECONDS * 1000); i++) {
    await api.click(alias)
    computed.push(await api.timed(url))
    reference.push(await api.timed('/api/account'))
  }
  log(`  computed: ${computed.length} samples`)
  t0 = performance.now()
  await api.timed(url)
  for (let i = 0; i < SAMPLES && (i < 30 || performance.now() - t0 < PHASE_SECONDS * 1000); i++) {
    cached.push(await api.timed(url))
    reference.push(await api.timed('/api/account'))
  }
  return { computed: latency(computed), cached: latency(cached), reference: latency(reference) }
}

async function benchOne(
  database: 'PGlite' | 'PostgreSQL',
  env: Record<string, string>,
  dataDir: string,
  openSql: () => Promise<Sql>,
  log: (s: string) => void,
): Promise<ClickStatsMeasured> {
  let server: Started | undefined
  let api: Client | undefined
  try {
    log(`${database}: creating the link`)
    server = await startServerProcess(env, PORT)
    const apiKey = demoApiKey(dataDir)
    api = client(server.url, apiKey)
    const { id: linkId } = await api.json<{ id: number }>('/api/url/add', { method: 'POST', body: { url: 'https://example.com/click-stats-bench' } })
    const before = await api.json<Details>(`/api/url/${linkId}`)
    const alias = before.details.alias
    await api.close()
    await server.stop()
    server = undefined

    log(`${database}: ${EVENTS.toLocaleString('en')} click_events with generate_series, server stopped`)
    const db = await openSql()
    let gen
    try {
      gen = await generate(db, linkId, log)
    } finally {
      await db.close()
    }
    log(`${database}: generated in ${gen.generationMs} ms, ANALYZE ${gen.analyzeMs} ms; restarting the server`)

    server = await startServerProcess(env, PORT)
    const startedAt = performance.now()
    api = client(server.url, apiKey)
    const after = await api.json<Details>(`/api/url/${linkId}`)
    const answer = {
      clicks: after.data.clicks,
      uniqueClicks: after.data.uniqueClicks,
      timelineDays: after.data.timeline.length,
      timelineClicks: after.data.timeline.reduce((n, d) => n + d.clicks, 0),
      countries: Object.keys(after.data.topCountries).length,
      referrers: Object.keys(after.data.topReferrers).length,
    }
    if (answer.clicks !== before.data.clicks + EVENTS) throw new Error(`clicks ${answer.clicks}, expected ${before.data.clicks + EVENTS}`)
    if (answer.timelineDays !== 30) throw new Error(`timeline of ${answer.timelineDays} days, expected 30`)
    log(`${database}: clicks ${answer.clicks}, unique ${answer.uniqueClicks}, last 30 days ${answer.timelineClicks}; measuring`)
    const timings = await measure(api, linkId, alias, startedAt, log)
    return {
      database,
      events: EVENTS,
      batches: gen.batches,
      earlierClicks: before.data.clicks,
      generationMs: gen.generationMs,
      analyzeMs: gen.analyzeMs,
      answer,
      ...timings,
      met: timings.computed.p95 < CLICK_BUDGET_MS,
    }
  } finally {
    await api?.close().catch(() => undefined)
    await server?.stop().catch(() => undefined)
  }
}

async function pgliteBench(log: (s: string) => void): Promise<ClickStatsMeasured> {
  const dataDir = freshDir('clicks-pglite')
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_PER_MINUTE: '100000000' }
  const openSql = async (): Promise<Sql> => {
    const { pg, close } = await openPglite(dataDir)
    return { exec: (q) => pg.exec(q), close }
  }
  return benchOne('PGlite', env, dataDir, openSql, log)
}

async function postgresBench(log: (s: string) => void): Promise<ClickStatsDatabase> {
  const { default: pg } = await import('pg')
  const result = await withThrowawayDatabase('linkdash_bench_clicks', log, async ({ url, server, version }) => {
    const dataDir = freshDir('clicks-postgres')
    const env = { DATA_DIR: dataDir, DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '100000000' }
    const openSql = async (): Promise<Sql> => {
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      return { exec: (q) => c.query(q), close: () => c.end() }
    }
    log(`PostgreSQL ${version} at ${server}, throwaway database`)
    return benchOne('PostgreSQL', env, dataDir, openSql, log)
  })
  return result
}

async function clickStatsBench(log: (s: string) => void = console.log): Promise<ClickStatsBench> {
  mkdirSync(work, { recursive: true })
  const date = new Date().toISOString()
  const databases: ClickStatsDatabase[] = []
  const attempt = async (database: 'PGlite' | 'PostgreSQL', run: () => Promise<ClickStatsDatabase>) => {
    databases.push(await orStopped(database, run, log))
  }
  await attempt('PGlite', () => pgliteBench(log))
  await attempt('PostgreSQL', () => postgresBench(log))
  return { date, budgetMs: CLICK_BUDGET_MS, events: EVENTS, databases }
}

function printTable(r: ClickStatsBench) {
  const rows = Object.fromEntries(
    r.databases.map((d) => [
      d.database,
      'computed' in d
        ? {
            events: d.events,
            'generation s': +(d.generationMs / 1000).toFixed(1),
            'computed p50': d.computed.p50,
            'computed p95': d.computed.p95,
            'computed p99': d.computed.p99,
            'cached p50': d.cached.p50,
            'cached p95': d.cached.p95,
            'account p50': d.reference.p50,
            budget: d.met ? 'met' : 'MISSED',
          }
        : { note: 'skipped' in d ? `skipped: ${d.skipped}` : `error: ${d.error}` },
    ]),
  )
  console.log(`\nGET /api/url/:id with ${r.events.toLocaleString('en')} clicks, one connection (ms)`)
  console.table(rows)
}

export const measurement: Measurement<ClickStatsBench> = {
  name: 'clicks', file: import.meta.filename, what: 'link statistics with 1,000,000 clicks', skip: '--no-clicks',
  run: clickStatsBench, key: 'clickStats', print: printTable, failed: databaseStopped,
}

await runMeasurement(measurement, import.meta.filename)
