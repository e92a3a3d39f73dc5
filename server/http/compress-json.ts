import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { chooseEncoding } from './encoding.ts'
import { jsonText } from './json.ts'

const MIN_BYTES = 1024
const br = promisify(brotliCompress)
const gz = promisify(gzip)

/** N5: never the account's answers, which carry the API key (BREACH). */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next()
  const res = c.res
  if (c.req.method === 'HEAD' || res.headers.has('Content-Encoding')) return
  if (!/^application\/json\b/.test(res.headers.get('Content-Type') ?? '') || /^\/api\/account\b/.test(c.req.path)) return
  const text = jsonText(res)
  if (text === undefined && !res.body) return
  const body = text === undefined ? new Uint8Array(await res.arrayBuffer()) : Buffer.from(text)
  if (body.length < MIN_BYTES) {
    if (text === undefined) c.res = new Response(body, res)
    return
  }
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip'])
  const params = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length }
  const packed = encoding === 'br' ? await br(body, { params }) : encoding ? await gz(body, { level: 6 }) : body
  const headers = res.headers
  headers.append('Vary', 'Accept-Encoding')
  if (encoding) {
    headers.set('Content-Encoding', encoding)
    headers.delete('Content-Length')
  }
  // J2: cleared first, or Hono copies the old answer (through a stream) into the new one.
  c.res = undefined
  c.res = new Response(new Uint8Array(packed), { status: res.status, headers })
}
