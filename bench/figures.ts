// What each measurement returns and the budgets it is held to: the report reads these, the measurements write them.
import type { BundleAnchor } from './anchor.ts'
import type { FirstVisit, RouteChunk } from './bundle-stats.ts'
import type { JourneyResult } from './journeys.ts'
import type { LoadResult } from './load.ts'
import type { MemoryResult } from './memory.ts'
import type { ModuleShare } from './module-sizes.ts'
import type { PageVitals } from './vitals.ts'
import type { WrkResult } from './wrk.ts'

/** The budgets of the report's targets table. */
export const TARGETS = { signinJsKb: 110, linksJsKb: 125, lcpMs: 1000, cls: 0.05, listP99Ms: 50, linkStatsMs: 50 }
/** Names bench/api.ts gives its endpoints. */
export const LIST = 'GET /api/domains?limit=15 (10,000 rows)'
export const TRIVIAL = 'GET /avatar/demo.svg (trivial, no database)'
/** bench/stats.ts's account: its links and the days its clicks span. */
export const STATS_ACCOUNT = { links: 1_000, days: 400 }

// bench/results.json: one key per measurement.
export type Sweep = { endpoint: string; connections: number; result: LoadResult }[]
export type ApiBench =
  | {
      startup: {
        newDataDir: { firstAnswerMs: number; rssMiB: number }
        existingDataDir: { firstAnswerMs: number; rssMiB: number; rssAfterLoadMiB: number }
      }
      results: Record<string, LoadResult>
    }
  | { error: string }

export interface BenchResults {
  date: string
  durationS: number
  machine: { cpus: number; loadavg: number[][]; node: string; chromium: string }
  built: boolean
  bundle: {
    budgetKb: number
    entry: { jsKb: number; cssKb: number; jsFiles: string[] }
    routeChunks: RouteChunk[]
    /** The sign-in first visit's modules by package or file (absent before bench/module-sizes.ts). */
    signinModules?: ModuleShare[]
    /** shlink-web-client's bundle, the anchor of the side-by-side table. */
    anchor?: BundleAnchor
    firstVisits: (FirstVisit & { fetched: { jsFiles: string[]; jsKb: number; recharts: string[] } })[]
  }
  journeys: JourneyResult[]
  vitals: PageVitals[]
  memory: MemoryResult
  api: ApiBench
  sweep: Sweep
  /** Absent in results from before bench/click-stats.ts, or with `--no-clicks`. */
  clickStats?: ClickStatsBench | { error: string }
  /** Absent in results from before bench/redirect.ts, or with `--no-redirect`. */
  redirect?: RedirectBench | { error: string }
  /** Absent in results from before bench/api-side.ts, or with `--no-api-side`. */
  apiSide?: ApiSideBench | { error: string }
  /** Absent in results from before bench/startup.ts, or with `--no-startup`. */
  startup?: StartupBench | { error: string }
  /** Absent in results from before bench/stats.ts, or with `--no-stats`. */
  stats?: StatsBench | { error: string }
  /** Absent in results from before bench/scale.ts, or with `--no-scale`. */
  scale?: ScaleBench | { error: string }
  /** Absent unless bench/rotator.ts folded its figures in (`--report`). */
  rotator?: RotatorBench | { error: string }
}

// startup.ts
export const STARTUP_BUDGET_MS = 1000
export interface StartupVariant {
  name: string
  command: string
  firstAnswerMs: number[]
  rssMiB: number[]
  medianMs: number
  medianRssMiB: number
}
export interface StartupBench {
  date: string
  runs: number
  loadavg: number[][]
  budgetMs: number
  variants: StartupVariant[]
}

// redirect.ts
export interface RedirectRun {
  connections: number
  reference: WrkResult
  server: WrkResult & { clicksDelta: number }
  /** Server req/s ÷ reference req/s (the median of the rounds' ratios). */
  ratio: number
  /** When measured in several alternating rounds: how many, and each round's ratio. */
  rounds?: number
  ratios?: number[]
  /** The bare Node (node:http) 302 in the same run, once per connection count, and server req/s ÷ its req/s. */
  nodeReference?: WrkResult
  nodeRatio?: number
  /**
   * PostgreSQL, at 50 connections: the group-commit reference (bench/reference-pg-302.ts, bare Hono with one
   * durable insert per turn) in the same rounds, medians, and server req/s ÷ its req/s.
   */
  groupCommitReference?: WrkResult
  groupCommitRatio?: number
}
export interface Exactness {
  tool: string
  /** After which wrk pair (connections). */
  after: number
  sent: number
  /** Redirects answered: ab's complete requests minus failed ones, all of them non-2xx (302). */
  answered: number
  failed: number
  clicksBefore: number
  clicksAfter: number
  exact: boolean
}
export interface ProfileEntry {
  name: string
  selfMs: number
  selfPct: number
}
export interface RedirectProfile {
  seconds: number
  rps: number
  functions: ProfileEntry[]
  /** Self time by where the code lives: a package, a server file, Node's internals, GC, idle. */
  byOrigin: ProfileEntry[]
}
export type Database = 'PGlite' | 'PostgreSQL'
export interface RedirectMeasured {
  database: Database
  alias: string
  runs: RedirectRun[]
  exactness: Exactness[]
  target: { ratioOk: boolean; p99Ok: boolean; exactOk: boolean; met: boolean }
  profile?: RedirectProfile | { error: string }
}
export type RedirectDatabase = RedirectMeasured | { database: Database; skipped: string } | { database: Database; error: string }
export interface RedirectBench {
  date: string
  machine: { cpus: number; pinning: string; wrk: string; ab: string; loadavg: number[][] }
  seconds: number
  warmupSeconds: number
  targets: { ratio: number; p99Ms: number; p99OfReference: number }
  databases: RedirectDatabase[]
}
export const REDIRECT_TARGETS = { ratio: 0.5, p99Ms: 15, p99OfReference: 1.5 }

// api-side.ts
export type Endpoint = 'GET /api/account' | 'GET /api/urls?limit=15' | 'GET /api/domains?limit=15' | 'POST /api/domain/add'
export interface ApiSideRun {
  endpoint: Endpoint
  connections: number
  server: WrkResult
  hono: WrkResult
  node: WrkResult
  /** Server req/s ÷ bare Hono req/s, and ÷ bare Node req/s. */
  ratio: number
  nodeRatio: number
}
export type ApiSideDatabase = { database: Database; runs: ApiSideRun[] } | { database: Database; skipped: string } | { database: Database; error: string }
export interface ApiSideBench {
  date: string
  seconds: number
  rows: number
  /** Each figure is the median of this many alternating rounds. */
  rounds?: number
  loadavg: number[][]
  databases: ApiSideDatabase[]
}

// click-stats.ts
export interface Latency {
  samples: number
  p50: number
  p95: number
  p99: number
  max: number
}
export interface ClickStatsMeasured {
  database: 'PGlite' | 'PostgreSQL'
  /** Events generated by SQL; the link's clicks are these plus `earlierClicks`. */
  events: number
  batches: number
  earlierClicks: number
  generationMs: number
  analyzeMs: number
  answer: { clicks: number; uniqueClicks: number; timelineDays: number; timelineClicks: number; countries: number; referrers: number }
  /** GET /api/url/:id after a click dropped the cached statistics: the statistics are computed. */
  computed: Latency
  /** GET /api/url/:id repeated: the statistics come from the server's 10-second cache. */
  cached: Latency
  /** GET /api/account in the same loops: auth and one query, the floor of any API answer. */
  reference: Latency
  /** Computed p95 under the budget. */
  met: boolean
}
export type ClickStatsDatabase = ClickStatsMeasured | { database: 'PGlite' | 'PostgreSQL'; skipped: string } | { database: 'PGlite' | 'PostgreSQL'; error: string }
export interface ClickStatsBench {
  date: string
  budgetMs: number
  events: number
  databases: ClickStatsDatabase[]
}

// stats.ts
export const STATS_BUDGET = { linkMs: 50, accountFilteredMs: 250 }
export interface StatsLatency { samples: number; p50: number; p95: number }
export interface StatsCase { name: string; url: string; budgetMs?: number; latency: StatsLatency; met?: boolean }
export interface StatsMeasured {
  database: 'PGlite' | 'PostgreSQL'
  clicks: number
  generationMs: number
  rows: { hits: number; hours: number }
  /** After the rollup job (T20): the budget's figures. */
  cases: StatsCase[]
  reference: StatsLatency
  /** The same cases before the job ran (BENCH_STATS_PHASES with `before`). */
  before?: { cases: StatsCase[]; reference: StatsLatency }
  /** The job's run over the generated clicks, in the bench process, and what it wrote. */
  rollup?: { ms: number; ticks: number; tick: { p50Ms: number; p99Ms: number; maxMs: number }; rows: number; mb: number; values?: { rows: number; mb: number }; weeks?: { rows: number; mb: number } }
  /** Answers that differ before and after the rollup, by case: `uniqueClicks` within 2 % is listed apart. */
  differences?: { exact: string[]; uniquesWithin2: number; uniquesOff: string[] }
}
export type StatsDatabase = StatsMeasured | { database: 'PGlite' | 'PostgreSQL'; skipped: string } | { database: 'PGlite' | 'PostgreSQL'; error: string }
export interface StatsBench { date: string; clicks: number; databases: StatsDatabase[] }

// scale.ts
export interface ScaleRow {
  request: string
  p50: number
  p95: number
  p99: number
  /** wrk's p99 at 50 connections, ms. */
  p99at50: number
  /** The page's SQL through the driver, the count left out (the server keeps it in its count cache). */
  floorP50: number
  floorP95: number
  /** The list's count alone through the driver (what the first request of a list pays), ms. */
  countMs?: number
  bad: number
}
export type ScaleDatabase = { database: string; links: number; generateS: number; rows: ScaleRow[] } | { database: string; skipped: string } | { database: string; error: string }
export interface ScaleBench {
  date: string
  links: number
  samples: number
  wrkSeconds: number
  loadavg: number[][]
  hono: { p50: number; p95: number; p99: number; p99at50: number }
  databases: ScaleDatabase[]
}

// rotator.ts
export const ROTATOR_TARGETS = { ratio: 0.8, p99OfDirect: 1.5 }
export interface RotatorDatabase {
  database: 'PGlite' | 'PostgreSQL'
  direct: WrkResult
  rotator: WrkResult
  /** Rotator req/s ÷ direct req/s, per round and their median. */
  ratios: number[]
  ratio: number
  /** Median rotator p99 ÷ median direct p99. */
  p99Ratio: number
  exact: { answered: number; clicks: number; ok: boolean }
  met: boolean
}
export type RotatorBench = { date: string; loadavg: number[][]; rounds: number; seconds: number; targets: typeof ROTATOR_TARGETS; databases: (RotatorDatabase | { database: string; skipped: string })[] }
