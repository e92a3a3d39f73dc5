import { type IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http'

export type Head = OutgoingHttpHeaders | (string | number | string[])[] | undefined

export type RouteLabel = { label: string; quoted: string }

export interface ResponseObserver {
  idOf: (given: string | string[] | undefined) => string
  sink: (answer: ObservedResponse) => void
}

function answered(this: ObservedResponse) {
  this.observer.sink(this)
}

// M11, Y7: X-Request-Id joins writeHead's headers; a setHeader beforehand sends every header the slow way.
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
    // Y7: the answer's own header object takes the id in place; a frozen one is copied.
    const own = Object.isExtensible(given) ? given : { ...given }
    const length = own['content-length'] ?? own['Content-Length']
    this.length = length !== undefined ? Number(length) : ((this as unknown as { _contentLength?: number | null })._contentLength ?? null)
    own['X-Request-Id'] = this.requestId
    return typeof message === 'string' ? super.writeHead(status, message, own) : super.writeHead(status, own)
  }
}

export function observedResponses(observer: ResponseObserver): typeof ServerResponse {
  return class extends ObservedResponse {
    override get observer() {
      return observer
    }
  } as unknown as typeof ServerResponse
}
