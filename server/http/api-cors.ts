import type { MiddlewareHandler } from 'hono'

/** D3 as hono/cors answers it, set before the answer exists (J14). */
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
    if (!c.res.headers.has('Access-Control-Allow-Origin')) {
      c.res.headers.set('Access-Control-Allow-Origin', '*')
      c.res.headers.set('Access-Control-Expose-Headers', exposed)
    }
  }
}
