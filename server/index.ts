import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { loadConfig } from './env.ts'

const config = loadConfig()
const app = createApp(config)
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = info.address.includes(':') ? `[${info.address}]` : info.address
  console.log(`Dashboard: http://${host}:${info.port}/app/`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 2000).unref()
  })
}
