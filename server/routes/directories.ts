import { Hono } from 'hono'
import { toDay } from '../../contract/fields.ts'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import {
  DEFAULT_DIRECTORY_COLOR,
  DIRECTORY_ASSIGNED,
  DIRECTORY_DELETED,
  DIRECTORY_UPDATED,
  directoryCreate,
  directoryItemType,
  directoryUpdate,
} from '../../contract/directories.ts'
import { directories, directoryItems, links, qrCodes } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import { ApiFailure, bodyOf, idParam, isUniqueViolation, json, notFound, validate } from '../http.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { listBody, listResponse, pagingOf } from '../paging.ts'
import { qrUrls } from '../qr-urls.ts'

export function directoryRoutes({ db, config }: Deps) {
  const app = new Hono<ApiEnv>()
  const mine = (userId: number, id: number) => and(eq(directories.id, id), eq(directories.userId, userId))
  const view = (d: typeof directories.$inferSelect) => ({
    id: d.id,
    name: d.name,
    description: d.description,
    color: d.color,
    starred: d.starred,
  })

  app.get('/directories', (c) => {
    const own = eq(directories.userId, c.get('user').id)
    return listResponse(
      c,
      'directories',
      {
        rows: (limit, offset) => db.select().from(directories).where(own).orderBy(desc(directories.id)).limit(limit).offset(offset),
        total: () => db.select({ n: count() }).from(directories).where(own),
      },
      view,
    )
  })

  app.post('/directory/add', async (c) => {
    const body = await bodyOf(c, directoryCreate)
    const [row] = await db
      .insert(directories)
      .values({
        userId: c.get('user').id,
        name: body.name,
        description: body.description ?? '',
        color: body.color ?? DEFAULT_DIRECTORY_COLOR,
        starred: body.starred ?? false,
      })
      .returning()
    return json(c, { error: 0, ...view(row!) })
  })

  app.put('/directory/:id/update', async (c) => {
    const id = idParam(c, 'id', 'Directory')
    const body = await bodyOf(c, directoryUpdate)
    const where = mine(c.get('user').id, id)
    const found = Object.keys(body).length
      ? await db.update(directories).set(body).where(where).returning({ id: directories.id })
      : await db.select({ id: directories.id }).from(directories).where(where)
    if (!found.length) throw notFound('Directory')
    return json(c, { error: 0, message: DIRECTORY_UPDATED })
  })

  app.delete('/directory/:id/delete', async (c) => {
    const id = idParam(c, 'id', 'Directory')
    // Assignments go with the directory (ON DELETE CASCADE); the items themselves stay.
    const deleted = await db.delete(directories).where(mine(c.get('user').id, id)).returning({ id: directories.id })
    if (!deleted.length) throw notFound('Directory')
    return json(c, { error: 0, message: DIRECTORY_DELETED })
  })

  app.get('/directory/:id', async (c) => {
    const id = idParam(c, 'id', 'Directory')
    const [dir] = await db.select({ id: directories.id }).from(directories).where(mine(c.get('user').id, id))
    if (!dir) throw notFound('Directory')
    const { limit, page, offset } = pagingOf(c)
    const inDir = eq(directoryItems.directoryId, id)
    const [rows, [total]] = await Promise.all([
      db.select().from(directoryItems).where(inDir)
        .orderBy(desc(directoryItems.created), desc(directoryItems.itemId)).limit(limit).offset(offset),
      db.select({ n: count() }).from(directoryItems).where(inDir),
    ])
    const linkIds = rows.filter((r) => r.itemType !== 'qr').map((r) => r.itemId)
    const qrIds = rows.filter((r) => r.itemType === 'qr').map((r) => r.itemId)
    const [linkRows, qrRows] = await Promise.all([
      linkIds.length ? db.select().from(links).where(inArray(links.id, linkIds)) : [],
      qrIds.length ? db.select().from(qrCodes).where(inArray(qrCodes.id, qrIds)) : [],
    ])
    const items = rows.flatMap((r) => {
      if (r.itemType === 'qr') {
        const q = qrRows.find((x) => x.id === r.itemId)
        if (!q) return []
        const urls = qrUrls(config.publicUrl, q)
        return [{ type: 'qr', id: q.id, title: q.name, preview: urls.png, link: urls.target, date: toDay(q.created) }]
      }
      const l = linkRows.find((x) => x.id === r.itemId)
      if (!l) return []
      return [{ type: r.itemType, id: l.id, title: l.title, preview: l.longUrl, link: `${config.publicUrl}/${l.alias}`, date: toDay(l.created) }]
    })
    return json(c, listBody('items', items, total?.n ?? 0, limit, page))
  })

  app.post('/directory/:directoryid/assign/:type/:itemid', async (c) => {
    const directoryId = idParam(c, 'directoryid', 'Directory')
    const userId = c.get('user').id
    try {
      await db.transaction(async (tx) => {
        // Shared locks on the directory and the item: a delete of either running alongside
        // happened first (404) or waits for this assignment and then removes it. No foreign-key
        // error (500), and no assignment outlives its directory or its item.
        const [dir] = await tx.select({ id: directories.id }).from(directories).where(mine(userId, directoryId)).for('share')
        if (!dir) throw notFound('Directory')
        const type = validate(directoryItemType, c.req.param('type'))
        const itemId = idParam(c, 'itemid', 'Item')
        const [item] =
          type === 'qr'
            ? await tx.select({ id: qrCodes.id }).from(qrCodes).where(and(eq(qrCodes.id, itemId), eq(qrCodes.userId, userId))).for('share')
            : await tx
                .select({ id: links.id })
                .from(links)
                .where(and(eq(links.id, itemId), eq(links.userId, userId), eq(links.kind, type)))
                .for('share')
        if (!item) throw notFound('Item')
        await tx.insert(directoryItems).values({ directoryId, itemType: type, itemId })
      })
    } catch (e) {
      if (isUniqueViolation(e)) throw new ApiFailure(409, 'This item is already in the directory.')
      throw e
    }
    return json(c, { error: 0, message: DIRECTORY_ASSIGNED })
  })
  return app
}
