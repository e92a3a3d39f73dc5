import { and, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import { EXPIRING_DAYS, type LinkFilterStatus, type linksQuery } from '../../contract/links.ts'
import type { z } from 'zod'
import type { Db } from '../db/client.ts'
import { campaigns, directories, directoryItems, domains, linkAliases, links } from '../db/schema.ts'
import { ApiFailure } from '../http/errors.ts'
import { mine } from '../routes/owned-rows.ts'

type LinksQuery = z.output<typeof linksQuery>

const stamp = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 23)
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
// X2: a filter naming no row of the caller's is a 404 that names the parameter.
const unknown = (param: string, what: string, id: number) => new ApiFailure(404, `${param}: ${what} ${id} not found.`)

/** Each status as SQL; the targeted one is the predicate of the partial index links_user_targeted (G4). */
function statusSql(status: LinkFilterStatus, now: Date): SQL {
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`)
  switch (status) {
    case 'protected':
      return isNotNull(links.passwordHash)
    case 'expiring':
      return and(gte(links.expiry, stamp(now)), lt(links.expiry, stamp(new Date(today.getTime() + EXPIRING_DAYS * 86_400_000))))!
    case 'expired':
      return lt(links.expiry, stamp(now))
    case 'targeted':
      return sql`(${links.geoTarget} <> '[]'::jsonb OR ${links.deviceTarget} <> '[]'::jsonb OR ${links.languageTarget} <> '[]'::jsonb)`
    case 'archived':
      return eq(links.archived, true)
  }
}

function shortUrlMatch(q: string, publicUrl: string): SQL | undefined {
  const m = /^(https?:\/\/)?([^/\s?#]+)\/([A-Za-z0-9_-]{3,50})\/?$/i.exec(q)
  if (!m) return undefined
  const [, scheme, host, alias] = m as unknown as [string, string | undefined, string, string]
  const own = new URL(publicUrl)
  const hosts =
    host.toLowerCase() === own.host.toLowerCase() && (!scheme || scheme.toLowerCase() === `${own.protocol}//`)
      ? ['']
      : scheme
        ? [`${scheme.toLowerCase()}${host.toLowerCase()}`]
        : [`https://${host.toLowerCase()}`, `http://${host.toLowerCase()}`]
  return or(
    and(eq(links.alias, alias), inArray(sql`coalesce(${links.domain}, '')`, hosts)),
    sql`${links.id} = any(array(select ${linkAliases.linkId} from ${linkAliases} where ${linkAliases.alias} = ${alias} and ${inArray(linkAliases.host, hosts)}))`,
  )
}

/** Checks that every id a filter names is the caller's; `key` names the filtered list for the count cache. */
export async function listFilter(db: Db, userId: number, q: LinksQuery, publicUrl: string): Promise<{ where: SQL | undefined; key: string }> {
  const conditions: (SQL | undefined)[] = []
  if (q.campaign === 'none') conditions.push(isNull(links.campaignId))
  else if (q.campaign !== undefined) {
    const [found] = await db.select({ id: campaigns.id }).from(campaigns).where(mine(campaigns, userId, q.campaign))
    if (!found) throw unknown('campaign', 'campaign', q.campaign)
    conditions.push(eq(links.campaignId, q.campaign))
  }
  if (q.domain === 'none') conditions.push(sql`coalesce(${links.domain}, '') = ''`)
  else if (q.domain !== undefined) {
    const [found] = await db.select({ url: domains.domain }).from(domains).where(mine(domains, userId, q.domain))
    if (!found) throw unknown('domain', 'domain', q.domain)
    conditions.push(sql`coalesce(${links.domain}, '') = ${found.url}`)
  }
  if (q.directory !== undefined) {
    const [found] = await db.select({ id: directories.id }).from(directories).where(mine(directories, userId, q.directory))
    if (!found) throw unknown('directory', 'directory', q.directory)
    const held = db
      .select({ id: directoryItems.itemId })
      .from(directoryItems)
      .where(and(eq(directoryItems.directoryId, q.directory), eq(directoryItems.itemType, 'links')))
    conditions.push(inArray(links.id, held))
  }
  const statuses = q.status ?? []
  const now = new Date()
  if (!statuses.includes('archived')) conditions.push(sql`not ${links.archived}`)
  if (statuses.length) conditions.push(or(...statuses.map((s) => statusSql(s, now))))
  const search = q.q?.trim()
  if (search) conditions.push(searchSql(userId, search, publicUrl))
  const key = JSON.stringify(['urls', q.campaign, q.domain, q.directory, [...statuses].sort(), search?.toLowerCase()])
  return { where: and(...conditions), key }
}

/** The expression of the trigram index links_search (migration 0018). */
export const searchText = sql`(${links.longUrl} || ' ' || ${links.alias} || ' ' || ${links.title})`
export const SHORT_SEARCH_ROWS = 5_000

// I2: a search holding a trigram uses the index; any other looks among the account's newest rows only.
function searchSql(userId: number, search: string, publicUrl: string): SQL {
  const text = likeText(search)
  const columns = or(ilike(links.longUrl, text), ilike(links.alias, text), ilike(links.title, text))
  const match = /[a-z0-9]{3}/i.test(search)
    ? and(sql`${searchText} ilike ${text}`, columns)
    : and(
        columns,
        sql`${links.id} >= coalesce((select min(id) from (select id from ${links} where user_id = ${userId} order by id desc limit ${SHORT_SEARCH_ROWS}) newest), 0)`,
      )
  return or(match, shortUrlMatch(search, publicUrl))!
}

/** X2 orders; `clicked` reads links_user_last_click (never clicked last, newest first among them). */
export function listOrder(order: LinksQuery['order']): SQL[] {
  if (order === 'click') return [desc(links.clicks), desc(links.id)]
  if (order === 'clicked') return [sql`${links.lastClick} desc nulls last`, desc(links.id)]
  return [desc(links.id)]
}
