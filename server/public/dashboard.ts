import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { Hono } from 'hono'

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

/** Serves the built dashboard under /app/, with index.html for every deep link. */
export function dashboardRoutes(distDir: string) {
  const app = new Hono()
  const indexHtml = async () => {
    try {
      return await readFile(path.join(distDir, 'index.html'))
    } catch {
      return null
    }
  }

  app.get('/app', (c) => c.redirect('/app/', 301))
  app.get('/app/*', async (c) => {
    let rel: string
    try {
      rel = decodeURIComponent(c.req.path.slice('/app/'.length))
    } catch {
      // Malformed percent-encoding ("/app/%ZZ") names no file.
      return c.text('Not found', 404)
    }
    const file = path.resolve(distDir, rel)
    if (rel && file.startsWith(distDir + path.sep)) {
      const info = await stat(file).catch(() => null)
      if (info?.isFile()) {
        const body = await readFile(file)
        // Hashed assets never change; everything else is revalidated.
        const immutable = rel.startsWith('assets/')
        return c.body(body, 200, {
          'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        })
      }
      if (/\.[a-z0-9]{1,8}$/i.test(rel)) return c.text('Not found', 404)
    }
    const html = await indexHtml()
    if (!html) return c.text('The dashboard is not built yet. Run "npm run build" or "npm start".', 503)
    return c.body(html, 200, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' })
  })
  return app
}
