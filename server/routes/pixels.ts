import { Hono } from 'hono'
import { toTimestamp } from '../../contract/fields.ts'
import { and, count, desc, eq } from 'drizzle-orm'
import { PIXEL_DELETED, PIXEL_UPDATED, pixelCreate, pixelTagProblem, pixelUpdate } from '../../contract/pixels.ts'
import { pixels } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import { ApiFailure, bodyOf, idParam, isUniqueViolation, json, notFound } from '../http.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { listResponse } from '../paging.ts'

const TAKEN = 'tag is already used by another pixel of this type.'

export function pixelRoutes({ db }: Deps) {
  const app = new Hono<ApiEnv>()

  app.get('/pixels', (c) => {
    const own = eq(pixels.userId, c.get('user').id)
    return listResponse(
      c,
      'pixels',
      {
        rows: (limit, offset) => db.select().from(pixels).where(own).orderBy(desc(pixels.id)).limit(limit).offset(offset),
        total: () => db.select({ n: count() }).from(pixels).where(own),
      },
      (p) => ({ id: p.id, type: p.type, name: p.name, tag: p.tag, date: toTimestamp(p.created) }),
    )
  })

  app.post('/pixel/add', async (c) => {
    const body = await bodyOf(c, pixelCreate)
    try {
      const [row] = await db
        .insert(pixels)
        .values({ userId: c.get('user').id, type: body.type, name: body.name, tag: body.tag })
        .returning({ id: pixels.id })
      return json(c, { error: 0, id: row!.id })
    } catch (e) {
      if (isUniqueViolation(e)) throw new ApiFailure(409, TAKEN)
      throw e
    }
  })

  app.put('/pixel/:id/update', async (c) => {
    const id = idParam(c, 'id', 'Pixel')
    const body = await bodyOf(c, pixelUpdate)
    const mine = and(eq(pixels.id, id), eq(pixels.userId, c.get('user').id))
    const [current] = await db.select({ type: pixels.type }).from(pixels).where(mine)
    if (!current) throw notFound('Pixel')
    const problem = pixelTagProblem(current.type, body.tag)
    if (problem) throw new ApiFailure(400, problem)
    try {
      await db
        .update(pixels)
        .set({ tag: body.tag, ...(body.name !== undefined && { name: body.name }) })
        .where(mine)
    } catch (e) {
      if (isUniqueViolation(e)) throw new ApiFailure(409, TAKEN)
      throw e
    }
    return json(c, { error: 0, message: PIXEL_UPDATED })
  })

  app.delete('/pixel/:id/delete', async (c) => {
    const id = idParam(c, 'id', 'Pixel')
    const deleted = await db
      .delete(pixels)
      .where(and(eq(pixels.id, id), eq(pixels.userId, c.get('user').id)))
      .returning({ id: pixels.id })
    if (!deleted.length) throw notFound('Pixel')
    return json(c, { error: 0, message: PIXEL_DELETED })
  })
  return app
}
