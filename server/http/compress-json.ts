import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { chooseEncoding } from './encoding.ts'

const MIN_BYTES = 1024
const br = promisify(brotliCompress)
const gz = promisify(gzip)

/**
 * N5: API answers of JSON at least MIN_BYTES long go out in Brotli or gzip, made on zlib's thread pool. The account's
 * answers (they carry the API key) never are: BREACH needs a secret and attacker-chosen text in one compressed answer.
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next()
  const res = c.res
  if (c.req.method === 'HEAD' || res.headers.has('Content-Encoding') || !res.body) return
  if (!/^application\/json\b/.test(res.headers.get('Content-Type') ?? '') || /^\/api\/account\b/.test(c.req.path)) return
  const body = new Uint8Array(await res.arrayBuffer())
  const encoding = body.length >= MIN_BYTES ? chooseEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']) : undefined
  const packed = encoding === 'br' ? await br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : encoding ? await gz(body, { level: 6 }) : body
  // Hono copies the old answer's headers onto the new one: change them after.
  c.res = new Response(new Uint8Array(packed), res)
  if (body.length >= MIN_BYTES) c.res.headers.append('Vary', 'Accept-Encoding')
  if (!encoding) return
  c.res.headers.set('Content-Encoding', encoding)
  c.res.headers.delete('Content-Length')
}
