import { and, count, eq, gte, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { linksQuery } from '../../contract/links.ts'
import { lastDays } from '../clicks/statistics.ts'
import type { Db } from '../db/client.ts'
import { clickDays, links } from '../db/schema.ts'
import { listFilter, listOrder } from './link-filters.ts'

type LinksQuery = z.output<typeof linksQuery>

/** Bio pages and the links QR codes own are not short links of this API (L1). */
export const shortLinksOf = (userId: number) => and(eq(links.userId, userId), eq(links.kind, 'links'), eq(links.qr, false))

/** GET /urls without `short`: the page's rows and how to count the list (the bench runs the same). */
export async function listQueries(db: Db, userId: number, q: LinksQuery, publicUrl: string) {
  const filter = await listFilter(db, userId, q, publicUrl)
  const where = and(shortLinksOf(userId), filter.where)
  return {
    key: filter.key,
    rows: () => db.select().from(links).where(where).orderBy(...listOrder(q.order)).limit(q.limit).offset((q.page - 1) * q.limit),
    total: async () => (await db.select({ n: count() }).from(links).where(where))[0]?.n ?? 0,
  }
}

/** L1c: the overview's figures; QR codes' own links and bio pages are not counted, as in the list. */
export async function linkSummaryOf(db: Db, userId: number, now = new Date()) {
  const days = lastDays(now)
  const [[totals], perDay] = await Promise.all([
    db.select({ links: count(), clicks: sql`coalesce(sum(${links.clicks}), 0)::bigint`.mapWith(Number) }).from(links).where(shortLinksOf(userId)),
    db
      .select({ day: clickDays.day, clicks: sql`sum(${clickDays.clicks})::bigint`.mapWith(Number) })
      .from(clickDays)
      .innerJoin(links, eq(links.id, clickDays.linkId))
      .where(and(shortLinksOf(userId), gte(clickDays.day, days[0]!)))
      .groupBy(clickDays.day),
  ])
  const byDay = new Map(perDay.map((d) => [d.day, d.clicks]))
  const timeline = days.map((date) => ({ date, clicks: byDay.get(date) ?? 0 }))
  const recentClicks = timeline.reduce((n, d) => n + d.clicks, 0)
  return { links: totals?.links ?? 0, clicks: totals?.clicks ?? 0, recentClicks, timeline }
}

