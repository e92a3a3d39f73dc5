import { and, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { linksQuery } from '../../contract/links.ts'
import { lastDays } from '../clicks/statistics.ts'
import type { Db } from '../db/client.ts'
import { clickDays, linkTotals, links } from '../db/schema.ts'
import { listFilter, listOrder } from './link-filters.ts'
import { listedColumns as listed, type ListedRow } from './link-views.ts'

type LinksQuery = z.output<typeof linksQuery>

/** Bio pages and the links QR codes own are not short links of this API (L1); literals, for the partial indexes (I3). */
export const shortLinksOf = (userId: number) => and(eq(links.userId, userId), sql`${links.kind} = 'links' and not ${links.qr}`)

export const EXACT_SEARCH_COUNT = 1000

export async function listQueries(db: Db, userId: number, q: LinksQuery, publicUrl: string) {
  const filter = await listFilter(db, userId, q, publicUrl)
  const where = and(shortLinksOf(userId), filter.where)
  const order = listOrder(q.order)
  const offset = (q.page - 1) * q.limit
  const only = (campaign: typeof q.campaign, domain: typeof q.domain) =>
    q.campaign === campaign && q.domain === domain && q.directory === undefined && !q.status?.length && !q.q?.trim()
  return {
    key: filter.key,
    // I3: a deep page reads its keys first, then its rows; I5: one row more tells whether another page follows.
    rows: (): Promise<ListedRow[]> =>
      only(undefined, undefined)
        ? unfilteredPage(db, q.order, offset > 0).execute({ userId, limit: q.limit + 1, offset })
        : offset
        ? db.select(listed).from(links).where(inArray(links.id, db.select({ id: links.id }).from(links).where(where).orderBy(...order).limit(q.limit + 1).offset(offset))).orderBy(...order)
        : db.select(listed).from(links).where(where).orderBy(...order).limit(q.limit + 1),
    total: async () => {
      if (only(undefined, undefined)) return (await listedOf(db, userId)).listed
      if (only('none', undefined)) return (await listedOf(db, userId)).unassigned
      if (only(undefined, 'none')) return (await listedOf(db, userId)).undomained
      if (!q.q?.trim()) return (await db.select({ n: count() }).from(links).where(where))[0]?.n ?? 0
      return searchCount(db, where)
    },
  }
}

// J13, J16: built once and named; the pool plans it for each account's values (a generic plan scans the table).
const unfiltered = new WeakMap<Db, Map<string, { execute: (values: Record<string, number>) => Promise<ListedRow[]> }>>()
function unfilteredPage(db: Db, order: LinksQuery['order'], deep: boolean) {
  const key = `${order ?? 'created'}:${deep}`
  const byDb = unfiltered.get(db) ?? new Map()
  unfiltered.set(db, byDb)
  const known = byDb.get(key)
  if (known) return known
  const where = and(eq(links.userId, sql.placeholder('userId')), sql`${links.kind} = 'links' and not ${links.qr}`, sql`not ${links.archived}`)
  const by = listOrder(order)
  const keys = db.select({ id: links.id }).from(links).where(where).orderBy(...by).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
  const query = deep
    ? db.select(listed).from(links).where(inArray(links.id, keys)).orderBy(...by).prepare(`linkdash_list_${order ?? 'created'}_deep`)
    : db.select(listed).from(links).where(where).orderBy(...by).limit(sql.placeholder('limit')).prepare(`linkdash_list_${order ?? 'created'}`)
  byDb.set(key, query)
  return query
}

export function pageTotal(total: number, rows: number, limit: number, page: number): number {
  const before = (page - 1) * limit
  if (rows > limit) return Math.max(total, before + limit + 1)
  return rows ? before + rows : total
}

async function listedOf(db: Db, userId: number) {
  const [row] = await db.select().from(linkTotals).where(eq(linkTotals.userId, userId))
  return row ?? { links: 0, listed: 0, clicks: 0, unassigned: 0, undomained: 0 }
}

/** I5: exact up to EXACT_SEARCH_COUNT, else the planner's estimate (never below what was counted). */
async function searchCount(db: Db, where: SQL | undefined): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(links).where(where).limit(EXACT_SEARCH_COUNT + 1).as('capped')
  const n = (await db.select({ n: count() }).from(capped))[0]?.n ?? 0
  if (n <= EXACT_SEARCH_COUNT) return n
  const plan = (await db.execute(sql`explain (format json) select 1 from ${links} where ${where}`)) as unknown as { rows: Record<string, unknown>[] }
  const raw = Object.values(plan.rows[0] ?? {})[0]
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[]
  return Math.max(n, Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0))
}

export async function linkSummaryOf(db: Db, userId: number, now = new Date()) {
  const days = lastDays(now)
  const [totals, perDay] = await Promise.all([
    listedOf(db, userId),
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
  return { links: totals.links, clicks: totals.clicks, recentClicks, timeline }
}

