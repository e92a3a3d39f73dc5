import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { DAY_MS, type RolledMaps, addRolledMaps, rowsOf } from './stats-sql.ts'
import { encoded, encodedDay } from './stats-value-rollups.ts'
import { HIT_COLUMNS, type HitRow } from './stats-rollup-read.ts'
import { type LinkDay, accountDay, add, linkDay } from './stats-day-sums.ts'

const STALE_PAIRS = 20
const STALE_ACCOUNTS = 5

export async function rebuildStale(db: Db): Promise<boolean> {
  const pairs = rowsOf<{ link_id: number; day: string }>(
    await db.execute(sql`select link_id, day::text as day from click_rollups where stale order by day, link_id limit ${STALE_PAIRS}`),
  )
  if (pairs.length === 0) return false
  const links = new Map<string, LinkDay>()
  for (const { link_id: link, day } of pairs) {
    const start = Date.parse(`${day}T00:00:00Z`)
    const rows = rowsOf<HitRow>(
      await db.execute(sql`select ${HIT_COLUMNS} from click_hits where (link_id, at) >= (${link}::int, ${new Date(start).toISOString()}::timestamptz)
        and (link_id, at) < (${link}::int, ${new Date(start + DAY_MS).toISOString()}::timestamptz)`),
    )
    const d = linkDay()
    for (const row of rows) add(d, row)
    links.set(`${link} ${day}`, d)
  }
  await db.execute(sql`insert into click_rollups (link_id, user_id, day, clicks, maps, visitors, stale)
    select l, links.user_id, d::date, c, m, decode(v, 'base64'), false from jsonb_to_recordset(${JSON.stringify(
      [...links].map(([key, d]) => ({ l: Number(key.split(' ')[0]), d: key.split(' ')[1], ...encodedDay(d) })),
    )}::jsonb) as x(l int, d text, c bigint, m jsonb, v text) join links on links.id = x.l
    on conflict on constraint click_rollups_pk do update set clicks = excluded.clicks, maps = excluded.maps, visitors = excluded.visitors, stale = false`)
  return true
}

export async function rebuildStaleAccounts(db: Db): Promise<boolean> {
  const pairs = rowsOf<{ user_id: number; day: string }>(
    await db.execute(sql`select user_id, day::text as day from click_account_rollups where stale order by day, user_id limit ${STALE_ACCOUNTS}`),
  )
  if (pairs.length === 0) return false
  for (const { user_id: user, day } of pairs) {
    const sum = accountDay()
    const rolled = rowsOf<{ clicks: number | string; maps: RolledMaps; visitors: Uint8Array }>(
      await db.execute(sql`select clicks, maps, visitors from click_rollups where user_id = ${user} and day = ${day}::date`),
    )
    for (const r of rolled) {
      sum.clicks += Number(r.clicks)
      addRolledMaps(sum.maps, r.maps)
      sum.visitors.addSketch(r.visitors)
    }
    const { c, m, v } = encoded(sum.clicks, sum.maps, sum.visitors.encode())
    await db.execute(sql`update click_account_rollups set clicks = ${c}, maps = ${JSON.stringify(m)}::jsonb, visitors = decode(${v}, 'base64'), stale = false
      where user_id = ${user} and day = ${day}::date`)
  }
  return true
}
