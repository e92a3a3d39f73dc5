// The reference for bench/redirect.ts: a bare Hono app on @hono/node-server answering GET /:alias with a
// 302 from an in-memory Map (no database, no click), run as its own process:
// `taskset -c 1 node --import tsx bench/reference-302.ts PORT`. Prints "ready" once it listens.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const port = Number(process.argv[2] ?? 18090)
const aliases = new Map<string, string>(Array.from({ length: 1000 }, (_, i) => [`ref${i}`, `https://example.com/reference/${i}`]))
aliases.set('bench', 'https://example.com/redirect-bench')

const app = new Hono()
app.get('/:alias', (c) => {
  const to = aliases.get(c.req.param('alias'))
  return to ? c.redirect(to, 302) : c.text('Not found', 404)
})

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log('ready'))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
