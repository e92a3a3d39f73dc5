// Issue 36 item 4: the Links list's filters as they live in the URL. No zod here: routes check their search in the entry chunk.
export const LIST_ORDERS = ['date', 'click', 'clicked'] as const
export type ListOrder = (typeof LIST_ORDERS)[number]
export const STATES = ['protected', 'expiring', 'expired', 'targeted'] as const
export type LinkState = (typeof STATES)[number]
export const STATE_LABELS: Record<LinkState, string> = {
  protected: 'Password',
  expiring: 'Expiring within 7 days',
  expired: 'Expired',
  targeted: 'Targeted',
}

export interface LinkFilters {
  campaign?: number | 'none'
  domain?: number | 'none'
  directory?: number
  state?: string
  archived?: boolean
}

const MAX_ID = 2 ** 31 - 1
const idOf = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : NaN
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : undefined
}
const idOrNone = (v: unknown) => (v === 'none' ? ('none' as const) : idOf(v))

/** H5: what a URL's search says; anything unknown is left out, never an error. */
export function linkFilters(search: Record<string, unknown>): LinkFilters {
  const named = typeof search.state === 'string' ? search.state.split(',') : []
  const states = STATES.filter((s) => named.includes(s))
  return {
    campaign: idOrNone(search.campaign),
    domain: idOrNone(search.domain),
    directory: idOf(search.directory),
    state: states.length ? states.join(',') : undefined,
    archived: search.archived === true || search.archived === 'true' ? true : undefined,
  }
}

export const statesOf = (filters: LinkFilters): LinkState[] => (filters.state ? (filters.state.split(',') as LinkState[]) : [])

/** X2's query: `status` names the states, and `archived` for the Archived view (archived links only then). */
export function filterQuery(filters: LinkFilters) {
  const status = [...statesOf(filters), ...(filters.archived ? ['archived'] : [])].join(',')
  return {
    campaign: filters.campaign,
    domain: filters.domain,
    directory: filters.directory,
    status: status || undefined,
  }
}

export const hasFilters = (f: LinkFilters) => f.campaign !== undefined || f.domain !== undefined || f.directory !== undefined || Boolean(f.state)
