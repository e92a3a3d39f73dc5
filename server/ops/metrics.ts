import { timingSafeEqual } from 'node:crypto'
import client from 'prom-client'
import type { Db } from '../db/client.ts'
import type { Config } from '../env.ts'
import type { ClickRecorder } from '../clicks/recorder.ts'

type Pool = { totalCount: number; idleCount: number; waitingCount: number }

function create() {
  client.collectDefaultMetrics()
  // M6: workers answer the primary's scrape on METRICS_PORT (prom-client's cluster support).
  new client.AggregatorRegistry()
  const pools = new Set<Pool>()
  let unfolded = 0
  const route = ['method', 'route', 'status'] as const
  return {
    pools,
    requests: new client.Counter({ name: 'linkdash_http_requests_total', help: 'HTTP requests answered, by route pattern and status.', labelNames: route }),
    duration: new client.Histogram({
      name: 'linkdash_http_request_duration_seconds',
      help: 'Time from a request reaching the app to its answer being sent, by route pattern and status.',
      labelNames: route,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    }),
    redirects: new client.Counter({ name: 'linkdash_redirects_total', help: 'Redirect answers outside /api and /app (short links, rotators, branded roots).', labelNames: ['route'] }),
    refusals: new client.Counter({ name: 'linkdash_rate_limit_refusals_total', help: 'Requests refused with 429 (API rate limit, password tries, messages).', labelNames: ['route'] }),
    clicks: new client.Counter({ name: 'linkdash_clicks_total', help: 'Clicks and scans counted and committed (bots excluded).' }),
    backlog: new client.Gauge({
      name: 'linkdash_click_backlog',
      help: "Clicks this process committed that no fold has brought into the statistics yet.",
      collect() {
        this.set(unfolded)
      },
    }),
    folds: new client.Histogram({
      name: 'linkdash_click_fold_duration_seconds',
      help: 'How long a fold of committed clicks into the statistics took.',
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    }),
    foldFailures: new client.Counter({ name: 'linkdash_click_fold_failures_total', help: 'Folds that failed (retried a second later).' }),
    pool: new client.Gauge({
      name: 'linkdash_db_pool_connections',
      help: 'PostgreSQL pool connections (DATABASE_URL only): total, idle, and requests waiting for one.',
      labelNames: ['state'],
      collect() {
        this.reset()
        for (const p of pools) {
          this.inc({ state: 'total' }, p.totalCount)
          this.inc({ state: 'idle' }, p.idleCount)
          this.inc({ state: 'waiting' }, p.waitingCount)
        }
      },
    }),
    committed(n: number) {
      unfolded += n
    },
    takeBacklog() {
      const n = unfolded
      return () => (unfolded = Math.max(0, unfolded - n))
    },
  }
}

export type Metrics = ReturnType<typeof create>
let metrics: Metrics | undefined

export function metricsFor(config: Pick<Config, 'metricsPort' | 'metricsToken'>): Metrics | undefined {
  if (config.metricsPort === undefined && config.metricsToken === undefined) return undefined
  return (metrics ??= create())
}

export const metricsText = () => client.register.metrics()
export const METRICS_CONTENT_TYPE = client.register.contentType

export function watchPool(m: Metrics, db: Db) {
  const pool = (db as unknown as { $client?: Partial<Pool> }).$client
  if (pool && typeof pool.totalCount === 'number') m.pools.add(pool as Pool)
  return () => m.pools.delete(pool as Pool)
}

// M7: from the recorder's public methods; the backlog is the clicks committed since the last fold began.
export function watchClicks(m: Metrics, recorder: ClickRecorder) {
  const record = recorder.record.bind(recorder)
  const settle = recorder.settle.bind(recorder)
  recorder.record = (visit, linkId) =>
    record(visit, linkId).then((counted) => {
      if (counted) {
        m.clicks.inc()
        m.committed(1)
      }
      return counted
    })
  recorder.settle = async () => {
    const done = m.takeBacklog()
    const end = m.folds.startTimer()
    try {
      await settle()
      done()
    } catch (e) {
      m.foldFailures.inc()
      throw e
    } finally {
      end()
    }
  }
}

export function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '')
  const wanted = Buffer.from(token)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}
