import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { DAY_MS, rowsOf } from './stats-sql.ts'
import { type AccountValues, type ValueKey, addValues, clearValues, detailWhole, encoded, encodedDay, gensOf, learnOwners, markValued, unvaluedDay, valueKeys, vidsOf, writeValues } from './stats-value-rollups.ts'
import { nextRows, type Moment } from './stats-rollup-read.ts'
import { type AccountDay, type LinkDay, accountDay, add, addMaps, linkDay } from './stats-day-sums.ts'
import { rebuildStale, rebuildStaleAccounts } from './stats-stale-rollups.ts'
import { WeekRoller } from './stats-week-rollups.ts'

/** T21: the advisory lock a tick holds alone and `click_rollups_stale()` (0021) shares. */
export const ROLLUP_LOCK = 3500210
// T20: a day is rolled an hour after it ends and after the oldest batch waiting to be folded.
const GRACE = '1 hour'
const ABANDONED = '5 minutes'

interface DayInProgress {
  day: string
  next: number
  end: number
  links: Map<number, LinkDay>
  accounts: Map<number, AccountDay>
  written: boolean
  queue: number[]
  accountQueue: number[] | null
  // T27, T28: value rows per account; `only` the accounts a value rebuild is for (no link or account rows then).
  owners: Map<number, number | null>
  values: AccountValues
  gens: Map<number, number>
  only: Set<number> | null
  valueQueue: ValueKey[] | null
  moment: Moment | null
}

export type TickResult = 'busy' | 'stale' | 'read' | 'wrote' | 'done' | 'idle'

/** T20, T24: rolls completed UTC days into link and account rows, a bounded step per tick; stale rows (T21) first. */
export class RollupJob {
  private readonly me = randomBytes(6).toString('hex')
  private current: DayInProgress | null = null
  private rebuilding: DayInProgress | null = null
  private readonly weeks = new WeekRoller()
  lastRows = 0
  lastMoments = 0
  private timer: NodeJS.Timeout | null = null
  private running: Promise<unknown> = Promise.resolve()

  private readonly writeLinks: number
  private readonly weekLinks: number
  private readonly momentPages: number

  constructor(private readonly db: Db, private readonly tickRows: number, private readonly detailDays = 0) {
    this.writeLinks = Math.min(200, Math.max(20, Math.round(tickRows / 10)))
    this.weekLinks = Math.round(this.writeLinks / 2)
    // T31: a step scans at most this many heap pages of a moment too large for one.
    this.momentPages = Math.max(8, Math.round(tickRows / 5))
  }

  start(idleMs: number, busyMs = 10) {
    const loop = (delay: number) => {
      this.timer = setTimeout(() => {
        this.running = this.tick()
          .then((r) => loop(r === 'idle' || r === 'busy' ? idleMs : busyMs))
          .catch((e: unknown) => {
            console.error('Rolling up clicks failed; retrying later:', e)
            this.current = null
            this.rebuilding = null
            loop(idleMs)
          })
      }, delay)
      this.timer.unref()
    }
    loop(idleMs)
  }

  async stop() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.running.catch(() => undefined)
  }

  tick(): Promise<TickResult> {
    return this.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK}) as ok`))
      if (!lock?.ok) return 'busy'
      if (await rebuildStale(tx as unknown as Db)) return 'stale'
      if (await rebuildStaleAccounts(tx as unknown as Db)) return 'stale'
      const r = await this.rollStep(tx as unknown as Db)
      if (r !== 'idle') return r
      const v = await this.valueStep(tx as unknown as Db)
      return v === 'idle' && (await this.weeks.step(tx as unknown as Db, this.weekLinks)) ? 'wrote' : v
    })
  }

  async drain(): Promise<{ ticks: number; p50Ms: number; p99Ms: number; maxMs: number }> {
    const times: number[] = []
    for (;;) {
      const t = performance.now()
      const r = await this.tick()
      if (r === 'idle') break
      times.push(performance.now() - t)
    }
    times.sort((a, b) => a - b)
    const at = (q: number) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10
    return { ticks: times.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) }
  }

  private async rollStep(db: Db): Promise<TickResult> {
    const day = this.current ?? (await this.nextDay(db))
    if (!day) return 'idle'
    this.current = day
    const [owned] = rowsOf<{ owner: string }>(
      await db.execute(sql`update click_rolled_days set beat = now() where day = ${day.day}::date and owner = ${this.me} returning owner`),
    )
    if (!owned) {
      this.current = null
      return 'busy'
    }
    if (day.next < day.end) return this.readSlice(db, day)
    if (!day.written) {
      day.queue = [...day.links.keys()]
      day.written = true
    }
    if (day.queue.length) {
      const chunk = day.queue.splice(0, this.writeLinks)
      const owners = rowsOf<{ link_id: number; user_id: number }>(
        await db.execute(sql`insert into click_rollups (link_id, user_id, day, clicks, maps, visitors)
          select l, links.user_id, ${day.day}::date, c, m, decode(v, 'base64') from jsonb_to_recordset(${JSON.stringify(
            chunk.map((l) => ({ l, ...encodedDay(day.links.get(l)!) })),
          )}::jsonb) as x(l int, c bigint, m jsonb, v text) join links on links.id = x.l
          on conflict on constraint click_rollups_pk do update set clicks = excluded.clicks, maps = excluded.maps, visitors = excluded.visitors
          returning link_id, user_id`),
      )
      for (const { link_id: link, user_id: user } of owners) {
        const d = day.links.get(link)!
        const sum = day.accounts.get(user) ?? day.accounts.set(user, accountDay()).get(user)!
        sum.clicks += d.clicks
        addMaps(sum.maps, d.maps)
        sum.visitors.addVids(vidsOf(d))
      }
      for (const l of chunk) day.links.delete(l)
      return 'wrote'
    }
    day.accountQueue ??= [...day.accounts.keys()]
    if (day.accountQueue.length) {
      const chunk = day.accountQueue.splice(0, this.writeLinks)
      await db.execute(sql`insert into click_account_rollups (user_id, day, clicks, maps, visitors)
        select u, ${day.day}::date, c, m, decode(v, 'base64') from jsonb_to_recordset(${JSON.stringify(
          chunk.map((u) => {
            const sum = day.accounts.get(u)!
            return { u, ...encoded(sum.clicks, sum.maps, sum.visitors.encode()) }
          }),
        )}::jsonb) as x(u int, c bigint, m jsonb, v text)
        where exists (select 1 from users where id = u)
        on conflict on constraint click_account_rollups_pk do update set clicks = excluded.clicks, maps = excluded.maps, visitors = excluded.visitors`)
      for (const u of chunk) day.accounts.delete(u)
      return 'wrote'
    }
    if (await this.writeValueStep(db, day)) return 'wrote'
    await db.execute(sql`update click_rolled_days set done = true where day = ${day.day}::date`)
    this.current = null
    return 'done'
  }

  private async writeValueStep(db: Db, day: DayInProgress): Promise<boolean> {
    if (!day.valueQueue) {
      day.valueQueue = valueKeys(day.values)
      await clearValues(db, day.day, day.only && day.gens)
      return true
    }
    if (day.valueQueue.length) {
      await writeValues(db, day.day, day.values, day.valueQueue.splice(0, this.writeLinks), day.gens)
      return true
    }
    if (day.only && !(await detailWhole(db, day.day, this.detailDays))) return false
    await markValued(db, day.day, day.gens, day.only ?? day.values.keys())
    return false
  }

  private async valueStep(db: Db): Promise<TickResult> {
    let day = this.rebuilding
    if (!day) {
      const found = await unvaluedDay(db, this.detailDays)
      if (!found) return 'idle'
      const gens = await gensOf(db, found, true)
      const start = Date.parse(`${found}T00:00:00Z`)
      day = this.rebuilding = { ...dayInProgress(found, start), gens, only: new Set(gens.keys()) }
    }
    if (day.next < day.end) return this.readSlice(db, day)
    if (await this.writeValueStep(db, day)) return 'wrote'
    this.rebuilding = null
    return 'done'
  }

  private async readSlice(db: Db, day: DayInProgress): Promise<TickResult> {
    const rows = await nextRows(db, day, this.tickRows, this.momentPages)
    await learnOwners(db, day.owners, rows.map((r) => r.link_id))
    for (const row of rows) {
      const user = day.owners.get(row.link_id)
      if (user != null && (!day.only || day.only.has(user))) addValues(day.values, user, row)
      if (day.only) continue
      let d = day.links.get(row.link_id)
      if (!d) day.links.set(row.link_id, (d = linkDay()))
      add(d, row)
    }
    this.lastRows = rows.length
    this.lastMoments = new Set(rows.map((r) => r.ms)).size
    return 'read'
  }

  private async nextDay(db: Db): Promise<DayInProgress | null> {
    const [row] = rowsOf<{ day: string | null }>(
      await db.execute(sql`
        with bounds as (
          select greatest(
              (select (since at time zone 'UTC')::date + 1 from click_detail_since where since > '-infinity'),
              (select (min(at) at time zone 'UTC')::date from click_hits)) as first,
            ((least(now(), (select min(at) from click_pending)) - interval ${sql.raw(`'${GRACE}'`)}) at time zone 'UTC')::date - 1 as last
        ), candidates as (
          select d::date as day from bounds, generate_series(bounds.last, bounds.first, interval '-1 day') d
          where not exists (
            select 1 from click_rolled_days r where r.day = d::date
              and (r.done or (r.owner <> ${this.me} and r.beat > now() - interval ${sql.raw(`'${ABANDONED}'`)})))
        ), empty as (
          -- Days without a click are done at once, many per tick.
          insert into click_rolled_days (day, owner, beat, done)
          select day, ${this.me}, now(), true from candidates c
          where not exists (select 1 from click_hits where at >= c.day::timestamp at time zone 'UTC' and at < (c.day + 1)::timestamp at time zone 'UTC')
          on conflict (day) do update set owner = excluded.owner, beat = excluded.beat, done = true
          returning day
        )
        select day::text as day from candidates where day not in (select day from empty) order by day desc
        limit 1`),
    )
    if (!row?.day) return null
    await db.execute(sql`insert into click_rolled_days (day, owner, beat) values (${row.day}::date, ${this.me}, now())
      on conflict (day) do update set owner = excluded.owner, beat = excluded.beat, done = false`)
    const start = Date.parse(`${row.day}T00:00:00Z`)
    return { ...dayInProgress(row.day, start), gens: await gensOf(db, row.day, false) }
  }
}

function dayInProgress(day: string, start: number): DayInProgress {
  return { day, next: start, end: start + DAY_MS, links: new Map(), accounts: new Map(), written: false, queue: [], accountQueue: null,
    owners: new Map(), values: new Map(), gens: new Map(), only: null, valueQueue: null, moment: null }
}

// T20: on PGlite a step's statements hold the event loop, which also answers redirects.
export const TICK_ROWS = { pglite: 500, postgres: 5_000 }

export function startRollups(db: Db, config: { databaseUrl?: string; statsRollupMs: number; clickDetailDays?: number }): { stop: () => Promise<void> } {
  if (config.statsRollupMs <= 0) return { stop: async () => {} }
  const job = new RollupJob(db, config.databaseUrl ? TICK_ROWS.postgres : TICK_ROWS.pglite, config.clickDetailDays ?? 0)
  job.start(config.statsRollupMs)
  return { stop: () => job.stop() }
}
