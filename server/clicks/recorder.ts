import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import type { Db } from '../db/client.ts'
import { clickEvents } from '../db/schema.ts'
import { clientAddress } from '../middleware/client-address.ts'
import { loadCountryLookup } from './geo.ts'
import { describeVisitor, visitorHash } from './visitor.ts'
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

  /** Counts the request as a click on `linkId` unless it comes from a bot or a link previewer. */
  async record(c: Context, linkId: number): Promise<boolean> {
    const userAgent = c.req.header('User-Agent') ?? ''
    const ip = clientAddress(c, this.trustProxy)
    const visitor = describeVisitor(
      { userAgent, ip, referer: c.req.header('Referer'), acceptLanguage: c.req.header('Accept-Language') },
      countryOf,
    )
    if (visitor.bot) return false
    await this.db.insert(clickEvents).values({
      linkId,
      country: visitor.country,
      referrer: visitor.referrer,
      browser: visitor.browser,
      os: visitor.os,
      language: visitor.language,
      visitor: visitorHash(this.salt, ip, userAgent),
    })
    this.stats.forget(linkId)
    return true
  }
}
