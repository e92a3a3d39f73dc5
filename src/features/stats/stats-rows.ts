import type { StatsBucket, StatsData } from '@contract/stats'

export interface CountRow {
  /** What a filter takes (DE); `label` is what a person reads (Germany (DE)). */
  key: string
  label: string
  value: number
}

export function countRows(map: Record<string, number>, label: (key: string) => string = (k) => k): CountRow[] {
  return Object.entries(map)
    .filter(([, value]) => value > 0)
    .map(([key, value]) => ({ key, label: label(key), value }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key))
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7

/** W4: hours of the day from an hourly timeline (its buckets are already in the viewer's zone); null otherwise. */
export function hourOfDay(data: Pick<StatsData, 'interval' | 'timeline'>): CountRow[] | null {
  if (data.interval !== 'hour') return null
  const hours = Array.from({ length: 24 }, (_, h) => {
    const label = `${String(h).padStart(2, '0')}:00`
    return { key: label, label, value: 0 }
  })
  for (const b of data.timeline) hours[Number(b.start.slice(11, 13))]!.value += b.clicks
  return hours
}

/** W4: days of the week (Monday first) from an hourly or daily timeline; null for weeks and months. */
export function dayOfWeek(data: Pick<StatsData, 'interval' | 'timeline'>): CountRow[] | null {
  if (data.interval !== 'hour' && data.interval !== 'day') return null
  const days = WEEKDAYS.map((label) => ({ key: label, label, value: 0 }))
  for (const b of data.timeline) days[weekday(b.start.slice(0, 10))]!.value += b.clicks
  return days
}

/** A change as "+25 %", "−10 %", or "new" when the previous period had none. */
export function delta(now: number, before: number): string {
  if (before === 0) return now === 0 ? '±0 %' : 'new'
  const change = Math.round(((now - before) / before) * 100)
  return `${change > 0 ? '+' : change < 0 ? '−' : '±'}${Math.abs(change)} %`
}

export interface TimelinePoint {
  label: string
  clicks: number
  uniqueClicks: number
  previous?: number
}

export function timelinePoints(timeline: StatsBucket[], previous?: StatsBucket[]): TimelinePoint[] {
  return timeline.map((b, i) => ({
    label: b.start,
    clicks: b.clicks,
    uniqueClicks: b.uniqueClicks,
    ...(previous ? { previous: previous[i]?.clicks ?? 0 } : {}),
  }))
}
