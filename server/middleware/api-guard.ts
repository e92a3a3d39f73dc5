import type { MiddlewareHandler } from 'hono'
import { eq } from 'drizzle-orm'
import { hashKey } from '../auth/api-keys.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { json } from '../http/json.ts'
import { clientAddress } from './client-address.ts'
import type { CountCache } from './count-cache.ts'
import type { RateLimiter } from './rate-limiter.ts'

export interface AuthUser {
  id: number
  rateLimit: number | null
}
export type ApiEnv = { Variables: { user: AuthUser; counts: CountCache } }

export const AUTH_REQUIRED = 'A valid API key is required to use this service.'

const caches = new Set<Map<string, unknown>>()
/** A replaced key (D20b) must stop working at once, not when its cache entry runs out. */
export const forgetKeyHash = (hash: string) => caches.forEach((cache) => cache.delete(hash))

/** Bearer key → user, cached briefly so a burst of requests costs one lookup. */
function keyCache(db: Db) {
  const cache = new Map<string, { user: AuthUser | null; until: number }>()
  caches.add(cache)
  return async (key: string): Promise<AuthUser | null> => {
    const hash = hashKey(key)
    const hit = cache.get(hash)
    if (hit && hit.until > Date.now()) return hit.user
    const [row] = await db
      .select({ id: users.id, rateLimit: users.rateLimit, expires: users.expires })
      .from(users)
      .where(eq(users.apiKeyHash, hash))
    const valid = row && (!row.expires || row.expires.getTime() > Date.now())
    const user = valid ? { id: row.id, rateLimit: row.rateLimit } : null
    if (cache.size > 10_000) cache.clear()
    cache.set(hash, { user, until: Date.now() + 30_000 })
    return user
  }
}

/** D4, D15-D17. Unknown keys are limited per client address, so guessing keys is throttled as well. */
export function apiGuard(db: Db, limiter: RateLimiter, opts: { defaultLimit: number; trustProxy: boolean }): MiddlewareHandler<ApiEnv> {
  const lookup = keyCache(db)
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? ''
    const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,200})\s*$/i.exec(header)
    const user = match ? await lookup(match[1]!) : null
    const bucket = user ? `user:${user.id}` : `addr:${clientAddress(c, opts.trustProxy)}`
    const decision = limiter.take(bucket, user?.rateLimit ?? opts.defaultLimit)

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
