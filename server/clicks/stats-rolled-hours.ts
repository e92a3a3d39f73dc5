import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { HOUR_MS, type RolledMaps, dayOf, rowsOf } from './stats-sql.ts'

export type HourRow = { link_id: null; day: string; clicks: number | string; maps: RolledMaps | string | null; visitors: Uint8Array; stale: false; at: number }

/** T42: `missing`, the hours of days no longer complete since the plan, are read from detail. */
export async function hourRows(db: Db, account: number, hours: number[], withDimensions: boolean): Promise<{ rows: HourRow[]; missing: [number, number][]; maps: (RolledMaps | string)[] }> {
  const wanted = new Set(hours)
  const perDay = new Map<string, number>()
  for (const h of hours) perDay.set(dayOf(h), (perDay.get(dayOf(h)) ?? 0) + 1)
  const whole = [...perDay].filter(([, n]) => n === 24).map(([d]) => d)
  const list = (days: string[]) => `{${days.join(',')}}`
  const days = sql`day = any(${list([...perDay.keys()])}::date[])`
  const complete = sql`not exists (select 1 from click_account_rollups a where a.user_id = v.user_id and a.day = v.day and (a.stale or not a.valued or not a.hourly))`
  const rows = rowsOf<{ day: string; value: string | null; clicks: number | string; maps: RolledMaps | string | null; visitors: Uint8Array | null }>(
    await db.execute(sql`select day::text as day, value, clicks, ${withDimensions ? sql`case when day <> all(${list(whole)}::date[]) then maps end` : sql`null`} as maps,
        visitors
      from click_account_value_rollups v where user_id = ${account} and dim = 'hour' and ${days} and ${complete}
      ${withDimensions && whole.length ? sql`union all select day::text, 'day', 0, maps, null from click_account_rollups v where user_id = ${account} and day = any(${list(whole)}::date[]) and ${complete}` : sql``}
      union all select day::text, null, 0, null, null from click_account_rollups where user_id = ${account} and ${days} and (stale or not valued or not hourly)`),
  )
  const out: HourRow[] = []
  const missing: [number, number][] = []
  const maps: (RolledMaps | string)[] = []
  for (const r of rows) {
    const start = Date.parse(`${r.day}T00:00:00Z`)
    if (r.value === 'day') maps.push(r.maps!)
    else if (r.value === null) {
      for (let h = start; h < start + 24 * HOUR_MS; h += HOUR_MS) if (wanted.has(h)) missing.push([h, h + HOUR_MS])
    } else {
      const at = start + Number(r.value) * HOUR_MS
      if (wanted.has(at)) out.push({ link_id: null, day: r.day, clicks: r.clicks, maps: r.maps, visitors: r.visitors!, stale: false, at })
    }
  }
  return { rows: out, missing, maps }
}
