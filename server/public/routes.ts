import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { and, eq } from 'drizzle-orm'
import { domains, files } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import type { FileStore } from '../files/file-store.ts'
import { avatarSvg } from './avatar.ts'
import { campaignPublicRoutes } from './campaigns-public.ts'
import { serveFile } from './downloads.ts'
import { followLink } from '../links/redirect.ts'
import { passwordGuardFor } from '../auth/password-guard.ts'
import { overlayPostRoutes } from '../links/overlay-posts.ts'
import { nodeHeader } from '../http/node-header.ts'
import { requestHost } from '../domains/own-hosts.ts'
import { shortUrlOf } from '../links/link-views.ts'
import { notFoundPage, page } from './html.ts'
import { qrPublicRoutes } from '../qr/qr-public.ts'
import { bioPublicRoutes } from '../bio/bio-public.ts'

type BrandedEnv = { Variables: { branded: typeof domains.$inferSelect | null; linkMissed?: boolean } }

const ALIAS = '/:alias{[A-Za-z0-9_-]{3,50}}'

// L4e: the bulk of the traffic, routed before any middleware; a branded domain, a file or an unknown alias go on.
export function publicLinkRedirect(deps: Deps) {
  const ownHost = new URL(deps.config.publicUrl).host.toLowerCase()
  const app = new Hono<BrandedEnv>()
  app.get(ALIAS, async (c, next) => {
    const host = nodeHeader(c, 'host')?.toLowerCase()
    if (host && host !== ownHost) return next()
    const alias = c.req.param('alias')
    let counted = false
    const cached = deps.linkCache.cached(deps.db, '', alias)
    if (cached) {
      const answer = await followLink(c, deps.clicks, cached.link, shortUrlOf(deps.config.publicUrl, cached.link), { current: cached.current })
      if (answer instanceof Response) return answer
      counted = answer.stale.counted
    }
    const link = await deps.linkCache.resolve(deps.db, '', alias)
    if (!link) {
      c.set('linkMissed', true)
      return next()
    }
    return followLink(c, deps.clicks, link, shortUrlOf(deps.config.publicUrl, link), { counted })
  })
  return app
}

export function publicRoutes(deps: Deps, store: FileStore) {
  const { db } = deps
  const app = new Hono<BrandedEnv>()

  // A1, A4: a verified branded domain serves only its owner's content; the server's own host needs no lookup.
  const ownHost = new URL(deps.config.publicUrl).host.toLowerCase()
  app.use('*', async (c, next) => {
    const host = requestHost(c.req.header('Host'))
    const [branded] = host && host !== ownHost
      ? await db.select().from(domains).where(and(eq(domains.host, host), eq(domains.status, 'verified')))
      : []
    c.set('branded', branded ?? null)
    await next()
  })
  const unknown = (c: Context<BrandedEnv>) => {
    const branded = c.get('branded')
    return branded?.redirect404 ? c.redirect(branded.redirect404, 302) : c.html(notFoundPage(), 404)
  }

  app.get('/', (c) => {
    const branded = c.get('branded')
    if (!branded) return c.redirect('/app/', 302)
    return branded.redirectRoot ? c.redirect(branded.redirectRoot, 302) : c.html(notFoundPage(), 404)
  })

  app.get('/avatar/:file{[^/]+\\.svg}', (c) => {
    // Hono has already decoded the parameter; decoding again would throw on a "%".
    const name = c.req.param('file').slice(0, -4)
    return c.body(avatarSvg(name), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' })
  })

  app.route('/', campaignPublicRoutes(deps, unknown))
  app.route('/', qrPublicRoutes(deps))
  app.route('/', overlayPostRoutes(deps))
  app.route('/', bioPublicRoutes(deps, unknown))

  const formLimit = bodyLimit({
    maxSize: 16 * 1024,
    onError: (c) =>
      c.html(page('Too large', '<h1>That request is too large</h1><p>Go back and try again.</p>'), 413, { Connection: 'close' }),
  })

  // On GET the limiter would build a full Request for every redirect.
  const postLimit: MiddlewareHandler = (c, next) => (c.req.method === 'POST' ? formLimit(c, next) : next())
  app.on(['GET', 'POST'], ALIAS, postLimit, async (c) => {
    const alias = c.req.param('alias')
    // L2c, L4a: links first (usually cached); files share the namespace and are looked up only on a miss.
    const branded = c.get('branded')
    const found = c.get('linkMissed') ? undefined : await deps.linkCache.resolve(db, branded?.domain ?? '', alias)
    const link = found && (!branded || found.userId === branded.userId) ? found : undefined
    if (link) {
      if (c.req.method === 'POST' && !link.passwordHash) return unknown(c)
      return followLink(c, deps.clicks, link, shortUrlOf(deps.config.publicUrl, link), { guard: passwordGuardFor(db, deps.config) })
    }
    const [file] = await db.select().from(files).where(branded ? and(eq(files.alias, alias), eq(files.userId, branded.userId)) : eq(files.alias, alias))
    if (file) return serveFile(c, db, store, file, passwordGuardFor(db, deps.config))
    return unknown(c)
  })

  app.all('*', (c) => unknown(c))
  return app
}
