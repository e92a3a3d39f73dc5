import type { Context } from 'hono'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { nodeHeader } from '../http/node-header.ts'
import { clientAddress } from '../middleware/client-address.ts'
import { scanned, SCAN_REFERRER } from '../qr/scan-marker.ts'
import { type ClickValues, clickValues, ClickSums } from './click-batch.ts'
import { type ClickSink, sinkFor } from './click-sinks.ts'
import { loadCountryLookup } from './geo.ts'
import { describeAgent, parseAcceptLanguage, referrerHost, visitorHash, type Visitor } from './visitor.ts'
import { visitorSalt } from './visitor-salt.ts'
import { nextRun } from './next-run.ts'
import type { ClickStatsCache } from './statistics.ts'


let lookup: ((ip: string) => string) | undefined
const countryOf = (ip: string) => (lookup ??= loadCountryLookup())(ip)

const MAX_BATCH = 2_000
// L4h: click_pending is a queue that no autovacuum keeps small.
const VACUUM_INTERVAL_MS = 10_000
const KNOWN_LIMIT = 10_000
const FOLD_RETRY_MS = 1_000
const PRUNE_INTERVAL_MS = 60_000
const PRUNE_ROWS = 5_000

const NOT_COUNTED = Promise.resolve(false)

type PendingBatch = { sums: ClickSums; clicks: number; done: Promise<boolean>; settle: (ok: boolean, e?: unknown) => void }

function pendingBatch(): PendingBatch {
  let settle: PendingBatch['settle'] = () => {}
  const done = new Promise<boolean>((resolve, reject) => (settle = (ok, e) => (ok ? resolve(true) : reject(e))))
  return { sums: new ClickSums(), clicks: 0, done, settle }
}

export type Visit = Readonly<Visitor & { userAgent: string; languages: readonly string[]; visitor: string; values: ClickValues }>

/** Records the clicks of links and the scans of QR codes: the same facts, one table (L4.6, D29). */
export class ClickRecorder {
  private readonly salt: string
  private readonly trustProxy: boolean
  private readonly sink: ClickSink
  private readonly warmUp: NodeJS.Timeout
  // Y1: visits by address and headers, LRU-bounded; shared, so frozen.
  private readonly known = new Map<string, Visit>()

  constructor(
    private readonly db: Db,
    private readonly stats: ClickStatsCache,
    opts: { dataDir: string; trustProxy: boolean; embeddedFsync?: boolean; clickDetailDays?: number; statsRollupMs?: number },
  ) {
    this.salt = visitorSalt(opts.dataDir)
    this.detailDays = opts.clickDetailDays ?? 0
    this.rolled = (opts.statsRollupMs ?? 0) > 0
    this.trustProxy = opts.trustProxy
    this.sink = sinkFor(db, stats, opts)
    // The country database loads a second after start, off the start-up's path; clicks left unfolded fold then.
    this.warmUp = setTimeout(() => {
      countryOf('127.0.0.1')
      this.foldSoon()
    }, 1_000)
    this.warmUp.unref()
  }

  visit(c: Context): Visit {
    const userAgent = nodeHeader(c, 'user-agent') ?? ''
    const ip = clientAddress(c, this.trustProxy)
    const acceptLanguage = nodeHeader(c, 'accept-language') ?? ''
    // Q6: a scan of the link's own QR code is counted under its own referrer.
    const referer = scanned(c) ? SCAN_REFERRER : (nodeHeader(c, 'referer') ?? '')
    const key = `${ip}\u0000${userAgent}\u0000${acceptLanguage}\u0000${referer}`
    let visit = this.known.get(key)
    if (visit) {
      this.known.delete(key)
    } else {
      const languages = parseAcceptLanguage(acceptLanguage)
      const facts = {
        ...describeAgent(userAgent),
        country: countryOf(ip),
        language: languages[0] ?? '',
        referrer: referer === SCAN_REFERRER ? referer : referrerHost(referer),
        userAgent,
        languages,
        visitor: visitorHash(this.salt, ip, userAgent),
      }
      visit = Object.freeze({ ...facts, values: clickValues(facts) })
      if (this.known.size >= KNOWN_LIMIT) this.known.delete(this.known.keys().next().value!)
    }
    this.known.set(key, visit)
    return visit
  }

  /** Resolves once the click is committed (L4b), so an answer sent after it means a stored click; bots are not counted. */
  record(visit: Visit, linkId: number): Promise<boolean> {
    if (visit.bot) return NOT_COUNTED
    let batch = this.pending.at(-1)
    if (!batch || batch.clicks >= MAX_BATCH) this.pending.push((batch = pendingBatch()))
    batch.sums.count(linkId, visit.values)
    batch.clicks++
    this.schedule()
    return batch.done
  }

  async close(): Promise<void> {
    clearTimeout(this.warmUp)
    while (this.pending.length || this.inFlight.size) {
      this.flush()
      await Promise.all(this.inFlight)
    }
    if (this.foldTimer) clearTimeout(this.foldTimer)
    await this.sink.close()
  }

  /** Folds every click committed so far, anywhere, so what is read next is exact (L4b). */
  settle(): Promise<void> {
    return this.settling()
  }

  // J9: reads asking while a fold runs share the next one, which starts after it.
  private readonly settling = nextRun(() => this.settleOnce())

  private async settleOnce(): Promise<void> {
    const { clicks, told } = await this.sink.fold()
    if (clicks > 0 && performance.now() - this.vacuumedAt >= VACUUM_INTERVAL_MS) {
      this.vacuumedAt = performance.now()
      await this.db.execute(sql`vacuum (skip_locked) click_pending`)
    }
    if (clicks > 0) this.stats.folded(told)
    if (this.detailDays > 0 && performance.now() - this.prunedAt >= PRUNE_INTERVAL_MS) {
      this.prunedAt = performance.now()
      await this.prune()
    }
  }

  /** Drops up to PRUNE_ROWS rows of click detail older than CLICK_DETAIL_DAYS from each table (T8). */
  async prune(): Promise<number> {
    const cutoff = sql`now() - make_interval(days => ${this.detailDays})`
    // T23: with the rollup job on, a day's detail goes once the day is rolled, or if it is one the job never rolls.
    const rolledOnly = this.rolled
      ? sql`and ((at at time zone 'UTC')::date in (select day from click_rolled_days where done)
          or (at at time zone 'UTC')::date <= (select (since at time zone 'UTC')::date from click_detail_since where since > '-infinity'))`
      : sql``
    const result = await this.db.execute(sql`
      with hits as (
        delete from click_hits where ctid in (select ctid from click_hits where at < ${cutoff} ${rolledOnly} limit ${PRUNE_ROWS}) returning 1
      ), events as (
        delete from click_events where id in (select id from click_events where at < ${cutoff} limit ${PRUNE_ROWS}) returning 1
      )
      select (select count(*) from hits)::int + (select count(*) from events)::int as n`)
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0)
  }

  private foldTimer: NodeJS.Timeout | null = null
  private vacuumedAt = performance.now()
  private readonly detailDays: number
  private readonly rolled: boolean
  private prunedAt = -Infinity

  private foldSoon() {
    if (this.foldTimer) return
    this.foldTimer = setTimeout(() => {
      this.foldTimer = null
      this.settle().catch((e: unknown) => {
        console.error('Folding clicks failed; retrying in a second:', e)
        // D33a: clicks held in memory (a full disk) are retried until they reach the database.
        setTimeout(() => this.foldSoon(), FOLD_RETRY_MS).unref()
      })
    }, this.sink.foldDelayMs)
    this.foldTimer.unref()
  }

  private readonly pending: PendingBatch[] = []
  private readonly inFlight = new Set<Promise<void>>()
  private scheduled = false

  // L4b: the flush waits for setImmediate, so the loop reads the requests already received and a batch holds a turn.
  private schedule() {
    if (this.scheduled || this.inFlight.size >= this.sink.maxInFlight) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      this.flush()
    })
  }

  private flush() {
    while (this.pending.length && this.inFlight.size < this.sink.maxInFlight) {
      const done = this.commit(this.pending.shift()!).finally(() => {
        this.inFlight.delete(done)
        if (this.pending.length) this.schedule()
      })
      this.inFlight.add(done)
    }
  }

  private async commit(batch: PendingBatch) {
    try {
      await this.sink.commit(batch.sums)
      batch.settle(true)
      this.foldSoon()
    } catch (e) {
      batch.settle(false, e)
    }
  }
}
