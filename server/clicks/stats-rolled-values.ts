import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { type RollPlan, type Split, between, bucketAt, detailRows, figureRows, valueList } from './stats-rolled.ts'
import { DAY_MS, HOUR_MS, type RolledMaps, addRolledMaps, emptyMaps, idList, iso, rowsOf } from './stats-sql.ts'
import { VisitorUnion, hourMasks, vidsIn } from './visitor-sketch.ts'

type Row = { k: string; key: string; n: number | string }
type Whole = { sketches: Uint8Array[]; over: number; splits: Split[] }
type ValueRow = { day: string; value: string | null; clicks: number | string | null; maps: RolledMaps | string | null; visitors: Uint8Array | null; hours: number[] | string | null }

// T40: the most a split bucket's visitors may be over by, as a share of them: an exact union, a HyperLogLog's.
const SPLIT_ERROR = { exact: 0.02, estimated: 0.01 }

/** T29: whole rolled days from the value rows, the rest from click_hits; a day an edge cuts by T43, else T40. */
export async function valueFigures(db: Db, links: number[], labels: string[], rp: RollPlan, withDimensions: boolean, where: SQL[]): Promise<Row[]> {
  const { column, stored } = rp.values!
  const splitOf = new Map((rp.splits ?? []).map((s) => [s.day, s]))
  const days = sql`day = any(${`{${[...rp.days, ...splitOf.keys()].join(',')}}`}::date[])`
  // T28: days whose value rows went out of use since rollPlan looked come back with null values.
  const rolled = rowsOf<ValueRow>(
    await db.execute(sql`select day::text as day, value, clicks, ${withDimensions ? sql`maps` : sql`null as maps`}, visitors,
        maps -> 'hours' as hours
      from click_account_value_rollups v where user_id = ${rp.account} and dim = ${column} and value in (${valueList(stored)}) and ${days}
        and not exists (select 1 from click_account_rollups a where a.user_id = v.user_id and a.day = v.day and (a.stale or not a.valued))
      union all select day::text, null, null, null, null, null from click_account_rollups where user_id = ${rp.account} and ${days} and (stale or not valued)`),
  )
  const filter = sql.join(where, sql` and `)
  const ranges: [number, number][] = [...rp.detail]
  const skipped = new Set<string>()
  const toDetail = (day: string) => {
    ranges.push([Date.parse(`${day}T00:00:00Z`), Date.parse(`${day}T00:00:00Z`) + DAY_MS])
    splitOf.delete(day)
    skipped.add(day)
  }
  for (const r of rolled) if (r.value === null) toDetail(r.day)
  // T43: a split day whose rows all hold their vids' hours is cut at its hour; else T40's piece if small, or detail.
  const masked = new Map<string, Split>()
  for (const [day, split] of splitOf) {
    if (split.cut !== null && rolled.every((r) => r.day !== day || (r.visitors?.[0] === 2 && r.hours))) {
      masked.set(day, split)
      splitOf.delete(day)
    } else if (!split.share) toDetail(day)
  }
  const splits = [...splitOf.values()]
  const [detail, pieces] = await Promise.all([
    detailRows(db, labels, rp.edges, ranges.map(([a, b]) => sql`${between(links, a, b)} and ${filter}`), withDimensions),
    rangeVisits(db, links, splits.map((s) => s.piece), filter),
  ])
  const bucketOf = (ms: number) => bucketAt(rp.edges, labels, ms)
  const clicks = new Map<string, number>()
  const visitors = new Map<string, VisitorUnion>()
  const sums = emptyMaps()
  const addTo = (m: Map<string, number>, key: string, n: number) => m.set(key, (m.get(key) ?? 0) + n)
  const visitorsOf = (b: string) => visitors.get(b) ?? visitors.set(b, new VisitorUnion()).get(b)!
  const whole = new Map<string, Whole>()
  for (const r of rolled) {
    if (r.value === null || skipped.has(r.day)) continue
    const n = Number(r.clicks)
    const cut = masked.get(r.day)
    const split = splitOf.get(r.day)
    if (cut) {
      const hours = (typeof r.hours === 'string' ? JSON.parse(r.hours) : r.hours) as number[]
      const early = hours.slice(0, cut.cut!).reduce((a, b) => a + b, 0)
      const list = hourMasks(r.visitors!)!
      const before = (1 << cut.cut!) - 1
      const start = Date.parse(`${r.day}T00:00:00Z`)
      const [first, second] = [bucketOf(start), bucketOf(start + cut.cut! * HOUR_MS)]
      addTo(clicks, first, early)
      addTo(clicks, second, n - early)
      visitorsOf(first).addVids(vidsIn(list, before))
      visitorsOf(second).addVids(vidsIn(list, 0xffffff & ~before))
    } else {
      const b = bucketOf(split ? split.big[0] : Date.parse(`${r.day}T00:00:00Z`))
      addTo(clicks, b, n)
      if (split) {
        const w = whole.get(b) ?? whole.set(b, { sketches: [], over: 0, splits: [] }).get(b)!
        w.sketches.push(r.visitors!)
        if (!w.splits.includes(split)) w.splits.push(split)
      } else visitorsOf(b).addSketch(r.visitors!)
    }
    if (!r.maps) continue
    addTo(sums[column], r.value, n)
    addRolledMaps(sums, r.maps)
  }
  for (const [i, visit] of pieces.entries()) {
    const [into, from] = [bucketOf(splits[i]!.piece[0]), bucketOf(splits[i]!.big[0])]
    addTo(clicks, into, visit.clicks)
    addTo(clicks, from, -visit.clicks)
    visitorsOf(into).addBigEndian(visit.vids)
    const w = whole.get(from)
    if (w) w.over += visit.vids.byteLength / 8
  }
  for (const r of detail) {
    if (r.k === 'bucket') addTo(clicks, r.key, Number(r.n))
    else if (r.k === 'vids' && r.v) visitorsOf(r.key).addBigEndian(r.v)
    else if (r.k in sums) addTo(sums[r.k as keyof typeof sums], r.key, Number(r.n))
  }
  await wholeOrExact(db, links, filter, whole, visitors)
  return figureRows(clicks, visitors, sums)
}

async function wholeOrExact(db: Db, links: number[], filter: SQL, whole: Map<string, Whole>, visitors: Map<string, VisitorUnion>) {
  const exact: string[] = []
  for (const [b, w] of whole) {
    const all = new VisitorUnion()
    const rest = visitors.get(b)
    if (rest) all.addUnion(rest)
    for (const sketch of w.sketches) all.addSketch(sketch)
    if (w.over <= SPLIT_ERROR[all.estimated ? 'estimated' : 'exact'] * all.count()) visitors.set(b, all)
    else exact.push(b)
  }
  const sides = exact.flatMap((b) => whole.get(b)!.splits.map((s) => ({ b, side: s.big })))
  const visits = await rangeVisits(db, links, sides.map((s) => s.side), filter)
  for (const [i, visit] of visits.entries()) {
    const b = sides[i]!.b
    ;(visitors.get(b) ?? visitors.set(b, new VisitorUnion()).get(b)!).addBigEndian(visit.vids)
  }
}

async function rangeVisits(db: Db, links: number[], ranges: [number, number][], filter: SQL): Promise<{ clicks: number; vids: Uint8Array }[]> {
  if (ranges.length === 0) return []
  const order = ranges.map((_, i) => i).sort((x, y) => ranges[x]![0] - ranges[y]![0])
  const rows = rowsOf<{ i: number; n: number | string; v: Uint8Array | null }>(
    await db.execute(sql`select i, sum(clicks)::bigint as n, string_agg(int8send(vid), ''::bytea) as v from (
        select width_bucket(date_part('epoch', at), ${`{${order.map((i) => ranges[i]![0] / 1000).join(',')}}`}::float8[]) as i, vid, sum(clicks) as clicks
        from click_hits where link_id = any(${idList(links)}) and (${sql.join(order.map((i) => sql`(at >= ${iso(ranges[i]![0])}::timestamptz and at < ${iso(ranges[i]![1])}::timestamptz)`), sql` or `)}) and ${filter}
        group by 1, vid) d group by i`),
  )
  const out: { clicks: number; vids: Uint8Array }[] = ranges.map(() => ({ clicks: 0, vids: new Uint8Array(0) }))
  for (const r of rows) out[order[Number(r.i) - 1]!] = { clicks: Number(r.n), vids: r.v ?? new Uint8Array(0) }
  return out
}
