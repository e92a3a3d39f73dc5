import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { DAY_MS, HOUR_MS, STORED_COLUMNS as COLUMNS, type StoredColumn, emptyMaps, idList, rowsOf } from './stats-sql.ts'
import { VisitorUnion, encodeWithHours } from './visitor-sketch.ts'

export interface ValueDay { clicks: number; maps: Record<string, Map<string, number>>; words: number[]; hours?: number[]; byHour?: number[] }
/** T42: a value row of dim `hour` is the account's clicks in one UTC hour of the day (value `00`–`23`), every column counted. */
export type ValueDim = StoredColumn | 'hour'
const DIMS: ValueDim[] = [...COLUMNS, 'hour']
export type AccountValues = Map<number, Record<ValueDim, Map<string, ValueDay>>>
export type ValueRow = { hi: number; lo: number; clicks: number; ms: number | string } & Record<StoredColumn, string>

const perColumn = () => Object.fromEntries(DIMS.map((c) => [c, new Map<string, ValueDay>()])) as Record<ValueDim, Map<string, ValueDay>>

export function addValues(into: AccountValues, user: number, row: ValueRow) {
  const columns = into.get(user) ?? into.set(user, perColumn()).get(user)!
  const n = Number(row.clicks)
  const lo = (row.lo + 0x80000000) >>> 0
  const hi = row.hi >>> 0
  const h = Math.floor((Number(row.ms) % DAY_MS) / HOUR_MS)
  const hour = String(h).padStart(2, '0')
  for (const c of DIMS) {
    const value = c === 'hour' ? hour : row[c]
    let d = columns[c].get(value)
    if (!d) columns[c].set(value, (d = c === 'hour' ? { clicks: 0, maps: emptyMaps(), words: [] } : { clicks: 0, maps: emptyMaps(), words: [], hours: [], byHour: new Array<number>(24).fill(0) }))
    d.clicks += n
    for (const o of COLUMNS) if (o !== c) d.maps[o]!.set(row[o], (d.maps[o]!.get(row[o]) ?? 0) + n)
    d.words.push(lo, hi)
    // T43: a value's clicks per UTC hour and each vid's hour, so that a zone's edge can cut its day at an hour.
    if (d.hours) {
      d.hours.push(h)
      d.byHour![h]! += n
    }
  }
}

export type ValueKey = [user: number, column: ValueDim, value: string]

export function valueKeys(values: AccountValues): ValueKey[] {
  return [...values].flatMap(([user, columns]) => DIMS.flatMap((c) => [...columns[c].keys()].map((v): ValueKey => [user, c, v])))
}

export const vidsOf = (d: ValueDay) => new BigInt64Array(new Uint32Array(d.words).buffer)

export function encoded(clicks: number, maps: Record<string, Map<string, number>>, sketch: Uint8Array) {
  return { c: clicks, m: Object.fromEntries(COLUMNS.map((c) => [c, [...maps[c]!].flat()])), v: Buffer.from(sketch).toString('base64') }
}

export function encodedDay(d: ValueDay) {
  const row = encoded(d.clicks, d.maps, (d.hours && encodeWithHours(d.words, d.hours)) || sketchOf(d))
  if (d.byHour) row.m.hours = d.byHour
  return row
}

function sketchOf(d: ValueDay): Uint8Array {
  const visitors = new VisitorUnion()
  visitors.addVids(vidsOf(d))
  return visitors.encode()
}

/** Writes `keys`' rows of `day` and forgets them; T28: only while the account-day's `gen` is the one read. */
export async function writeValues(db: Db, day: string, values: AccountValues, keys: ValueKey[], gens: Map<number, number>) {
  const rows = keys.map(([u, k, val]) => {
    const columns = values.get(u)!
    const row = { u, k, val, g: gens.get(u) ?? 0, ...encodedDay(columns[k].get(val)!) }
    columns[k].delete(val)
    return row
  })
  await db.execute(sql`insert into click_account_value_rollups (user_id, dim, value, day, clicks, maps, visitors)
    select u, k, val, ${day}::date, c, m, decode(v, 'base64') from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(u int, k text, val text, g int, c bigint, m jsonb, v text)
    where exists (select 1 from click_account_rollups a where a.user_id = u and a.day = ${day}::date and a.gen = g)
    on conflict on constraint click_account_value_rollups_pk do update set clicks = excluded.clicks, maps = excluded.maps, visitors = excluded.visitors`)
}

export async function clearValues(db: Db, day: string, gens: Map<number, number> | null) {
  const mine = gens && JSON.stringify([...gens].map(([u, g]) => ({ u, g })))
  await db.execute(sql`delete from click_account_value_rollups where day = ${day}::date${mine ? sql` and user_id in (
    select a.user_id from click_account_rollups a join jsonb_to_recordset(${mine}::jsonb) as x(u int, g int) on a.user_id = x.u and a.gen = x.g where a.day = ${day}::date)` : sql``}`)
}

export async function markValued(db: Db, day: string, gens: Map<number, number>, users: Iterable<number>) {
  const list = [...users].map((u) => ({ u, g: gens.get(u) ?? 0 }))
  if (list.length === 0) return
  await db.execute(sql`update click_account_rollups a set valued = true, hourly = true from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as x(u int, g int)
    where a.user_id = x.u and a.day = ${day}::date and a.gen = x.g`)
}

export async function gensOf(db: Db, day: string, take: boolean): Promise<Map<number, number>> {
  const rows = rowsOf<{ user_id: number; gen: number }>(
    await db.execute(take
      ? sql`update click_account_rollups set gen = gen + 1, valued = false where day = ${day}::date and (not valued or not hourly) returning user_id, gen`
      : sql`select user_id, gen from click_account_rollups where day = ${day}::date`),
  )
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.gen)]))
}

// T28: a day's detail is whole after click_detail_since's day and while CLICK_DETAIL_DAYS keeps it (a day's margin, T17).
const whole = (detailDays: number) => sql`day > coalesce((select (since at time zone 'UTC')::date from click_detail_since where since > '-infinity'), '-infinity'::date)
  ${detailDays > 0 ? sql`and day >= (now() - make_interval(days => ${detailDays - 1}))::date` : sql``}`

export async function unvaluedDay(db: Db, detailDays: number): Promise<string | null> {
  const [row] = rowsOf<{ day: string | null }>(
    await db.execute(sql`select day::text as day from click_account_rollups a where (not valued or not hourly) and ${whole(detailDays)}
      and exists (select 1 from click_rolled_days r where r.day = a.day and r.done) order by day desc limit 1`),
  )
  return row?.day ?? null
}

export async function detailWhole(db: Db, day: string, detailDays: number): Promise<boolean> {
  const [row] = rowsOf<{ ok: boolean }>(await db.execute(sql`select exists (select 1 from (select ${day}::date as day) d where ${whole(detailDays)}) as ok`))
  return row?.ok === true
}

/** T27: a deleted link has no owner: its clicks are left out. */
export async function learnOwners(db: Db, owners: Map<number, number | null>, links: Iterable<number>) {
  const unknown = [...new Set(links)].filter((l) => !owners.has(l))
  if (unknown.length === 0) return
  for (const l of unknown) owners.set(l, null)
  const rows = rowsOf<{ id: number; user_id: number }>(await db.execute(sql`select id, user_id from links where id = any(${idList(unknown)})`))
  for (const r of rows) owners.set(Number(r.id), Number(r.user_id))
}
