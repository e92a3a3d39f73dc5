import { aliasLookupAnswerTolerant } from '@contract/link-aliases'
import { isReservedAlias } from '@contract/links'
import { request } from '@/lib/api-client'
import { routeSupport } from '@/lib/route-support'
import { takenKey, type ImportRow } from './link-csv'

const LOOKUP_MAX = 1000
const ALIAS = /^[A-Za-z0-9_-]{3,50}$/
/** H10: `POST /urls/aliases` is ours (G8); a 404 turns it off, and the server's own answer at import time says "taken". */
export const aliasLookups = routeSupport('\u0000')

/** The import's custom aliases that are taken, one request per 1000; nothing known when the service cannot say. */
export async function takenAliases(rows: readonly ImportRow[]): Promise<Set<string>> {
  const taken = new Set<string>()
  if (!aliasLookups.supported()) return taken
  const pairs = new Map<string, { alias: string; domain: string }>()
  for (const r of rows) if (ALIAS.test(r.custom) && !isReservedAlias(r.custom)) pairs.set(takenKey(r.domain, r.custom), { alias: r.custom, domain: r.domain })
  const all = [...pairs.values()]
  try {
    for (let i = 0; i < all.length; i += LOOKUP_MAX) {
      const answer = await request('/urls/aliases', aliasLookupAnswerTolerant, { method: 'POST', json: { aliases: all.slice(i, i + LOOKUP_MAX) } })
      for (const a of answer.data.aliases) if (a.taken) taken.add(takenKey(a.domain, a.alias))
    }
  } catch (error) {
    aliasLookups.note(error)
  }
  return taken
}
