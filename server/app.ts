import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { compress } from 'hono/compress'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { Config } from './env.ts'
import type { Db } from './db/client.ts'
import { dashboardRoutes } from './dashboard.ts'
import { securityHeaders } from './security-headers.ts'
import { ApiFailure, json } from './http.ts'
import { RateLimiter } from './rate-limiter.ts'
import { CountCache } from './count-cache.ts'
import { QrStatsCache } from './qr-stats.ts'
import { type ApiEnv, apiGuard } from './middleware/api-guard.ts'
import { accountRoutes } from './routes/account.ts'
import { domainRoutes } from './routes/domains.ts'
import { readOnlyRoutes } from './routes/read-only.ts'
import { campaignRoutes } from './routes/campaigns.ts'
import { directoryRoutes } from './routes/directories.ts'
import { pixelRoutes } from './routes/pixels.ts'
import { qrRoutes } from './routes/qr.ts'
import { fileRoutes } from './routes/files.ts'
import { fileStore } from './storage.ts'
import { publicRoutes } from './public/routes.ts'

const JSON_BODY_LIMIT = 1024 * 1024

export function createApp(config: Config, db: Db, limiter = new RateLimiter()) {
  const deps = { db, config, qrStats: new QrStatsCache() }
  const store = fileStore(config.dataDir)
  const counts = new CountCache()
  const app = new Hono()
  app.use('*', securityHeaders)

  const api = new Hono<ApiEnv>()
  api.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: ['Authorization', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'],
      maxAge: 600,
    }),
  )
  api.use('*', apiGuard(db, limiter, { defaultLimit: config.rateLimitPerMinute, trustProxy: config.trustProxy }))
  api.use('*', async (c, next) => {
    c.set('counts', counts)
    await next()
    if (c.req.method !== 'GET') counts.forgetUser(c.get('user').id)
  })
  api.use('*', async (c, next) => {
    // Uploads stream to disk under their own limit; every other body is small JSON.
    if (c.req.path.startsWith('/api/files/upload/')) return next()
    return bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: () => {
        throw new ApiFailure(413, 'The request body is too large: the limit is 1 MiB.')
      },
    })(c, next)
  })
  for (const routes of [accountRoutes, domainRoutes, readOnlyRoutes, campaignRoutes, directoryRoutes, pixelRoutes, qrRoutes]) {
    api.route('/', routes(deps))
  }
  api.route('/', fileRoutes(deps, store))
  api.all('*', (c) => json(c, { error: 1, message: 'This API endpoint does not exist.' }, 404))
  app.route('/api', api)

  // The dashboard's scripts and styles go out compressed (about a third of their size).
  app.use('/app/*', compress())
  app.route('/', dashboardRoutes(config.distDir))
  app.route('/', publicRoutes(deps, store))

  app.onError((err, c) => {
    const isApi = c.req.path.startsWith('/api/') || c.req.path === '/api'
    if (err instanceof ApiFailure) {
      const res = isApi ? json(c, { error: 1, message: err.message }, err.status) : c.text(err.message, err.status)
      for (const [k, v] of Object.entries(err.headers)) res.headers.set(k, v)
      return res
    }
    if (err instanceof HTTPException && err.status < 500) {
      const message = err.status === 413 ? 'The request body is too large.' : 'The request could not be read.'
      return isApi ? json(c, { error: 1, message }, err.status) : c.text(message, err.status)
    }
    // Details go to the server log only, never to the client (D8).
    console.error(`${c.req.method} ${c.req.path} failed:`, err)
    const message = 'Something went wrong on our side. Please try again.'
    return isApi ? json(c, { error: 1, message }, 500) : c.text(message, 500)
  })
  app.notFound((c) => c.text('Not found', 404))
  return app
}
