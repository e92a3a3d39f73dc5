import { sql } from 'drizzle-orm'
import { SCAN_REFERRER } from '../qr/scan-marker.ts'

export const STORED_COLUMNS = ['country', 'referrer', 'browser', 'os', 'language', 'device'] as const
export type StoredColumn = (typeof STORED_COLUMNS)[number]

export const DAY_MS = 86_400_000
export const HOUR_MS = 3_600_000

/** T20: per column, values and their counts in turn. */
export type RolledMaps = Record<StoredColumn, (string | number)[]>

export function addRolledMaps(into: Record<string, Map<string, number>>, raw: RolledMaps | string) {
  const maps = typeof raw === 'string' ? (JSON.parse(raw) as RolledMaps) : raw
  for (const c of STORED_COLUMNS) for (let i = 0, m = maps[c] ?? []; i < m.length; i += 2) into[c]!.set(m[i] as string, (into[c]!.get(m[i] as string) ?? 0) + Number(m[i + 1]))
}

export const DIRECT = 'Direct, email and other'

/** X1's values of a column filter as stored: T6's unknown is '', hosts lower-case, `direct` the two stored ones. */
export function storedValues(column: StoredColumn, values: string[]): string[] {
  const stored = (v: string) => (v === 'unknown' ? '' : v)
  if (column !== 'referrer') return values.map(stored)
  return values.flatMap((v) => (v === 'direct' ? [DIRECT, SCAN_REFERRER] : [stored(v.toLowerCase())]))
}

export const iso = (ms: number) => new Date(ms).toISOString()
export const dayOf = (ms: number) => iso(ms).slice(0, 10)

export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[]

// T12: a constant array is hashed by the planner, where a bound parameter is searched linearly per row.
export const idList = (ids: number[]) => sql.raw(`'{${ids.map((id) => Math.trunc(id)).join(',')}}'::int[]`)

export const emptyMaps = (): Record<StoredColumn, Map<string, number>> =>
  Object.fromEntries(STORED_COLUMNS.map((c) => [c, new Map<string, number>()])) as Record<StoredColumn, Map<string, number>>

export const columnCounts = sql`select case ${sql.join(STORED_COLUMNS.map((c) => sql`when grouping(${sql.raw(c)}) = 0 then ${c}`), sql` `)} end as k,
  coalesce(${sql.join(STORED_COLUMNS.map((c) => sql.raw(c)), sql`, `)}) as key, sum(clicks)::bigint as n
  from f group by grouping sets (${sql.join(STORED_COLUMNS.map((c) => sql`(${sql.raw(c)})`), sql`, `)})`

/** What `rollPlan` decides: the bucket edges, the rolled days (and weeks, hours, split days), the detail ranges. */
export interface RollPlan {
  edges: number[]
  days: string[]
  detail: [number, number][]
  account: number | null
  values?: { column: StoredColumn; stored: string[] } | null
  splits?: Split[]
  hours?: number[]
  weeks?: string[]
}

/** T40: `piece` is the smaller side, read from detail; T43: `cut` is the hour the edge falls on, null off the hour. */
export interface Split { day: string; piece: [number, number]; big: [number, number]; share: boolean; cut: number | null }
