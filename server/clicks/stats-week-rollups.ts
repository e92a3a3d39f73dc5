import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { type RolledMaps, addRolledMaps, emptyMaps, idList, rowsOf } from './stats-sql.ts'
import { encoded } from './stats-value-rollups.ts'
import { EXACT_LIMIT, VisitorUnion } from './visitor-sketch.ts'

type DayRow = { link_id: number; clicks: number | string; maps: RolledMaps | string; visitors: Uint8Array; stale: boolean }
interface WeekSum { clicks: number; maps: ReturnType<typeof emptyMaps>; visitors: VisitorUnion; stale: boolean }

async function nextWeek(db: Db): Promise<string | null> {
  const [row] = rowsOf<{ week: string }>(
    await db.execute(sql`select week::text as week from (
        select day - (extract(isodow from day)::int - 1) as week from click_rolled_days where done group by 1 having count(*) = 7
      ) d where not exists (select 1 from click_rolled_weeks r where r.week = d.week and r.done) order by week desc limit 1`),
  )
  return row?.week ?? null
}

async function unbuilt(db: Db, week: string): Promise<number[]> {
  return rowsOf<{ link_id: number }>(
    await db.execute(sql`select distinct link_id from click_rollups r where day >= ${week}::date and day < ${week}::date + 7
      and not exists (select 1 from click_week_rollups w where w.link_id = r.link_id and w.week = ${week}::date) order by 1`),
  ).map((r) => Number(r.link_id))
}

function sumOf(days: DayRow[]): Map<number, WeekSum> {
  const sums = new Map<number, WeekSum>()
  for (const d of days) {
    const link = Number(d.link_id)
    const sum = sums.get(link) ?? sums.set(link, { clicks: 0, maps: emptyMaps(), visitors: new VisitorUnion(), stale: false }).get(link)!
    sum.stale ||= d.stale
    sum.clicks += Number(d.clicks)
    sum.visitors.addSketch(d.visitors instanceof Uint8Array ? d.visitors : new Uint8Array(d.visitors))
    addRolledMaps(sum.maps, d.maps)
  }
  return sums
}

// T37: a week is done when a listing finds no unbuilt link (T38 may have dropped rows meanwhile).
export class WeekRoller {
  private week: { week: string; queue: number[] } | null = null

  async step(db: Db, links: number): Promise<boolean> {
    if (!this.week) {
      const week = await nextWeek(db)
      if (!week) return false
      this.week = { week, queue: await unbuilt(db, week) }
      return true
    }
    const { week, queue } = this.week
    if (queue.length === 0) {
      const left = await unbuilt(db, week)
      if (left.length) queue.push(...left)
      else {
        await db.execute(sql`insert into click_rolled_weeks (week, done) values (${week}::date, true) on conflict (week) do update set done = true`)
        this.week = null
      }
      return true
    }
    const chunk = queue.splice(0, links)
    const days = rowsOf<DayRow>(await db.execute(sql`select link_id, clicks, maps, visitors, stale from click_rollups
      where link_id = any(${idList(chunk)}) and day >= ${week}::date and day < ${week}::date + 7`))
    // A stale day (T21) is rebuilt first, and its rebuild drops the week row again (T38): left for the next listing.
    const built = [...sumOf(days)].filter(([, s]) => !s.stale).map(([l, s]) => ({ l, ...encoded(s.clicks, s.maps, s.visitors.encode(7 * EXACT_LIMIT)) }))
    if (built.length) {
      await db.execute(sql`insert into click_week_rollups (link_id, week, clicks, maps, visitors)
        select l, ${week}::date, c, m, decode(v, 'base64') from jsonb_to_recordset(${JSON.stringify(built)}::jsonb) as x(l int, c bigint, m jsonb, v text)
        where exists (select 1 from links where id = x.l)
        on conflict on constraint click_week_rollups_pk do update set clicks = excluded.clicks, maps = excluded.maps, visitors = excluded.visitors`)
    }
    return true
  }
}
