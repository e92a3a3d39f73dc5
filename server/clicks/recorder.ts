import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { clickEvents } from '../db/schema.ts'
import { clientAddress } from '../middleware/client-address.ts'
import { loadCountryLookup } from './geo.ts'
import { describeVisitor, parseAcceptLanguage, visitorHash, type Visitor } from './visitor.ts'
import type { ClickStatsCache } from './statistics.ts'

/** A per-installation salt, so visitor hashes cannot be reversed into addresses (D29). */
function visitorSalt(dataDir: string): string {
  const file = path.join(dataDir, 'visitor-salt')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const salt = randomBytes(32).toString('hex')
  writeFileSync(file, salt, { mode: 0o600 })
  return salt
}

// The IP database is read once per process, whatever the number of apps (tests start many).
let lookup: ((ip: string) => string) | undefined
const countryOf = (ip: string) => (lookup ??= loadCountryLookup())(ip)

const MAX_BATCH = 2_000
const FOLD_DELAY_MS = 250

type ClickRow = Required<Pick<typeof clickEvents.$inferInsert, 'linkId' | 'country' | 'referrer' | 'browser' | 'os' | 'language' | 'visitor'>>

export type Visit = Visitor & { userAgent: string; languages: string[]; visitor: string }

/** Records the clicks of links and the scans of QR codes: the same facts, one table (L4.6, D29). */
export class ClickRecorder {
  private readonly salt: string
  private readonly trustProxy: boolean

  constructor(
    private readonly db: Db,
    private readonly stats: ClickStatsCache,
    opts: { dataDir: string; trustProxy: boolean },
  ) {
    this.salt = visitorSalt(opts.dataDir)
    this.trustProxy = opts.trustProxy
    countryOf('127.0.0.1')
  }

  /** What a request tells about its visitor: the facts a click records, and what targeting reads. */
  visit(c: Context): Visit {
    const userAgent = c.req.header('User-Agent') ?? ''
    const ip = clientAddress(c, this.trustProxy)
    const acceptLanguage = c.req.header('Accept-Language') ?? ''
    const facts = describeVisitor({ userAgent, ip, referer: c.req.header('Referer'), acceptLanguage }, countryOf)
    return { ...facts, userAgent, languages: parseAcceptLanguage(acceptLanguage), visitor: visitorHash(this.salt, ip, userAgent) }
  }

  /**
   * Counts the visit as a click on `linkId`, unless it comes from a bot or a link previewer. Resolves
   * once the click is committed, so an answer sent after it means a stored click. Clicks arriving
   * together are group-committed: one small INSERT into click_pending per batch; the rollups are
   * brought up to date by `settle` (before any read of counts) and a timer.
   */
  record(visit: Visit, linkId: number): Promise<boolean> {
    if (visit.bot) return Promise.resolve(false)
    const row = {
      linkId,
      country: visit.country,
      referrer: visit.referrer,
      browser: visit.browser,
      os: visit.os,
      language: visit.language,
      visitor: visit.visitor,
    }
    return new Promise((resolve, reject) => {
      this.pending.push({ row, done: (e) => (e ? reject(e) : resolve(true)) })
      this.schedule()
    })
  }

  /** Resolves when every click handed to `record` so far is committed and folded (a normal stop waits for it). */
  async drain(): Promise<void> {
    while (this.pending.length || this.flushing) await (this.flushing ?? this.flush())
    if (this.foldTimer) clearTimeout(this.foldTimer)
    await this.settle()
  }

  /**
   * Folds every pending click, this process's or another's, into the events, the rollups and the
   * counters, so that what is read next is exact. Cheap when nothing is pending.
   */
  async settle(): Promise<void> {
    const result = await this.db.execute(sql`select fold_clicks() as n`)
    const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0)
    if (n > 0) this.stats.clear()
  }

  private foldTimer: NodeJS.Timeout | null = null

  // Clicks are folded a moment after they arrive, in bulk, off the redirect's path.
  private foldSoon() {
    if (this.foldTimer) return
    this.foldTimer = setTimeout(() => {
      this.foldTimer = null
      this.settle().catch((e: unknown) => console.error('Folding clicks failed; the next read retries:', e))
    }, FOLD_DELAY_MS)
    this.foldTimer.unref()
  }

  private pending: { row: ClickRow; done: (e?: unknown) => void }[] = []
  private flushing: Promise<void> | null = null
  private scheduled = false

  // One batch in flight at a time: clicks that arrive meanwhile form the next one. The flush waits for
  // setImmediate, so the event loop reads the requests already received (on PGlite a query never
  // yields to it) and each batch holds every click of one turn.
  private schedule() {
    if (this.scheduled || this.flushing) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      void this.flush()
    })
  }

  private flush(): Promise<void> {
    if (this.flushing || !this.pending.length) return this.flushing ?? Promise.resolve()
    const batch = this.pending.splice(0, MAX_BATCH)
    this.flushing = (async () => {
      try {
        // One fixed statement with one parameter whatever the batch size: no per-row query building.
        await this.db.execute(sql`
          insert into click_pending (link_id, country, referrer, browser, os, language, visitor)
          select "linkId", country, referrer, browser, os, language, visitor
          from jsonb_to_recordset(${JSON.stringify(batch.map((b) => b.row))}::jsonb)
            as r("linkId" int, country text, referrer text, browser text, os text, language text, visitor text)`)
        for (const b of batch) b.done()
        this.foldSoon()
      } catch (e) {
        for (const b of batch) b.done(e)
      } finally {
        this.flushing = null
        if (this.pending.length) this.schedule()
      }
    })()
    return this.flushing
  }
}
