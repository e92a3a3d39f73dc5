import type { Db } from './db/client.ts'
import type { Config } from './env.ts'

export interface Deps {
  db: Db
  config: Config
}
