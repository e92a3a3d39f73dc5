import { type IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http'

/** What `writeHead` takes after the status: Node's headers, as an object or a flat list. */
export type Head = OutgoingHttpHeaders | (string | number | string[])[] | undefined

export type RouteLabel = { label: string; quoted: string }

/** What takes an observed answer when it closes (server/ops/observe-requests.ts). */
export interface ResponseObserver {
  /** The request id: an incoming X-Request-Id when safe (M9), else one of ours. */
  idOf: (given: string | string[] | undefined) => string
  sink: (answer: ObservedResponse) => void
}

function answered(this: ObservedResponse) {
  this.observer.sink(this)
}

/**
 * M11, Y7: the server's response class while requests are observed. Observation starts as Node makes the
 * response, outside Hono's middleware chain; the answering route stamps its label (`route`), and
 * X-Request-Id joins the headers handed to writeHead (a setHeader beforehand sends every other header
 * through Node's slower progressive path).
 */
export abstract class ObservedResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  // Declared, not defined: the constructor assigns each once (no field definition before it).
  abstract get observer(): ResponseObserver
  declare readonly start: number
  declare readonly requestId: string
  declare readonly client: string | undefined
  declare route: RouteLabel | undefined
  declare length: number | null

  // Node also passes its options (highWaterMark, rejectNonStandardBodyWrites), which @types/node does not name.
  constructor(req: Request, options?: object) {
    super(...([req, options] as unknown as [Request]))
    this.start = performance.now()
    this.route = undefined
    this.length = null
    // The subclass's observer is on its prototype, there before this runs.
    this.requestId = (this as ObservedResponse).observer.idOf(req.headers['x-request-id'])
    // Read at arrival: a socket destroyed before its answer no longer knows its peer.
    this.client = req.socket.remoteAddress
    this.on('close', answered)
  }

  override writeHead(status: number, message?: string | Head, headers?: Head): this {
    const given = typeof message === 'string' ? headers : message
    if (given === undefined || Array.isArray(given)) {
      this.setHeader('X-Request-Id', this.requestId)
      return super.writeHead(status, message as string, headers)
    }
    // Y7: the header object is the answer's own (made for it by @hono/node-server or by our handlers), so the
    // id is added in place; a frozen one is copied.
    const own = Object.isExtensible(given) ? given : { ...given }
    // Y10: the two spellings @hono/node-server and Node write, looked up rather than every key read.
    const length = own['content-length'] ?? own['Content-Length']
    this.length = length !== undefined ? Number(length) : ((this as unknown as { _contentLength?: number | null })._contentLength ?? null)
    own['X-Request-Id'] = this.requestId
    return typeof message === 'string' ? super.writeHead(status, message, own) : super.writeHead(status, own)
  }
}

/** The response class of one app's server: its observer fixed, so a response needs no reference of its own. */
export function observedResponses(observer: ResponseObserver): typeof ServerResponse {
  return class extends ObservedResponse {
    override get observer() {
      return observer
    }
  } as unknown as typeof ServerResponse
}
