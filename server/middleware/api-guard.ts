import type { MiddlewareHandler } from 'hono'
import { eq } from 'drizzle-orm'
import { hashKey } from '../auth/api-keys.ts'
import type { ChangeBus } from '../cluster/change-bus.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { json } from '../http/json.ts'
import { clientAddress } from './client-address.ts'
import type { CountCache } from './count-cache.ts'
import type { Limiter } from './pg-rate-limiter.ts'

export interface AuthUser {
  id: number
  rateLimit: number | null
}
export type ApiEnv = { Variables: { user: AuthUser; counts: CountCache } }

export const AUTH_REQUIRED = 'A valid API key is required to use this service.'

const buses = new Set<ChangeBus>()
/** A replaced key (D20b) must stop working at once, on every instance, not when its cache entry runs out. */
export const forgetKeyHash = (hash: string) => buses.forEach((bus) => bus.publish({ kind: 'key', hash }))

/** Bearer key → user, cached briefly so a burst of requests costs one lookup. */
function keyCache(db: Db, bus: ChangeBus) {
  const cache = new Map<string, { user: AuthUser | null; until: number }>()
  let generation = 0
  buses.add(bus)
  bus.subscribe((change) => {
    if (change.kind === 'key') cache.delete(change.hash)
    if (change.kind === 'key' || change.kind === 'reset') generation++
    if (change.kind === 'reset') cache.clear()
  })
  return async (key: string): Promise<AuthUser | null> => {
    const hash = hashKey(key)
    const live = bus.sync()
    const cached = live === true || (await live)
    const hit = cached ? cache.get(hash) : undefined
    if (hit && hit.until > Date.now()) return hit.user
    const started = generation
    const [row] = await db
      .select({ id: users.id, rateLimit: users.rateLimit, expires: users.expires })
      .from(users)
      .where(eq(users.apiKeyHash, hash))
    const valid = row && (!row.expires || row.expires.getTime() > Date.now())
    const user = valid ? { id: row.id, rateLimit: row.rateLimit } : null
    if (!cached || started !== generation) return user
    if (cache.size > 10_000) cache.clear()
    // K33a: a key with an expiry time stops then, cached or not.
    cache.set(hash, { user, until: Math.min(Date.now() + 30_000, row?.expires?.getTime() ?? Infinity) })
    return user
  }
}

/** D4, D15-D17. Unknown keys are limited per client address, so guessing keys is throttled as well. */
export function apiGuard(db: Db, limiter: Limiter, bus: ChangeBus, opts: { defaultLimit: number; trustProxy: boolean }): MiddlewareHandler<ApiEnv> {
  const lookup = keyCache(db, bus)
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? ''
    const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,200})\s*$/i.exec(header)
    const user = match ? await lookup(match[1]!) : null
    const bucket = user ? `user:${user.id}` : `addr:${clientAddress(c, opts.trustProxy)}`
    const decision = await limiter.take(bucket, user?.rateLimit ?? opts.defaultLimit)

    if (!decision.allowed) {
      c.res = json(c, { error: 1, message: `Too many requests. Try again in ${decision.retryAfter} seconds.` }, 429)
      c.res.headers.set('Retry-After', String(decision.retryAfter))
    } else if (!user) {
      c.res = json(c, { error: 1, message: AUTH_REQUIRED }, 401)
      c.res.headers.set('WWW-Authenticate', 'Bearer')
    } else {
      c.set('user', user)
      await next()
    }
    c.res.headers.set('X-RateLimit-Limit', String(decision.limit))
    c.res.headers.set('X-RateLimit-Remaining', String(decision.remaining))
    c.res.headers.set('X-RateLimit-Reset', String(decision.resetAt))
    c.res.headers.set('Cache-Control', 'no-store')
    // A body refused as too large is left unread, and the connection cannot be reused after it:
    // say so, or a keep-alive client sends its next request into a socket that is closing.
    if (c.res.status === 413) c.res.headers.set('Connection', 'close')
  }
}
