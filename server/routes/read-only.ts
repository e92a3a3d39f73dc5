import { Hono } from 'hono'
import { toTimestamp } from '../../contract/fields.ts'
import { count, desc, eq } from 'drizzle-orm'
import { overlays, splashPages } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { listResponse } from '../paging.ts'

/** D22: CTA overlays and splash pages are read-only through the API. */
export function readOnlyRoutes({ db }: Deps) {
  const app = new Hono<ApiEnv>()

  app.get('/overlay', (c) => {
    const own = eq(overlays.userId, c.get('user').id)
    return listResponse(
      c,
      'cta',
      {
        rows: (limit, offset) => db.select().from(overlays).where(own).orderBy(desc(overlays.id)).limit(limit).offset(offset),
        total: () => db.select({ n: count() }).from(overlays).where(own),
      },
      (o) => ({ id: o.id, type: o.type, name: o.name, date: toTimestamp(o.created) }),
    )
  })

  app.get('/splash', (c) => {
    const own = eq(splashPages.userId, c.get('user').id)
    return listResponse(
      c,
      'splash',
      {
        rows: (limit, offset) => db.select().from(splashPages).where(own).orderBy(desc(splashPages.id)).limit(limit).offset(offset),
        total: () => db.select({ n: count() }).from(splashPages).where(own),
      },
      (s) => ({ id: s.id, name: s.name, date: toTimestamp(s.created) }),
    )
  })
  return app
}
