import type { Context } from 'hono'

type Incoming = { headers: Record<string, string | string[] | undefined> }

/**
 * A request header read from Node's own parsed headers when the server runs on @hono/node-server:
 * `c.req.header()` builds a Headers object of the whole request on its first use, which the public
 * redirect, the busiest path, does not need. `name` is lower case.
 */
export function nodeHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: Incoming } | undefined)?.incoming
  if (!incoming) return c.req.header(name)
  const value = incoming.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}
