// The bare Node reference for bench/redirect.ts and bench/api-side.ts: node:http alone, no framework,
// the routes of bench/reference-routes.mjs. `taskset -c 1 node bench/reference-node.mjs PORT`.
import { createServer } from 'node:http'
import process from 'node:process'
import { URL } from 'node:url'
import { account, addDomain, domainList, redirectTo, urlList } from './reference-routes.mjs'

const port = Number(process.argv[2] ?? 18093)
const json = (res, status, text) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(text)

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  if (req.method === 'GET' && url.pathname === '/api/domains') {
    const text = domainList(req.headers.authorization, Number(url.searchParams.get('limit') ?? 15), Number(url.searchParams.get('page') ?? 1))
    return text ? json(res, 200, text) : json(res, 401, '{"error":1}')
  }
  if (req.method === 'GET' && url.pathname === '/api/account') {
    const text = account(req.headers.authorization)
    return text ? json(res, 200, text) : json(res, 401, '{"error":1}')
  }
  if (req.method === 'GET' && url.pathname === '/api/urls') {
    const text = urlList(req.headers.authorization, Number(url.searchParams.get('limit') ?? 15), Number(url.searchParams.get('page') ?? 1))
    return text ? json(res, 200, text) : json(res, 401, '{"error":1}')
  }
  if (req.method === 'POST' && url.pathname === '/api/domain/add') {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (d) => (body += d))
    req.on('end', () => json(res, ...addDomain(req.headers.authorization, body)))
    return
  }
  const to = req.method === 'GET' ? redirectTo(url.pathname.slice(1)) : undefined
  if (to) return res.writeHead(302, { Location: to }).end()
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
})
server.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
