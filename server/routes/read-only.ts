import { Hono } from 'hono'
import { toTimestamp } from '../../contract/fields.ts'
import { overlays, splashPages } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { ownedRows } from './owned-rows.ts'

/** D22: CTA overlays and splash pages are read-only through the API. */
export function readOnlyRoutes({ db }: Deps) {
  const app = new Hono<ApiEnv>()
  const ownedOverlays = ownedRows(db, overlays, 'Overlay')
  const ownedSplashPages = ownedRows(db, splashPages, 'Splash page')

  app.get('/overlay', (c) =>
    ownedOverlays.list(c, 'cta', (o) => ({ id: o.id, type: o.type, name: o.name, date: toTimestamp(o.created) })),
  )
  app.get('/splash', (c) => ownedSplashPages.list(c, 'splash', (s) => ({ id: s.id, name: s.name, date: toTimestamp(s.created) })))
  return app
}
