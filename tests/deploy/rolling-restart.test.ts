import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Agent, fetch } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, freePort, killAllServers, spawnServer, waitUntilReady, type ServerProcess } from '../server/server-process.ts'

// Issue 39 item 6: docs/deploy/nginx-linkdash.conf, as documented, in front of two instances on PostgreSQL.
const ROOT = path.resolve(import.meta.dirname, '../..')
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p))
const ADMIN_URL = process.env.DATABASE_URL
const missing = [!ADMIN_URL && 'DATABASE_URL (PostgreSQL)', !NGINX && 'nginx (apt-get install nginx)'].filter(Boolean)
if (missing.length) console.warn(`tests/deploy/rolling-restart.test.ts SKIPPED: it needs ${missing.join(' and ')}.`)

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const LINKS = 3
const CLIENTS = 6

let dir: string
let dropDatabase: (() => Promise<void>) | undefined
let nginx: ChildProcess | undefined
let base: string
let agent: Agent
let key: string
let env: NodeJS.ProcessEnv
const instances: { port: number; server: ServerProcess }[] = []

/** The documented site config with this test's ports and certificate; each swap must find its text. */
function siteConfig(tls: number, http: number, upstreams: number[]): string {
  let site = readFileSync(path.join(ROOT, 'docs/deploy/nginx-linkdash.conf'), 'utf8')
  const swaps: [string | RegExp, string][] = [
    [/^\s*listen \[::\]:.*\n/gm, ''],
    ['listen 443 ssl', `listen 127.0.0.1:${tls} ssl`],
    ['listen 80 default_server', `listen 127.0.0.1:${http} default_server`],
    ['127.0.0.1:8081', `127.0.0.1:${upstreams[0]}`],
    ['127.0.0.1:8082', `127.0.0.1:${upstreams[1]}`],
    ['/etc/ssl/linkdash/fullchain.pem', path.join(dir, 'cert.pem')],
    ['/etc/ssl/linkdash/privkey.pem', path.join(dir, 'key.pem')],
  ]
  for (const [from, to] of swaps) {
    const next = site.replace(from, to)
    if (next === site) throw new Error(`docs/deploy/nginx-linkdash.conf no longer has ${String(from)}: update this test with it.`)
    site = next
  }
  return site
}

function startNginx(site: string) {
  writeFileSync(path.join(dir, 'site.conf'), site)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${path.join(dir, t)};`).join(' ')
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 512; }
http { log_format upstream '$upstream_addr $status'; access_log ${dir}/access.log upstream; ${temp} include ${dir}/site.conf; }\n`,
  )
  execFileSync(NGINX!, ['-t', '-q', '-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`])
  nginx = spawn(NGINX!, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], { stdio: 'ignore' })
}

/** Ready for traffic: /readyz answers 200 (issue 39 item 1, M2). */
async function waitReady(server: ServerProcess) {
  await waitUntilReady(server)
  for (let i = 0; i < 200; i++) {
    const status = await globalThis.fetch(`${server.url}/readyz`).then((r) => r.status, () => 0)
    if (status === 200) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${server.url}/readyz did not turn 200`)
}

/** Until nginx has answered a request from `port` alone again: it counts an instance failed for fail_timeout. */
async function waitForTraffic(port: number, since: number) {
  for (let i = 0; i < 200; i++) {
    const lines = readFileSync(path.join(dir, 'access.log'), 'utf8').slice(since).split('\n')
    if (lines.some((l) => /^127\.0\.0\.1:(\d+) [23]\d\d$/.exec(l)?.[1] === String(port))) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`nginx sent no request to the restarted instance on port ${port}`)
}

async function startInstance(port: number) {
  const server = spawnServer(port, env)
  await waitReady(server)
  return server
}

const call = (p: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${base}${p}`, {
    dispatcher: agent,
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'User-Agent': BROWSER },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })

beforeAll(async () => {
  if (missing.length) return
  dir = mkdtempSync(path.join(tmpdir(), 'linkdash-deploy-'))
  // nginx's workers drop to another user when the test runs as root: they must reach the temp directories.
  chmodSync(dir, 0o755)
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' })
  agent = new Agent({ connect: { ca: readFileSync(path.join(dir, 'cert.pem')) } })
  const database = await createTestDatabase(ADMIN_URL!)
  dropDatabase = database.drop
  const [tls, http, a, b] = [await freePort(), await freePort(), await freePort(), await freePort()]
  base = `https://127.0.0.1:${tls}`
  env = { DATA_DIR: dir, DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '1000000', TRUST_PROXY: '1', PUBLIC_URL: base }
  // One after the other: the first migrates and makes the demo user.
  for (const port of [a, b]) instances.push({ port, server: await startInstance(port) })
  key = (JSON.parse(readFileSync(path.join(dir, 'demo-user.json'), 'utf8')) as { apiKey: string }).apiKey
  startNginx(siteConfig(tls, http, [a, b]))
  for (let i = 0; (await call('/api/account').then((r) => r.status, () => 0)) !== 200; i++) {
    if (i > 100) throw new Error(`nginx did not answer: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}, 90_000)

afterAll(async () => {
  nginx?.kill('SIGTERM')
  killAllServers()
  await dropDatabase?.()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe.skipIf(missing.length > 0)('nginx as documented, in front of two instances on PostgreSQL (N6)', () => {
  it('loses no request and no click while the instances restart one after the other', async () => {
    const links: { id: number; alias: string; redirects: number }[] = []
    for (let i = 0; i < LINKS; i++) {
      const body = (await (await call('/api/url/add', { method: 'POST', body: { url: `https://example.com/rolling-${i}` } })).json()) as { id: number; shorturl: string }
      links.push({ id: body.id, alias: body.shorturl.slice(body.shorturl.lastIndexOf('/') + 1), redirects: 0 })
    }
    const failures: string[] = []
    let reads = 0
    let running = true
    const client = async (n: number) => {
      for (let i = n; running; i++) {
        const link = links[i % LINKS]!
        try {
          const res = i % 3 ? await call(`/${link.alias}`) : await call('/api/urls?limit=5')
          await res.arrayBuffer()
          if (i % 3 && res.status === 302) link.redirects++
          else if (!(i % 3) && res.status === 200) reads++
          else failures.push(`${i % 3 ? 'redirect' : 'read'}: ${res.status}`)
        } catch (e) {
          failures.push(String((e as Error).cause ?? e))
        }
      }
    }
    const load = Array.from({ length: CLIENTS }, (_, n) => client(n))
    const started = Date.now()
    const restarts: number[] = []
    const stops: number[] = []
    // N6: the rolling restart of docs/deploy.md: stop one (SIGTERM: it drains), start it, wait for /readyz and for nginx
    // to use it again, then the other.
    for (const instance of instances) {
      const t = Date.now()
      instance.server.child.kill('SIGTERM')
      expect(await instance.server.exited).toBe(0)
      stops.push(Date.now() - t)
      const since = readFileSync(path.join(dir, 'access.log')).length
      instance.server = await startInstance(instance.port)
      await waitForTraffic(instance.port, since)
      restarts.push(Date.now() - t)
    }
    const during = links.reduce((n, l) => n + l.redirects, 0)
    await new Promise((r) => setTimeout(r, 500))
    running = false
    await Promise.all(load)
    const redirects = links.map((l) => l.redirects)
    console.warn(
      `rolling restart: ${redirects.reduce((a, b) => a + b, 0)} redirects (${during} while they restarted) and ${reads} API reads ` +
        `through nginx in ${Date.now() - started} ms, restarts of ${restarts.join(' and ')} ms (stops of ${stops.join(' and ')} ms), ${failures.length} failed`,
    )
    expect(failures, readFileSync(path.join(dir, 'error.log'), 'utf8').split('\n').slice(-12).join('\n')).toEqual([])
    expect(during).toBeGreaterThan(50)
    // Every redirect answered is a click in the database, whichever instance answered it and however it stopped.
    const counted = async () => {
      const body = (await (await call('/api/urls?limit=100')).json()) as { data: { urls: { id: number; clicks: number }[] } }
      return links.map((l) => body.data.urls.find((u) => u.id === l.id)?.clicks)
    }
    await expect.poll(counted, { timeout: 15_000, interval: 250 }).toEqual(redirects)
  }, 120_000)
})
