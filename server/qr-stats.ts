import { count, countDistinct, desc, eq, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from './db/client.ts'
import { qrScans } from './db/schema.ts'

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
