import type { ChangeBus } from './cluster/change-bus.ts'
import type { Db } from './db/client.ts'
import type { Config } from './env.ts'
import type { ClickRecorder } from './clicks/recorder.ts'
import type { ClickStatsCache } from './clicks/statistics.ts'
import type { LinkCache } from './links/link-cache.ts'

export interface Deps {
  db: Db
  bus: ChangeBus
  config: Config
  clicks: ClickRecorder
  clickStats: ClickStatsCache
  linkCache: LinkCache
}
