import { Hono } from 'hono'
import { and, eq } from 'drizzle-orm'
import {
  DOMAIN_DELETED,
  DOMAIN_RESERVED,
  DOMAIN_TAKEN,
  DOMAIN_UPDATED,
  DOMAIN_YOURS,
  domainCreate,
  domainHost,
  domainUpdate,
} from '../../contract/domains.ts'
import type { Deps } from '../deps.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { domains } from '../db/schema.ts'
import { isReservedHost } from '../domains/own-hosts.ts'
import { newDomainToken, verificationRecords, verifyDomain } from '../domains/verification.ts'
import { ApiFailure } from '../http/errors.ts'
import { json } from '../http/json.ts'
import { bodyOf } from '../http/request.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { ownedRows } from './owned-rows.ts'

type DomainRow = typeof domains.$inferSelect

export function domainRoutes({ db, config }: Deps) {
  const app = new Hono<ApiEnv>()
  const owned = ownedRows(db, domains, 'Domain')
  const view = (d: DomainRow) => ({
    id: d.id,
    domain: d.domain,
    redirectroot: d.redirectRoot,
    redirect404: d.redirect404,
    status: d.status,
    ...(d.status === 'pending' && { verification: verificationRecords(d, config.publicUrl) }),
  })

  app.get('/domains', (c) => owned.list(c, 'domains', view))

  app.post('/domain/add', async (c) => {
    const body = await bodyOf(c, domainCreate)
    const userId = c.get('user').id
    const host = domainHost(body.domain)
    if (isReservedHost(host, config)) throw new ApiFailure(400, DOMAIN_RESERVED)
    // A2: a host proved by anyone is refused in words that do not say by whom.
    const [held] = await db.select({ userId: domains.userId }).from(domains).where(and(eq(domains.host, host), eq(domains.status, 'verified')))
    if (held) throw new ApiFailure(409, held.userId === userId ? DOMAIN_YOURS : DOMAIN_TAKEN)
    try {
      const [row] = await db
        .insert(domains)
        .values({
          userId,
          domain: body.domain,
          host,
          status: config.domainVerification ? 'pending' : 'verified',
          token: newDomainToken(),
          redirectRoot: body.redirectroot ?? '',
          redirect404: body.redirect404 ?? '',
        })
        .returning({ id: domains.id })
      return json(c, { error: 0, id: row!.id })
    } catch (e) {
      if (!isUniqueViolation(e)) throw e
      const [mine] = await db.select({ id: domains.id }).from(domains).where(and(eq(domains.host, host), eq(domains.userId, userId)))
      throw new ApiFailure(409, mine ? DOMAIN_YOURS : DOMAIN_TAKEN)
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

  app.post('/domain/:id/verify', async (c) => {
    const row = await verifyDomain(db, await owned.get(c, owned.id(c)), config)
    return json(c, { error: 0, data: view(row) })
  })

  app.delete('/domain/:id/delete', async (c) => {
    await owned.remove(c, owned.id(c))
    return json(c, { error: 0, message: DOMAIN_DELETED })
  })
  return app
}

