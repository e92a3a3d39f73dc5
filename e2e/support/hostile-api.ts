// Just enough of SPEC.md for every page to render, every string field a script URL or HTML.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { RESOURCES } from '../../tests/server/endpoints.ts'

/** Script URLs, in every spelling a careless `href={value}` would turn into a live link. */
export const HOSTILE_URLS = [
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(document.domain)',
  ' javascript:alert(document.domain)',
  // The URL parser drops tabs and newlines anywhere and C0 controls at the ends: still javascript:.
  'java\tscript:alert(document.domain)',
  '\u0001javascript:alert(document.domain)',
  'data:text/html,<script>window.__pwned=1</script>',
  'DATA:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+',
  'vbscript:msgbox(document.domain)',
  // Also a rotator whose slug is malformed percent-encoding (the campaign form decodes it).
  'javascript:alert(document.domain)//r/%E0%A4%A',
] as const

/** Markup that runs script if it is ever parsed as HTML instead of shown as text. */
export const HOSTILE_HTML = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload="window.__pwned=1">',
  "'><iframe src=\"javascript:window.__pwned=1\"></iframe>",
  '<a href="javascript:window.__pwned=1">click</a>',
] as const

/** The text every list shows somewhere, the first of HOSTILE_HTML. */
export const IMG_TEXT = '<img src=x onerror'

export interface RecordedRequest {
  method: string
  url: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** How the next matching API requests fail; every failure echoes the request's Authorization header. */
export interface Failure {
  match: RegExp
  status: number
  /** `json`: {error:1, message:<echo>}; `html`: an HTML page with the echo; `json-200`: HTTP 200 with error 1. */
  body: 'json' | 'html' | 'json-200'
}

export interface HostileApi {
  origin: string
  baseUrl: string
  /** http URLs on this server that answer with an image: the rows that should become links. */
  safeUrl: (name: string) => string
  /** Every request as received, Authorization included. */
  requests: RecordedRequest[]
  /** The server's own log: one line a request, as a real server would write it (no Authorization). */
  log: string[]
  fail: (failure: Failure | null) => void
  stop: () => Promise<void>
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After',
}

/** Rows 0..HOSTILE_URLS.length-1 carry the script URLs; the last two carry http URLs on this server. */
function data(origin: string) {
  const safe = (name: string) => `${origin}/safe/${name}`
  const rows = HOSTILE_URLS.length + 2
  const url = (i: number, name: string) => (i < HOSTILE_URLS.length ? HOSTILE_URLS[i]! : safe(`${name}-${i}.png`))
  const text = (i: number) => pick(HOSTILE_HTML, i)
  // A few rows keep a real timestamp so the page has both kinds.
  const date = (i: number) => (i % 3 === 0 ? '2024-05-01 10:00:00' : pick(HOSTILE_HTML, i + 1))
  const ids = Array.from({ length: rows }, (_, i) => i)

  const hostileMap = () =>
    Object.fromEntries([...HOSTILE_HTML, ...HOSTILE_URLS].map((label, i) => [label, String(HOSTILE_URLS.length + HOSTILE_HTML.length - i)]))

  return {
    account: {
      id: 1,
      email: `${HOSTILE_HTML[0]}@example.com`,
      username: HOSTILE_HTML[2],
      avatar: HOSTILE_URLS[0],
      status: HOSTILE_HTML[1],
      expires: HOSTILE_HTML[3],
      registered: HOSTILE_HTML[4],
    },
    lists: {
      '/domains': ids.map((i) => ({
        id: i + 1,
        domain: url(i, 'domain'),
        redirectroot: url((i + 1) % rows, 'root'),
        redirect404: url((i + 2) % rows, 'missing'),
      })),
      '/overlay': ids.map((i) => ({ id: i + 1, type: text(i + 1), name: text(i), date: date(i) })),
      '/splash': ids.map((i) => ({ id: i + 1, name: text(i), date: date(i) })),
      '/campaigns': ids.map((i) => ({
        id: i + 1,
        // The live service names a campaign `name`, `domain` or `campaign`: all three, all hostile.
        ...(i % 3 === 0 ? { name: text(i) } : i % 3 === 1 ? { domain: text(i) } : { campaign: text(i) }),
        public: i % 2 === 0,
        rotator: url(i, 'rotator'),
        list: url((i + 3) % rows, 'list'),
      })),
      '/directories': ids.map((i) => ({
        id: i + 1,
        name: text(i),
        description: text(i + 2),
        color: i % 2 ? `red;background:url(${HOSTILE_URLS[0]})` : '#1e90ff',
        starred: i % 2 === 0,
      })),
      '/directory/:directory': ids.map((i) => ({
        // Hostile types too, but the http rows are a QR code (an image) and a link.
        type: i === rows - 2 ? 'qr' : i === rows - 1 ? 'links' : i % 2 ? 'qr' : text(i),
        id: i + 1,
        title: text(i),
        preview: url(i, 'preview'),
        link: url((i + 4) % rows, 'link'),
        date: i % 3 === 0 ? '2024-05-01' : text(i + 1),
      })),
      '/files': ids.map((i) => ({ id: i + 1, name: text(i), downloads: i, shorturl: url(i, 'file'), date: date(i) })),
      '/pixels': ids.map((i) => ({ id: i + 1, type: i % 2 ? text(i + 1) : 'gtmpixel', name: text(i), tag: text(i + 3), date: date(i) })),
      '/qr': ids.map((i) => ({ id: i + 1, link: url(i, 'qr'), scans: i, name: text(i), date: date(i) })),
      '/urls': ids.map((i) => ({
        id: i + 1,
        alias: text(i + 2),
        shorturl: url(i, 'short'),
        longurl: url((i + 1) % rows, 'long'),
        title: text(i),
        description: text(i + 1),
        clicks: i,
        uniqueclicks: i,
        domain: text(i + 3),
        campaign: i + 1,
        directories: [],
        date: date(i),
      })),
    } as Record<string, unknown[]>,
    linkDetail: (id: number) => {
      const i = (id - 1) % rows
      return {
        id,
        details: {
          id,
          alias: text(i + 2),
          shorturl: url(i, 'short'),
          longurl: url((i + 1) % rows, 'long'),
          title: text(i),
          description: text(i + 1),
          expiry: null,
          date: date(i),
          domain: text(i + 3),
          type: 'splash',
          metatitle: text(i),
          metadescription: text(i + 4),
          metaimage: url(i, 'image'),
          geotarget: [{ location: text(i), link: url(i, 'geo') }],
          devicetarget: [{ device: 'iphone', link: url(i, 'device') }],
          languagetarget: [{ language: text(i + 1), link: url(i, 'language') }],
          parameters: [{ name: 'utm_source', value: text(i) }, { name: text(i + 2), value: url(i, 'param') }],
          pixels: [1, 2],
          campaign: i + 1,
          protected: true,
        },
        data: { clicks: 1, uniqueClicks: 1, topCountries: {}, topReferrers: {}, topBrowsers: {}, topOs: {}, socialCount: {} },
      }
    },
    qrDetail: (id: number) => {
      const i = (id - 1) % rows
      const link = url(i, 'qr')
      return {
        details: {
          id,
          link,
          scans: 12,
          name: text(i),
          date: date(i),
          type: 'link',
          // A link code whose target is a script URL, or an http URL for the http rows.
          content: i < HOSTILE_URLS.length ? HOSTILE_URLS[i] : safe(`target-${i}`),
          background: text(i + 1),
          foreground: `rgb(0,0,0);background:url(${HOSTILE_URLS[0]})`,
          logo: `${HOSTILE_URLS[i % HOSTILE_URLS.length]}//logo.png`,
        },
        data: {
          clicks: 12,
          uniqueClicks: 9,
          topCountries: hostileMap(),
          topReferrers: hostileMap(),
          topBrowsers: hostileMap(),
          topOs: hostileMap(),
          socialCount: { facebook: 1, twitter: 2, linkedin: 3, [HOSTILE_HTML[0]]: 4 },
        },
      }
    },
  }
}

function page<T>(items: T[], query: URLSearchParams) {
  const limit = Math.min(Math.max(Number(query.get('limit')) || 15, 1), 100)
  const current = Math.max(Number(query.get('page')) || 1, 1)
  const maxpage = Math.ceil(items.length / limit)
  return {
    counters: { result: items.length, perpage: limit, currentpage: current, nextpage: current < maxpage ? current + 1 : 0, maxpage },
    items: items.slice((current - 1) * limit, current * limit),
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', () => resolve(''))
  })
}

export async function startHostileApi(port: number): Promise<HostileApi> {
  let origin = ''
  let failure: Failure | null = null
  const requests: RecordedRequest[] = []
  const log: string[] = []

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      ...CORS,
      'Content-Type': 'application/json; charset=utf-8',
      'X-RateLimit-Limit': '1000',
      'X-RateLimit-Remaining': '999',
      'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + 60),
    })
    res.end(JSON.stringify(body))
  }

  const server = createServer(async (req, res) => {
    const body = await readBody(req)
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: { ...req.headers }, body })
    const { authorization: _authorization, ...logged } = req.headers
    log.push(`${new Date().toISOString()} ${req.method} ${req.url} ${JSON.stringify(logged)} ${body}`)

    const url = new URL(req.url ?? '/', origin)
    const path = url.pathname
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...CORS, 'Access-Control-Max-Age': '600' })
      return res.end()
    }
    if (path.startsWith('/safe/')) {
      res.writeHead(200, { ...CORS, 'Content-Type': 'image/png', 'Cache-Control': 'no-store' })
      return res.end(PNG)
    }
    if (!path.startsWith('/api/')) return send(res, 404, { error: 1, message: 'Not found.' })

    const auth = req.headers.authorization ?? ''
    if (!/^Bearer \S+/.test(auth)) return send(res, 401, { error: 1, message: 'A valid API key is required to use this service.' })

    if (failure && failure.match.test(path)) {
      const echo = `Internal error while handling ${req.method} ${path}. Request headers: Authorization: ${auth}; the key was ${auth.slice(7)}`
      if (failure.body === 'html') {
        res.writeHead(failure.status, { ...CORS, 'Content-Type': 'text/html; charset=utf-8' })
        return res.end(`<!doctype html><h1>Error</h1><pre>${echo}</pre>`)
      }
      return send(res, failure.body === 'json-200' ? 200 : failure.status, { error: 1, message: echo, authorization: auth })
    }

    const d = data(origin)
    const q = url.searchParams
    const list = (key: string, items: unknown[]) => {
      const p = page(items, q)
      return send(res, 200, { error: '0', data: { ...p.counters, [key]: p.items } })
    }
    const api = path.slice('/api'.length)
    if (req.method !== 'GET') return send(res, 200, { error: 0, id: 1, message: HOSTILE_HTML[0] })
    if (api === '/account') return send(res, 200, { error: 0, data: d.account })
    for (const r of RESOURCES) {
      if (r.list && api === r.list.path && d.lists[api]) {
        const p = page(d.lists[api], q)
        if (r.list.bare) return send(res, 200, { error: '0', ...p.counters, nextpage: p.counters.nextpage || null, [r.list.key]: p.items })
        return list(r.list.key, d.lists[api])
      }
      if (r.get?.items && new RegExp(`^${r.get.path.replace(/:\w+/g, '\\d+')}$`).test(api)) return list(r.get.items.key, d.lists[r.get.path] ?? [])
    }
    const qr = /^\/qr\/(\d+)$/.exec(api)
    if (qr) return send(res, 200, { error: 0, ...d.qrDetail(Number(qr[1])) })
    const link = /^\/url\/(\d+)$/.exec(api)
    if (link) return send(res, 200, { error: 0, ...d.linkDetail(Number(link[1])) })
    return send(res, 404, { error: 1, message: 'Not found.' })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    baseUrl: `${origin}/api`,
    safeUrl: (name) => `${origin}/safe/${name}`,
    requests,
    log,
    fail: (f) => {
      failure = f
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
