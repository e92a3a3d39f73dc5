import type { Db } from '../db/client.ts'
import type { Config } from '../env.ts'
import { PgRateLimiter, type Limiter } from '../middleware/pg-rate-limiter.ts'
import { RateLimiter } from '../middleware/rate-limiter.ts'
import { localBus, type ChangeBus } from './change-bus.ts'
import { pgChangeBus } from './pg-change-bus.ts'

type PgPool = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }

export function sharedState(config: Config, db: Db, limiter?: Limiter): { bus: ChangeBus; limiter: Limiter; close: () => Promise<void> } {
  if (!config.databaseUrl) return { bus: localBus(), limiter: limiter ?? new RateLimiter(), close: async () => {} }
  const pool = (db as unknown as { $client: PgPool }).$client
  const bus = pgChangeBus(config.databaseUrl, (text, values) => pool.query(text, values))
  const shared = limiter ?? new PgRateLimiter((q) => pool.query(q), 60_000, 'rate_limit_windows', bus.ride)
  return {
    bus,
    limiter: shared,
    close: async () => {
      if (shared instanceof PgRateLimiter) shared.close()
      await bus.close()
    },
  }
}
