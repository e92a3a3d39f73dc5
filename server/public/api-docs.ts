import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { Hono } from 'hono'
import { openApiDocument } from '../../contract/openapi.ts'
import { chooseEncoding } from '../http/encoding.ts'

// N2: the reference page and its renderer come from our own origin; only this page loads them.
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><main id="docs"><noscript>The reference needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></main>
<script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true, validatorUrl: null, presets: [SwaggerUIBundle.presets.apis] })`

const FILES: Record<string, string> = { 'swagger-ui-bundle.js': 'text/javascript; charset=utf-8', 'swagger-ui.css': 'text/css; charset=utf-8' }

type Bytes = Uint8Array<ArrayBuffer>
interface Packed { raw: Bytes; br: Bytes; gzip: Bytes }
const pack = async (raw: Uint8Array): Promise<Packed> => ({
  raw: new Uint8Array(raw),
  br: new Uint8Array(await promisify(brotliCompress)(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
  gzip: new Uint8Array(await promisify(gzip)(raw)),
})

export function apiDocsRoutes(publicUrl: string) {
  const app = new Hono()
  const cache = new Map<string, Promise<Packed>>()
  const once = (name: string, make: () => Promise<Uint8Array>) => {
    if (!cache.has(name)) cache.set(name, make().then(pack))
    return cache.get(name)!
  }
  const send = async (accept: string | undefined, packed: Packed, type: string, csp?: string, cache = 'no-cache') => {
    const encoding = chooseEncoding(accept, ['br', 'gzip'])
    return new Response(encoding ? packed[encoding] : packed.raw, {
      headers: { 'Content-Type': type, 'Cache-Control': cache, Vary: 'Accept-Encoding', ...(encoding ? { 'Content-Encoding': encoding } : {}), ...(csp ? { 'Content-Security-Policy': csp } : {}) },
    })
  }
  const encoder = new TextEncoder()
  app.get('/api/openapi.json', async (c) =>
    send(c.req.header('Accept-Encoding'), await once('openapi', async () => encoder.encode(JSON.stringify(openApiDocument(publicUrl)))), 'application/json; charset=utf-8'),
  )
  app.get('/api/docs', async (c) => send(c.req.header('Accept-Encoding'), await once('page', async () => encoder.encode(PAGE)), 'text/html; charset=utf-8', DOCS_CSP))
  app.get('/api/docs/:file', async (c) => {
    const file = c.req.param('file')
    if (file === 'init.js') return send(c.req.header('Accept-Encoding'), await once(file, async () => encoder.encode(INIT)), FILES['swagger-ui-bundle.js']!)
    const type = FILES[file]
    if (!type) return c.json({ error: 1, message: 'This API endpoint does not exist.' }, 404)
    return send(c.req.header('Accept-Encoding'), await once(file, () => readFile(path.join(swaggerUiDir(), file))), type, undefined, 'public, max-age=86400')
  })
  return app
}

const swaggerUiDir = () => path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
