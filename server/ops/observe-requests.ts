import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { Logger } from 'pino'
import { nodeHeader } from '../http/node-header.ts'
import { clientAddress } from '../middleware/client-address.ts'
import type { Metrics } from './metrics.ts'

// M9: an incoming X-Request-Id is kept only when short and plain; otherwise one of ours.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/
const REDIRECT = new Set([301, 302, 303, 307, 308])

/** `/:alias{[A-Za-z0-9_-]{3,50}}` → `/:alias`: the pattern without its regular expressions. */
const labelOf = (pattern: string) => pattern.replace(/\{.*?\}(?=\/|$)/g, '') || '/'

/**
 * One JSON line per request (M8) and the request metrics (M6), both by the matched route pattern, never
 * the raw path or its query. Taken when the answer is sent or the client goes away.
 */
export function observeRequests(opts: { log: Logger | undefined; metrics: Metrics | undefined; trustProxy: boolean }): MiddlewareHandler {
  const { log, metrics, trustProxy } = opts
  const prefix = randomBytes(4).toString('hex')
  let sequence = 0
  const labels = new Map<string, string>()
  return async (c, next) => {
    const start = performance.now()
    const given = nodeHeader(c, 'x-request-id')
    const id = given !== undefined && SAFE_ID.test(given) ? given : `${prefix}-${(++sequence).toString(36)}`
    const out = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
    const client = log ? clientAddress(c, trustProxy) : ''
    out?.setHeader('X-Request-Id', id)
    await next()
    if (!out) c.res.headers.set('X-Request-Id', id)
    const pattern = routePath(c)
    let route = labels.get(pattern)
    if (route === undefined) labels.set(pattern, (route = labelOf(pattern)))
    const method = c.req.method
    const done = () => {
      const status = out ? out.statusCode : c.res.status
      const seconds = (performance.now() - start) / 1000
      if (metrics) {
        const code = String(status)
        metrics.requests.inc({ method, route, status: code })
        metrics.duration.observe({ method, route, status: code }, seconds)
        if (REDIRECT.has(status) && !route.startsWith('/api') && !route.startsWith('/app')) metrics.redirects.inc({ route })
        if (status === 429) metrics.refusals.inc({ route })
      }
      if (log) {
        const length = out?.getHeader('content-length')
        const line = { id, method, route, status, ms: Math.round(seconds * 10_000) / 10, bytes: length === undefined ? null : Number(length), client }
        log.info(out && !out.writableFinished ? { ...line, aborted: true } : line, 'request')
      }
    }
    if (out) out.once('close', done)
    else done()
  }
}
