import type { MiddlewareHandler } from 'hono'

/**
 * D3 with any origin, as hono/cors answers it, but set with `c.header` before the answer exists (J14): hono/cors
 * touches `c.res` first, and Hono then copies every answer into a new one through a stream.
 */
export function apiCors(opts: { allowMethods: string[]; allowHeaders: string[]; exposeHeaders: string[]; maxAge: number }): MiddlewareHandler {
  const methods = opts.allowMethods.join(',')
  const allowed = opts.allowHeaders.join(',')
  const exposed = opts.exposeHeaders.join(',')
  const maxAge = String(opts.maxAge)
  return async (c, next) => {
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Access-Control-Expose-Headers', exposed)
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Max-Age', maxAge)
      c.header('Access-Control-Allow-Methods', methods)
      c.header('Access-Control-Allow-Headers', allowed)
      c.header('Vary', 'Access-Control-Request-Headers')
      return c.body(null, 204)
    }
    await next()
    // An answer made outside the context (none today) would not carry the prepared headers.
    if (!c.res.headers.has('Access-Control-Allow-Origin')) {
      c.res.headers.set('Access-Control-Allow-Origin', '*')
      c.res.headers.set('Access-Control-Expose-Headers', exposed)
    }
  }
}
