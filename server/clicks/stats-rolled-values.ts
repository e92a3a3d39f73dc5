import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { RolledMaps } from './stats-rollup-job.ts'
import { type RollPlan, between, bucketAt, detailRows, figureRows, valueList } from './stats-rolled.ts'
import { DAY_MS, STORED_COLUMNS, emptyMaps, rowsOf } from './stats-sql.ts'
import { VisitorUnion } from './visitor-sketch.ts'

type Row = { k: string; key: string; n: number | string }
type ValueRow = { day: string; value: string | null; clicks: number | string | null; maps: RolledMaps | string | null; visitors: Uint8Array | null }

/**
 * T29: the account with one filtered column: whole rolled UTC days from its value rows (clicks and maps add,
 * sketches union), the rest from click_hits filtered, as `rolledFigures` does for the account.
 */
export async function valueFigures(db: Db, links: number[], labels: string[], rp: RollPlan, withDimensions: boolean, where: SQL[]): Promise<Row[]> {
  const { column, stored } = rp.values!
  const days = sql`day = any(${`{${rp.days.join(',')}}`}::date[])`
  // Days whose value rows were taken out of use since rollPlan looked (T28) come back with null values.
  const rolled = rowsOf<ValueRow>(
    await db.execute(sql`select day::text as day, value, clicks, ${withDimensions ? sql`maps` : sql`null as maps`}, visitors
      from click_account_value_rollups v where user_id = ${rp.account} and dim = ${column} and value in (${valueList(stored)}) and ${days}
        and not exists (select 1 from click_account_rollups a where a.user_id = v.user_id and a.day = v.day and (a.stale or not a.valued))
      union all select day::text, null, null, null, null from click_account_rollups where user_id = ${rp.account} and ${days} and (stale or not valued)`),
  )
  const filter = sql.join(where, sql` and `)
  const ranges: [number, number][] = [...rp.detail]
  for (const r of rolled) if (r.value === null) ranges.push([Date.parse(`${r.day}T00:00:00Z`), Date.parse(`${r.day}T00:00:00Z`) + DAY_MS])
  const detail = await detailRows(db, labels, rp.edges, ranges.map(([a, b]) => sql`${between(links, a, b)} and ${filter}`), withDimensions)
  const clicks = new Map<string, number>()
  const visitors = new Map<string, VisitorUnion>()
  const sums = emptyMaps()
  const addTo = (m: Map<string, number>, key: string, n: number) => m.set(key, (m.get(key) ?? 0) + n)
  const visitorsOf = (b: string) => visitors.get(b) ?? visitors.set(b, new VisitorUnion()).get(b)!
  for (const r of rolled) {
    if (r.value === null) continue
    const b = bucketAt(rp.edges, labels, Date.parse(`${r.day}T00:00:00Z`))
    const n = Number(r.clicks)
    addTo(clicks, b, n)
    const sketch = r.visitors instanceof Uint8Array ? r.visitors : new Uint8Array(r.visitors!)
    visitorsOf(b).addSketch(sketch)
    if (!r.maps) continue
    addTo(sums[column], r.value, n)
    const maps = typeof r.maps === 'string' ? (JSON.parse(r.maps) as RolledMaps) : r.maps
    for (const c of STORED_COLUMNS) for (let i = 0, m = maps[c] ?? []; i < m.length; i += 2) addTo(sums[c], m[i] as string, m[i + 1] as number)
  }
  for (const r of detail) {
    if (r.k === 'bucket') addTo(clicks, r.key, Number(r.n))
    else if (r.k === 'vids' && r.v) visitorsOf(r.key).addBigEndian(r.v)
    else if (r.k in sums) addTo(sums[r.k as keyof typeof sums], r.key, Number(r.n))
  }
  return figureRows(clicks, visitors, sums)
}
