import type { ServerResponse } from 'node:http'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { Config } from './env.ts'
import type { Db } from './db/client.ts'
import { openFileStore } from './files/open-file-store.ts'
import { answerError } from './http/errors.ts'
import { json } from './http/json.ts'
import { type ApiEnv, apiGuard } from './middleware/api-guard.ts'
import { CountCache, countCache } from './middleware/count-cache.ts'
import { jsonBodyLimit } from './middleware/json-body-limit.ts'
import type { Limiter } from './middleware/pg-rate-limiter.ts'
import { securityHeaders } from './middleware/security-headers.ts'
import { dashboardRoutes } from './public/dashboard.ts'
import { apiDocsRoutes } from './public/api-docs.ts'
import { compressJson } from './http/compress-json.ts'
import { apiCors } from './http/api-cors.ts'
import { publicLinkRedirect, publicRoutes } from './public/routes.ts'
import { campaignRotatorRedirect } from './public/campaigns-public.ts'
import { ClickRecorder } from './clicks/recorder.ts'
import { sharedState } from './cluster/shared-state.ts'
import { ClickStatsCache } from './clicks/statistics.ts'
import { startRollups } from './clicks/stats-rollup-job.ts'
import { LinkCache } from './links/link-cache.ts'
import { accountRoutes } from './routes/account.ts'
import { domainRoutes } from './routes/domains.ts'
import { overlayRoutes } from './routes/overlays.ts'
import { splashRoutes } from './routes/splash.ts'
import { campaignRoutes } from './routes/campaigns.ts'
import { directoryRoutes } from './routes/directories.ts'
import { pixelRoutes } from './routes/pixels.ts'
import { qrRoutes } from './routes/qr.ts'
import { qrLogoUploadRoutes } from './routes/qr-logo-upload.ts'
import { fileRoutes } from './routes/files.ts'
import { linkRoutes } from './routes/links.ts'
import { statsRoutes } from './routes/stats.ts'
import { bioRoutes } from './routes/bio.ts'
import { startDomainVerifier } from './domains/verification.ts'
import { ReadinessCheck, healthRoutes } from './ops/health.ts'
import { log } from './ops/log.ts'
import { METRICS_CONTENT_TYPE, metricsFor, metricsText, tokenMatches, watchClicks, watchPool } from './ops/metrics.ts'
import { observeRequests } from './ops/observe-requests.ts'
import { CachedRouter } from './http/cached-router.ts'

export function createApp(config: Config, db: Db, ownLimiter?: Limiter) {
  const { bus, limiter, close } = sharedState(config, db, ownLimiter)
  const clickStats = new ClickStatsCache(bus)
  const deps = { db, config, bus, clickStats, clicks: new ClickRecorder(db, clickStats, config), linkCache: new LinkCache(bus) }
  const store = openFileStore(config)
  const verifier = startDomainVerifier(db, config)
  const rollups = startRollups(db, config)
  const metrics = metricsFor(config)
  const unwatchPool = metrics ? (watchClicks(metrics, deps.clicks), watchPool(metrics, db)) : () => {}
  const requestLog = ['info', 'debug', 'trace'].includes(config.logLevel) ? log(config.logLevel) : undefined
  const readiness = new ReadinessCheck(db, config)
  // M6, M8, Y7: off (no work at all) unless metrics or the request log are on.
  const observed = metrics !== undefined || requestLog !== undefined ? observeRequests({ log: requestLog !== undefined, metrics, trustProxy: config.trustProxy }) : undefined
  const app = new Hono({ router: new CachedRouter(observed?.labelled) })
  app.route('/', healthRoutes(readiness))
  const token = config.metricsToken
  if (token) {
    app.get('/metrics', async (c) =>
      tokenMatches(c.req.header('Authorization'), token)
        ? c.body(await metricsText(), 200, { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store' })
        : c.json({ error: 1, message: 'The metrics need Authorization: Bearer with METRICS_TOKEN.' }, 401),
    )
  }
  // Short links first, before any middleware: they carry their own headers (server/links/redirect.ts).
  app.route('/', publicLinkRedirect(deps))
  app.route('/', campaignRotatorRedirect(deps))
  app.use('*', securityHeaders)

  // N2: the API's description needs no key and counts against no limit.
  app.route('/', apiDocsRoutes(config.publicUrl))
  const api = new Hono<ApiEnv>()
  api.use('*', compressJson)
  api.use(
    '*',
    apiCors({
      allowHeaders: ['Authorization', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'],
      maxAge: 600,
    }),
  )
  api.use('*', apiGuard(db, limiter, bus, { defaultLimit: config.rateLimitPerMinute, trustProxy: config.trustProxy }))
  api.use('*', countCache(new CountCache(bus), bus))
  api.use('*', jsonBodyLimit)
  for (const routes of [accountRoutes, domainRoutes, overlayRoutes, splashRoutes, campaignRoutes, directoryRoutes, pixelRoutes, linkRoutes, bioRoutes, statsRoutes]) {
    api.route('/', routes(deps))
  }
  api.route('/', qrLogoUploadRoutes(deps, store))
  api.route('/', qrRoutes(deps, store))
  api.route('/', fileRoutes(deps, store))
  api.all('*', (c) => json(c, { error: 1, message: 'This API endpoint does not exist.' }, 404))
  app.route('/api', api)

  app.use('/app/*', compress())
  app.route('/', dashboardRoutes(config.distDir))
  app.route('/', publicRoutes(deps, store))

  app.onError(answerError)
  app.notFound((c) => c.text('Not found', 404))
  // drain: a normal stop waits for the clicks already answered to be committed (L4.7).
  const serverOptions: { ServerResponse?: typeof ServerResponse } = observed ? { ServerResponse: observed.responses } : {}
  return Object.assign(app, { readiness, serverOptions, drain: () => (verifier.stop(), unwatchPool(), Promise.all([rollups.stop(), deps.clicks.close()]).then(() => undefined).finally(close)) })
}
