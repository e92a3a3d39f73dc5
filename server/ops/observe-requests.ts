import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { type Logger, symbols } from 'pino'
import { clientAddress } from '../middleware/client-address.ts'
import type { Metrics } from './metrics.ts'

// M9: an incoming X-Request-Id is kept only when short and plain; otherwise one of ours.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/
const REDIRECT = new Set([301, 302, 303, 307, 308])
const SEEN = Symbol('linkdash.observed')

type Seen = { id: string; method: string; route: string; client: string; start: number; sink: Sink }
type Route = { label: string; quoted: string }
type Sink = (seen: Seen, status: number, bytes: number | null, aborted: boolean) => void
type Observed = ServerResponse & { [SEEN]?: Seen }

/** `/:alias{[A-Za-z0-9_-]{3,50}}` → `/:alias`: the pattern without its regular expressions. */
const labelOf = (pattern: string) => pattern.replace(/\{.*?\}(?=\/|$)/g, '') || '/'

// One listener for every answer, its facts on the response: no closure per request (M8's budget).
function answered(this: Observed) {
  const seen = this[SEEN]!
  const length = this.getHeader('content-length')
  seen.sink(seen, this.statusCode, length === undefined ? null : Number(length), !this.writableFinished)
}

/**
 * One JSON line per request (M8) and the request metrics (M6), both by the matched route pattern, never
 * the raw path or its query. Taken when the answer is sent or the client goes away.
 */
export function observeRequests(opts: { log: Logger | undefined; metrics: Metrics | undefined; trustProxy: boolean }): MiddlewareHandler {
  const { log, metrics, trustProxy } = opts
  const prefix = `${randomBytes(4).toString('hex')}-`
  let sequence = 0
  const routes = new Map<string, Route>()
  const write = log && requestLine(log)
  const sink: Sink = (seen, status, bytes, aborted) => {
    const { id, method, route, client, start } = seen
    const ms = performance.now() - start
    if (metrics) {
      const code = String(status)
      metrics.requests.inc({ method, route, status: code })
      metrics.duration.observe({ method, route, status: code }, ms / 1000)
      if (REDIRECT.has(status) && !route.startsWith('/api') && !route.startsWith('/app')) metrics.redirects.inc({ route })
      if (status === 429) metrics.refusals.inc({ route })
    }
    if (write) write(id, method, routes.get(route)!.quoted, status, Math.round(ms * 10) / 10, bytes, client, aborted)
  }
  // The socket's own address is plain; a forwarded one (TRUST_PROXY) is the client's text, so quoted as JSON.
  const addressOf = (c: Context, incoming: IncomingMessage | undefined) =>
    !log ? '' : !trustProxy && incoming ? `"${incoming.socket.remoteAddress ?? 'unknown'}"` : JSON.stringify(clientAddress(c, trustProxy))

  return async (c, next) => {
    const start = performance.now()
    const env = c.env as { incoming?: IncomingMessage; outgoing?: Observed } | undefined
    const given = env?.incoming ? env.incoming.headers['x-request-id'] : c.req.header('x-request-id')
    const id = typeof given === 'string' && SAFE_ID.test(given) ? given : prefix + (++sequence).toString(36)
    const client = addressOf(c, env?.incoming)
    const out = env?.outgoing
    out?.setHeader('X-Request-Id', id)
    await next()
    const pattern = routePath(c)
    let route = routes.get(pattern)
    if (route === undefined) {
      const label = labelOf(pattern)
      routes.set(pattern, (route = { label, quoted: JSON.stringify(label) }))
      routes.set(label, route)
    }
    const seen: Seen = { id, method: c.req.method, route: route.label, client, start, sink }
    if (out) {
      out[SEEN] = seen
      out.on('close', answered)
    } else {
      c.res.headers.set('X-Request-Id', id)
      sink(seen, c.res.status, null, false)
    }
  }
}

/**
 * M8: the request line in pino's own format, written to pino's destination, but built by one template: pino's
 * generic serialiser cost the redirect ~10 % of its CPU. Every value is a number or already JSON-safe (the id
 * matches SAFE_ID or is ours, the method passed Node's parser, the route and client come quoted).
 */
function requestLine(log: Logger) {
  const stream = (log as unknown as Record<symbol, { write: (s: string) => void }>)[symbols.streamSym]!
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
    stream.write(
      `${head}${stamp}${pid}${id}","method":"${method}","route":${route},"status":${status},"ms":${ms},"bytes":${bytes},"client":${client}${aborted ? ',"aborted":true' : ''},"msg":"request"}\n`,
    )
  }
}
