import type { HonoRequest } from 'hono'
import { type IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http'

type Head = OutgoingHttpHeaders | (string | number | string[])[] | undefined

/** The answer's own Content-Length from the headers given to writeHead, when one was. */
function lengthIn(headers: Head): number | null {
  if (!headers || Array.isArray(headers)) return null
  for (const key in headers) {
    if (key.length === 14 && key.toLowerCase() === 'content-length') return Number(headers[key])
  }
  return null
}

export type RouteLabel = { label: string; quoted: string }

/** What takes an observed answer when it closes (server/ops/observe-requests.ts). */
export interface ResponseObserver {
  routeOf: (c: { req: HonoRequest }) => RouteLabel
  sink: (route: RouteLabel, method: string, id: string, client: string, start: number, status: number, bytes: number | null, aborted: boolean) => void
}

/**
 * M11: the server's response class while requests are observed. The request's facts live in its own fields
 * (no object or closure per request), and X-Request-Id joins the headers handed to writeHead: a setHeader
 * beforehand sends every other header through Node's slower progressive path.
 */
export class ObservedResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  requestId: string | undefined = undefined
  request: HonoRequest | undefined = undefined
  observer: ResponseObserver | undefined = undefined
  client = ''
  start = 0
  length: number | null = null

  override writeHead(status: number, message?: string | Head, headers?: Head): this {
    const id = this.requestId
    if (id === undefined) return super.writeHead(status, message as string, headers)
    const given = typeof message === 'string' ? headers : message
    this.length = lengthIn(given) ?? (this as unknown as { _contentLength?: number | null })._contentLength ?? null
    if (Array.isArray(given)) {
      this.setHeader('X-Request-Id', id)
      return super.writeHead(status, message as string, headers)
    }
    const merged = given === undefined ? { 'X-Request-Id': id } : { ...given, 'X-Request-Id': id }
    return typeof message === 'string' ? super.writeHead(status, message, merged) : super.writeHead(status, merged)
  }
}
