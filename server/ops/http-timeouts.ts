import type { ServerOptions } from 'node:http'
import type { Config } from '../env.ts'

type Timeouts = Pick<Config, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs'>

// O1: Node's check for late connections follows the header limit (its default, 30 s, is longer).
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

export function applyKeepAlive(server: { keepAliveTimeout: number }, t: Timeouts) {
  server.keepAliveTimeout = t.keepAliveTimeoutMs
}
