import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIResponse, type Locator, type Page } from '@playwright/test'
import { RESOURCES } from '../tests/server/endpoints.ts'
import { E2E_DATA_DIR, E2E_PORT, demoUser, fillBaseUrl, signIn } from './support/auth'
import { HOSTILE_HTML, HOSTILE_URLS, IMG_TEXT, startHostileApi, type HostileApi } from './support/hostile-api'

const HOSTILE_PORT = E2E_PORT + 700
const OWN_PORT = E2E_PORT + 701
const OWN_DATA_DIR = `${E2E_DATA_DIR}-security`
/** The first QR code whose link and target are http URLs on the hostile server. */
const HTTP_QR_ID = HOSTILE_URLS.length + 1

const newKey = () => `hk_${randomBytes(24).toString('base64url')}`

function watch(page: Page) {
  const seen = { dialogs: [] as string[], console: [] as string[], navigations: [] as string[], requests: [] as string[], errors: [] as string[] }
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss().catch(() => undefined)
  })
  page.on('console', (message) => seen.console.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => seen.errors.push(String(error)))
  page.on('framenavigated', (frame) => seen.navigations.push(frame.url()))
  page.on('request', (request) => seen.requests.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`))
  return seen
}

async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v))
  await page.addInitScript(() => {
    const report = (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation
    document.addEventListener('securitypolicyviolation', (e) =>
      report(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} on ${location.pathname}`),
    )
  })
  return violations
}
const cspConsole = (lines: string[]) => lines.filter((l) => /Content[- ]Security[- ]Policy/i.test(l))

/** Everything in the document that could run what the API sent. */
function scanDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'data', 'ping', 'background', 'cite']
    const NAVIGATING = ['href', 'action', 'formaction', 'xlink:href']
    // What the URL parser does first: drop tabs and newlines anywhere, C0 controls and spaces at the ends.
    // eslint-disable-next-line no-control-regex
    const norm = (v: string) => v.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').toLowerCase()
    const bad: string[] = []
    const elements = [document.documentElement, ...Array.from(document.querySelectorAll('*'))]
    for (const el of elements) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase()
        const where = `<${el.tagName.toLowerCase()} ${name}="${attr.value}">`
        if (name.startsWith('on')) bad.push(`event handler ${where}`)
        if (name === 'style' && /javascript:|vbscript:|expression\(/i.test(attr.value)) bad.push(`style ${where}`)
        if (!URL_ATTRS.includes(name)) continue
        const v = norm(attr.value)
        if (/^(javascript:|vbscript:|data:text\/html)/.test(v)) bad.push(`script URL ${where}`)
        else if (NAVIGATING.includes(name) && v.startsWith('data:')) bad.push(`data URL link ${where}`)
      }
    }
    for (const s of Array.from(document.querySelectorAll('script'))) {
      if (!s.src || new URL(s.src).origin !== location.origin) bad.push(`script ${s.src || s.textContent}`)
    }
    for (const tag of ['iframe', 'frame', 'object', 'embed']) if (document.querySelector(tag)) bad.push(`<${tag}> element`)
    return bad
  })
}

/** Whether `secret` shows anywhere on the page: text, title, or any attribute but what is typed into an input. */
function showsSecret(page: Page, secret: string): Promise<string[]> {
  return page.evaluate((key) => {
    const found: string[] = []
    if (document.body.innerText.includes(key)) found.push('page text')
    if (document.title.includes(key)) found.push('title')
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (el.tagName === 'INPUT' && attr.name === 'value') continue
        if (attr.value.includes(key)) found.push(`<${el.tagName.toLowerCase()} ${attr.name}>`)
      }
    }
    return found
  }, secret)
}

async function signInTo(page: Page, baseUrl: string, apiKey: string, { expectSuccess = true } = {}) {
  await page.goto('/app/signin')
  await fillBaseUrl(page, baseUrl)
  await page.getByLabel('API key', { exact: true }).fill(apiKey)
  await page.getByRole('button', { name: 'Sign in' }).click()
  if (expectSuccess) await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}

const main = (page: Page) => page.locator('main')
const visibleText = (scope: Locator, text: string) => scope.getByText(text).filter({ visible: true }).first()

interface HostilePage {
  path: string
  ready: (main: Locator, api: HostileApi) => Promise<void>
  /** Http(s) URLs from the API that must be links (or images) here. */
  links?: number
  images?: number
}

const HOSTILE_PAGES: HostilePage[] = [
  { path: '/app/', ready: (m) => expect(m.getByRole('heading', { name: 'Dashboard' })).toBeVisible() },
  { path: '/app/account', ready: (m) => expect(visibleText(m, `${HOSTILE_HTML[0]}@example.com`)).toBeVisible() },
  {
    path: '/app/domains',
    ready: async (m) => {
      await expect(visibleText(m, 'JaVaScRiPt:alert(document.domain)')).toBeVisible()
      await expect(visibleText(m, 'data:text/html,<script>window.__pwned=1</script>')).toBeVisible()
    },
    links: 2,
  },
  { path: '/app/overlays', ready: (m) => expect(visibleText(m, IMG_TEXT)).toBeVisible() },
  {
    path: '/app/campaigns',
    ready: async (m) => {
      await expect(visibleText(m, IMG_TEXT)).toBeVisible()
      await expect(visibleText(m, 'vbscript:msgbox(document.domain)')).toBeVisible()
    },
    links: 2,
  },
  { path: '/app/splash', ready: (m) => expect(visibleText(m, HOSTILE_HTML[1])).toBeVisible() },
  { path: '/app/directories', ready: (m) => expect(visibleText(m, IMG_TEXT)).toBeVisible() },
  {
    path: '/app/directories/1',
    ready: async (m) => {
      await expect(visibleText(m, HOSTILE_HTML[2])).toBeVisible()
      await expect(visibleText(m, 'javascript:alert(document.domain)')).toBeVisible()
    },
    links: 2,
    images: 1,
  },
  { path: '/app/files', ready: (m) => expect(visibleText(m, IMG_TEXT)).toBeVisible(), links: 2 },
  // E5: like the live service, this API has no bio pages (a 404): the section says so, without an error.
  { path: '/app/bio', ready: (m) => expect(m.getByRole('heading', { name: 'Bio pages need this dashboard’s own server' })).toBeVisible() },
  {
    path: '/app/links',
    ready: async (m) => {
      await expect(visibleText(m, IMG_TEXT)).toBeVisible()
      await expect(visibleText(m, 'vbscript:msgbox(document.domain)')).toBeVisible()
    },
    // The two http short URLs and the one http long URL.
    links: 3,
  },
  { path: '/app/pixels', ready: (m) => expect(visibleText(m, HOSTILE_HTML[3])).toBeVisible() },
  { path: '/app/qr', ready: (m) => expect(visibleText(m, IMG_TEXT)).toBeVisible(), images: 2 },
  { path: '/app/qr/new', ready: (m) => expect(m.getByRole('heading', { name: 'New QR code' })).toBeVisible() },
  {
    path: '/app/qr/1',
    ready: async (m) => {
      await expect(visibleText(m, IMG_TEXT)).toBeVisible()
      await expect(visibleText(m, 'javascript:alert(document.domain)')).toBeVisible()
      // The statistics' labels (countries, referrers…) are API strings too: shown as text in the tables.
      await m.getByRole('button', { name: 'Top countries: show as a table' }).click()
      await expect(m.getByRole('cell', { name: HOSTILE_HTML[1], exact: true })).toBeVisible()
      await expect(m.getByRole('cell', { name: 'JaVaScRiPt:alert(document.domain)', exact: true })).toBeVisible()
    },
  },
  {
    path: `/app/qr/${HTTP_QR_ID}`,
    ready: (m, api) => expect(m.getByRole('link', { name: api.safeUrl(`target-${HTTP_QR_ID - 1}`) })).toBeVisible(),
    // The target, the PNG and the SVG download.
    links: 3,
    images: 1,
  },
  {
    path: '/app/qr/1/edit',
    ready: async (m) => {
      await expect(m.getByRole('heading', { name: `Edit “${HOSTILE_HTML[0]}”` })).toBeVisible()
      await expect(m.getByRole('img', { name: 'Preview of the QR code' })).toBeVisible()
    },
  },
]

const DASHBOARD_PAGES = ['/app/', ...RESOURCES.map((r) => r.page)]
/**
 * The pages whose rows open an edit form in place. The registry does not say how a page edits
 * (QR codes edit on a page of their own), so this list is the dashboard's, kept here.
 */
const EDITED_IN_PLACE = ['/app/domains', '/app/campaigns', '/app/directories', '/app/pixels', '/app/links']

/** Opens every "Edit" form of the list: the forms take the hostile values in as input values. */
async function openEveryEditor(page: Page) {
  const edits = main(page).getByRole('button', { name: /^Edit\b/ })
  const count = await edits.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    await edits.nth(i).click()
    await expect(main(page).locator('form').first()).toBeVisible()
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
  }
}

test.describe('a hostile API', () => {
  // The dashboard must be safe on its own: with our CSP bypassed, nothing but React's escaping and the
  // http(s) checks stand between the API's strings and script. The CSP is tested further down.
  test.use({ bypassCSP: true })
  let api: HostileApi

  test.beforeAll(async () => {
    api = await startHostileApi(HOSTILE_PORT)
  })
  test.afterAll(() => api?.stop())
  test.afterEach(() => api?.fail(null))

  test('its strings stay text on every page, and only its http(s) URLs become links', async ({ page }) => {
    test.setTimeout(120_000)
    // A resource added to the registry needs its page here (and its list in the hostile API).
    expect(DASHBOARD_PAGES.filter((p) => !HOSTILE_PAGES.some((h) => h.path === p))).toEqual([])
    const seen = watch(page)
    await signInTo(page, api.baseUrl, newKey())
    for (const p of HOSTILE_PAGES) {
      await test.step(p.path, async () => {
        await page.goto(p.path)
        await p.ready(main(page), api)
        const safe = `${api.origin}/safe/`
        // At least this many: a list shows some URLs twice (its narrow-screen copy).
        if (p.links) await expect.poll(() => main(page).locator(`a[href^="${safe}"]`).count()).toBeGreaterThanOrEqual(p.links)
        if (p.images) {
          await page.locator('img[loading=lazy]').evaluateAll((imgs: HTMLImageElement[]) => imgs.forEach((img) => (img.loading = 'eager')))
          expect(await main(page).locator(`img[src^="${safe}"]`).count()).toBeGreaterThanOrEqual(p.images)
        }
        expect(await scanDom(page), `unsafe markup on ${p.path}`).toEqual([])
        expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
      })
    }
    for (const path of EDITED_IN_PLACE) {
      await test.step(`edit forms of ${path}`, async () => {
        await page.goto(path)
        await expect(visibleText(main(page), path === '/app/domains' ? 'JaVaScRiPt:' : IMG_TEXT)).toBeVisible()
        await openEveryEditor(page)
        expect(await scanDom(page), `unsafe markup in the forms of ${path}`).toEqual([])
      })
    }
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
    expect(seen.dialogs).toEqual([])
    expect(seen.errors).toEqual([])
  })

  test('the API key is sent only in the Authorization header and kept only in session storage', async ({ page, context }) => {
    test.setTimeout(120_000)
    const key = newKey()
    const seen = watch(page)
    const first = api.requests.length
    await signInTo(page, api.baseUrl, key)
    for (const p of HOSTILE_PAGES) {
      await page.goto(p.path)
      await p.ready(main(page), api)
    }

    // "Remember me" was off: the key is in this tab's session storage and nowhere that outlives it.
    const storage = await page.evaluate(() => ({
      local: Object.entries(localStorage).map(([k, v]) => `${k}=${v}`),
      session: Object.entries(sessionStorage).map(([k, v]) => `${k}=${v}`),
    }))
    expect(storage.session.some((entry) => entry.includes(key))).toBe(true)
    expect(storage.local.filter((entry) => entry.includes(key))).toEqual([])
    expect((await context.cookies()).filter((c) => c.value.includes(key))).toEqual([])

    const received = api.requests.slice(first)
    const calls = received.filter((r) => r.url.startsWith('/api/') && r.method !== 'OPTIONS')
    expect(calls.length).toBeGreaterThan(HOSTILE_PAGES.length)
    for (const r of calls) expect(r.headers.authorization, `${r.method} ${r.url}`).toBe(`Bearer ${key}`)
    for (const r of received) {
      const { authorization: _authorization, ...rest } = r.headers
      expect(`${r.method} ${r.url} ${JSON.stringify(rest)} ${r.body}`).not.toContain(key)
    }
    expect(api.log.filter((line) => line.includes(key))).toEqual([])
    const images = received.filter((r) => r.url.startsWith('/safe/'))
    expect(images.length).toBeGreaterThan(0)
    for (const r of images) expect(r.headers.authorization).toBeUndefined()

    expect(seen.navigations.filter((u) => u.includes(key))).toEqual([])
    expect(seen.requests.filter((u) => u.includes(key))).toEqual([])
    expect(seen.console.filter((m) => m.includes(key))).toEqual([])
    expect(await showsSecret(page, key)).toEqual([])
    expect(seen.dialogs).toEqual([])
  })

  test('the sign-in page goes back only to a page of the dashboard, whatever ?redirect= says', async ({ page, baseURL }) => {
    test.setTimeout(90_000)
    const seen = watch(page)
    const targets = ['javascript:alert(document.domain)', '//evil.example/x', '/\\evil.example/x', '/\t/evil.example/x', 'https://evil.example/', ` ${api.origin}/`]
    const origin = new URL(baseURL!).origin
    for (const target of targets) {
      await page.goto(`/app/signin?redirect=${encodeURIComponent(target)}`)
      await fillBaseUrl(page, api.baseUrl)
      await page.getByLabel('API key', { exact: true }).fill(newKey())
      await page.getByRole('button', { name: 'Sign in' }).click()
      // Somewhere in the dashboard (an unknown path there is its 404 page), never elsewhere.
      await expect(page).not.toHaveURL(/\/app\/signin/)
      expect(new URL(page.url()).origin, target).toBe(origin)
      expect(new URL(page.url()).pathname, target).toMatch(/^\/app\//)
      // Signed in already: the sign-in page sends the visitor on at once, by the same rule.
      await page.goto(`/app/signin?redirect=${encodeURIComponent(target)}`)
      await expect(page).not.toHaveURL(/\/app\/signin/)
      expect(new URL(page.url()).origin, target).toBe(origin)
      await expect(page.getByText('Something went wrong')).toHaveCount(0)
      await page.goto('/app/')
      await page.getByRole('button', { name: 'Sign out' }).click()
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    }
    expect(seen.navigations.filter((u) => !u.startsWith(origin) && u !== 'about:blank')).toEqual([])
    expect(seen.dialogs).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
  })

  test('a server that echoes the Authorization header in its errors never gets the key shown', async ({ page }) => {
    test.setTimeout(120_000)
    const key = newKey()
    const seen = watch(page)
    await signInTo(page, api.baseUrl, key)

    api.fail({ match: /^\/api\/domains/, status: 500, body: 'json' })
    await page.goto('/app/domains')
    await expect(main(page).getByRole('alert')).toContainText('Internal error while handling GET /api/domains')
    await expect(main(page).getByRole('alert')).toContainText('Authorization: Bearer •••')
    expect(await showsSecret(page, key)).toEqual([])

    api.fail({ match: /^\/api\/pixels/, status: 500, body: 'html' })
    await page.goto('/app/pixels')
    await expect(main(page).getByRole('alert')).toContainText('did not answer like the API (HTTP 500)')
    expect(await showsSecret(page, key)).toEqual([])

    // HTTP 200 with error 1, as the live service answers some failures.
    api.fail({ match: /^\/api\/qr\/1$/, status: 200, body: 'json-200' })
    await page.goto('/app/qr/1')
    await expect(main(page).getByRole('alert')).toContainText('Authorization: Bearer •••')
    expect(await showsSecret(page, key)).toEqual([])

    // 401 quoting it: the dashboard signs out and says why on the sign-in page.
    api.fail({ match: /^\/api\/overlay/, status: 401, body: 'json' })
    await page.goto('/app/overlays')
    await expect(page.getByText('You were signed out:')).toBeVisible()
    await expect(page.getByText('You were signed out:')).toContainText('Bearer •••')
    expect(await showsSecret(page, key)).toEqual([])
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))
    expect(stored).not.toContain(key)

    api.fail({ match: /^\/api\/account/, status: 500, body: 'json' })
    await signInTo(page, api.baseUrl, key, { expectSuccess: false })
    await expect(page.locator('#signin-error')).toContainText('Authorization: Bearer •••')
    expect(await showsSecret(page, key)).toEqual([])

    expect(seen.navigations.filter((u) => u.includes(key))).toEqual([])
    expect(seen.console.filter((m) => m.includes(key))).toEqual([])
    expect(api.log.filter((line) => line.includes(key))).toEqual([])
    expect(seen.dialogs).toEqual([])
  })
})

function checkHeaders(res: APIResponse, what: string) {
  const h = res.headers()
  const csp = h['content-security-policy']
  expect(csp, `${what}: Content-Security-Policy`).toBeTruthy()
  const directives = new Map(
    csp!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources.map((s) => s.toLowerCase())]),
  )
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src')
  expect(scriptSrc, `${what}: script-src or default-src`).toBeDefined()
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'http:', 'https:']) {
    expect(scriptSrc, `${what}: script-src ${bad}`).not.toContain(bad)
  }
  const framing = directives.get('frame-ancestors')
  expect(framing?.join(' ') === "'none'" || h['x-frame-options']?.toUpperCase() === 'DENY', `${what}: framing refused`).toBe(true)
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], `${what}: Referrer-Policy`).toContain(
    h['referrer-policy'],
  )
  expect(h['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff')
}

function inlineScripts(html: string): string[] {
  const found: string[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\bsrc\s*=/i.test(m[1]!) || m[2]!.trim()) found.push(m[0].slice(0, 120))
  }
  for (const m of html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=/gi)) found.push(m[0].slice(0, 120))
  return found
}

const DIST_DIR = path.resolve(process.env.DIST_DIR ?? 'dist')

test.describe('our server', () => {
  test('the dashboard, a deep link and the public 404 page carry a strict CSP and the other security headers', async ({ request }) => {
    for (const url of ['/app/', '/app/domains', '/no-such-alias-here', '/a/path/that/does/not/exist']) {
      const res = await request.get(url, { maxRedirects: 0 })
      expect(res.status(), url).toBe(url.startsWith('/app/') ? 200 : 404)
      expect(res.headers()['content-type'], url).toMatch(/^text\/html/)
      checkHeaders(res, url)
      expect(inlineScripts(await res.text()), `inline script in ${url}`).toEqual([])
    }
  })

  test('the built dashboard has no inline script, and renders under the CSP without a violation', async ({ page }) => {
    test.setTimeout(90_000)
    const html = readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8')
    expect(html).toMatch(/<script\b[^>]*\bsrc=/)
    expect(inlineScripts(html)).toEqual([])

    const seen = watch(page)
    const violations = await recordCspViolations(page)
    const res = await page.goto('/app/signin')
    // The CSP is really in force in this browser (Playwright does not bypass it unless told to).
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'")
    await signIn(page, { open: false })
    for (const to of [...DASHBOARD_PAGES, '/app/qr/new']) {
      await page.goto(to)
      await expect(main(page).locator('h1')).toBeVisible()
      await expect(page.getByText('Something went wrong')).toHaveCount(0)
    }
    // A code's page draws charts; the first demo code's.
    await page.goto('/app/qr')
    await page.getByRole('table', { name: 'QR codes' }).locator('tbody tr').first().getByRole('link').last().click()
    await expect(page).toHaveURL(/\/app\/qr\/\d+$/)
    await expect(main(page).getByRole('heading', { name: 'Details' })).toBeVisible()
    await page.goto(page.url() + '/edit')
    await expect(page.getByRole('img', { name: 'Preview of the QR code' })).toBeVisible()

    expect(violations).toEqual([])
    expect(cspConsole(seen.console)).toEqual([])
    expect(seen.errors).toEqual([])
  })
})

async function startOwnServer() {
  const child: ChildProcess = spawn('npx', ['tsx', 'e2e/support/serve.ts'], {
    env: { ...process.env, PORT: String(OWN_PORT), E2E_DATA_DIR: OWN_DATA_DIR },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()))
  const url = `http://127.0.0.1:${OWN_PORT}`
  const stop = () => {
    // The process group: npx, tsx and the server itself.
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
  }
  const deadline = Date.now() + 75_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Our server on port ${OWN_PORT} exited with ${child.exitCode}:\n${output}`)
    if (await fetch(`${url}/app/`).then((r) => r.ok, () => false)) return { url, output: () => output, stop }
    await new Promise((r) => setTimeout(r, 250))
  }
  stop()
  throw new Error(`Our server on port ${OWN_PORT} did not start within 75 s:\n${output}`)
}

test.describe('our server, with its output captured', () => {
  let own: Awaited<ReturnType<typeof startOwnServer>>
  let key: string

  test.beforeAll(async () => {
    test.setTimeout(100_000)
    own = await startOwnServer()
    // The second user's key: the demo key is printed at start on purpose (D6a), this one never is.
    key = (JSON.parse(readFileSync(path.resolve(OWN_DATA_DIR, 'other-user.json'), 'utf8')) as { apiKey: string }).apiKey
    expect(key).not.toBe(demoUser(OWN_DATA_DIR).apiKey)
  })
  test.afterAll(() => own?.stop())

  test('the password page of a protected file carries the same headers, and renders without a CSP violation', async ({ page, request }) => {
    const upload = await request.post(`${own.url}/api/files/upload/secret.txt?password=open-sesame-1&name=secret.txt`, {
      headers: { Authorization: `Bearer ${key}` },
      data: Buffer.from('the secret'),
    })
    expect(upload.status()).toBe(200)
    const { shorturl } = (await upload.json()) as { shorturl: string }
    const passwordPage = `${own.url}${new URL(shorturl).pathname}`
    const res = await request.get(passwordPage, { maxRedirects: 0 })
    expect(res.status()).toBe(401)
    expect(await res.text()).toContain('is protected')
    checkHeaders(res, 'password page')
    expect(inlineScripts(await res.text())).toEqual([])

    const seen = watch(page)
    const violations = await recordCspViolations(page)
    await page.goto(passwordPage)
    await expect(page.getByLabel('Password')).toBeVisible()
    expect(violations).toEqual([])
    expect(cspConsole(seen.console)).toEqual([])
  })

  test('the API key never reaches the server log, the page URL, the console or local storage', async ({ page }) => {
    test.setTimeout(120_000)
    const seen = watch(page)
    await page.goto(`${own.url}/app/signin`)
    await expect(page.getByLabel('API base URL', { exact: true })).toHaveValue(`${own.url}/api`)
    await signIn(page, { apiKey: key, open: false })
    for (const to of [...DASHBOARD_PAGES, '/app/directories/999999', '/app/qr/new', '/app/qr/999999']) {
      await page.goto(`${own.url}${to}`)
      await expect(main(page).locator('h1')).toBeVisible()
    }
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }))
    expect(storage).not.toContain(key)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByLabel('API key', { exact: true }).fill(`${key}-wrong`)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.locator('#signin-error')).toBeVisible()

    await new Promise((r) => setTimeout(r, 500))
    expect(own.output()).toContain('Linkdash is ready')
    expect(own.output()).not.toContain(key)
    expect(seen.navigations.filter((u) => u.includes(key))).toEqual([])
    expect(seen.requests.filter((u) => u.includes(key))).toEqual([])
    expect(seen.console.filter((m) => m.includes(key))).toEqual([])
  })
})
