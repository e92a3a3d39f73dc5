import { type SQL, sql } from 'drizzle-orm'
import { DAY_MS, type RollPlan, idList } from './stats-sql.ts'

const dateList = (days: string[]) => sql`${`{${days.join(',')}}`}::date[]`
const edgeIndex = (edges: number[], ms: number) => edges.findLastIndex((e) => e <= ms)

/** T39: a link scope's complete ISO weeks (Monday to Sunday, UTC) whose seven days are all rolled and in one bucket. */
export function withWeeks(rp: RollPlan): RollPlan {
  if (rp.account !== null || rp.values) return rp
  const starts = rp.days.map((d) => Date.parse(`${d}T00:00:00Z`))
  const days = new Set(starts)
  const weeks = rp.days.filter((_, i) => {
    const start = starts[i]!
    if (new Date(start).getUTCDay() !== 1) return false
    for (let d = 1; d < 7; d++) if (!days.has(start + d * DAY_MS)) return false
    return edgeIndex(rp.edges, start) === edgeIndex(rp.edges, start + 7 * DAY_MS - 1)
  })
  return weeks.length ? { ...rp, weeks } : rp
}

/** T39: a week row where the link has one, else the week's day rows, as `rolledFigures` reads them. */
function linkRows(links: number[], rp: RollPlan, week: SQL, day: SQL): SQL {
  const days = sql`link_id = any(${idList(links)}) and day = any(${dateList(rp.days)})`
  if (!rp.weeks?.length) return sql`select ${day} from click_rollups where ${days}`
  const weeks = dateList(rp.weeks)
  return sql`select ${week} from click_week_rollups where link_id = any(${idList(links)}) and week = any(${weeks})
    union all select ${day} from click_rollups r where ${days} and not exists (
      select 1 from click_week_rollups w where w.link_id = r.link_id and w.week = any(${weeks}) and w.week = r.day - (extract(isodow from r.day)::int - 1))`
}

export const linkRowsRead = (links: number[], rp: RollPlan, maps: SQL) =>
  linkRows(links, rp, sql`link_id, week::text as day, clicks, ${maps}, visitors, false as stale`, sql`link_id, day::text as day, clicks, ${maps}, visitors, stale`)

export const linkRowsCount = (links: number[], rp: RollPlan, limit: number) =>
  sql`select count(*) as n from (${linkRows(links, rp, sql`1`, sql`1`)} limit ${limit + 1}) r`
