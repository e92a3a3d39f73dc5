import type { Context } from 'hono'

type Incoming = { headers: Record<string, string | string[] | undefined> }

/** L4e: without building `c.req.header()`'s Headers object. `name` is lower case. */
export function nodeHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: Incoming } | undefined)?.incoming
  if (!incoming) return c.req.header(name)
  const value = incoming.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}
