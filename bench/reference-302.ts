// The bare Hono reference for bench/redirect.ts and bench/api-side.ts: a Hono app on @hono/node-server
// answering the routes of bench/reference-routes.mjs from memory (no database, no click), run as its own
// process: `taskset -c 1 node --import tsx bench/reference-302.ts PORT`. Prints "ready" once it listens.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { account, addDomain, domainList, redirectTo, urlList } from './reference-routes.mjs'

const port = Number(process.argv[2] ?? 18090)
const JSON_TYPE = { 'Content-Type': 'application/json' }

const app = new Hono()
app.get('/api/domains', (c) => {
  const text = domainList(c.req.header('Authorization'), Number(c.req.query('limit') ?? 15), Number(c.req.query('page') ?? 1))
  return text ? c.body(text, 200, JSON_TYPE) : c.body('{"error":1}', 401, JSON_TYPE)
})
app.get('/api/account', (c) => {
  const text = account(c.req.header('Authorization'))
  return text ? c.body(text, 200, JSON_TYPE) : c.body('{"error":1}', 401, JSON_TYPE)
})
app.get('/api/urls', (c) => {
  const text = urlList(c.req.header('Authorization'), Number(c.req.query('limit') ?? 15), Number(c.req.query('page') ?? 1))
  return text ? c.body(text, 200, JSON_TYPE) : c.body('{"error":1}', 401, JSON_TYPE)
})
app.post('/api/domain/add', async (c) => {
  const [status, text] = addDomain(c.req.header('Authorization'), await c.req.text())
  return c.body(text, status as 200, JSON_TYPE)
})
app.get('/:alias', (c) => {
  const to = redirectTo(c.req.param('alias'))
  return to ? c.redirect(to, 302) : c.text('Not found', 404)
})

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log('ready'))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
