import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

const texts = new WeakMap<Response, string>()

export function json(c: Context, body: unknown, status: ContentfulStatusCode = 200) {
  const text = JSON.stringify(body)
  const res = c.body(text, status, { 'Content-Type': 'application/json; charset=utf-8' })
  texts.set(res, text)
  return res
}

/** J2: compression reads the text, not the answer's stream. */
export const jsonText = (res: Response): string | undefined => texts.get(res)
