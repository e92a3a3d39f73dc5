import { Hono } from 'hono'
import { statsQuery } from '../../contract/stats.ts'
import type { Deps } from '../deps.ts'
import { ApiFailure } from '../http/errors.ts'
import { json } from '../http/json.ts'
import { queryOf, validate } from '../http/request.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { planStats } from '../clicks/stats-period.ts'
import { firstClickDay, scopeLinks, statsAnswer } from '../clicks/stats-query.ts'

// A zone Intl knows but PostgreSQL's own zone table does not: a 400 naming tz, not a 500.
const unknownZone = (e: unknown) => (e as { code?: string; cause?: { code?: string } }).code === '22023' || (e as { cause?: { code?: string } }).cause?.code === '22023'

/** X1: GET /stats, statistics for any scope, period, interval and filters. */
export function statsRoutes({ db, clicks }: Deps) {
  const app = new Hono<ApiEnv>()
  app.get('/stats', async (c) => {
    const q = validate(statsQuery, queryOf(c))
    const links = await scopeLinks(db, c.get('user').id, q.scope)
    try {
      const plan = await planStats(q, (tz) => firstClickDay(db, links, tz))
      // Counts read are exact: the clicks answered so far are folded in first.
      await clicks.settle()
      return json(c, { error: 0, data: await statsAnswer(db, links, q, plan) })
    } catch (e) {
      if (unknownZone(e)) throw new ApiFailure(400, 'tz must be an IANA time zone name, such as Europe/Berlin.')
      throw e
    }
  })
  return app
}
