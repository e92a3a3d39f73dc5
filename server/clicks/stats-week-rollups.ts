import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { STORED_COLUMNS as COLUMNS, emptyMaps, idList, rowsOf } from './stats-sql.ts'
import { EXACT_LIMIT, VisitorUnion } from './visitor-sketch.ts'

type RolledMaps = Record<string, (string | number)[]>
type DayRow = { link_id: number; clicks: number | string; maps: RolledMaps | string; visitors: Uint8Array; stale: boolean }

/** An ISO week's Monday of a date column, in SQL. */
export const mondayOf = (column: ReturnType<typeof sql.raw>) => sql`(${column} - (extract(isodow from ${column})::int - 1))`

/** T36: the newest week whose seven UTC days are done and whose link rows are not all built; null if none. */
async function nextWeek(db: Db): Promise<string | null> {
  const [row] = rowsOf<{ week: string }>(
    await db.execute(sql`select week::text as week from (
        select ${mondayOf(sql.raw('day'))} as week from click_rolled_days where done group by 1 having count(*) = 7
      ) d where not exists (select 1 from click_rolled_weeks r where r.week = d.week and r.done) order by week desc limit 1`),
  )
  return row?.week ?? null
}

/**
 * T36: one bounded step of week rows: up to `links` links with day rows in the newest unbuilt week and no week row
 * get one, the sum of their day rows; the week is marked done in the step that finds fewer. False when idle.
 */
export async function weekStep(db: Db, links: number): Promise<boolean> {
  const week = await nextWeek(db)
  if (!week) return false
  const range = sql`day >= ${week}::date and day < ${week}::date + 7`
  const picked = rowsOf<{ link_id: number }>(
    await db.execute(sql`select distinct link_id from click_rollups r where ${range}
      and not exists (select 1 from click_week_rollups w where w.link_id = r.link_id and w.week = ${week}::date) order by 1 limit ${links}`),
  ).map((r) => Number(r.link_id))
  const sums = new Map<number, { clicks: number; maps: ReturnType<typeof emptyMaps>; visitors: VisitorUnion; stale: boolean }>()
  if (picked.length) {
    const days = rowsOf<DayRow>(await db.execute(sql`select link_id, clicks, maps, visitors, stale from click_rollups where link_id = any(${idList(picked)}) and ${range}`))
    for (const d of days) {
      const link = Number(d.link_id)
      const sum = sums.get(link) ?? sums.set(link, { clicks: 0, maps: emptyMaps(), visitors: new VisitorUnion(), stale: false }).get(link)!
      sum.stale ||= d.stale
      sum.clicks += Number(d.clicks)
      sum.visitors.addSketch(d.visitors instanceof Uint8Array ? d.visitors : new Uint8Array(d.visitors))
      const maps = typeof d.maps === 'string' ? (JSON.parse(d.maps) as RolledMaps) : d.maps
      for (const c of COLUMNS) for (let i = 0, m = maps[c] ?? []; i < m.length; i += 2) sum.maps[c].set(m[i] as string, (sum.maps[c].get(m[i] as string) ?? 0) + Number(m[i + 1]))
    }
    // A stale day (T21) is rebuilt first; its rebuild sends the job back to this week (T37).
    const built = [...sums].filter(([, s]) => !s.stale).map(([l, s]) => ({
      l, c: s.clicks, m: Object.fromEntries(COLUMNS.map((c) => [c, [...s.maps[c]].flat()])), v: Buffer.from(s.visitors.encode(7 * EXACT_LIMIT)).toString('base64'),
    }))
    if (built.length) {
      await db.execute(sql`insert into click_week_rollups (link_id, week, clicks, maps, visitors)
        select l, ${week}::date, c, m, decode(v, 'base64') from jsonb_to_recordset(${JSON.stringify(built)}::jsonb) as x(l int, c bigint, m jsonb, v text)
        where exists (select 1 from links where id = x.l)
        on conflict on constraint click_week_rollups_pk do update set clicks = excluded.clicks, maps = excluded.maps, visitors = excluded.visitors`)
    }
  }
  if (picked.length < links) await db.execute(sql`insert into click_rolled_weeks (week, done) values (${week}::date, true) on conflict (week) do update set done = true`)
  return true
}
