import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { type StoredColumn, iso, rowsOf } from './stats-sql.ts'

export const HIT_COLUMNS = sql`link_id, (vid >> 32)::int4 as hi, ((vid & 4294967295) - 2147483648)::int4 as lo, country, referrer, browser, os, language, device, clicks`
export type HitRow = { link_id: number; hi: number; lo: number; clicks: number } & Record<StoredColumn, string>
type TimedRow = HitRow & { ms: number }

export interface Moment { ms: number; from: string; last: number }
export interface Cursor { next: number; end: number; moment: Moment | null }

const pageOf = (tid: string) => Number(tid.slice(1).split(',')[0])

/** T20, T31: the day's next rows, whole moments and at most `tickRows`; a moment holding more is read in parts. */
export async function nextRows(db: Db, day: Cursor, tickRows: number, momentPages: number): Promise<TimedRow[]> {
  if (day.moment) return momentPart(db, day, tickRows, momentPages)
  const within = sql`at >= ${iso(day.next)}::timestamptz and at < ${iso(day.end)}::timestamptz`
  const rows = rowsOf<TimedRow>(
    await db.execute(sql`select ${HIT_COLUMNS}, extract(epoch from at) * 1000 as ms from click_hits where ${within} order by at limit ${tickRows + 1}`),
  )
  if (rows.length <= tickRows) {
    day.next = day.end
    return rows
  }
  const cut = Number(rows[tickRows]!.ms)
  const whole = rows.filter((r) => Number(r.ms) < cut)
  if (whole.length > 0) {
    day.next = cut
    return whole
  }
  const [range] = rowsOf<{ first: string; last: string }>(
    await db.execute(sql`select min(ctid)::text as first, max(ctid)::text as last from click_hits where at = ${iso(cut)}::timestamptz`),
  )
  day.moment = { ms: cut, from: range!.first, last: pageOf(range!.last) }
  return momentPart(db, day, tickRows, momentPages)
}

// T31: a TID range scan; `at + 0` keeps the planner off the (at) index, which would read the whole moment.
async function momentPart(db: Db, day: Cursor, tickRows: number, momentPages: number): Promise<TimedRow[]> {
  const m = day.moment!
  const to = Math.min(m.last + 1, pageOf(m.from) + momentPages)
  const rows = rowsOf<TimedRow & { tid: string }>(
    await db.execute(sql`select ${HIT_COLUMNS}, ${m.ms} as ms, ctid::text as tid from click_hits
      where ctid >= ${m.from}::tid and ctid < ${`(${to},0)`}::tid and at + interval '0 s' = ${iso(m.ms)}::timestamptz
      order by ctid limit ${tickRows + 1}`),
  )
  if (rows.length > tickRows) {
    m.from = rows.pop()!.tid
  } else if (to > m.last) {
    day.next = m.ms + 1
    day.moment = null
  } else {
    m.from = `(${to},0)`
  }
  return rows
}
