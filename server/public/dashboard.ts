import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { type Context, Hono } from 'hono'
import { chooseEncoding, type Encoding } from '../http/encoding.ts'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

// N4: the build's `.br` or `.gz` beside a file, as Accept-Encoding allows.
async function readBest(file: string, accept: string | undefined, offered: Encoding[] = ['br', 'gzip']) {
  const encoding = chooseEncoding(accept, offered)
  if (encoding) {
    const body = await readFile(file + SUFFIX[encoding]).catch(() => null)
    if (body) return { body, encoding }
    return readBest(file, accept, offered.filter((e) => e !== encoding))
  }
  return { body: await readFile(file), encoding: undefined }
}

function answerFile(c: Context, found: { body: Buffer; encoding: Encoding | undefined }, headers: Record<string, string>) {
  return c.body(new Uint8Array(found.body), 200, {
    ...headers,
    Vary: 'Accept-Encoding',
    ...(found.encoding ? { 'Content-Encoding': found.encoding } : {}),
  })
}

export function dashboardRoutes(distDir: string) {
  const app = new Hono()
  const indexHtml = (accept: string | undefined) => readBest(path.join(distDir, 'index.html'), accept).catch(() => null)

  app.get('/app', (c) => c.redirect('/app/', 301))
  app.get('/app/*', async (c) => {
    let rel: string
    try {
      rel = decodeURIComponent(c.req.path.slice('/app/'.length))
    } catch {
      return c.text('Not found', 404)
    }
    const file = path.resolve(distDir, rel)
    if (rel && file.startsWith(distDir + path.sep)) {
      const info = await stat(file).catch(() => null)
      if (info?.isFile()) {
        const immutable = rel.startsWith('assets/')
        return answerFile(c, await readBest(file, c.req.header('Accept-Encoding')), {
          'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        })
      }
      if (/\.[a-z0-9]{1,8}$/i.test(rel)) return c.text('Not found', 404)
    }
    const html = await indexHtml(c.req.header('Accept-Encoding'))
    if (!html) return c.text('The dashboard is not built yet. Run "npm run build" or "npm start".', 503)
    return answerFile(c, html, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' })
  })
  return app
}
