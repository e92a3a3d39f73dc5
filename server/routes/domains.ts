import { Hono } from 'hono'
import { DOMAIN_DELETED, DOMAIN_UPDATED, domainCreate, domainUpdate } from '../../contract/domains.ts'
import type { Deps } from '../deps.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { domains } from '../db/schema.ts'
import { ApiFailure } from '../http/errors.ts'
import { json } from '../http/json.ts'
import { bodyOf } from '../http/request.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { ownedRows } from './owned-rows.ts'

const TAKEN = 'domain is already registered.'

export function domainRoutes({ db }: Deps) {
  const app = new Hono<ApiEnv>()
  const owned = ownedRows(db, domains, 'Domain')

  app.get('/domains', (c) =>
    owned.list(c, 'domains', (d) => ({ id: d.id, domain: d.domain, redirectroot: d.redirectRoot, redirect404: d.redirect404 })),
  )

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
    const id = owned.id(c)
    const body = await bodyOf(c, domainUpdate)
    await owned.update(c, id, {
      ...(body.redirectroot !== undefined && { redirectRoot: body.redirectroot }),
      ...(body.redirect404 !== undefined && { redirect404: body.redirect404 }),
    })
    return json(c, { error: 0, message: DOMAIN_UPDATED })
  })

  app.delete('/domain/:id/delete', async (c) => {
    await owned.remove(c, owned.id(c))
    return json(c, { error: 0, message: DOMAIN_DELETED })
  })
  return app
}
