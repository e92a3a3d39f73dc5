import { and, eq, gte, sql } from 'drizzle-orm'
import { countryName } from '../../contract/countries.ts'
import { toDay } from '../../contract/fields.ts'
import { TIMELINE_DAYS, type ClickStats } from '../../contract/statistics.ts'
import type { Db } from '../db/client.ts'
import { clickDays, links } from '../db/schema.ts'

const SOCIAL = {
  facebook: '(^|\\.)(facebook\\.com|fb\\.com|fb\\.me)$',
  twitter: '(^|\\.)(twitter\\.com|t\\.co|x\\.com)$',
  linkedin: '(^|\\.)(linkedin\\.com|lnkd\\.in)$',
}
const TOP = 10
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })
const LABELS: Record<string, (value: string) => string> = {
  country: (code) => countryName(code),
  language: (code) => (code && languageNames.of(code)) || 'Unknown',
}
const KEYS = { country: 'topCountries', referrer: 'topReferrers', browser: 'topBrowsers', os: 'topOs', language: 'topLanguages' } as const

/** The empty statistics: a static QR code, or a link nobody has clicked. */
export function noClicks(today = new Date()): ClickStats {
  return {
    clicks: 0,
    uniqueClicks: 0,
    topCountries: {},
    topReferrers: {},
    topBrowsers: {},
    topOs: {},
    topLanguages: {},
    socialCount: { facebook: 0, twitter: 0, linkedin: 0 },
    timeline: lastDays(today).map((date) => ({ date, clicks: 0 })),
  }
}

function lastDays(today: Date): string[] {
  return Array.from({ length: TIMELINE_DAYS }, (_, i) => toDay(new Date(today.getTime() - (TIMELINE_DAYS - 1 - i) * 86_400_000)))
}

/**
 * D29 and L3 for one link (a QR code's scans are its link's clicks). Reads only the rollups kept by
 * the click_events trigger, so the cost does not grow with the number of clicks.
 */
export async function clickStatistics(db: Db, linkId: number, today = new Date()): Promise<ClickStats> {
  const days = lastDays(today)
  const [[counters], tops, social, timeline] = await Promise.all([
    db.select({ clicks: links.clicks, unique: links.uniqueClicks }).from(links).where(eq(links.id, linkId)),
    db.execute(sql`
      select dimension, value, clicks from (
        select dimension, value, clicks, row_number() over (partition by dimension order by clicks desc, value) as rank
        from click_totals where link_id = ${linkId}
      ) ranked where rank <= ${TOP} order by dimension, rank`),
    db.execute(sql`
      select
        coalesce(sum(clicks) filter (where value ~ ${SOCIAL.facebook}), 0)::int as facebook,
        coalesce(sum(clicks) filter (where value ~ ${SOCIAL.twitter}), 0)::int as twitter,
        coalesce(sum(clicks) filter (where value ~ ${SOCIAL.linkedin}), 0)::int as linkedin
      from click_totals where link_id = ${linkId} and dimension = 'referrer'`),
    db.select({ day: clickDays.day, clicks: clickDays.clicks }).from(clickDays)
      .where(and(eq(clickDays.linkId, linkId), gte(clickDays.day, days[0]!))),
  ])
  const stats = noClicks(today)
  if (!counters) return stats
  stats.clicks = counters.clicks
  stats.uniqueClicks = counters.unique
  for (const row of rowsOf<{ dimension: keyof typeof KEYS; value: string; clicks: number }>(tops)) {
    const key = KEYS[row.dimension]
    if (!key) continue
    const label = LABELS[row.dimension]?.(row.value) ?? row.value
    stats[key][label] = String(Number(stats[key][label] ?? 0) + Number(row.clicks))
  }
  const s = rowsOf<Record<keyof typeof SOCIAL, number>>(social)[0]
  if (s) stats.socialCount = { facebook: Number(s.facebook), twitter: Number(s.twitter), linkedin: Number(s.linkedin) }
  const byDay = new Map(timeline.map((d) => [d.day, d.clicks]))
  stats.timeline = days.map((date) => ({ date, clicks: byDay.get(date) ?? 0 }))
  return stats
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}

/**
 * Statistics per link, kept briefly, so a dashboard tab or a burst of readers does not recompute them.
 * A click, an edit or a delete in this process drops the entry; `ttlMs` bounds staleness across processes.
 */
export class ClickStatsCache {
  private entries = new Map<number, { stats: Promise<ClickStats>; until: number }>()

  constructor(private readonly ttlMs = 10_000) {}

  get(db: Db, linkId: number | null): Promise<ClickStats> {
    if (linkId === null) return Promise.resolve(noClicks())
    const hit = this.entries.get(linkId)
    if (hit && hit.until > Date.now()) return hit.stats
    const stats = clickStatistics(db, linkId)
    if (this.entries.size > 5_000) this.entries.clear()
    this.entries.set(linkId, { stats, until: Date.now() + this.ttlMs })
    stats.catch(() => this.entries.delete(linkId))
    return stats
  }

  forget(linkId: number | null) {
    if (linkId !== null) this.entries.delete(linkId)
  }
}
