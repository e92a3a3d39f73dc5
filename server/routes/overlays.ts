import { Hono } from 'hono'
import { and, count, desc, eq } from 'drizzle-orm'
import { toTimestamp } from '../../contract/fields.ts'
import {
  EDITABLE_OVERLAY_TYPES,
  type EditableOverlayType,
  OVERLAY_DELETED,
  OVERLAY_UPDATED,
  POLL_READ_ONLY,
  overlayCreate,
  overlayDesign,
  overlayUpdate,
} from '../../contract/overlays.ts'
import type { Deps } from '../deps.ts'
import { overlayMessages, overlays } from '../db/schema.ts'
import { ApiFailure } from '../http/errors.ts'
import { json } from '../http/json.ts'
import { listBody, pagingOf } from '../http/paging.ts'
import { bodyOf } from '../http/request.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { deleteUnlessUsed } from './designs.ts'
import { ownedRows } from './owned-rows.ts'

type Row = typeof overlays.$inferSelect
const details = (o: Row) => ({ ...overlayDesign(o.type, o.content), id: o.id, type: o.type, name: o.name, date: toTimestamp(o.created) })
const editable = (type: string): type is EditableOverlayType => (EDITABLE_OVERLAY_TYPES as readonly string[]).includes(type)

export function overlayRoutes({ db, linkCache }: Deps) {
  const app = new Hono<ApiEnv>()
  const owned = ownedRows(db, overlays, 'Overlay')

  app.get('/overlay', (c) => owned.list(c, 'cta', (o) => ({ id: o.id, type: o.type, name: o.name, date: toTimestamp(o.created) })))

  app.get('/overlay/:id', async (c) => json(c, { error: 0, details: details(await owned.get(c, owned.id(c))) }))

  app.post('/overlay/add', async (c) => {
    const { type, name, ...content } = await bodyOf(c, overlayCreate)
    const [row] = await db.insert(overlays).values({ userId: c.get('user').id, type, name, content }).returning({ id: overlays.id })
    return json(c, { error: 0, id: row!.id })
  })

  app.put('/overlay/:id/update', async (c) => {
    const id = owned.id(c)
    const current = await owned.get(c, id)
    if (!editable(current.type)) throw new ApiFailure(400, POLL_READ_ONLY)
    const { type: _same, name, ...changes } = await bodyOf(c, overlayUpdate(current.type))
    const { type: _stored, ...stored } = overlayDesign(current.type, current.content)!
    const content = Object.keys(changes).length ? { ...stored, ...changes } : undefined
    await owned.update(c, id, { ...(name !== undefined && { name }), ...(content && { content }) })
    linkCache.clear()
    return json(c, { error: 0, message: OVERLAY_UPDATED })
  })

  app.delete('/overlay/:id/delete', async (c) => {
    await deleteUnlessUsed(db, overlays, { noun: 'Overlay', kind: 'overlay' }, c.get('user').id, owned.id(c))
    linkCache.clear()
    return json(c, { error: 0, message: OVERLAY_DELETED })
  })

  // D41e: newest first. Not through the count cache: visitors add messages outside the API.
  app.get('/overlay/:id/messages', async (c) => {
    const overlay = await owned.get(c, owned.id(c))
    const { limit, page, offset } = pagingOf(c)
    const where = and(eq(overlayMessages.overlayId, overlay.id), eq(overlayMessages.userId, overlay.userId))
    const [rows, [total]] = await Promise.all([
      db.select().from(overlayMessages).where(where).orderBy(desc(overlayMessages.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(overlayMessages).where(where),
    ])
    const items = rows.map((m) => ({ id: m.id, name: m.name, email: m.email, message: m.message, date: toTimestamp(m.created) }))
    return json(c, listBody('messages', items, Number(total?.n ?? 0), limit, page))
  })
  return app
}
