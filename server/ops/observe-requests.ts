import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { clientAddress } from '../middleware/client-address.ts'
import { writeRequestLine } from './log.ts'
import type { Metrics } from './metrics.ts'
import { ObservedResponse, type ResponseObserver, type RouteLabel } from './observed-response.ts'

// M9: an incoming X-Request-Id is kept only when short and plain; otherwise one of ours.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/
const REDIRECT = new Set([301, 302, 303, 307, 308])


/** `/:alias{[A-Za-z0-9_-]{3,50}}` → `/:alias`: the pattern without its regular expressions. */
const labelOf = (pattern: string) => pattern.replace(/\{.*?\}(?=\/|$)/g, '') || '/'

// One listener for every answer, its facts on the response: no closure per request (M8, M11).
function answered(this: ObservedResponse) {
  this.observer!.sink(this.observer!.routeOf({ req: this.request! }), this.req.method!, this.requestId!, this.client, this.start, this.statusCode, this.length, !this.writableFinished)
}

/**
 * One JSON line per request (M8) and the request metrics (M6), both by the matched route pattern, never
 * the raw path or its query. Taken when the answer is sent or the client goes away. With the server's
 * responses made by ObservedResponse (M11) the middleware awaits nothing and allocates nothing of its own.
 */
export function observeRequests(opts: { log: boolean; metrics: Metrics | undefined; trustProxy: boolean }): MiddlewareHandler {
  const { log, metrics, trustProxy } = opts
  const prefix = `${randomBytes(4).toString('hex')}-`
  let sequence = 0
  const routes = new Map<string, RouteLabel>()
  const routeOf = (c: { req: Context['req'] }) => {
    const pattern = routePath(c as Context)
    let route = routes.get(pattern)
    if (route === undefined) routes.set(pattern, (route = { label: labelOf(pattern), quoted: JSON.stringify(labelOf(pattern)) }))
    return route
  }
  const line = log ? requestLine() : undefined
  const observer: ResponseObserver = {
    routeOf,
    sink(route, method, id, client, start, status, bytes, aborted) {
      const ms = performance.now() - start
      if (metrics) {
        const code = String(status)
        metrics.requests.inc({ method, route: route.label, status: code })
        metrics.duration.observe({ method, route: route.label, status: code }, ms / 1000)
        if (REDIRECT.has(status) && !route.label.startsWith('/api') && !route.label.startsWith('/app')) metrics.redirects.inc({ route: route.label })
        if (status === 429) metrics.refusals.inc({ route: route.label })
      }
      if (line) line(id, method, route.quoted, status, Math.round(ms * 10) / 10, bytes, client, aborted)
    },
  }
  const idOf = (given: string | string[] | undefined) => (typeof given === 'string' && SAFE_ID.test(given) ? given : prefix + (++sequence).toString(36))

  return (c, next) => {
    const start = performance.now()
    const env = c.env as { incoming?: IncomingMessage; outgoing?: ObservedResponse } | undefined
    const out = env?.outgoing
    if (out instanceof ObservedResponse) {
      out.requestId = idOf(env!.incoming!.headers['x-request-id'])
      // Y6: only the request (its matched routes) waits for the answer, not the whole context.
      out.request = c.req
      out.start = start
      if (log) out.client = trustProxy ? JSON.stringify(clientAddress(c, trustProxy)) : `"${env!.incoming!.socket.remoteAddress ?? 'unknown'}"`
      out.observer = observer
      out.on('close', answered)
      return next()
    }
    return observeElsewhere(c, next, idOf(c.req.header('x-request-id')), start, observer, log ? JSON.stringify(clientAddress(c, trustProxy)) : '')
  }
}

/** Another server's response (the tests' in-process app.request): the id set on the answer, the line at once. */
async function observeElsewhere(c: Context, next: () => Promise<void>, id: string, start: number, observer: ResponseObserver, client: string) {
  await next()
  c.res.headers.set('X-Request-Id', id)
  observer.sink(observer.routeOf(c), c.req.method, id, client, start, c.res.status, null, false)
}

/**
 * M8: the request line in pino's own format, built by one template (pino's generic serialiser cost the redirect
 * ~10 % of its CPU). Every value is a number or already JSON-safe (the id matches SAFE_ID or is ours, the method
 * passed Node's parser, the route and client come quoted).
 */
function requestLine() {
  const head = `{"level":"info","time":"`
  const pid = `","pid":${process.pid},"id":"`
  let millisecond = 0
  let stamp = ''
  return (id: string, method: string, route: string, status: number, ms: number, bytes: number | null, client: string, aborted: boolean) => {
    const now = Date.now()
    if (now !== millisecond) {
      millisecond = now
      stamp = new Date(now).toISOString()
    }
    writeRequestLine(
      `${head}${stamp}${pid}${id}","method":"${method}","route":${route},"status":${status},"ms":${ms},"bytes":${bytes},"client":${client}${aborted ? ',"aborted":true' : ''},"msg":"request"}\n`,
    )
  }
}
