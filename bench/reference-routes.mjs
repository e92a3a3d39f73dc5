// What the bench's reference servers answer, from memory: no database, no validation library, no auth
// check beyond a Bearer header being there. Shared by the bare Hono (reference-302.ts) and the bare Node
// (reference-node.mjs) servers so that both do the same work.
const aliases = new Map(Array.from({ length: 1000 }, (_, i) => [`ref${i}`, `https://example.com/reference/${i}`]))
aliases.set('bench', 'https://example.com/redirect-bench')
const domains = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, domain: `https://bench-${i + 1}.example.com`, redirectroot: `https://example.com/${i + 1}`, redirect404: null }))

const links = Array.from({ length: 15 }, (_, i) => ({
  id: i + 1, alias: `ref${i}`, shorturl: `http://127.0.0.1/ref${i}`, longurl: `https://example.com/reference/${i}`, title: `Reference ${i}`,
  description: null, clicks: i * 7, uniqueclicks: i * 3, date: '2026-01-01 00:00:00', domain: null, campaign: null, directory: null,
}))

export const redirectTo = (alias) => aliases.get(alias)

/** GET /api/account: the account's JSON, or undefined without a Bearer header. */
export function account(authorization) {
  if (!authorization?.startsWith('Bearer ')) return undefined
  return JSON.stringify({
    error: 0,
    data: { id: 1, email: 'demo@example.com', username: 'demo', avatar: 'http://127.0.0.1/avatar/demo.svg', status: 'pro', expires: null, registered: '2026-01-01 00:00:00', password: false },
  })
}

/** GET /api/urls?limit=&page=: one page of links, or undefined without a Bearer header. */
export function urlList(authorization, limit = 15, page = 1) {
  if (!authorization?.startsWith('Bearer ')) return undefined
  return JSON.stringify({ error: 0, data: { result: 1000, perpage: limit, currentpage: page, nextpage: page + 1, maxpage: Math.ceil(1000 / limit), urls: links.slice(0, limit) } })
}

/** GET /api/domains?limit=&page=: the list's JSON, or undefined without a Bearer header. */
export function domainList(authorization, limit = 15, page = 1) {
  if (!authorization?.startsWith('Bearer ')) return undefined
  const from = (page - 1) * limit
  const maxpage = Math.ceil(domains.length / limit)
  return JSON.stringify({
    error: 0,
    data: { result: domains.length, perpage: limit, currentpage: page, nextpage: page < maxpage ? page + 1 : null, maxpage, domains: domains.slice(from, from + limit) },
  })
}

/** POST /api/domain/add with `body` (text): [status, JSON]. */
export function addDomain(authorization, body) {
  if (!authorization?.startsWith('Bearer ')) return [401, JSON.stringify({ error: 1, message: 'A valid API key is required to use this service.' })]
  let parsed
  try {
    parsed = JSON.parse(body)
  } catch {
    return [400, JSON.stringify({ error: 1, message: 'The body is not JSON.' })]
  }
  if (typeof parsed?.domain !== 'string' || !parsed.domain.startsWith('https://')) return [400, JSON.stringify({ error: 1, message: 'domain: an https URL is required.' })]
  const row = { id: domains.length + 1, domain: parsed.domain, redirectroot: parsed.redirectRoot ?? null, redirect404: null }
  domains.push(row)
  return [200, JSON.stringify({ error: 0, id: row.id, domain: row.domain })]
}
