import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export function json(c: Context, body: unknown, status: ContentfulStatusCode = 200) {
  return c.body(JSON.stringify(body), status, { 'Content-Type': 'application/json; charset=utf-8' })
}
