import { STORED_COLUMNS as COLUMNS, emptyMaps } from './stats-sql.ts'
import type { ValueDay } from './stats-value-rollups.ts'
import type { HitRow } from './stats-rollup-read.ts'
import { VisitorUnion } from './visitor-sketch.ts'

export type LinkDay = ValueDay
export interface AccountDay { clicks: number; maps: Record<string, Map<string, number>>; visitors: VisitorUnion }

export function linkDay(): LinkDay {
  return { clicks: 0, maps: emptyMaps(), words: [] }
}

export function add(into: LinkDay, row: HitRow) {
  const n = Number(row.clicks)
  into.clicks += n
  for (const c of COLUMNS) into.maps[c]!.set(row[c], (into.maps[c]!.get(row[c]) ?? 0) + n)
  into.words.push((row.lo + 0x80000000) >>> 0, row.hi >>> 0)
}

export const accountDay = (): AccountDay => ({ clicks: 0, maps: emptyMaps(), visitors: new VisitorUnion() })

export function addMaps(into: Record<string, Map<string, number>>, maps: Record<string, Map<string, number>>) {
  for (const c of COLUMNS) for (const [value, n] of maps[c]!) into[c]!.set(value, (into[c]!.get(value) ?? 0) + n)
}
