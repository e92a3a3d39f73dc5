import type { ChangeBus } from '../cluster/change-bus.ts'
import type { RateDecision } from './rate-limiter.ts'

type Query = (query: { name?: string; text: string; values?: unknown[] }) => Promise<{ rows: Record<string, unknown>[] }>
type Ride = NonNullable<ChangeBus['ride']>

export interface Limiter {
  take: (bucket: string, limit: number) => RateDecision | Promise<RateDecision>
  takeSynced?: (userId: number, limit: number) => Promise<{ decision: RateDecision; synced: boolean } | undefined>
  giveBack?: (userId: number, decision: RateDecision) => Promise<void>
}

const CREATE = (table: string) => `create unlogged table if not exists ${table} (
  bucket text primary key, started bigint not null, count integer not null, allowed boolean not null)`

const NOW_MS = `(extract(epoch from now()) * 1000)::bigint`
const ENDED = `w.started <= ${NOW_MS} - $3`
// S1: one statement on the database's clock; every SET reads the row as it was, so `allowed` says whether this request counted.
const TAKE = (table: string) => `insert into ${table} as w (bucket, started, count, allowed)
  values ($1, ${NOW_MS} / 1000 * 1000, 1, true)
  on conflict (bucket) do update set
    started = case when ${ENDED} then excluded.started else w.started end,
    count = case when ${ENDED} then 1 when w.count < $2 then w.count + 1 else w.count end,
    allowed = ${ENDED} or w.count < $2
  returning started, count, allowed, ${NOW_MS} as now`

const GIVE_BACK = (table: string) => `update ${table} set count = count - 1 where bucket = $1 and started = $2 and count > 0`

const SWEEP = (table: string) => `delete from ${table} where started <= ${NOW_MS} - $1`

export class PgRateLimiter implements Limiter {
  private ready: Promise<unknown> | undefined
  private readonly sweeper: NodeJS.Timeout

  // V4: another window length needs its own `tableName` (a constant name), or one sweep would end the other's windows.
  constructor(
    private readonly query: Query,
    private readonly windowMs = 60_000,
    private readonly tableName = 'rate_limit_windows',
    private readonly ride?: Ride,
  ) {
    this.sweeper = setInterval(() => void this.query({ text: SWEEP(tableName), values: [windowMs] }).catch(() => {}), windowMs)
    this.sweeper.unref()
  }

  // Two instances may create the table at once: the loser's error is no failure.
  private table() {
    return (this.ready ??= this.query({ text: CREATE(this.tableName) })
      .catch(async (e: unknown) => {
        const { rows } = await this.query({ text: `select to_regclass('${this.tableName}') is not null as made` })
        if (rows[0]?.made !== true) throw e
      })
      .catch((e: unknown) => {
        this.ready = undefined
        throw e
      }))
  }

  async take(bucket: string, limit: number): Promise<RateDecision> {
    await this.table()
    const { rows } = await this.query({ name: `linkdash_take_${this.tableName}`, text: TAKE(this.tableName), values: [bucket, limit, this.windowMs] })
    return this.decision(rows[0]!, limit)
  }

  async takeSynced(userId: number, limit: number) {
    if (!this.ride || !Number.isSafeInteger(userId) || !Number.isSafeInteger(limit)) return undefined
    await this.table()
    const name = `linkdash_take_${this.tableName}`
    const prepare = { name: `${name}(text, integer, bigint)`, text: TAKE(this.tableName) }
    const { synced, rows } = await this.ride(`execute ${name}('user:${userId}', ${limit}, ${this.windowMs})`, prepare)
    return rows instanceof Error || !rows[0] ? undefined : { decision: this.decision(rows[0], limit), synced }
  }

  async giveBack(userId: number, decision: RateDecision) {
    if (!decision.allowed) return
    const started = decision.resetAt * 1000 - this.windowMs
    await this.query({ text: GIVE_BACK(this.tableName), values: [`user:${userId}`, started] })
  }

  private decision(row: Record<string, unknown>, limit: number): RateDecision {
    const started = Number(row.started)
    const now = Number(row.now)
    const count = Number(row.count)
    const resetMs = started + this.windowMs
    return {
      allowed: row.allowed === true,
      limit,
      remaining: Math.max(0, limit - count),
      resetAt: Math.ceil(resetMs / 1000),
      // `now` is the statement's start: a window another instance opened while it waited may start after it.
      retryAfter: Math.min(this.windowMs / 1000, Math.max(1, Math.ceil((resetMs - now) / 1000))),
    }
  }

  close() {
    clearInterval(this.sweeper)
  }
}
