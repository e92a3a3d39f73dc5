import type { MiddlewareHandler } from 'hono'
import { localBus, type ChangeBus } from '../cluster/change-bus.ts'
import type { ApiEnv, CountView } from './api-guard.ts'

export class CountCache {
  private entries = new Map<string, { n: number; until: number }>()
  // Bumped by every write, so a count that started before the write is never stored after it.
  private generations = new Map<number, number>()
  private epoch = 0

  constructor(private readonly bus: ChangeBus = localBus(), private readonly ttlMs = 30_000) {
    bus.subscribe((change) => {
      if (change.kind === 'user-rows') this.drop(change.userId)
      else if (change.kind === 'reset') this.dropAll()
    })
  }

  async get(userId: number, list: string, count: () => Promise<number>, syncedAt?: number): Promise<number> {
    if (syncedAt !== this.epoch) {
      const live = this.bus.sync()
      if (live !== true && !(await live)) return count()
    }
    const key = `${userId}\u0000${list}`
    const hit = this.entries.get(key)
    if (hit && hit.until > Date.now()) return hit.n
    const generation = this.generationOf(userId)
    const n = await count()
    if (this.generationOf(userId) === generation) {
      if (this.entries.size > 50_000) this.entries.clear()
      this.entries.set(key, { n, until: Date.now() + this.ttlMs })
    }
    return n
  }

  /** J4: reads for a request already synced by the guard; a reset since makes them sync again. */
  synced(): CountView {
    const epoch = this.epoch
    return { get: (userId, list, count) => this.get(userId, list, count, epoch) }
  }

  forgetUser(userId: number) {
    this.bus.publish({ kind: 'user-rows', userId })
  }

  private generationOf(userId: number) {
    return `${this.epoch}:${this.generations.get(userId) ?? 0}`
  }

  private drop(userId: number) {
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1)
    const prefix = `${userId}\u0000`
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key)
  }

  private dropAll() {
    this.epoch++
    this.generations.clear()
    this.entries.clear()
  }
}

/** S2: also where a write's answer waits until the other instances can learn of it. */
export function countCache(counts: CountCache, bus: ChangeBus): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    c.set('counts', c.get('synced') ? counts.synced() : counts)
    await next()
    // A refused write wrote nothing: its answer (a 413 to a body still arriving, say) goes out at once.
    if (c.req.method === 'GET' || c.res.status >= 400) return
    counts.forgetUser(c.get('user').id)
    await bus.published()
  }
}
