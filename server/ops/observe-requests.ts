import { randomBytes } from 'node:crypto'
import type { H } from 'hono/types'
import type { RouterRoute } from 'hono/types'
import { firstForwarded } from '../middleware/client-address.ts'
import { writeRequestLine } from './log.ts'
import type { Metrics } from './metrics.ts'
import { ObservedResponse, observedResponses, type ResponseObserver, type RouteLabel } from './observed-response.ts'

// M9: an incoming X-Request-Id is kept only when short and plain; otherwise one of ours.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/
const REDIRECT = new Set([301, 302, 303, 307, 308])

const labelOf = (pattern: string): RouteLabel => {
  const label = pattern.replace(/\{.*?\}(?=\/|$)/g, '') || '/'
  return { label, quoted: JSON.stringify(label) }
}
const UNMATCHED = labelOf('')

type Handler = [H, RouterRoute]

// M6, M8: by the route pattern, never the raw path. Y7: outside Hono's middleware chain, through M11's responses.
export function observeRequests(opts: { log: boolean; metrics: Metrics | undefined; trustProxy: boolean }) {
  const { log, metrics, trustProxy } = opts
  const prefix = `${randomBytes(4).toString('hex')}-`
  let sequence = 0
  const line = log ? requestLine() : undefined
  const clientOf = (answer: ObservedResponse) => {
    const forwarded = trustProxy ? firstForwarded(answer.req.headers['x-forwarded-for']) : undefined
    if (forwarded) return JSON.stringify(forwarded)
    return `"${answer.client ?? 'unknown'}"`
  }
  const series = metrics && seriesOf(metrics)
  const observer: ResponseObserver = {
    idOf: (given) => (typeof given === 'string' && SAFE_ID.test(given) ? given : prefix + (++sequence).toString(36)),
    sink(answer) {
      const ms = performance.now() - answer.start
      const route = answer.route ?? UNMATCHED
      const method = answer.req.method!
      const status = answer.statusCode
      if (series) {
        const one = series(route, method, status)
        one.requests.inc()
        one.duration.observe(ms / 1000)
        one.redirect?.inc()
        one.refusal?.inc()
      }
      if (line) line(answer.requestId, method, route.quoted, status, Math.round(ms * 10) / 10, answer.length, clientOf(answer), !answer.writableFinished)
    },
  }
  const labelled = ([handler, route]: Handler): Handler => {
    const label = labelOf(route.path)
    const stamped: H = (c, next) => {
      const out = (c.env as { outgoing?: unknown } | undefined)?.outgoing
      if (out instanceof ObservedResponse) out.route = label
      return handler(c, next)
    }
    return [stamped, route]
  }
  return { responses: observedResponses(observer), labelled }
}

type Series = { requests: { inc: () => void }; duration: { observe: (v: number) => void }; redirect?: { inc: () => void }; refusal?: { inc: () => void } }

function seriesOf(metrics: Metrics) {
  const known = new WeakMap<RouteLabel, Map<string, Map<number, Series>>>()
  return (route: RouteLabel, method: string, status: number): Series => {
    let methods = known.get(route)
    if (!methods) known.set(route, (methods = new Map()))
    let statuses = methods.get(method)
    if (!statuses) methods.set(method, (statuses = new Map()))
    let one = statuses.get(status)
    if (!one) {
      const { label } = route
      const code = String(status)
      one = {
        requests: metrics.requests.labels(method, label, code),
        duration: metrics.duration.labels(method, label, code),
        redirect: REDIRECT.has(status) && !label.startsWith('/api') && !label.startsWith('/app') ? metrics.redirects.labels(label) : undefined,
        refusal: status === 429 ? metrics.refusals.labels(label) : undefined,
      }
      statuses.set(status, one)
    }
    return one
  }
}

// M8: one template in pino's format; every value is a number or already JSON-safe.
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
