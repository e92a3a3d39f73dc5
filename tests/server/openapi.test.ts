import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENTED_ROUTES, NOT_DOCUMENTED } from '../../contract/openapi-routes.ts'
import { createApp } from '../../server/app.ts'
import { DOCS_CSP } from '../../server/public/api-docs.ts'
import { startServer, type TestServer } from './harness.ts'

let s: TestServer
let doc: { paths: Record<string, Record<string, unknown>> }
beforeAll(async () => {
  s = await startServer()
  doc = await (await fetch(`${s.url}/api/openapi.json`)).json()
})
afterAll(() => s?.stop())

// The answers of the API's and the app's catch-alls, not a route's own 404 (a missing link's page).
const routeMissing = (text: string) => text === 'Not found' || text.includes('This API endpoint does not exist.')
// Path parameters of the walk: strings by name, integers 1; a parameter of a new kind names itself in the failure.
const SAMPLES: Record<string, string> = { alias: 'abc', slug: 'abc', username: 'demo', file: 'abc.png', token: 'abc', filename: 'a.txt', type: 'links' }
const concrete = (p: string) => p.replace('/avatar/{file}', '/avatar/demo.svg').replace(/\{(\w+)\}/g, (_, name: string) => SAMPLES[name] ?? (/id$/.test(name) ? '1' : `sample-${name}`))
/** `/api/url/:id`, `/:alias{[a-z]+}` → `/api/url/{id}`, `/{alias}`. */
const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, '{$1}')

describe('GET /api/openapi.json (N1)', () => {
  it('is a valid OpenAPI 3.1 document by @seriousme/openapi-schema-validator, served without a key', async () => {
    const validator = new Validator()
    const result = await validator.validate(doc as Parameters<Validator['validate']>[0])
    console.warn(`openapi-schema-validator ${validator.version}: ${JSON.stringify(result)}; ${Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0)} operations`)
    expect(result).toEqual({ valid: true })
  })

  it('documents every route the server registers, and nothing it does not', async () => {
    const app = createApp(s.config, s.db)
    const registered = new Set(
      app.routes.filter((r) => r.method !== 'ALL' && !r.path.endsWith('*') || NOT_DOCUMENTED.includes(`${r.method} ${r.path}`)).map((r) => `${r.method} ${openApiPath(r.path)}`),
    )
    await app.drain()
    const documented = new Set(DOCUMENTED_ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`))
    const undocumented = [...registered].filter((r) => !documented.has(r) && !NOT_DOCUMENTED.includes(r))
    expect(undocumented, 'routes with no entry in contract/openapi-routes.ts').toEqual([])
    expect([...documented].filter((r) => !registered.has(r)), 'documented routes the server does not register').toEqual([])
  })

  it('has an answer on our server for every documented operation, not a 404 for a missing route', async () => {
    const user = await s.newUser()
    // The key's renewal goes last: after it the user's key is another.
    const ops = Object.entries(doc.paths)
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => ({ m: m.toUpperCase(), p })))
      .sort((a, b) => Number(a.p === '/api/account/key') - Number(b.p === '/api/account/key'))
    const missing: string[] = []
    for (const { m, p } of ops) {
      const body = m === 'POST' || m === 'PUT' ? '{}' : undefined
      const res = await fetch(`${s.url}${concrete(p)}`, { method: m, body, redirect: 'manual', headers: { Authorization: `Bearer ${user.apiKey}`, 'Content-Type': 'application/json' } })
      const text = await res.text()
      if (res.status === 404 && routeMissing(text)) missing.push(`${m} ${p} (${concrete(p)}): ${text.slice(0, 80)}`)
    }
    expect(missing).toEqual([])
  })

  it('gives every JSON request body an example that the contract accepts', () => {
    const withBody = DOCUMENTED_ROUTES.filter((r) => r.body)
    expect(withBody.length).toBeGreaterThanOrEqual(20)
    for (const r of withBody) expect(r.body!.safeParse(r.example).error?.issues, `${r.method} ${r.path}`).toBeUndefined()
  })
})

describe('the reference page at /api/docs (N2)', () => {
  it('loads its renderer from our origin under its own policy, and the document compressed', async () => {
    const page = await fetch(`${s.url}/api/docs`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toBe(DOCS_CSP)
    const html = await page.text()
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!)
    expect(scripts).toEqual(['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js'])
    for (const src of [...scripts, '/api/docs/swagger-ui.css']) expect((await fetch(`${s.url}${src}`)).status, src).toBe(200)
    const json = await fetch(`${s.url}/api/openapi.json`, { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(json.headers.get('content-encoding')).toBe('br')
    expect(((await json.json()) as { openapi: string }).openapi).toBe('3.1.0')
    expect((await fetch(`${s.url}/api/docs/missing.js`)).status).toBe(404)
  })
})
