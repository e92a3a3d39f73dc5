import { isCalendarDay } from '../../contract/fields.ts'
import { STATS_MAX_BUCKETS, type StatsInterval, type StatsQuery } from '../../contract/stats.ts'
import { ApiFailure } from '../http/errors.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** T5: `start` inclusive, `end` exclusive, local moments written as if UTC (ms), so calendar arithmetic needs no zone rules. */
export interface Period {
  start: number
  end: number
  from: string
  to: string
}

export interface StatsPlan {
  tz: string
  interval: StatsInterval
  period: Period
  previous: Period | null
  buckets: string[]
  previousBuckets: string[]
}

const bad = (message: string) => new ApiFailure(400, message)
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const parseDay = (value: string) => Date.parse(`${value}T00:00:00Z`)
export const localStamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

/** The IANA zone as given (Intl would rename Asia/Kolkata to Asia/Calcutta), or a 400 naming `tz`. */
export function zoneOf(tz: string | undefined): string {
  if (tz === undefined) return 'UTC'
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz })
    return tz
  } catch {
    throw bad('tz must be an IANA time zone name, such as Europe/Berlin.')
  }
}

function localHour(tz: string, now: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: tz, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  )
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!)
}

function truncate(ms: number, interval: StatsInterval): number {
  const d = new Date(ms)
  if (interval === 'hour') return Math.floor(ms / HOUR) * HOUR
  if (interval === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
  const midnight = Math.floor(ms / DAY) * DAY
  return interval === 'week' ? midnight - ((d.getUTCDay() + 6) % 7) * DAY : midnight
}

function next(ms: number, interval: StatsInterval): number {
  if (interval === 'hour') return ms + HOUR
  if (interval === 'day') return ms + DAY
  if (interval === 'week') return ms + 7 * DAY
  const d = new Date(ms)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)
}

/** Every bucket's label, aligned to its interval; a 400 naming `interval` past 1,000 buckets. */
export function bucketsOf(period: Period, interval: StatsInterval): string[] {
  const labels: string[] = []
  for (let at = truncate(period.start, interval); at < period.end; at = next(at, interval)) {
    if (labels.length === STATS_MAX_BUCKETS) {
      throw bad(`interval: the period from ${period.from} to ${period.to} holds more than ${STATS_MAX_BUCKETS} ${interval} buckets; choose a longer interval or a shorter period.`)
    }
    labels.push(interval === 'hour' ? `${day(at)} ${new Date(at).toISOString().slice(11, 13)}:00` : day(at))
  }
  return labels
}

function defaultInterval(period: Period): StatsInterval {
  const days = (period.end - period.start) / DAY
  if (days <= 2) return 'hour'
  if (days <= 92) return 'day'
  if (days <= 731) return 'week'
  return 'month'
}

const RANGE_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const

export async function planStats(q: StatsQuery, firstClick: (tz: string) => Promise<string | null>, now = new Date()): Promise<StatsPlan> {
  const tz = zoneOf(q.tz)
  if (q.range && (q.from || q.to)) throw bad('range cannot be given with from or to.')
  for (const key of ['from', 'to'] as const) {
    const value = q[key]
    if (value !== undefined && !isCalendarDay(value)) throw bad(`${key} must be a real date YYYY-MM-DD.`)
  }
  const hour = localHour(tz, now)
  const today = day(hour)
  const days = (from: string, to: string): Period => ({ start: parseDay(from), end: parseDay(to) + DAY, from, to })
  let period: Period
  if (q.range === '24h') {
    const end = hour + HOUR
    period = { start: end - DAY, end, from: day(end - DAY), to: day(end - 1) }
  } else if (q.range === '12m') {
    const t = new Date(parseDay(today))
    period = days(day(Date.UTC(t.getUTCFullYear() - 1, t.getUTCMonth(), t.getUTCDate() + 1)), today)
  } else if (q.range === 'all') {
    period = days((await firstClick(tz)) ?? today, today)
  } else if (q.range) {
    period = days(day(parseDay(today) - (RANGE_DAYS[q.range] - 1) * DAY), today)
  } else {
    const to = q.to ?? today
    period = days(q.from ?? day(parseDay(to) - 29 * DAY), to)
  }
  if (period.from > period.to) throw bad('from must not be after to.')
  const interval = q.interval ?? defaultInterval(period)
  const buckets = bucketsOf(period, interval)
  let previous: Period | null = null
  if (q.compare) {
    const length = period.end - period.start
    const start = period.start - length
    previous = { start, end: period.start, from: day(start), to: day(period.start - 1) }
  }
  return { tz, interval, period, previous, buckets, previousBuckets: previous ? bucketsOf(previous, interval) : [] }
}
