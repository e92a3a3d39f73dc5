import { Agent, createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness.ts'
import { call } from './helpers.ts'

// Issue 33 item 4 (Q1-Q3): no one can hold the event loop through QR images or logos. The harness runs
// the server in this process, so the loop monitor and the redirect's latency see what the server's loop does.

/** A 1900 × 1900 gradient: a small file (rows repeat) that takes ~0.3 s to decode and shrink. */
function bigLogo(): Buffer {
  const png = new PNG({ width: 1900, height: 1900 })
  for (let i = 0; i < png.data.length; i += 4) png.data.set([(i / 4) % 1900 >> 3, 90, 160, 255], i)
  return PNG.sync.write(png, { filterType: 2 })
}

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'

let logoServer: Server
let s: TestServer
let key: string
let shortUrl: string
const codes: string[] = []
let linkImage: string
let logoAt: string

beforeAll(async () => {
  const logo = bigLogo()
  logoServer = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(logo))
  await new Promise<void>((resolve) => logoServer.listen(0, '127.0.0.1', resolve))
  logoAt = `http://logo.test:${(logoServer.address() as AddressInfo).port}/logo.png`
  s = await startServer({ logoFetchHosts: new Map([['logo.test', '127.0.0.1']]) })
  key = (await s.newUser({ rateLimit: 1000 })).apiKey
  const link = (await call(s, '/url/add', { method: 'POST', key, body: { url: 'https://example.com/flood' } })).body as { id: number; shorturl: string }
  shortUrl = link.shorturl
  linkImage = `${s.url}/qr/link/${link.id}/${new URL(shortUrl).pathname.slice(1)}`
  for (let i = 0; i < 2; i++) {
    const added = await call(s, '/qr/add', { method: 'POST', key, body: { type: 'link', data: `https://example.com/menu/${i}`, logo: logoAt } })
    expect(added.status).toBe(200)
    codes.push((added.body as { link: string }).link)
  }
})
afterAll(async () => {
  probeAgent.destroy()
  logoServer?.closeAllConnections()
  logoServer?.close()
  await s?.stop()
})

const p99 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.99) - 1]!

// The probe's own connection: fetch would queue it behind the flood's in one connection pool.
const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 })
const redirect = () =>
  new Promise<number>((resolve, reject) => {
    get(shortUrl, { agent: probeAgent, headers: { 'User-Agent': BROWSER } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode!))
    }).on('error', reject)
  })

/** Redirects one after another until `done` (and at least `min` of them), with the loop's delay meanwhile. */
async function probe(until: () => boolean, min: number) {
  const loop = monitorEventLoopDelay({ resolution: 5 })
  loop.enable()
  const latencies: number[] = []
  while (!until() || latencies.length < min) {
    const t0 = performance.now()
    const status = await redirect()
    latencies.push(performance.now() - t0)
    expect(status).toBe(302)
    // Paced, so the probe itself does not crowd a slow machine.
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  loop.disable()
  return { redirects: latencies.length, p99: p99(latencies), loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6 }
}
const figures = (f: Awaited<ReturnType<typeof probe>>) =>
  `${f.redirects} redirects, p99 ${f.p99.toFixed(1)} ms; event-loop delay p99 ${f.loopP99.toFixed(1)} ms, max ${f.loopMax.toFixed(1)} ms`

it('keeps redirects and the event loop near their quiet figures while QR images of 64 sizes, a link’s own code and a logo save flood in', { timeout: 120_000 }, async () => {
  for (let i = 0; i < 5; i++) await redirect()
  // The same probe without a flood: the machine's own noise, measured in the same run.
  const quiet = await probe(() => true, 100)
  // 64 sizes as in the issue (1985-2048) over two logo-bearing codes and the link's own code, PNG and SVG.
  const urls = Array.from({ length: 96 }, (_, i) => {
    const base = i % 3 === 2 ? `${linkImage}.png` : codes[i % 2]!
    return i % 10 === 9 ? base.replace(/\.png$/, '.svg') : `${base}?size=${1985 + (i % 64)}`
  })
  const fetchOne = async (url: string) => {
    const res = await fetch(url)
    await res.arrayBuffer()
    return { status: res.status, retryAfter: res.headers.get('retry-after') }
  }
  const save = async () => {
    const saved = await call(s, '/qr/add', { method: 'POST', key, body: { type: 'link', data: 'https://example.com/saved', logo: logoAt } })
    return { status: saved.status, retryAfter: saved.headers.get('retry-after') }
  }
  // All in flight at once, each started in a turn of its own: this process is also the flood's client.
  const started: Promise<{ status: number; retryAfter: string | null }>[] = [save()]
  for (const url of urls) {
    started.push(fetchOne(url))
    await new Promise((resolve) => setImmediate(resolve))
  }
  const flood = Promise.all(started)
  let done = false
  void flood.finally(() => (done = true))
  const during = await probe(() => done, 100)
  const answers = await flood
  const statuses = answers.map((a) => a.status).reduce<Record<number, number>>((n, st) => ({ ...n, [st]: (n[st] ?? 0) + 1 }), {})
  // eslint-disable-next-line no-console -- the figures for the report (issue 33)
  console.info(`QR flood: quiet ${figures(quiet)}; during ${figures(during)}; answers ${JSON.stringify(statuses)}`)
  // Q3: an answer is the image or, beyond the queue cap, a 503 that says when to come back.
  for (const a of answers) expect(a.status === 200 || (a.status === 503 && a.retryAfter === '2')).toBe(true)
  expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0)
  // Q7: bounds over the same probe without a flood, so a busy machine's own delays do not fail the test;
  // drawing on the event loop made both take seconds.
  // On PostgreSQL a redirect also waits for the database's own processes, which a busy machine delays
  // apart from this process (figures in Q7): there the event loop's bound stands alone.
  // A floor of 250 ms, ten times under what drawing on the loop cost: the other test file running beside this
  // one on a slow CI machine can load it during the flood and not during the quiet probe.
  if (!process.env.DATABASE_URL) expect(during.p99).toBeLessThan(Math.max(250, 50 + 3 * quiet.p99))
  expect(during.loopP99).toBeLessThan(Math.max(250, 100 + 3 * quiet.loopP99))
})

it('answers a size outside the set with the nearest size, drawn once for all who ask', async () => {
  const sizes = await Promise.all([600, 512, 513, 700].map(async (size) => {
    const res = await fetch(`${codes[0]}?size=${size}`)
    expect(res.status).toBe(200)
    return { etag: res.headers.get('etag'), width: PNG.sync.read(Buffer.from(await res.arrayBuffer())).width }
  }))
  expect(new Set(sizes.map((x) => x.etag)).size).toBe(1)
  expect(sizes[0]!.width).toBeGreaterThanOrEqual(500)
  expect(sizes[0]!.width).toBeLessThanOrEqual(512)
  const big = await fetch(`${codes[0]}?size=99999`)
  expect(PNG.sync.read(Buffer.from(await big.arrayBuffer())).width).toBeGreaterThan(2000)
})
