import type { Context } from 'hono'
import type { Db } from '../db/client.ts'
import type { Config } from '../env.ts'
import { clientAddress } from '../middleware/client-address.ts'
import { PgRateLimiter, type Limiter } from '../middleware/pg-rate-limiter.ts'
import { RateLimiter } from '../middleware/rate-limiter.ts'
import { PasswordQueue, QueueFull } from './password-queue.ts'
import { verifyQueued } from './passwords.ts'

export const TRIES_PER_ADDRESS = 10
export const TRIES_PER_TARGET = 200
export const TRY_WINDOW_MS = 10 * 60_000
// A password form is a few bytes; a longer password is wrong without running scrypt.
export const MAX_PASSWORD_LENGTH = 1024

export type PasswordCheck = { result: 'right' } | { result: 'gone' } | { result: 'wrong' } | { result: 'throttled' | 'busy'; retryAfter: number }

type PgPool = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }

export class PasswordGuard {
  constructor(
    private readonly limiter: Limiter,
    private readonly trustProxy: boolean,
    readonly queue = new PasswordQueue(),
  ) {}

  async check(c: Context, target: string, given: string, stored: string): Promise<PasswordCheck> {
    const address = clientAddress(c, this.trustProxy)
    const mine = await this.limiter.take(`pw:${target}:${address}`, TRIES_PER_ADDRESS)
    if (!mine.allowed) return { result: 'throttled', retryAfter: mine.retryAfter }
    // V4: past the link's ceiling only an address's first try goes on: a flood never locks the right password out.
    const all = await this.limiter.take(`pw:${target}`, TRIES_PER_TARGET)
    if (!all.allowed && mine.remaining < TRIES_PER_ADDRESS - 1) return { result: 'throttled', retryAfter: all.retryAfter }
    if (given === '' || given.length > MAX_PASSWORD_LENGTH) return { result: 'wrong' }
    try {
      const ok = await verifyQueued(this.queue, given, stored, c.req.raw.signal)
      return { result: ok === 'gone' ? 'gone' : ok ? 'right' : 'wrong' }
    } catch (e) {
      if (e instanceof QueueFull) return { result: 'busy', retryAfter: e.retryAfter }
      throw e
    }
  }
}

const guards = new WeakMap<Db, PasswordGuard>()

export function passwordGuardFor(db: Db, config: Config): PasswordGuard {
  let guard = guards.get(db)
  if (!guard) {
    const pool = config.databaseUrl ? (db as unknown as { $client: PgPool }).$client : undefined
    const limiter = pool ? new PgRateLimiter((q) => pool.query(q), TRY_WINDOW_MS, 'password_try_windows') : new RateLimiter(TRY_WINDOW_MS)
    guard = new PasswordGuard(limiter, config.trustProxy)
    guards.set(db, guard)
  }
  return guard
}
