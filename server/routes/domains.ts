import { Hono } from 'hono'
import { and, count, desc, eq } from 'drizzle-orm'
import { DOMAIN_DELETED, DOMAIN_UPDATED, domainCreate, domainUpdate } from '../../contract/domains.ts'
import { domains } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import { ApiFailure, bodyOf, idParam, isUniqueViolation, json, notFound } from '../http.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { listResponse } from '../paging.ts'

const TAKEN = 'domain is already registered.'

export function domainRoutes({ db }: Deps) {
  const app = new Hono<ApiEnv>()
  const mine = (c: { get: (k: 'user') => { id: number } }, id: number) =>
    and(eq(domains.id, id), eq(domains.userId, c.get('user').id))

  app.get('/domains', (c) => {
    const own = eq(domains.userId, c.get('user').id)
    return listResponse(
      c,
      'domains',
      {
        rows: (limit, offset) => db.select().from(domains).where(own).orderBy(desc(domains.id)).limit(limit).offset(offset),
        total: () => db.select({ n: count() }).from(domains).where(own),
      },
      (d) => ({ id: d.id, domain: d.domain, redirectroot: d.redirectRoot, redirect404: d.redirect404 }),
    )
  })

  app.post('/domain/add', async (c) => {
    const body = await bodyOf(c, domainCreate)
    try {
      const [row] = await db
        .insert(domains)
        .values({
          userId: c.get('user').id,
          domain: body.domain,
          redirectRoot: body.redirectroot ?? '',
          redirect404: body.redirect404 ?? '',
        })
        .returning({ id: domains.id })
      return json(c, { error: 0, id: row!.id })
    } catch (e) {
      if (isUniqueViolation(e)) throw new ApiFailure(409, TAKEN)
      throw e
    }
  })

  app.put('/domain/:id/update', async (c) => {
    const id = idParam(c, 'id', 'Domain')
    const body = await bodyOf(c, domainUpdate)
    const changes = {
      ...(body.redirectroot !== undefined && { redirectRoot: body.redirectroot }),
      ...(body.redirect404 !== undefined && { redirect404: body.redirect404 }),
    }
    const updated = Object.keys(changes).length
      ? await db.update(domains).set(changes).where(mine(c, id)).returning({ id: domains.id })
      : await db.select({ id: domains.id }).from(domains).where(mine(c, id))
    if (!updated.length) throw notFound('Domain')
    return json(c, { error: 0, message: DOMAIN_UPDATED })
  })

  app.delete('/domain/:id/delete', async (c) => {
    const id = idParam(c, 'id', 'Domain')
    const deleted = await db.delete(domains).where(mine(c, id)).returning({ id: domains.id })
    if (!deleted.length) throw notFound('Domain')
    return json(c, { error: 0, message: DOMAIN_DELETED })
  })
  return app
}
