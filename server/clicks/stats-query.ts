import { type SQL, sql } from 'drizzle-orm'
import { STATS_FILTERS, STATS_TOP, type StatsBucket, type StatsData, type StatsFilter, type StatsQuery } from '../../contract/stats.ts'
import type { Db } from '../db/client.ts'
import { ApiFailure } from '../http/errors.ts'
import { SCAN_REFERRER } from '../qr/scan-marker.ts'
import { localStamp, type Period, type StatsPlan } from './stats-period.ts'
import { type RollPlan, rolledFigures, rolledRowsOver } from './stats-rolled.ts'
import { valueFigures } from './stats-rolled-values.ts'
import { DAY_MS, DIRECT, type StoredColumn, columnCounts, idList, rowsOf, storedValues } from './stats-sql.ts'

const DIMENSIONS = ['countries', 'referrers', 'browsers', 'os', 'devices', 'languages', 'sources'] as const
type Dimension = (typeof DIMENSIONS)[number]

const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `)

function filterOf(name: StatsFilter, values: string[]): SQL | undefined {
  if (name === 'source') {
    if (values.length === 2) return undefined
    return values[0] === 'scan' ? sql`referrer = ${SCAN_REFERRER}` : sql`referrer <> ${SCAN_REFERRER}`
  }
  return sql`${sql.raw(name)} in (${list(storedValues(name, values))})`
}

/** T7: a list, so the planner sees how few a link scope has; a 404 naming `scope` when it is not the caller's. */
export async function scopeLinks(db: Db, userId: number, scope: string): Promise<number[]> {
  const [kind, raw] = scope.split(':') as [string, string | undefined]
  const id = Number(raw)
  const own = sql`select id from links where user_id = ${userId}`
  let links: SQL
  let exists: SQL
  switch (kind) {
    case 'account':
      links = own
      exists = sql`select 1`
      break
    case 'link':
      links = sql`${own} and id = ${id} and kind = 'links' and not qr`
      exists = links
      break
    case 'bio':
      links = sql`${own} and id = ${id} and kind = 'bio'`
      exists = links
      break
    case 'qr':
      links = sql`select link_id from qr_codes where id = ${id} and user_id = ${userId} and link_id is not null`
      exists = sql`select 1 from qr_codes where id = ${id} and user_id = ${userId}`
      break
    case 'campaign':
      links = sql`${own} and campaign_id = ${id}`
      exists = sql`select 1 from campaigns where id = ${id} and user_id = ${userId}`
      break
    case 'domain':
      links = sql`${own} and domain = (select domain from domains where id = ${id} and user_id = ${userId})`
      exists = sql`select 1 from domains where id = ${id} and user_id = ${userId}`
      break
    default:
      links = sql`${own} and id in (
        select item_id from directory_items where directory_id = ${id} and item_type <> 'qr'
        union all
        select q.link_id from directory_items i join qr_codes q on q.id = i.item_id where i.directory_id = ${id} and i.item_type = 'qr')`
      exists = sql`select 1 from directories where id = ${id} and user_id = ${userId}`
  }
  const [row] = rowsOf<{ ok: boolean; ids: number[] | null }>(
    await db.execute(sql`select exists(${exists}) as ok, array(${links}) as ids`),
  )
  if (row?.ok !== true) throw new ApiFailure(404, `scope: ${kind} ${id} not found.`)
  return (row.ids ?? []).map(Number)
}

export async function firstClickDay(db: Db, links: number[], tz: string): Promise<string | null> {
  const rows = rowsOf<{ day: string | null }>(
    await db.execute(sql`select to_char(min(at) at time zone ${tz}, 'YYYY-MM-DD') as day from click_hours where link_id = any(${idList(links)})`),
  )
  return rows[0]?.day ?? null
}

type Row = { k: string; key: string; n: number | string }

const boundsOf = (tz: string, period: Period) =>
  sql`at >= (${localStamp(period.start)}::timestamp at time zone ${tz}) and at < (${localStamp(period.end)}::timestamp at time zone ${tz})`

// T12: one link's bounds are (link, moment) pairs, which only the per-link indexes serve.
function scoped(links: number[], tz: string, period: Period): SQL {
  if (links.length !== 1) return sql`link_id = any(${idList(links)}) and ${boundsOf(tz, period)}`
  const at = (ms: number) => sql`(${localStamp(ms)}::timestamp at time zone ${tz})`
  return sql`(link_id, at) >= (${links[0]!}::int, ${at(period.start)}) and (link_id, at) < (${links[0]!}::int, ${at(period.end)})`
}

/** T13: whether the periods' rows exceed `limit`, counted up to it; T22: a rolled period counts its rollup rows. */
export async function readsMoreThan(db: Db, links: number[], plan: StatsPlan, limit: number, rolls: (RollPlan | null)[] = []): Promise<boolean> {
  let left = limit
  for (const [i, period] of (plan.previous ? [plan.period, plan.previous] : [plan.period]).entries()) {
    const rolled = rolls[i]
    if (rolled) {
      left -= await rolledRowsOver(db, links, [rolled], left)
      if (left < 0) return true
      continue
    }
    const [row] = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*) as n from (
        select 1 from unnest(${idList(links)}) l(id)
        cross join lateral (select 1 from click_hours where link_id = l.id and ${boundsOf(plan.tz, period)} limit ${left + 1}) h
        limit ${left + 1}) r`),
    )
    left -= Number(row?.n ?? 0)
    if (left < 0) return true
  }
  return false
}

// T16: the maps group the stored values as they are; X1's names are given to the few groups here.
const MAP_OF: Record<StoredColumn, Dimension> = { country: 'countries', referrer: 'referrers', browser: 'browsers', os: 'os', language: 'languages', device: 'devices' }
// Two stored referrers become `direct`, so two more than the top are read to rank after merging them.
const READ_TOP = STATS_TOP + 2

export function keyOfStored(column: StoredColumn, value: string): string {
  if (column === 'referrer' && (value === DIRECT || value === SCAN_REFERRER)) return 'direct'
  return value === '' ? 'unknown' : value
}

// T7: one statement per period, each table filtered once; T11: buckets by width_bucket; T17: `hitsOnly` reads click_hits alone.
async function figures(db: Db, links: number[], plan: StatsPlan, period: Period, labels: string[], where: SQL[], withDimensions: boolean, hitsOnly: boolean): Promise<Row[]> {
  const { tz, interval } = plan
  const filters = sql.join([scoped(links, tz, period), ...where], sql` and `)
  const starts = sql`${`{${labels.join(',')}}`}::text[]`
  const bucket =
    interval === 'hour'
      ? sql`to_char(date_trunc('hour', at at time zone ${tz}), 'YYYY-MM-DD HH24:00')`
      : sql`(${starts})[width_bucket(date_part('epoch', at), (select e from edges))]`
  const dimensions = withDimensions
    ? sql`union all
      select k, key, n from (
        select k, key, n, row_number() over (partition by k order by n desc, key) as rank from (
          ${columnCounts}
        ) grouped
      ) ranked where rank <= ${READ_TOP} or (k = 'referrer' and key in (${DIRECT}, ${SCAN_REFERRER}))`
    : sql``
  return rowsOf<Row>(
    await db.execute(sql`
      with edges as (
        select array_agg(date_part('epoch', l::timestamp at time zone ${tz}) order by i) as e from unnest(${starts}) with ordinality u(l, i)
      ), ${
        hitsOnly
          ? sql`f as materialized (
        select ${bucket} as b, vid, country, referrer, browser, os, language, device, clicks from click_hits where ${filters}
      ), v as materialized (select distinct b, vid from f)`
          : sql`f as materialized (
        select ${bucket} as b, country, referrer, browser, os, language, device, clicks from click_hours where ${filters}
      ), v as materialized (
        select distinct ${bucket} as b, vid from click_hits where ${filters}
      )`
      }
      select 'clicks' as k, '' as key, coalesce(sum(clicks), 0)::bigint as n from f
      union all select 'unique', '', count(*) from (select distinct vid from v) u
      union all select 'bucket', b, sum(clicks)::bigint from f group by 2
      union all select 'ubucket', b, count(*) from v group by 2
      ${dimensions}`),
  )
}

export function mapsOf(rows: Row[], total: number): Record<Dimension, Record<string, number>> {
  const sums = Object.fromEntries(DIMENSIONS.map((d) => [d, new Map<string, number>()])) as Record<Dimension, Map<string, number>>
  let scans = 0
  for (const r of rows) {
    if (!(r.k in MAP_OF)) continue
    const column = r.k as StoredColumn
    const n = Number(r.n)
    const key = keyOfStored(column, r.key)
    sums[MAP_OF[column]].set(key, (sums[MAP_OF[column]].get(key) ?? 0) + n)
    if (column === 'referrer' && r.key === SCAN_REFERRER) scans += n
  }
  if (total - scans > 0) sums.sources.set('link', total - scans)
  if (scans > 0) sums.sources.set('scan', scans)
  const ranked = (m: Map<string, number>) =>
    Object.fromEntries([...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, STATS_TOP))
  return Object.fromEntries(DIMENSIONS.map((d) => [d, ranked(sums[d])])) as Record<Dimension, Record<string, number>>
}

function timeline(rows: Row[], labels: string[]) {
  const clicks = new Map<string, number>()
  const uniques = new Map<string, number>()
  let total = 0
  let unique = 0
  for (const r of rows) {
    if (r.k === 'clicks') total = Number(r.n)
    else if (r.k === 'unique') unique = Number(r.n)
    else if (r.k === 'bucket') clicks.set(r.key, Number(r.n))
    else if (r.k === 'ubucket') uniques.set(r.key, Number(r.n))
  }
  const buckets: StatsBucket[] = labels.map((start) => ({ start, clicks: clicks.get(start) ?? 0, uniqueClicks: uniques.get(start) ?? 0 }))
  return { clicks: total, uniqueClicks: unique, timeline: buckets }
}

// The zone's offset is under a day, so a period that starts a day after `since` in UTC does in every zone.
const detailSince = new WeakMap<Db, Promise<number>>()

/** T17: from when click_hits holds every click of click_hours; a day later than CLICK_DETAIL_DAYS, which prunes in steps. */
export async function hitsCompleteSince(db: Db, detailDays: number, now = Date.now()): Promise<number> {
  let since = detailSince.get(db)
  if (!since) {
    since = db.execute(sql`select coalesce(extract(epoch from max(since)) * 1000, 'Infinity'::float8) as ms from click_detail_since`).then((r) => Number(rowsOf<{ ms: number }>(r)[0]?.ms ?? Infinity))
    since.catch(() => detailSince.delete(db))
    detailSince.set(db, since)
  }
  const kept = detailDays > 0 ? now - (detailDays - 1) * DAY_MS : -Infinity
  return Math.max(await since, kept)
}

/** `rolls` from `rollPlans` (T22), used where every moment its detail reads is within click_hits. */
export async function statsAnswer(db: Db, links: number[], q: StatsQuery, plan: StatsPlan, hitsSince = Infinity, rolls: (RollPlan | null)[] = []): Promise<StatsData> {
  const where = STATS_FILTERS.flatMap((name) => {
    const values = q[name]
    const condition = values ? filterOf(name, values) : undefined
    return condition ? [condition] : []
  })
  const read = (period: Period, labels: string[], withDimensions: boolean, rolled: RollPlan | null | undefined) =>
    rolled && rolled.detail.every(([from]) => from >= hitsSince) && (rolled.splits ?? []).every((x) => Math.min(x.piece[0], x.big[0]) >= hitsSince)
      ? rolled.values
        ? valueFigures(db, links, labels, rolled, withDimensions, where)
        : rolledFigures(db, links, labels, rolled, withDimensions)
      : figures(db, links, plan, period, labels, where, withDimensions, period.start - DAY_MS >= hitsSince)
  const [rows, previousRows] = await Promise.all([
    read(plan.period, plan.buckets, true, rolls[0]),
    plan.previous ? read(plan.previous, plan.previousBuckets, false, rolls[1]) : Promise.resolve(null),
  ])
  const current = timeline(rows, plan.buckets)
  const data: StatsData = {
    scope: q.scope,
    from: plan.period.from,
    to: plan.period.to,
    tz: plan.tz,
    interval: plan.interval,
    ...current,
    ...mapsOf(rows, current.clicks),
  }
  if (plan.previous && previousRows) data.previous = { from: plan.previous.from, to: plan.previous.to, ...timeline(previousRows, plan.previousBuckets) }
  return data
}
