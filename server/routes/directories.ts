import { type Context, Hono } from 'hono'
import { toDay } from '../../contract/fields.ts'
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  DEFAULT_DIRECTORY_COLOR,
  DIRECTORY_ASSIGNED,
  DIRECTORY_DELETED,
  DIRECTORY_REMOVED,
  DIRECTORY_UPDATED,
  directoryCreate,
  directoryItemType,
  directoryNameTaken,
  directoryUpdate,
} from '../../contract/directories.ts'
import type { Deps } from '../deps.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { directories, directoryItems, links, qrCodes } from '../db/schema.ts'
import { ApiFailure, notFound } from '../http/errors.ts'
import { json } from '../http/json.ts'
import { listBody, listResponse, pagingOf } from '../http/paging.ts'
import { bodyOf, idParam, validate } from '../http/request.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { qrUrls } from '../qr/qr-urls.ts'
import { mine, ownedRows } from './owned-rows.ts'
import { shortUrlOf } from '../links/link-views.ts'

export function directoryRoutes({ db, config }: Deps) {
  const app = new Hono<ApiEnv>()
  const owned = ownedRows(db, directories, 'Directory')
  const view = (d: typeof directories.$inferSelect) => ({
    id: d.id,
    name: d.name,
    description: d.description,
    color: d.color,
    starred: d.starred,
  })

  // K4: the unique index on (user_id, lower(name)) decides, so two requests racing for one name get one 409.
  const unlessTaken = (name: string | undefined) => (e: unknown): never => {
    if (name !== undefined && isUniqueViolation(e)) throw new ApiFailure(409, directoryNameTaken(name))
    throw e
  }

  // K5: the live product's own names (/channels, /channel/…) are the same handlers; its list key is `channels`.
  for (const [list, one] of [['directories', 'directory'], ['channels', 'channel']] as const) {
    app.get(`/${list}`, (c) => listWithCounts(c, list))
    app.post(`/${one}/add`, add)
    app.put(`/${one}/:id/update`, update)
    app.delete(`/${one}/:id/delete`, remove)
    app.get(`/${one}/:id`, items)
    app.post(`/${one}/:directoryid/assign/:type/:itemid`, assign)
    app.delete(`/${one}/:directoryid/assign/:type/:itemid`, unassign)
  }

  function listWithCounts(c: Context<ApiEnv>, key: string) {
    const own = eq(directories.userId, c.get('user').id)
    const held = sql<number>`(select count(*) from directory_items di where di.directory_id = "directories"."id")`.mapWith(Number)
    return listResponse(
      c,
      key,
      {
        rows: (limit, offset) => db.select({ row: directories, items: held }).from(directories).where(own).orderBy(desc(directories.id)).limit(limit).offset(offset),
        total: () => db.select({ n: count() }).from(directories).where(own),
      },
      ({ row, items }) => ({ ...view(row), items }),
    )
  }

  async function unassign(c: Context<ApiEnv>) {
    const directoryId = owned.id(c, 'directoryid')
    await owned.get(c, directoryId)
    const type = validate(directoryItemType, c.req.param('type'))
    const itemId = idParam(c, 'itemid', 'Item')
    const removed = await db
      .delete(directoryItems)
      .where(and(eq(directoryItems.directoryId, directoryId), eq(directoryItems.itemType, type), eq(directoryItems.itemId, itemId)))
      .returning({ id: directoryItems.itemId })
    if (!removed.length) {
      const userId = c.get('user').id
      const [own] =
        type === 'qr'
          ? await db.select({ id: qrCodes.id }).from(qrCodes).where(mine(qrCodes, userId, itemId))
          : await db.select({ id: links.id }).from(links).where(and(mine(links, userId, itemId), eq(links.kind, type)))
      throw own ? new ApiFailure(404, 'Item is not in this directory.') : notFound('Item')
    }
    return json(c, { error: 0, message: DIRECTORY_REMOVED })
  }

  async function add(c: Context<ApiEnv>) {
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
      .catch(unlessTaken(body.name))
    return json(c, { error: 0, ...view(row!) })
  }

  async function update(c: Context<ApiEnv>) {
    const id = owned.id(c)
    const body = await bodyOf(c, directoryUpdate)
    await owned.update(c, id, body).catch(unlessTaken(body.name))
    return json(c, { error: 0, message: DIRECTORY_UPDATED })
  }

  async function remove(c: Context<ApiEnv>) {
    await owned.remove(c, owned.id(c))
    return json(c, { error: 0, message: DIRECTORY_DELETED })
  }

  async function items(c: Context<ApiEnv>) {
    const id = owned.id(c)
    await owned.get(c, id)
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
    const found = rows.flatMap((r) => {
      if (r.itemType === 'qr') {
        const q = qrRows.find((x) => x.id === r.itemId)
        if (!q) return []
        const urls = qrUrls(config.publicUrl, q)
        return [{ type: 'qr', id: q.id, title: q.name, preview: urls.png, link: urls.target, date: toDay(q.created) }]
      }
      const l = linkRows.find((x) => x.id === r.itemId)
      if (!l) return []
      return [{ type: r.itemType, id: l.id, title: l.title, preview: l.longUrl, link: shortUrlOf(config.publicUrl, l), date: toDay(l.created) }]
    })
    return json(c, listBody('items', found, total?.n ?? 0, limit, page))
  }

  async function assign(c: Context<ApiEnv>) {
    const directoryId = owned.id(c, 'directoryid')
    const userId = c.get('user').id
    try {
      await db.transaction(async (tx) => {
        // Shared locks: a delete of either alongside happened first (404) or waits, so no assignment outlives them.
        const [dir] = await tx.select({ id: directories.id }).from(directories).where(mine(directories, userId, directoryId)).for('share')
        if (!dir) throw notFound('Directory')
        const type = validate(directoryItemType, c.req.param('type'))
        const itemId = idParam(c, 'itemid', 'Item')
        const [item] =
          type === 'qr'
            ? await tx.select({ id: qrCodes.id }).from(qrCodes).where(mine(qrCodes, userId, itemId)).for('share')
            : await tx
                .select({ id: links.id })
                .from(links)
                .where(and(mine(links, userId, itemId), eq(links.kind, type)))
                .for('share')
        if (!item) throw notFound('Item')
        await tx.insert(directoryItems).values({ directoryId, itemType: type, itemId })
      })
    } catch (e) {
      if (isUniqueViolation(e)) throw new ApiFailure(409, 'This item is already in the directory.')
      throw e
    }
    return json(c, { error: 0, message: DIRECTORY_ASSIGNED })
  }
  return app
}
