import { type Server, ServerResponse } from 'node:http'
import type { Head } from './observed-response.ts'

const DRAIN_LIMIT_MS = 3_000
const REQUESTS_LIMIT_MS = 10_000

// N8, N9: once accepting stops, every answer whose headers are still to be written says Connection: close.
export function closingResponses(base: typeof ServerResponse = ServerResponse) {
  let closing = false
  class ClosingResponse extends base {
    override writeHead(status: number, message?: string | Head, headers?: Head): this {
      if (closing) this.shouldKeepAlive = false
      return super.writeHead(status, message as string, headers)
    }
  }
  return { ServerResponse: ClosingResponse as typeof ServerResponse, close: () => void (closing = true) }
}

// M3: /readyz turns 503 at once; a second signal during SHUTDOWN_GRACE_MS skips the rest of it.
export function stopGracefully(opts: {
  server: Server
  responses: ReturnType<typeof closingResponses>
  graceMs: number
  notReady: () => void
  drain: () => Promise<void>
  onError: (e: unknown) => void
}) {
  let stopping = false
  let closing = false
  let drained = false
  let grace: NodeJS.Timeout | undefined
  const drain = () => {
    if (drained) return
    drained = true
    void opts.drain().catch(opts.onError).finally(() => process.exit(0))
    setTimeout(() => process.exit(0), DRAIN_LIMIT_MS).unref()
  }
  const close = () => {
    if (closing) return
    closing = true
    clearTimeout(grace)
    // N7: requests in flight finish before the drain; kept-alive connections are closed as they fall idle.
    opts.responses.close()
    opts.server.close(drain)
    setInterval(() => opts.server.closeIdleConnections(), 50).unref()
    setTimeout(() => (opts.server.closeAllConnections(), drain()), REQUESTS_LIMIT_MS).unref()
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return close()
      stopping = true
      opts.notReady()
      if (opts.graceMs > 0) grace = setTimeout(close, opts.graceMs)
      else close()
    })
  }
}
