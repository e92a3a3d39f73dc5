import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { FileStore } from '../storage.ts'
import { avatarSvg } from './avatar.ts'

/** Everything outside /app and /api: avatars, downloads, rotators, QR images and scans (D32). */
export function publicRoutes(_deps: Deps, _store: FileStore) {
  const app = new Hono()
  app.get('/avatar/:file{[^/]+\\.svg}', (c) => {
    const name = decodeURIComponent(c.req.param('file').slice(0, -4))
    return c.body(avatarSvg(name), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' })
  })
  app.get('/', (c) => c.redirect('/app/', 302))
  return app
}
