import type { MiddlewareHandler } from 'hono'
import type { ApiEnv } from './api-guard.ts'

/**
 * Counting 10,000 rows on every page costs far more than the page on the embedded database.
 * `ttlMs` bounds staleness when other processes share a PostgreSQL database.
 */
export class CountCache {
  private entries = new Map<string, { n: number; until: number }>()
  // Bumped by every write, so a count that started before the write is never stored after it.
  private generations = new Map<number, number>()

  constructor(private readonly ttlMs = 30_000) {}

  async get(userId: number, list: string, count: () => Promise<number>): Promise<number> {
    const key = `${userId}\u0000${list}`
    const hit = this.entries.get(key)
    if (hit && hit.until > Date.now()) return hit.n
    const generation = this.generations.get(userId) ?? 0
    const n = await count()
    if ((this.generations.get(userId) ?? 0) === generation) {
      if (this.entries.size > 50_000) this.entries.clear()
      this.entries.set(key, { n, until: Date.now() + this.ttlMs })
    }
    return n
  }

  forgetUser(userId: number) {
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1)
    const prefix = `${userId}\u0000`
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key)
  }
}

export function countCache(counts: CountCache): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    c.set('counts', counts)
    await next()
    if (c.req.method !== 'GET') counts.forgetUser(c.get('user').id)
  }
}
