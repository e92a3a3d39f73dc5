import { sql } from 'drizzle-orm'
import { countryName } from '../../contract/countries.ts'
import { socialHostPattern } from '../../contract/social-networks.ts'
import { toDay } from '../../contract/fields.ts'
import { TIMELINE_DAYS, type ClickStats } from '../../contract/statistics.ts'
import { localBus, type ChangeBus } from '../cluster/change-bus.ts'
import type { Db } from '../db/client.ts'
import { rowsOf } from './stats-sql.ts'

const SOCIAL = {
  facebook: socialHostPattern('facebook'),
  twitter: socialHostPattern('twitter'),
  linkedin: socialHostPattern('linkedin'),
}
const TOP = 10
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })
const LABELS: Record<string, (value: string) => string> = {
  country: (code) => countryName(code),
  language: (code) => (code && languageNames.of(code)) || 'Unknown',
}
const KEYS = { country: 'topCountries', referrer: 'topReferrers', browser: 'topBrowsers', os: 'topOs', language: 'topLanguages' } as const

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

export function lastDays(today: Date): string[] {
  return Array.from({ length: TIMELINE_DAYS }, (_, i) => toDay(new Date(today.getTime() - (TIMELINE_DAYS - 1 - i) * 86_400_000)))
}

/** D29 and L3 for one link (a QR code's scans are its link's clicks), from the rollups only. */
export async function clickStatistics(db: Db, linkId: number, today = new Date()): Promise<ClickStats> {
  const days = lastDays(today)
  // One statement: on PGlite every round trip waits its turn, so four queries cost four times the wait.
  const result = await db.execute(sql`
    select 'counter' as kind, '' as label, clicks, unique_clicks as extra from links where id = ${linkId}
    union all
    select dimension, value, clicks, 0 from (
      select dimension, value, clicks, row_number() over (partition by dimension order by clicks desc, value) as rank
      from click_totals where link_id = ${linkId}
    ) ranked where rank <= ${TOP}
    union all
    select 'social', network, sum(clicks)::int, 0 from (
      select clicks, case
        when value ~ ${SOCIAL.facebook} then 'facebook'
        when value ~ ${SOCIAL.twitter} then 'twitter'
        when value ~ ${SOCIAL.linkedin} then 'linkedin' end as network
      from click_totals where link_id = ${linkId} and dimension = 'referrer'
    ) referrers where network is not null group by network
    union all
    select 'day', day::text, clicks, 0 from click_days where link_id = ${linkId} and day >= ${days[0]!}
    order by 1, 3 desc, 2`)
  const stats = noClicks(today)
  const byDay = new Map<string, number>()
  for (const row of rowsOf<{ kind: string; label: string; clicks: number; extra: number }>(result)) {
    const n = Number(row.clicks)
    if (row.kind === 'counter') {
      stats.clicks = n
      stats.uniqueClicks = Number(row.extra)
    } else if (row.kind === 'social') {
      stats.socialCount[row.label as keyof typeof SOCIAL] = n
    } else if (row.kind === 'day') {
      byDay.set(row.label, n)
    } else if (row.kind in KEYS) {
      const dimension = row.kind as keyof typeof KEYS
      const label = LABELS[dimension]?.(row.label) ?? row.label
      stats[KEYS[dimension]][label] = String(Number(stats[KEYS[dimension]][label] ?? 0) + n)
    }
  }
  stats.timeline = days.map((date) => ({ date, clicks: byDay.get(date) ?? 0 }))
  return stats
}

/** S2: a fold, edit or delete on any instance drops the entry; `ttlMs` bounds a change whose instance died first. */
export class ClickStatsCache {
  private entries = new Map<number, { stats: Promise<ClickStats>; until: number }>()

  constructor(private readonly bus: ChangeBus = localBus(), private readonly ttlMs = 10_000) {
    bus.subscribe((change) => {
      if (change.kind === 'stats' && change.linkId !== null) this.entries.delete(change.linkId)
      else if (change.kind === 'stats' || change.kind === 'reset') this.entries.clear()
    })
  }

  async get(db: Db, linkId: number | null): Promise<ClickStats> {
    if (linkId === null) return noClicks()
    const live = this.bus.sync()
    if (live !== true && !(await live)) return clickStatistics(db, linkId)
    const hit = this.entries.get(linkId)
    if (hit && hit.until > Date.now()) return hit.stats
    const stats = clickStatistics(db, linkId)
    if (this.entries.size > 5_000) this.entries.clear()
    this.entries.set(linkId, { stats, until: Date.now() + this.ttlMs })
    stats.catch(() => this.entries.delete(linkId))
    return stats
  }

  forget(linkId: number | null) {
    if (linkId !== null) this.bus.publish({ kind: 'stats', linkId })
  }

  foldNotice() {
    return this.bus.inline({ kind: 'stats', linkId: null })
  }

  /** Clicks were folded; `told`: the fold's statement carried `foldNotice`, so only this instance is left. */
  folded(told: boolean) {
    if (told) this.entries.clear()
    else this.bus.publish({ kind: 'stats', linkId: null })
  }
}
