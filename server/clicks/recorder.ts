import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { isForeignKeyViolation } from '../db/errors.ts'
import { nodeHeader } from '../http/node-header.ts'
import { clientAddress } from '../middleware/client-address.ts'
import { scanned, SCAN_REFERRER } from '../qr/scan-marker.ts'
import { type ClickValues, clickValues, ClickSums } from './click-batch.ts'
import { ClickJournal, type Exec } from './click-journal.ts'
import { loadCountryLookup } from './geo.ts'
import { describeAgent, parseAcceptLanguage, referrerHost, visitorHash, type Visitor } from './visitor.ts'
import { nextRun } from './next-run.ts'
import type { ClickStatsCache } from './statistics.ts'

/** A per-installation salt, so visitor hashes cannot be reversed into addresses (D29). */
function visitorSalt(dataDir: string): string {
  const file = path.join(dataDir, 'visitor-salt')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  // Written whole, then linked into place: of the workers starting together (WORKERS), one salt wins and all use it.
  const mine = `${file}.${process.pid}`
  writeFileSync(mine, randomBytes(32).toString('hex'), { mode: 0o600 })
  try {
    linkSync(mine, file)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
  } finally {
    rmSync(mine, { force: true })
  }
  return readFileSync(file, 'utf8').trim()
}

// The IP database is read once per process, whatever the number of apps (tests start many).
let lookup: ((ip: string) => string) | undefined
const countryOf = (ip: string) => (lookup ??= loadCountryLookup())(ip)

const MAX_BATCH = 2_000
// When a fold runs after clicks arrive. On PostgreSQL it runs in a backend, off our event loop; 8
// alternating pairs of wrk runs at 50 ms gave no clear gain over 250 (p99 better in 6, throughput lower
// in 4). On PGlite it holds the event loop, and is one small statement whatever the number of clicks
// (the journal, L4j): every 50 ms measured no worse than every 250 ms or 1 s in alternating pairs at 50
// connections, and keeps the counters a moment behind the clicks at most.
const PG_FOLD_MS = 250
const JOURNAL_FOLD_MS = 50
// click_pending is a queue: every batch is inserted, then deleted by a fold. PGlite has no autovacuum,
// and PostgreSQL's wakes once a minute: without a vacuum of its own the table only grows, and every
// fold scans all of it (44 MB of dead batches after a few benches: an empty fold took 57 ms, 8.6 ms
// after a vacuum, and a fold of 2,800 batches held PGlite's event loop for 486 ms). At most every 10 s
// (~2 MB of dead batches at 14,000 clicks/s): a vacuum holds PGlite's event loop for a few ms, and one
// every 500 batches cost the redirect's p99 at 50 connections 21 → 36 ms.
const VACUUM_INTERVAL_MS = 10_000
// A fold retried after a link it counted was deleted elsewhere meanwhile (a race, so rarely more than once).
const FOLD_ATTEMPTS = 3
const KNOWN_LIMIT = 10_000
const FOLD_RETRY_MS = 1_000
// T8: detail past CLICK_DETAIL_DAYS goes in bounded steps after folds, so no statement holds PGlite's loop long.
const PRUNE_INTERVAL_MS = 60_000
const PRUNE_ROWS = 5_000

const NOT_COUNTED = Promise.resolve(false)

/** The clicks of one turn (at most MAX_BATCH), summed up as they arrive, and the promise their answers wait for. */
type PendingBatch = { sums: ClickSums; clicks: number; done: Promise<boolean>; settle: (ok: boolean, e?: unknown) => void }

function pendingBatch(): PendingBatch {
  let settle: PendingBatch['settle'] = () => {}
  const done = new Promise<boolean>((resolve, reject) => (settle = (ok, e) => (ok ? resolve(true) : reject(e))))
  return { sums: new ClickSums(), clicks: 0, done, settle }
}

export type Visit = Readonly<Visitor & { userAgent: string; languages: readonly string[]; visitor: string; values: ClickValues }>

/** Where the redirect's batches go, and how they reach the rollups. */
interface ClickSink {
  /** Batches being committed at once. */
  readonly maxInFlight: number
  readonly foldDelayMs: number
  /** Resolves once the batch survives the process: the visitors' answers may go out. */
  commit(batch: ClickSums): Promise<void>
  /** Brings the rollups and counters up to date with every click committed so far, anywhere. */
  fold(): Promise<{ clicks: number; told: boolean }>
  /** A normal stop: folds what is left and lets go of the sink's own connections and files. */
  close(): Promise<void>
}

// A batch is one row: its clicks summed up (migration 0006).
const INSERT_PENDING = 'insert into click_pending (clicks) values ($1::jsonb)'

type PgPool = {
  options: object
  query: (...args: unknown[]) => Promise<unknown>
  on: (event: 'error', listener: (e: Error) => void) => void
  end: () => Promise<void>
}

// PostgreSQL: batches in flight at once. With commits that do not wait for the disk, two keep the
// connection busy while the next batch gathers.
const PG_IN_FLIGHT = 2

/**
 * PostgreSQL: each batch is a row of click_pending, committed before its answers go out, and
 * `fold_clicks()` folds the rows of every instance. The one statement on the redirect's path is sent to
 * the driver under drizzle: no query building, a named statement prepared once per connection.
 *
 * The batches go through a pool of their own whose commits do not wait for the WAL's fsync
 * (`synchronous_commit=off`, L4g): a commit is then ~0.6 ms instead of the disk's flush (9.6 ms on this
 * machine), which alone capped 50 connections at ~5,000 redirects/s. A committed batch survives a crash
 * of this process or of PostgreSQL; only a crash of the machine itself may lose the last ~0.6 s of
 * clicks, the same promise PGlite gives. Every other write keeps the database's own setting.
 */
// J11: fold_clicks() costs ~2 ms even with nothing pending. J16: named, so each API read's settle is not parsed again.
const FOLD_IF_PENDING = 'case when exists (select 1 from click_pending) then fold_clicks() else 0 end'
const FOLD = { name: 'linkdash_fold', text: `select ${FOLD_IF_PENDING} as n` }
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`
// Without parameters, so its plan is made once per connection (J16); named by its text, which holds the
// instance's notice: recorders sharing a pool (tests, several apps in one process) never reuse a name.
export const foldTold = (notice: { channel: string; payload: string }) => {
  const text = `select n, case when n > 0 then pg_notify(${literal(notice.channel)}, ${literal(notice.payload)}) end from (select ${FOLD_IF_PENDING} as n) f`
  return { name: `linkdash_fold_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`, text, notice }
}

function pendingTable(pool: PgPool, stats: ClickStatsCache): ClickSink {
  const Pool = pool.constructor as new (options: object) => PgPool
  const batches = new Pool({ ...pool.options, max: PG_IN_FLIGHT, options: '-c synchronous_commit=off' })
  batches.on('error', (e) => console.error(`PostgreSQL closed an idle connection of the click recorder: ${e.message}`))
  let told: ReturnType<typeof foldTold> | undefined
  const fold = async () => {
    // Other instances forget their statistics in the fold's own commit: a read anywhere after it misses nothing.
    const notice = stats.foldNotice()
    if (notice && (told?.notice.channel !== notice.channel || told.notice.payload !== notice.payload)) told = foldTold(notice)
    const statement = notice ? { name: told!.name, text: told!.text } : FOLD
    for (let attempt = 1; ; attempt++) {
      try {
        const { rows } = (await pool.query(statement)) as unknown as { rows: { n: number }[] }
        return { clicks: Number(rows[0]?.n ?? 0), told: notice !== null }
      } catch (e) {
        // A link deleted on another connection while the fold ran: the fold's check for it came first,
        // its foreign key check (which waits for the delete to commit) came after. The fold wrote
        // nothing; a new one no longer sees the link and drops its clicks, as the cascade would have.
        if (attempt < FOLD_ATTEMPTS && isForeignKeyViolation(e)) continue
        throw e
      }
    }
  }
  return {
    maxInFlight: PG_IN_FLIGHT,
    foldDelayMs: PG_FOLD_MS,
    commit: async (batch) => {
      await batches.query({ name: 'linkdash_record_clicks', text: INSERT_PENDING, values: [batch.json()] })
    },
    fold,
    close: async () => {
      await fold()
      await batches.end()
    },
  }
}

/** PGlite: the click journal (L4j, server/clicks/click-journal.ts). */
function journal(exec: Exec, opts: { dataDir: string; embeddedFsync?: boolean }): ClickSink {
  const file = new ClickJournal(exec, path.join(opts.dataDir, 'clicks'), opts.embeddedFsync !== false)
  return {
    // Appends are synchronous: one at a time, each turn's clicks in one.
    maxInFlight: 1,
    foldDelayMs: JOURNAL_FOLD_MS,
    commit: (batch) => file.append(batch),
    fold: async () => ({ clicks: await file.fold(), told: false }),
    close: () => file.close(),
  }
}

function sinkFor(db: Db, stats: ClickStatsCache, opts: { dataDir: string; embeddedFsync?: boolean }): ClickSink {
  const client = (db as unknown as { $client?: object }).$client
  if (client && 'totalCount' in client) return pendingTable(client as unknown as PgPool, stats)
  if (!client || !('exec' in client)) throw new Error('The click recorder needs a drizzle database that exposes its driver ($client).')
  return journal((client as { exec: Exec }).exec.bind(client), opts)
}

/** Records the clicks of links and the scans of QR codes: the same facts, one table (L4.6, D29). */
export class ClickRecorder {
  private readonly salt: string
  private readonly trustProxy: boolean
  private readonly sink: ClickSink
  private readonly warmUp: NodeJS.Timeout
  // Visits by address and headers: real traffic repeats them (a visitor's several clicks, the same
  // office); LRU-bounded. Shared, so frozen.
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
    // The country database (7.8 MB, 10–30 ms to read) loads a second after start, off the start-up's
    // path (issue 22), or with the first click before that. Clicks a stopped process left unfolded are
    // folded then too, or by the first read of counts before that.
    this.warmUp = setTimeout(() => {
      countryOf('127.0.0.1')
      this.foldSoon()
    }, 1_000)
    this.warmUp.unref()
  }

  /** What a request tells about its visitor: the facts a click records, and what targeting reads. */
  visit(c: Context): Visit {
    const userAgent = nodeHeader(c, 'user-agent') ?? ''
    const ip = clientAddress(c, this.trustProxy)
    const acceptLanguage = nodeHeader(c, 'accept-language') ?? ''
    // Q6: a scan of the link's own QR code is counted under its own referrer.
    const referer = scanned(c) ? SCAN_REFERRER : (nodeHeader(c, 'referer') ?? '')
    // The whole visit by everything it is made of: one Map lookup instead of parsing the headers and
    // building the object again for a visitor who came before (12–80 µs on this machine, measured).
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

  /**
   * Counts the visit as a click on `linkId`, unless it comes from a bot or a link previewer. Resolves
   * once the click is committed, so an answer sent after it means a stored click. Clicks arriving
   * together are group-committed, summed up: a row of click_pending on PostgreSQL, a line of the
   * journal on PGlite; the rollups are brought up to date by `settle` (before any read of counts) and
   * a timer.
   */
  record(visit: Visit, linkId: number): Promise<boolean> {
    if (visit.bot) return NOT_COUNTED
    // Y1: a click is added to its batch's sums, and shares the batch's one promise.
    let batch = this.pending.at(-1)
    if (!batch || batch.clicks >= MAX_BATCH) this.pending.push((batch = pendingBatch()))
    batch.sums.count(linkId, visit.values)
    batch.clicks++
    this.schedule()
    return batch.done
  }

  /**
   * A normal stop: commits every click handed to `record` so far, folds them, then lets go of the
   * recorder's own connections and files (the database is closed after).
   */
  async close(): Promise<void> {
    clearTimeout(this.warmUp)
    while (this.pending.length || this.inFlight.size) {
      this.flush()
      await Promise.all(this.inFlight)
    }
    if (this.foldTimer) clearTimeout(this.foldTimer)
    await this.sink.close()
  }

  /**
   * Folds every click committed so far, this process's or another's, into the rollups and the
   * counters, so that what is read next is exact. Cheap when nothing is pending.
   */
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

  // Clicks are folded a moment after they arrive, in bulk, off the redirect's path.
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

  // Clicks that arrive while the batches in flight commit form the next batch. The flush waits for
  // setImmediate, so the event loop reads the requests already received (on PGlite a query never
  // yields to it) and each batch holds every click of one turn.
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

  // The batch summed up here, where a Map costs less than rows and a GROUP BY in the database.
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
