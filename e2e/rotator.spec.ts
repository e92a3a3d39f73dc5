import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { SCREENSHOT_DIR, demoHeaders } from './support/auth'
import { seriousViolations } from './support/axe'

// Issue 32 item 3 and 5: a visitor in a real browser follows a rotator and the public campaign page to
// destinations this test serves on 127.0.0.1 (another port, another origin), and every visit is one click.
let destinations: Server
let origin = ''
const slug = `e2e-rotator-${Date.now().toString(36)}`
let campaignId = 0
const linkIds: number[] = []

async function api<T>(request: APIRequestContext, method: 'get' | 'post' | 'delete', path: string, data?: object): Promise<T> {
  const res = await request[method](`/api${path}`, { headers: demoHeaders(), data })
  expect(res.status(), `${method} ${path}`).toBe(200)
  return (await res.json()) as T
}

const clicksOf = (request: APIRequestContext) =>
  Promise.all(linkIds.map(async (id) => (await api<{ data: { clicks: number } }>(request, 'get', `/url/${id}`)).data.clicks))

test.beforeAll(async ({ request }) => {
  destinations = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><title>Destination</title><h1>Arrived at ${req.url?.replace(/[^a-z0-9/-]/gi, '')}</h1>`)
  })
  await new Promise<void>((resolve) => destinations.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(destinations.address() as AddressInfo).port}`
  campaignId = (await api<{ id: number }>(request, 'post', '/campaign/add', { name: 'Spring offers for our readers', slug, public: true })).id
  for (const [i, title] of ['Reader discount', 'Spring catalogue'].entries()) {
    const body = { url: `${origin}/offer-${i}`, metatitle: title, campaign: campaignId }
    linkIds.push((await api<{ id: number }>(request, 'post', '/url/add', body)).id)
  }
})

test.afterAll(async ({ request }) => {
  for (const id of linkIds) await api(request, 'delete', `/url/${id}/delete`)
  if (campaignId) await api(request, 'delete', `/campaign/${campaignId}/delete`)
  await new Promise((resolve) => destinations?.close(resolve))
})

test('a visitor on /r/<slug> lands on each destination in turn, one click each', async ({ page, request }) => {
  for (const i of [0, 1, 0]) {
    await page.goto(`/r/${slug}`)
    await expect(page).toHaveURL(`${origin}/offer-${i}`)
    await expect(page.getByRole('heading', { name: `Arrived at /offer-${i}` })).toBeVisible()
  }
  expect(await clicksOf(request)).toEqual([2, 1])
})

test('the campaign page lists its links by title and host, fits a phone, passes axe, and its links count', async ({ page, request }) => {
  const host = new URL(origin).host
  for (const [width, height] of [[1366, 850], [390, 844]] as const) {
    await page.setViewportSize({ width, height })
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(`/u/demo/c/${campaignId}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Spring offers for our readers' })).toBeVisible()
      await expect(page.getByRole('link', { name: /Reader discount/ })).toContainText(host)
      expect(await seriousViolations(page)).toEqual([])
      // Margins on a phone: the card keeps clear of both edges, and nothing scrolls sideways.
      const box = (await page.locator('main').boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(12)
      expect(box.x + box.width).toBeLessThanOrEqual(width - 12)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: `${SCREENSHOT_DIR}/campaign-page-${width}-${scheme}.png`, fullPage: true })
    }
  }
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Spring offers for our readers')
  const before = await clicksOf(request)
  await page.getByRole('link', { name: /Spring catalogue/ }).click()
  await expect(page).toHaveURL(`${origin}/offer-1`)
  expect(await clicksOf(request)).toEqual([before[0], before[1]! + 1])
})
