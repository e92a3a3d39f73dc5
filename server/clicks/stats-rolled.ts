import { type SQL, sql } from 'drizzle-orm'
import { STATS_FILTERS, type StatsQuery } from '../../contract/stats.ts'
import type { Db } from '../db/client.ts'
import { localStamp, type Period, type StatsPlan } from './stats-period.ts'
import { DAY_MS, HOUR_MS, type RollPlan, type RolledMaps, type Split, STORED_COLUMNS, addRolledMaps, columnCounts, dayOf, emptyMaps, idList, iso, rowsOf, storedValues } from './stats-sql.ts'
import { VisitorUnion } from './visitor-sketch.ts'
import { hourRows } from './stats-rolled-hours.ts'
import { linkRowsCount, linkRowsRead, withWeeks } from './stats-rolled-weeks.ts'

type Row = { k: string; key: string; n: number | string }

export type { RollPlan, Split } from './stats-sql.ts'

// T40: a piece at most this share of the other side's bucket, so that its visitors bound the estimate's error.
const SPLIT_SHARE = 0.02

function splitDays(edges: number[], done: Set<string>): Map<number, Split> {
  const splits = new Map<number, Split>()
  for (let i = 1; i + 1 < edges.length; i++) {
    const [before, e, after] = [edges[i - 1]!, edges[i]!, edges[i + 1]!]
    const d = Math.floor(e / DAY_MS) * DAY_MS
    if (d === e || d < before || d + DAY_MS > after || !done.has(dayOf(d))) continue
    const head: [number, number] = [d, e]
    const tail: [number, number] = [e, d + DAY_MS]
    const [piece, big, bucket] = e - d <= d + DAY_MS - e ? [head, tail, after - e] : [tail, head, e - before]
    const share = piece[1] - piece[0] <= SPLIT_SHARE * bucket
    splits.set(d, { day: dayOf(d), piece, big, share, cut: (e - d) % HOUR_MS === 0 ? (e - d) / HOUR_MS : null })
  }
  return splits
}

function valueFilter(q: StatsQuery, account: number | null): RollPlan['values'] | undefined {
  const set = STATS_FILTERS.filter((f) => q[f] !== undefined)
  if (set.length === 0) return null
  const column = set[0]!
  if (account === null || set.length > 1 || column === 'source') return undefined
  return { column, stored: storedValues(column, q[column]!) }
}

/** T22: the done UTC days lying whole in one bucket of an unfiltered day, week or month query; null if none. */
export async function rollPlan(db: Db, plan: StatsPlan, period: Period, labels: string[], q: StatsQuery, account: number | null = null): Promise<RollPlan | null> {
  const values = valueFilter(q, account)
  if (plan.interval === 'hour' || values === undefined) return null
  const unvalued = values ? sql` and day not in (select day from click_account_rollups where user_id = ${account} and (stale or not valued))` : sql``
  const hourlyDays = account !== null && !values ? sql`select day::text from click_account_rollups where user_id = ${account} and valued and hourly and not stale` : sql`select null::text where false`
  const stamps = [period.start, ...labels.slice(1).map((l) => Date.parse(`${l}T00:00:00Z`)), period.end].map(localStamp)
  const [row] = rowsOf<{ edges: number[]; done: string[]; hourly: string[] }>(
    await db.execute(sql`select
      array(select date_part('epoch', l::timestamp at time zone ${plan.tz}) * 1000 from unnest(${`{${stamps.join(',')}}`}::text[]) with ordinality u(l, i) order by i) as edges,
      array(select day::text from click_rolled_days where done
        and day >= (${localStamp(period.start)}::timestamp at time zone ${plan.tz} at time zone 'UTC')::date - 1
        and day <= (${localStamp(period.end)}::timestamp at time zone ${plan.tz} at time zone 'UTC')::date${unvalued}) as done,
      array(${hourlyDays}) as hourly`),
  )
  const edges = (row?.edges ?? []).map(Number)
  const done = new Set(row?.done ?? [])
  const splits = values ? splitDays(edges, done) : new Map<number, Split>()
  const hourly = new Set((row?.hourly ?? []).filter((d) => done.has(d)))
  const days: string[] = []
  const detail: [number, number][] = []
  const hours: number[] = []
  const fromDetail = (from: number, to: number) => {
    if (from >= to) return
    const last = detail.at(-1)
    if (last && last[1] === from) last[1] = to
    else detail.push([from, to])
  }
  // T40's split days are read elsewhere; T42: an hourly day's whole hours come from its hour rows.
  const gap = (from: number, to: number) => {
    if (from >= to || splits.has(Math.floor(from / DAY_MS) * DAY_MS)) return
    const [a, b] = [Math.ceil(from / HOUR_MS) * HOUR_MS, Math.floor(to / HOUR_MS) * HOUR_MS]
    if (a >= b || !hourly.has(dayOf(from))) return fromDetail(from, to)
    fromDetail(from, a)
    for (let h = a; h < b; h += HOUR_MS) hours.push(h)
    fromDetail(b, to)
  }
  for (let i = 0; i + 1 < edges.length; i++) {
    const [start, end] = [edges[i]!, edges[i + 1]!]
    let at = Math.ceil(start / DAY_MS) * DAY_MS
    gap(start, Math.min(at, end))
    for (; at + DAY_MS <= end; at += DAY_MS) {
      if (done.has(dayOf(at))) days.push(dayOf(at))
      else gap(at, at + DAY_MS)
    }
    gap(Math.max(at, start), end)
  }
  return days.length || splits.size || hours.length ? withWeeks({ edges, days, detail, account, values, splits: [...splits.values()], hours }) : null
}

export async function rolledRowsOver(db: Db, links: number[], plans: RollPlan[], limit: number): Promise<number> {
  let n = 0
  for (const p of plans) {
    const days = sql`day = any(${`{${[...p.days, ...(p.splits ?? []).map((s) => s.day)].join(',')}}`}::date[])`
    const [rolled] = rowsOf<{ n: number | string }>(
      await db.execute(
        p.values
          ? sql`select count(*) as n from click_account_value_rollups where user_id = ${p.account} and dim = ${p.values.column} and value in (${valueList(p.values.stored)}) and ${days}`
          : p.account !== null
          ? sql`select count(*) as n from click_account_rollups where user_id = ${p.account} and ${days}`
          : linkRowsCount(links, p, limit - n),
      ),
    )
    n += Number(rolled?.n ?? 0) + (p.hours?.length ?? 0)
    const detail = [...p.detail, ...(p.splits ?? []).map((s) => s.piece)]
    if (n > limit || detail.length === 0) continue
    const [hours] = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*) as n from (
        select 1 from unnest(${idList(links)}) l(id) cross join lateral (
          select 1 from click_hours where link_id = l.id and (${sql.join(detail.map(([a, b]) => sql`(at >= ${iso(a)}::timestamptz and at < ${iso(b)}::timestamptz)`), sql` or `)})
          limit ${limit - n + 1}) h
        limit ${limit - n + 1}) r`),
    )
    n += Number(hours?.n ?? 0)
  }
  return n
}

export const valueList = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `)

export function between(links: number[], from: number, to: number): SQL {
  if (links.length === 1) {
    return sql`(link_id, at) >= (${links[0]!}::int, ${iso(from)}::timestamptz) and (link_id, at) < (${links[0]!}::int, ${iso(to)}::timestamptz)`
  }
  return sql`link_id = any(${idList(links)}) and at >= ${iso(from)}::timestamptz and at < ${iso(to)}::timestamptz`
}

export function bucketAt(edges: number[], labels: string[], ms: number): string {
  let i = 0
  while (i + 2 < edges.length && edges[i + 1]! <= ms) i++
  return labels[i]!
}

export type DetailRow = { k: string; key: string; n: number | string; v: Uint8Array | null }

export async function detailRows(db: Db, labels: string[], edges: number[], parts: SQL[], withDimensions: boolean): Promise<DetailRow[]> {
  if (parts.length === 0) return []
  return rowsOf<DetailRow>(
    await db.execute(sql`
      with edges as (select ${`{${edges.slice(0, -1).map((e) => e / 1000).join(',')}}`}::float8[] as e),
      f as materialized (
        select (${`{${labels.join(',')}}`}::text[])[width_bucket(date_part('epoch', at), (select e from edges))] as b,
          vid, country, referrer, browser, os, language, device, clicks
        from (${sql.join(parts.map((p) => sql`select at, vid, country, referrer, browser, os, language, device, clicks from click_hits where ${p}`), sql` union all `)}) h
      )
      select 'bucket' as k, b as key, sum(clicks)::bigint as n, null::bytea as v from f group by b
      union all select 'vids', b, 0, string_agg(int8send(vid), ''::bytea) from (select distinct b, vid from f) d group by b
      ${withDimensions ? sql`union all select k, key, n, null from (${columnCounts}) maps` : sql``}`),
  )
}

export async function rolledFigures(db: Db, links: number[], labels: string[], rp: RollPlan, withDimensions: boolean): Promise<Row[]> {
  const maps = withDimensions ? sql`maps` : sql`null as maps`
  const days = sql`day = any(${`{${rp.days.join(',')}}`}::date[])`
  const rolled = rowsOf<{ link_id: number | null; day: string; clicks: number | string; maps: RolledMaps | string | null; visitors: Uint8Array; stale: boolean; at?: number }>(
    await db.execute(
      rp.account !== null
        ? sql`select null as link_id, day::text as day, clicks, ${maps}, visitors, stale from click_account_rollups where user_id = ${rp.account} and ${days}`
        : linkRowsRead(links, rp, maps),
    ),
  )
  const hours = rp.account !== null && rp.hours?.length ? await hourRows(db, rp.account, rp.hours, withDimensions) : { rows: [], missing: [], maps: [] }
  rolled.push(...hours.rows)
  const parts = [...rp.detail, ...hours.missing].map(([a, b]) => between(links, a, b))
  for (const r of rolled) if (r.stale) parts.push(between(r.link_id === null ? links : [Number(r.link_id)], Date.parse(`${r.day}T00:00:00Z`), Date.parse(`${r.day}T00:00:00Z`) + DAY_MS))
  const bucketOf = (ms: number) => bucketAt(rp.edges, labels, ms)
  const detail = await detailRows(db, labels, rp.edges, parts, withDimensions)
  const clicks = new Map<string, number>()
  const visitors = new Map<string, VisitorUnion>()
  const sums: Record<string, Map<string, number>> = emptyMaps()
  const addTo = (m: Map<string, number>, value: string, n: number) => m.set(value, (m.get(value) ?? 0) + n)
  const visitorsOf = (b: string) => visitors.get(b) ?? visitors.set(b, new VisitorUnion()).get(b)!
  for (const r of rolled) {
    if (r.stale) continue
    const b = bucketOf(r.at ?? Date.parse(`${r.day}T00:00:00Z`))
    clicks.set(b, (clicks.get(b) ?? 0) + Number(r.clicks))
    const sketch = r.visitors instanceof Uint8Array ? r.visitors : new Uint8Array(r.visitors)
    visitorsOf(b).addSketch(sketch)
    if (r.maps) addRolledMaps(sums, r.maps)
  }
  for (const m of hours.maps) addRolledMaps(sums, m)
  for (const r of detail) {
    if (r.k === 'bucket') clicks.set(r.key, (clicks.get(r.key) ?? 0) + Number(r.n))
    else if (r.k === 'vids' && r.v) visitorsOf(r.key).addBigEndian(r.v)
    else if (r.k in sums) addTo(sums[r.k]!, r.key, Number(r.n))
  }
  return figureRows(clicks, visitors, sums)
}

export function figureRows(clicks: Map<string, number>, visitors: Map<string, VisitorUnion>, sums: Record<string, Map<string, number>>): Row[] {
  const period = new VisitorUnion()
  for (const u of visitors.values()) period.addUnion(u)
  const rows: Row[] = [
    { k: 'clicks', key: '', n: [...clicks.values()].reduce((a, b) => a + b, 0) },
    { k: 'unique', key: '', n: period.count() },
  ]
  for (const [b, n] of clicks) rows.push({ k: 'bucket', key: b, n })
  for (const [b, u] of visitors) rows.push({ k: 'ubucket', key: b, n: u.count() })
  for (const c of STORED_COLUMNS) for (const [key, n] of sums[c]!) rows.push({ k: c, key, n })
  return rows
}

export async function rollPlans(db: Db, plan: StatsPlan, q: StatsQuery, userId: number): Promise<(RollPlan | null)[]> {
  const account = q.scope === 'account' ? userId : null
  return Promise.all([
    rollPlan(db, plan, plan.period, plan.buckets, q, account),
    plan.previous ? rollPlan(db, plan, plan.previous, plan.previousBuckets, q, account) : Promise.resolve(null),
  ])
}
