import { Hono } from 'hono'
import { toTimestamp } from '../../contract/fields.ts'
import { SPLASH_DELETED, SPLASH_UPDATED, splashCreate, splashDesign, splashUpdate } from '../../contract/splash.ts'
import type { Deps } from '../deps.ts'
import { splashPages } from '../db/schema.ts'
import { json } from '../http/json.ts'
import { bodyOf } from '../http/request.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { deleteUnlessUsed } from './designs.ts'
import { ownedRows } from './owned-rows.ts'

type Row = typeof splashPages.$inferSelect
const details = (s: Row) => ({ id: s.id, name: s.name, date: toTimestamp(s.created), ...splashDesign.parse(s.content) })

export function splashRoutes({ db, linkCache }: Deps) {
  const app = new Hono<ApiEnv>()
  const owned = ownedRows(db, splashPages, 'Splash page')

  app.get('/splash', (c) => owned.list(c, 'splash', (s) => ({ id: s.id, name: s.name, date: toTimestamp(s.created) })))

  app.get('/splash/:id', async (c) => json(c, { error: 0, details: details(await owned.get(c, owned.id(c))) }))

  app.post('/splash/add', async (c) => {
    const { name, ...content } = await bodyOf(c, splashCreate)
    const [row] = await db.insert(splashPages).values({ userId: c.get('user').id, name, content }).returning({ id: splashPages.id })
    return json(c, { error: 0, id: row!.id })
  })

  app.put('/splash/:id/update', async (c) => {
    const id = owned.id(c)
    const { name, ...changes } = await bodyOf(c, splashUpdate)
    const current = await owned.get(c, id)
    const content = Object.keys(changes).length ? { ...splashDesign.parse(current.content), ...changes } : undefined
    await owned.update(c, id, { ...(name !== undefined && { name }), ...(content && { content }) })
    // Cached links carry their design (rare edits: forget them all).
    linkCache.clear()
    return json(c, { error: 0, message: SPLASH_UPDATED })
  })

  app.delete('/splash/:id/delete', async (c) => {
    await deleteUnlessUsed(db, splashPages, { noun: 'Splash page', kind: 'splash' }, c.get('user').id, owned.id(c))
    linkCache.clear()
    return json(c, { error: 0, message: SPLASH_DELETED })
  })
  return app
}
