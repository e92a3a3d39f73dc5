import { Hono } from 'hono'
import type { Config } from './env.ts'
import { dashboardRoutes } from './dashboard.ts'
import { securityHeaders } from './security-headers.ts'

export function createApp(config: Config) {
  const app = new Hono()
  app.use('*', securityHeaders)
  app.all('/api/*', (c) => c.json({ error: 1, message: 'This API endpoint does not exist.' }, 404))
  app.route('/', dashboardRoutes(config.distDir))
  app.get('/', (c) => c.redirect('/app/', 302))
  app.notFound((c) => c.text('Not found', 404))
  return app
}
