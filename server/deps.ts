import type { Db } from './db/client.ts'
import type { Config } from './env.ts'
import type { QrStatsCache } from './qr/qr-stats.ts'

export interface Deps {
  db: Db
  config: Config
  qrStats: QrStatsCache
}
