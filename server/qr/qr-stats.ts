import { count, countDistinct, desc, eq, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'
import { qrScans } from '../db/schema.ts'

const SOCIAL: Record<'facebook' | 'twitter' | 'linkedin', RegExp> = {
  facebook: /(^|\.)(facebook\.com|fb\.com|fb\.me)$/,
  twitter: /(^|\.)(twitter\.com|t\.co|x\.com)$/,
  linkedin: /(^|\.)(linkedin\.com|lnkd\.in)$/,
}

/** D29: the statistics object of GET /qr/:id, computed from the recorded scans. */
export async function qrStatistics(db: Db, qrId: number) {
  const of = eq(qrScans.qrId, qrId)
  const top = async (column: PgColumn, limit = 10) => {
    const rows = await db
      .select({ label: sql<string>`${column}`, n: count() })
      .from(qrScans)
      .where(of)
      .groupBy(column)
      .orderBy(desc(count()), column)
      .limit(limit)
    return rows
  }
  const [[totals], countries, referrers, browsers, os, allReferrers] = await Promise.all([
    db.select({ clicks: count(), unique: countDistinct(qrScans.visitor) }).from(qrScans).where(of),
    top(qrScans.country),
    top(qrScans.referrer),
    top(qrScans.browser),
    top(qrScans.os),
    top(qrScans.referrer, 1000),
  ])
  const asMap = (rows: { label: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.label, String(r.n)]))
  const socialCount = { facebook: 0, twitter: 0, linkedin: 0 }
  for (const r of allReferrers) {
    for (const [net, re] of Object.entries(SOCIAL)) if (re.test(r.label)) socialCount[net as keyof typeof SOCIAL] += r.n
  }
  return {
    clicks: totals?.clicks ?? 0,
    uniqueClicks: totals?.unique ?? 0,
    topCountries: asMap(countries),
    topReferrers: asMap(referrers),
    topBrowsers: asMap(browsers),
    topOs: asMap(os),
    socialCount,
  }
}

type Stats = Awaited<ReturnType<typeof qrStatistics>>

/**
 * Statistics per code, kept briefly: they take six aggregate queries, and a dashboard tab or a
 * burst of readers would otherwise recompute them on every request. A scan, an edit or a delete
 * in this process drops the entry at once; `ttlMs` bounds staleness across processes.
 */
export class QrStatsCache {
  private entries = new Map<number, { stats: Promise<Stats>; until: number }>()

  constructor(private readonly ttlMs = 10_000) {}

  get(db: Db, qrId: number): Promise<Stats> {
    const hit = this.entries.get(qrId)
    if (hit && hit.until > Date.now()) return hit.stats
    const stats = qrStatistics(db, qrId)
    if (this.entries.size > 5_000) this.entries.clear()
    this.entries.set(qrId, { stats, until: Date.now() + this.ttlMs })
    stats.catch(() => this.entries.delete(qrId))
    return stats
  }

  forget(qrId: number) {
    this.entries.delete(qrId)
  }
}
