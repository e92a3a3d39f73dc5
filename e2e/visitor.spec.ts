import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { SCREENSHOT_DIR, demoHeaders } from './support/auth'
import { seriousViolations } from './support/axe'

// Issue 32, Deliver 6: what a visitor's browser meets, for every redirect type with and without a
// password, expired and unknown links and files, at a desktop and a phone width. Destinations are served
// here, on another port of 127.0.0.1 (another origin); every other request is refused, so no test reaches
// the internet (pixel vendors' scripts included).
const PASSWORD = 'open "sesame" <now>'
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
]
type LinkCase = { name: string; type: string; password: boolean }

let destination: Server
let dest = ''
test.beforeAll(async () => {
  destination = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html lang="en"><title>Landed</title><h1>Landed at ${req.url}</h1></html>`)
  })
  await new Promise<void>((resolve) => destination.listen(0, '127.0.0.1', resolve))
  dest = `http://127.0.0.1:${(destination.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => destination.close(() => resolve())))

async function api<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { headers: demoHeaders(), data })
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200)
  return (await res.json()) as T
}

const clicksOf = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/url/${id}`, { headers: demoHeaders() })).json()) as { data: { clicks: number } }).data.clicks

async function downloadsOf(request: APIRequestContext, id: number) {
  const list = ((await (await request.get('/api/files', { params: { limit: 100 }, headers: demoHeaders() })).json()) as { list: { id: number; downloads: number }[] }).list
  return list.find((f) => f.id === id)!.downloads
}

/** Only this test's own two origins: the link server and the destination server. */
async function localOnly(page: Page) {
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url())
    return url.hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')
  })
}

async function enterPassword(page: Page, button: string) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('protected')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: button }).click()
}

/** From the link's first page (after its password) to the destination `path`, as its type leads there. */
async function arrive(page: Page, type: string, path: string) {
  const landed = `${dest}${path}`
  const host = new URL(dest).host
  if (type === 'frame') {
    await expect(page.frameLocator('iframe').getByRole('heading', { name: `Landed at ${path}` })).toBeVisible()
    await page.getByRole('link', { name: 'Open the page directly' }).click()
  } else if (type === 'splash' || type.startsWith('splash-')) {
    await page.getByRole('link', { name: `Continue to ${host}` }).click()
  } else if (type.startsWith('overlay-')) {
    await expect(page.frameLocator('iframe').getByRole('heading', { name: `Landed at ${path}` })).toBeVisible()
    await page.getByRole('link', { name: `Continue to ${host}` }).click()
  }
  // direct and pixel pages go on by themselves.
  await expect(page).toHaveURL(landed)
  await expect(page.getByRole('heading', { name: `Landed at ${path}` })).toBeVisible()
}

test('every kind of link takes a visitor to its destination and counts one click, on a desktop and a phone', async ({ page, request }) => {
  test.setTimeout(180_000)
  await localOnly(page)
  const run = Date.now().toString(36)
  const splash = await api<{ id: number }>(request, '/splash/add', { name: `E2E visitor ${run}`, title: 'Welcome', text: 'On your way.', countdown: 0 })
  const overlay = await api<{ id: number }>(request, '/overlay/add', { type: 'message', name: `E2E visitor ${run}`, text: 'Hello there' })
  const pixel = await api<{ id: number }>(request, '/pixel/add', { type: 'gtmpixel', name: `E2E visitor ${run}`, tag: 'GTM-ABC1234' })
  const types = ['direct', 'frame', 'splash', `splash-${splash.id}`, `overlay-${overlay.id}`, 'pixel']
  const cases: LinkCase[] = types.flatMap((type) => [false, true].map((password) => ({ name: `${type.replace(/-\d+$/, '')}${password ? '-pw' : ''}`, type, password })))
  const links = await Promise.all(
    cases.map(async (c) => {
      const body = { url: `${dest}/${c.name}`, type: c.type === 'pixel' ? 'direct' : c.type, ...(c.type === 'pixel' && { pixels: [pixel.id] }), ...(c.password && { password: PASSWORD }) }
      return { ...c, ...(await api<{ id: number; shorturl: string }>(request, '/url/add', body)) }
    }),
  )

  for (const [round, viewport] of VIEWPORTS.entries()) {
    await page.setViewportSize(viewport)
    for (const link of links) {
      await test.step(`${viewport.name}: ${link.name}`, async () => {
        await page.goto(link.shorturl)
        if (link.password) {
          // A wrong password first (once): the form says so and nothing is counted.
          if (round === 0) {
            await page.getByLabel('Password').fill('not it')
            await page.getByRole('button', { name: 'Continue' }).click()
            await expect(page.getByRole('alert')).toHaveText('That password is not right. Try again.')
            expect(await clicksOf(request, link.id)).toBe(0)
          }
          await enterPassword(page, 'Continue')
        }
        await arrive(page, link.type, `/${link.name}`)
        expect(await clicksOf(request, link.id), `${link.name} clicks`).toBe(round + 1)
      })
    }
  }

  // Expired (the demo's expired link) and unknown: a page of ours with a way onwards, no click.
  const found = (await (await request.get('/api/urls', { params: { q: 'Autumn flash sale', limit: 100 }, headers: demoHeaders() })).json()) as { data: { urls: { id: number; shorturl: string; title: string }[] } }
  const expired = found.data.urls.find((l) => l.title === 'Autumn flash sale')!
  const clicksBefore = await clicksOf(request, expired.id)
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    expect((await page.goto(expired.shorturl))?.status()).toBe(410)
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible()
    expect((await page.goto(`/no-such-${run}`))?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Nothing here' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible()
  }
  expect(await clicksOf(request, expired.id)).toBe(clicksBefore)
  for (const link of links) await request.delete(`/api/url/${link.id}/delete`, { headers: demoHeaders() })
  for (const path of [`/splash/${splash.id}`, `/overlay/${overlay.id}`, `/pixel/${pixel.id}`]) await request.delete(`/api${path}/delete`, { headers: demoHeaders() })
  // The rotator's visitors: e2e/rotator.spec.ts.
})

test('a scanned QR code takes a phone and a desktop to the destination, one click or scan each', async ({ page, request }) => {
  await localOnly(page)
  const decode = async (imageUrl: string) => {
    const res = await request.get(imageUrl)
    expect(res.status(), imageUrl).toBe(200)
    const png = PNG.sync.read(await res.body())
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)!.data
  }
  // The link's own code (Q5): its short URL with the scan marker; a scan is a click of the link.
  const link = await api<{ id: number; shorturl: string }>(request, '/url/add', { url: `${dest}/own-qr` })
  const alias = new URL(link.shorturl).pathname.slice(1)
  const ownScan = await decode(`/qr/link/${link.id}/${alias}.png?size=256`)
  expect(ownScan).toBe(`${link.shorturl}?qr`)
  // A dynamic code of its own: its tracking URL, counted as the code's scans.
  const code = await api<{ id: number; link: string }>(request, '/qr/add', { type: 'link', data: `${dest}/menu`, name: `E2E visitor scan ${Date.now().toString(36)}` })
  const codeScan = await decode(code.link)
  const scansOf = async () => ((await (await request.get(`/api/qr/${code.id}`, { headers: demoHeaders() })).json()) as { details: { scans: number } }).details.scans

  for (const [round, viewport] of VIEWPORTS.entries()) {
    await page.setViewportSize(viewport)
    await page.goto(ownScan)
    await expect(page.getByRole('heading', { name: 'Landed at /own-qr' })).toBeVisible()
    expect(await clicksOf(request, link.id)).toBe(round + 1)
    await page.goto(codeScan)
    await expect(page.getByRole('heading', { name: 'Landed at /menu' })).toBeVisible()
    await expect.poll(scansOf).toBe(round + 1)
  }
  await request.delete(`/api/url/${link.id}/delete`, { headers: demoHeaders() })
  await request.delete(`/api/qr/${code.id}/delete`, { headers: demoHeaders() })
})

test('a file downloads with and without its password, counted once each time', async ({ page, request }) => {
  await localOnly(page)
  const upload = async (name: string, query = '') => {
    const res = await request.post(`/api/files/upload/${name}${query}`, { headers: demoHeaders(), data: Buffer.from(`bytes of ${name}`) })
    expect(res.status(), await res.text()).toBe(200)
    return (await res.json()) as { id: number; shorturl: string }
  }
  const open = await upload('open.txt')
  const locked = await upload('locked.txt', `?password=${encodeURIComponent(PASSWORD)}`)
  for (const [round, viewport] of VIEWPORTS.entries()) {
    await page.setViewportSize(viewport)
    const plain = page.waitForEvent('download')
    await page.goto(open.shorturl).catch(() => {})
    expect((await plain).suggestedFilename()).toBe('open.txt')
    await expect.poll(() => downloadsOf(request, open.id)).toBe(round + 1)

    await page.goto(locked.shorturl)
    const protectedOne = page.waitForEvent('download')
    await enterPassword(page, 'Download')
    expect((await protectedOne).suggestedFilename()).toBe('locked.txt')
    await expect.poll(() => downloadsOf(request, locked.id)).toBe(round + 1)
  }
  for (const f of [open, locked]) await request.delete(`/api/files/${f.id}/delete`, { headers: demoHeaders() })
})

test('the pages a visitor meets fit a phone and a desktop, light and dark, and are axe clean', async ({ page, request }) => {
  test.setTimeout(120_000)
  await localOnly(page)
  // A destination answering 204 keeps a forwarding page on screen for its picture.
  await page.route(`${dest}/hold`, (route) => route.fulfill({ status: 204 }))
  const pixel = await api<{ id: number }>(request, '/pixel/add', { type: 'gtmpixel', name: `E2E shots ${Date.now().toString(36)}`, tag: 'GTM-ABC1234' })
  const add = (body: object) => api<{ id: number; shorturl: string }>(request, '/url/add', { url: `${dest}/hold`, ...body })
  const made = {
    password: await add({ password: PASSWORD }),
    pixel: await add({ pixels: [pixel.id], metatitle: 'A long title that wraps on a phone screen without running off its edge' }),
    splash: await add({ type: 'splash' }),
  }
  const found = (await (await request.get('/api/urls', { params: { q: 'Autumn flash sale', limit: 100 }, headers: demoHeaders() })).json()) as { data: { urls: { shorturl: string; title: string }[] } }
  const pages: [string, string, (() => Promise<void>)?][] = [
    ['password', made.password.shorturl],
    ['password-wrong', made.password.shorturl, async () => {
      await page.getByLabel('Password').fill('wrong')
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
    }],
    ['expired', found.data.urls.find((l) => l.title === 'Autumn flash sale')!.shorturl],
    ['not-found', '/no-such-link-here'],
    ['pixel', made.pixel.shorturl],
    ['splash', made.splash.shorturl],
  ]
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const [name, url, then] of pages) {
        await page.goto(url, { waitUntil: 'domcontentloaded' })
        await then?.()
        const card = await page.locator('main').boundingBox()
        // V6: a margin on each side at any width, and nothing wider than the screen.
        expect(card!.x, `${name} left margin`).toBeGreaterThanOrEqual(12)
        expect(card!.x + card!.width, `${name} right margin`).toBeLessThanOrEqual(viewport.width - 12)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
        expect(await seriousViolations(page), `${name} ${viewport.name} ${scheme}`).toEqual([])
        await page.screenshot({ path: `${SCREENSHOT_DIR}/visitor-${name}-${viewport.name}-${scheme}.png` })
      }
    }
  }
  for (const link of Object.values(made)) await request.delete(`/api/url/${link.id}/delete`, { headers: demoHeaders() })
  await request.delete(`/api/pixel/${pixel.id}/delete`, { headers: demoHeaders() })
})
