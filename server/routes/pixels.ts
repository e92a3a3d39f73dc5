import { Hono } from 'hono'
import { toTimestamp } from '../../contract/fields.ts'
import { PIXEL_DELETED, PIXEL_UPDATED, normalisePixelTag, pixelCreate, pixelTagProblem, pixelUpdate } from '../../contract/pixels.ts'
import type { Deps } from '../deps.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { pixels } from '../db/schema.ts'
import { ApiFailure } from '../http/errors.ts'
import { json } from '../http/json.ts'
import { bodyOf } from '../http/request.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { ownedRows } from './owned-rows.ts'

const TAKEN = 'tag is already used by another pixel of this type.'

function unlessTaken(e: unknown): never {
  if (isUniqueViolation(e)) throw new ApiFailure(409, TAKEN)
  throw e
}

export function pixelRoutes({ db, linkCache }: Deps) {
  const app = new Hono<ApiEnv>()
  const owned = ownedRows(db, pixels, 'Pixel')

  app.get('/pixels', (c) =>
    owned.list(c, 'pixels', (p) => ({ id: p.id, type: p.type, name: p.name, tag: p.tag, date: toTimestamp(p.created) })),
  )

  app.post('/pixel/add', async (c) => {
    const body = await bodyOf(c, pixelCreate)
    try {
      const [row] = await db
        .insert(pixels)
        .values({ userId: c.get('user').id, type: body.type, name: body.name, tag: body.tag })
        .returning({ id: pixels.id })
      return json(c, { error: 0, id: row!.id })
    } catch (e) {
      unlessTaken(e)
    }
  })

  app.put('/pixel/:id/update', async (c) => {
    const id = owned.id(c)
    const body = await bodyOf(c, pixelUpdate)
    const current = await owned.get(c, id)
    const tag = normalisePixelTag(current.type, body.tag)
    const problem = pixelTagProblem(current.type, tag)
    if (problem) throw new ApiFailure(400, problem)
    await owned.update(c, id, { tag, ...(body.name !== undefined && { name: body.name }) }).catch(unlessTaken)
    // Cached links carry their pixels' tags (rare edits: forget them all).
    linkCache.clear()
    return json(c, { error: 0, message: PIXEL_UPDATED })
  })

  app.delete('/pixel/:id/delete', async (c) => {
    await owned.remove(c, owned.id(c))
    linkCache.clear()
    return json(c, { error: 0, message: PIXEL_DELETED })
  })
  return app
}
