import type { Server } from 'node:http'

const DRAIN_LIMIT_MS = 3_000

/**
 * SIGTERM or SIGINT: /readyz turns 503 at once, the server goes on serving for SHUTDOWN_GRACE_MS so a
 * load balancer notices (M3), then stops accepting, drains the clicks already answered (L4.7) and exits.
 * A second signal during the grace skips the rest of it.
 */
export function stopGracefully(opts: { server: Server; graceMs: number; notReady: () => void; drain: () => Promise<void>; onError: (e: unknown) => void }) {
  let stopping = false
  let closing = false
  let grace: NodeJS.Timeout | undefined
  const close = () => {
    if (closing) return
    closing = true
    clearTimeout(grace)
    opts.server.close()
    void opts.drain().catch(opts.onError).finally(() => process.exit(0))
    setTimeout(() => process.exit(0), DRAIN_LIMIT_MS).unref()
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
