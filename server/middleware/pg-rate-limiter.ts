import type { RateDecision } from './rate-limiter.ts'

type Query = (query: { name?: string; text: string; values?: unknown[] }) => Promise<{ rows: Record<string, unknown>[] }>

/** What the API guard needs of a limiter: the in-memory one answers at once, this one after a query. */
export interface Limiter {
  take: (bucket: string, limit: number) => RateDecision | Promise<RateDecision>
}

// Windows are state, not data: unlogged (no WAL, emptied by a PostgreSQL crash, which at worst
// gives a bucket a fresh window) and outside the migrations, which describe the data model.
const CREATE = `create unlogged table if not exists rate_limit_windows (
  bucket text primary key, started bigint not null, count integer not null)`

// D15 as in rate-limiter.ts, on the database's clock (one clock for every instance): a window
// starts on a whole second and lasts `$3` ms; a refused request does not count. The upsert takes the
// row's lock, so parallel requests on any instance are counted one after another. No row comes back
// when the request is refused.
const TAKE = `with now as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as ms),
taken as (
  insert into rate_limit_windows as w (bucket, started, count)
  select $1, ms / 1000 * 1000, 1 from now
  on conflict (bucket) do update set
    started = case when w.started <= (select ms from now) - $3 then excluded.started else w.started end,
    count = case when w.started <= (select ms from now) - $3 then 1 else w.count + 1 end
  where w.started <= (select ms from now) - $3 or w.count < $2
  returning started, count)
select started, count, true as allowed, (select ms from now) as now from taken
union all
select started, count, false, (select ms from now) from rate_limit_windows where bucket = $1 and not exists (select 1 from taken)`

const SWEEP = `delete from rate_limit_windows where started <= (extract(epoch from clock_timestamp()) * 1000)::bigint - $1`

/** D15 across instances: the windows live in PostgreSQL, one row per bucket (issue 20). */
export class PgRateLimiter implements Limiter {
  private ready: Promise<unknown> | undefined
  private readonly sweeper: NodeJS.Timeout

  constructor(private readonly query: Query, private readonly windowMs = 60_000) {
    // Every instance sweeps; a window that ended is deleted once, by whichever comes first.
    this.sweeper = setInterval(() => void this.query({ text: SWEEP, values: [windowMs] }).catch(() => {}), windowMs)
    this.sweeper.unref()
  }

  // Two instances starting together may both create the table: the loser's error is no failure.
  private table() {
    return (this.ready ??= this.query({ text: CREATE })
      .catch(async (e: unknown) => {
        const { rows } = await this.query({ text: `select to_regclass('rate_limit_windows') is not null as made` })
        if (rows[0]?.made !== true) throw e
      })
      .catch((e: unknown) => {
        this.ready = undefined
        throw e
      }))
  }

  async take(bucket: string, limit: number): Promise<RateDecision> {
    await this.table()
    const { rows } = await this.query({ name: 'linkdash_rate_take', text: TAKE, values: [bucket, limit, this.windowMs] })
    const row = rows[0]!
    const started = Number(row.started)
    const now = Number(row.now)
    const count = Number(row.count)
    const resetMs = started + this.windowMs
    return {
      allowed: row.allowed === true,
      limit,
      remaining: row.allowed === true ? Math.max(0, limit - count) : 0,
      resetAt: Math.ceil(resetMs / 1000),
      retryAfter: Math.max(1, Math.ceil((resetMs - now) / 1000)),
    }
  }

  close() {
    clearInterval(this.sweeper)
  }
}
