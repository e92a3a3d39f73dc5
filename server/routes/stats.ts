import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { statsQuery } from '../../contract/stats.ts'
import type { Db } from '../db/client.ts'
import type { Deps } from '../deps.ts'
import { ApiFailure } from '../http/errors.ts'
import { json } from '../http/json.ts'
import { queryOf, validate } from '../http/request.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { StatsGate } from '../clicks/stats-gate.ts'
import { planStats } from '../clicks/stats-period.ts'
import { firstClickDay, hitsCompleteSince, readsMoreThan, scopeLinks, statsAnswer } from '../clicks/stats-query.ts'
import { rollPlans } from '../clicks/stats-rolled.ts'

const codeOf = (e: unknown) => (e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code
// A zone Intl knows but PostgreSQL's own zone table does not: a 400 naming tz, not a 500.
const UNKNOWN_ZONE = '22023'
const CANCELLED = '57014'
// T13: one statistics query at a time on PGlite, which shares the event loop with every redirect.
const SLOTS = { pglite: 1, postgres: 4 }
const QUEUE = 8
const WAIT_MS = 3_000

// T16: a long period's distinct visitors are hashed in memory, not spilled to disk.
const WORK_MEM = '32MB'

/** T13, T16: a transaction with its own work_mem; on PostgreSQL also bounded by STATS_TIMEOUT_MS. */
function bounded<T>(db: Db, postgres: boolean, timeoutMs: number, work: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      postgres
        ? sql`select set_config('work_mem', ${WORK_MEM}, true), set_config('statement_timeout', ${String(timeoutMs)}, true)`
        : sql`select set_config('work_mem', ${WORK_MEM}, true)`,
    )
    return work(tx as unknown as Db)
  })
}

export function statsRoutes({ db, clicks, config }: Deps) {
  const app = new Hono<ApiEnv>()
  const postgres = Boolean(config.databaseUrl)
  const gate = new StatsGate(postgres ? SLOTS.postgres : SLOTS.pglite, QUEUE, WAIT_MS)
  app.get('/stats', async (c) => {
    const q = validate(statsQuery, queryOf(c))
    const links = await scopeLinks(db, c.get('user').id, q.scope)
    try {
      const data = await gate.run(async () => {
        const plan = await planStats(q, (tz) => firstClickDay(db, links, tz))
        // Counts read are exact: the clicks answered so far are folded in first.
        await clicks.settle()
        const rolls = await rollPlans(db, plan, q, c.get('user').id)
        // T13: PGlite cannot cancel a statement, so a query past STATS_MAX_ROWS is not started.
        if (!postgres && config.statsMaxRows > 0 && (await readsMoreThan(db, links, plan, config.statsMaxRows, rolls))) {
          throw new ApiFailure(400, `from, to: the period holds more than ${config.statsMaxRows} click rows of this scope, more than the embedded database answers at once; choose a shorter period or a narrower scope.`)
        }
        const hitsSince = await hitsCompleteSince(db, config.clickDetailDays)
        return bounded(db, postgres, config.statsTimeoutMs, (tx) => statsAnswer(tx, links, q, plan, hitsSince, rolls))
      })
      return json(c, { error: 0, data })
    } catch (e) {
      const code = codeOf(e)
      if (code === UNKNOWN_ZONE) throw new ApiFailure(400, 'tz must be an IANA time zone name, such as Europe/Berlin.')
      if (code === CANCELLED) {
        throw new ApiFailure(503, `Statistics took longer than ${config.statsTimeoutMs} ms; choose a shorter period or a narrower scope.`, { 'Retry-After': '5' })
      }
      throw e
    }
  })
  return app
}
