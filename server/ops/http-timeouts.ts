import type { ServerOptions } from 'node:http'
import type { Config } from '../env.ts'

type Timeouts = Pick<Config, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs'>

/**
 * Options for Node's HTTP server so a client that trickles its headers or body cannot keep a connection
 * (and what it holds) for ever: Node cuts it off with 408 once the header block or the whole request
 * takes longer than allowed. Node looks for such connections every `connectionsCheckingInterval`
 * (30 s by default, longer than our header limit), so the interval follows the header limit.
 */
export function slowClientOptions(t: Timeouts): ServerOptions {
  if (t.headersTimeoutMs > t.requestTimeoutMs) {
    throw new Error(`HEADERS_TIMEOUT_MS (${t.headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${t.requestTimeoutMs}).`)
  }
  return {
    headersTimeout: t.headersTimeoutMs,
    requestTimeout: t.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, Math.max(25, Math.floor(t.headersTimeoutMs / 4))),
  }
}

/** Idle kept-alive connections: longer than a proxy's own idle timeout (nginx and cloud balancers: 60 s). */
export function applyKeepAlive(server: { keepAliveTimeout: number }, t: Timeouts) {
  server.keepAliveTimeout = t.keepAliveTimeoutMs
}
