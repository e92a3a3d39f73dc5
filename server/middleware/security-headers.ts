import type { Context, MiddlewareHandler } from 'hono'

export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  // The dashboard may be pointed at another API base URL.
  "connect-src 'self' https: http:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const NOTHING_CSP = "default-src 'none'; frame-ancestors 'none'"

export const securityHeadersFor = (csp: string) => ({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': csp,
})

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  const headers = writableHeaders(c)
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('X-Frame-Options', 'DENY')
  // D26b: a handler's own, stricter policy (a download's sandbox) is kept.
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', c.req.path.startsWith('/api/') ? NOTHING_CSP : PAGE_CSP)
}

export function writableHeaders(c: Context): Headers {
  const { headers } = c.res
  try {
    headers.set('X-Content-Type-Options', 'nosniff')
    return headers
  } catch {
    c.header('X-Content-Type-Options', 'nosniff')
    return c.res.headers
  }
}
