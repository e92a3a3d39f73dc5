import type { MiddlewareHandler } from 'hono'
import { hashKey } from '../auth/api-keys.ts'
import type { ChangeBus } from '../cluster/change-bus.ts'
import type { Db } from '../db/client.ts'
import { json } from '../http/json.ts'
import { clientAddress } from './client-address.ts'
import { type AuthUser, keyCache } from './key-cache.ts'
import type { Limiter } from './pg-rate-limiter.ts'

/** J4: how a route reads a list's count (`CountCache` or the view of it a synced request gets). */
export interface CountView {
  get(userId: number, list: string, count: () => Promise<number>, syncedAt?: number): Promise<number>
}

export type ApiEnv = { Variables: { user: AuthUser; counts: CountView; synced: boolean } }

export const AUTH_REQUIRED = 'A valid API key is required to use this service.'

export function apiGuard(db: Db, limiter: Limiter, bus: ChangeBus, opts: { defaultLimit: number; trustProxy: boolean }): MiddlewareHandler<ApiEnv> {
  const keys = keyCache(db, bus)
  const limitOf = (user: AuthUser | null) => user?.rateLimit ?? opts.defaultLimit

  const takeKnown = async (hash: string) => {
    const seen = keys.peek(hash)
    const taken = seen && limiter.takeSynced ? await limiter.takeSynced(seen.id, limitOf(seen)) : undefined
    if (!seen || !taken) return undefined
    const user = taken.synced ? keys.peek(hash) : await keys.lookup(hash)
    if (user?.id === seen.id && limitOf(user) === limitOf(seen)) return { user, decision: taken.decision, synced: taken.synced }
    await limiter.giveBack?.(seen.id, taken.decision)
    return undefined
  }

  return async (c, next) => {
    const header = c.req.header('Authorization') ?? ''
    const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,200})\s*$/i.exec(header)
    const hash = match ? hashKey(match[1]!) : undefined
    const known = hash ? await takeKnown(hash) : undefined
    const user = known ? known.user : hash ? await keys.lookup(hash) : null
    const bucket = user ? `user:${user.id}` : `addr:${clientAddress(c, opts.trustProxy)}`
    const decision = known ? known.decision : await limiter.take(bucket, limitOf(user))

    if (!decision.allowed) {
      c.res = json(c, { error: 1, message: `Too many requests. Try again in ${decision.retryAfter} seconds.` }, 429)
      c.res.headers.set('Retry-After', String(decision.retryAfter))
    } else if (!user) {
      c.res = json(c, { error: 1, message: AUTH_REQUIRED }, 401)
      c.res.headers.set('WWW-Authenticate', 'Bearer')
    } else {
      c.set('user', user)
      c.set('synced', known?.synced === true)
      await next()
    }
    c.res.headers.set('X-RateLimit-Limit', String(decision.limit))
    c.res.headers.set('X-RateLimit-Remaining', String(decision.remaining))
    c.res.headers.set('X-RateLimit-Reset', String(decision.resetAt))
    c.res.headers.set('Cache-Control', 'no-store')
    // F2: a body refused as too large is left unread, so the connection cannot be reused.
    if (c.res.status === 413) c.res.headers.set('Connection', 'close')
  }
}
