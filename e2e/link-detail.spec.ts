import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { SCREENSHOT_DIR, demoHeaders, signIn } from './support/auth'
import { seriousViolations } from './support/axe'
import { withoutStats } from './support/live-stats'
import { accessibleInBothThemes, inBothThemes, picturedInBothThemes } from './support/themes'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

async function linkId(request: APIRequestContext, q: string): Promise<number> {
  const answer = await request.get('/api/urls', { params: { q, limit: 100 }, headers: demoHeaders() })
  return ((await answer.json()) as { data: { urls: { id: number }[] } }).data.urls[0]!.id
}

const apiCalls = (page: Page) => {
  const calls: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(`${r.method()} ${new URL(r.url()).pathname}`)
  })
  return calls
}

test.beforeEach(async ({ page }) => {
  await signIn(page)
})

test('the list opens a link, which shows what it does, its clicks over time and where they came from (the live service: no /stats)', async ({ page }) => {
  await withoutStats(page)
  await page.goto('/app/links')
  await expect(page.getByRole('link', { name: 'Store finder' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const calls = apiCalls(page)
  await page.getByRole('link', { name: 'Store finder' }).click()
  await expect(page).toHaveURL(/\/app\/links\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Store finder' })).toBeVisible()
  await expect(page).toHaveTitle('Store finder · Links · Linkdash')
  // The seeded targeting, in words.
  await expect(page.getByText('Visitors from Germany go to')).toBeVisible()
  await expect(page.getByText('Everyone else goes to')).toBeVisible()
  await expect(page.getByRole('img', { name: /^QR code of http/ })).toBeVisible()

  await expect(page.getByText(/^The last 30 days\. Other periods, intervals, filters and comparisons need this project’s own server/)).toBeVisible()
  const kpis = page.locator('dl').filter({ hasText: 'Unique clicks' })
  await expect(kpis.getByText('210', { exact: true })).toBeVisible()
  const timeline = page.getByRole('region', { name: 'Clicks in the last 30 days' })
  await expect(timeline.locator('.recharts-bar-rectangle').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Top countries' }).locator('.recharts-bar-rectangle').first()).toBeVisible()
  await page.getByRole('button', { name: 'Top countries: show as a table' }).click()
  await expect(page.getByRole('table', { name: 'Top countries' }).getByRole('cell', { name: 'United States' })).toBeVisible()
  await page.getByRole('button', { name: 'Clicks in the last 30 days: show as a table' }).click()
  await expect(page.getByRole('table', { name: 'Clicks in the last 30 days' }).locator('tbody tr')).toHaveCount(30)

  // List → detail → back: the detail and the one /stats that finds none; the list comes from the cache, and the
  // next link's page (in a campaign, so it names it) remembers that the service has no /stats (W3).
  await page.getByRole('link', { name: '← All links' }).click()
  await expect(page.getByRole('link', { name: 'Store finder' })).toBeVisible()
  await page.getByRole('link', { name: 'Spring sale' }).click()
  await expect(page.getByRole('region', { name: 'Top countries' }).locator('.recharts-bar-rectangle').first()).toBeVisible()
  const reads = calls.filter((c) => c !== 'GET /api/campaigns')
  expect(reads).toEqual([`GET /api/url/${await linkId(page.request, 'stores')}`, 'GET /api/stats', `GET /api/url/${await linkId(page.request, 'sale/spring')}`])
})

test('a new click shows on the page after a reload', async ({ page, request }) => {
  const created = await request.post('/api/url/add', { headers: demoHeaders(), data: { url: 'https://example.com/detail-e2e', metatitle: 'Detail check' } })
  const { id, shorturl } = (await created.json()) as { id: number; shorturl: string }
  await page.goto(`/app/links/${id}`)
  await expect(page.getByRole('heading', { name: 'No clicks yet' })).toBeVisible()
  const visit = await request.get(shorturl, { maxRedirects: 0, headers: { 'User-Agent': BROWSER } })
  expect(visit.status()).toBe(302)
  await page.reload()
  await expect(page.getByRole('region', { name: /^Clicks by day, / }).locator('.recharts-bar-rectangle').first()).toBeVisible()
  await request.delete(`/api/url/${id}/delete`, { headers: demoHeaders() })
})

test('edits in place, makes a QR code of the short URL, and deletes after naming the link', async ({ page, request }) => {
  const created = await request.post('/api/url/add', { headers: demoHeaders(), data: { url: 'https://example.com/to-edit', metatitle: 'Edit me' } })
  const { id, shorturl } = (await created.json()) as { id: number; shorturl: string }
  await page.goto(`/app/links/${id}`)
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Long URL').fill('https://example.com/edited')
  await page.getByRole('button', { name: /^Save/ }).click()
  await expect(page.getByText('Sends visitors to https://example.com/edited.')).toBeVisible()

  await page.getByRole('link', { name: 'Make a separate QR code instead' }).click()
  await expect(page).toHaveURL(/\/app\/qr\/new\?/)
  await expect(page.getByLabel('Web address')).toHaveValue(shorturl)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Edit me')
  await page.goBack()

  await page.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Edit me')
  await dialog.getByRole('button', { name: /Delete/ }).click()
  await expect(page).toHaveURL(/\/app\/links$/)
  expect((await request.get(`/api/url/${id}`, { headers: demoHeaders() })).status()).toBe(404)
})

test('offers the link’s own QR code as PNG in the server’s sizes and SVG; its scan is a click marked “QR code”', async ({ page, request }) => {
  const created = await request.post('/api/url/add', { headers: demoHeaders(), data: { url: 'https://example.com/own-qr', metatitle: 'Own QR' } })
  const { id, shorturl } = (await created.json()) as { id: number; shorturl: string }
  await page.goto(`/app/links/${id}`)
  const img = page.getByRole('img', { name: `QR code of ${shorturl}` })
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0)
  const shot = PNG.sync.read(await img.screenshot())
  expect(jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data).toBe(`${shorturl}?qr`)
  await expect(page.getByText('its scans are this link’s clicks')).toBeVisible()

  await page.getByLabel('PNG size').selectOption('2048')
  const png = page.getByRole('link', { name: 'Download PNG' })
  await expect(png).toHaveAttribute('href', new RegExp(`/qr/link/${id}/\\w+\\.png\\?size=2048$`))
  const [download] = await Promise.all([page.waitForEvent('download'), png.click()])
  expect(download.suggestedFilename()).toBe('own-qr-qr-2048.png')
  const svg = await page.request.get((await page.getByRole('link', { name: 'Download SVG' }).getAttribute('href'))!)
  expect(svg.headers()['content-type']).toBe('image/svg+xml')

  for (const [width, height] of [[1366, 850], [390, 844]] as const) {
    await page.setViewportSize({ width, height })
    await inBothThemes(page, (scheme) => page.screenshot({ path: `${SCREENSHOT_DIR}/link-own-qr-${width}-${scheme}.png` }).then(() => {}))
  }

  const scan = await request.get(`${shorturl}?qr`, { maxRedirects: 0, headers: { 'User-Agent': BROWSER } })
  expect(scan.status()).toBe(302)
  expect(scan.headers().location).toBe('https://example.com/own-qr')
  const stats = (await (await request.get(`/api/url/${id}`, { headers: demoHeaders() })).json()) as { data: { clicks: number; topReferrers: Record<string, string> } }
  expect(stats.data.clicks).toBe(1)
  expect(stats.data.topReferrers).toEqual({ 'QR code': '1' })
  await request.delete(`/api/url/${id}/delete`, { headers: demoHeaders() })
})

test('the detail page has no serious accessibility problems (light and dark)', async ({ page, request }) => {
  // axe over the whole page and the charts' own chunk: slow when the machine is busy.
  test.slow()
  await page.goto(`/app/links/${await linkId(request, 'sale/spring')}`)
  await expect(page.getByRole('region', { name: 'Top countries' }).getByRole('img', { name: 'World map of clicks by country' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('region', { name: 'Top referrers' }).locator('.recharts-bar-rectangle').first()).toBeVisible()
  await accessibleInBothThemes(page, 'link-detail')
  await page.setViewportSize({ width: 390, height: 844 })
  await picturedInBothThemes(page, 'phone-link-detail')
})

test('the overview counts the links, the clicks of 30 days and lists the most clicked, then the account statistics, with three requests', async ({ page, request }) => {
  // Signing in lands on Links, whose own list must not be counted here.
  await page.waitForLoadState('networkidle')
  const summary = (await (await request.get('/api/urls/summary', { headers: demoHeaders() })).json()) as { data: { recentClicks: number; clicks: number } }
  const calls = apiCalls(page)
  await page.goto('/app/')
  const top = page.getByRole('region', { name: 'Most clicked links' })
  await expect(top.getByRole('listitem')).toHaveCount(5)
  await expect(top.getByRole('listitem').first()).toContainText('Spring sale')
  await expect(top.getByRole('listitem').first()).toContainText(/^Spring sale[\d,]+ clicks$/)
  await expect(page.getByText('Short links', { exact: true })).toBeVisible()
  const recent = page.getByText('Clicks in the last 30 days', { exact: true }).locator('..')
  await expect(recent).toContainText(new Intl.NumberFormat('en-US').format(summary.data.recentClicks))
  expect(summary.data.recentClicks).toBeGreaterThan(0)
  // The account's statistics page (W8) in place of the 30-day chart.
  await expect(page.getByRole('heading', { level: 2, name: 'All your clicks' })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Clicks by day, / }).locator('.recharts-bar-rectangle').first()).toBeVisible()
  // No second copy of the sidebar on the page (issue 14, #23).
  await expect(page.getByRole('main').getByRole('link', { name: 'Domains' })).toHaveCount(0)
  // Sign-in's account check, then the list, the summary and the account's statistics.
  expect(calls.filter((c) => c !== 'GET /api/account').sort()).toEqual(['GET /api/stats', 'GET /api/urls', 'GET /api/urls/summary'])
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: `${SCREENSHOT_DIR}/overview-light.png`, fullPage: true })
  await top.getByRole('link', { name: 'Spring sale' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Spring sale' })).toBeVisible()
})

test('the overview leaves the 30-day figure out where the service has no summary (the live service)', async ({ page }) => {
  await withoutStats(page)
  await page.route('**/api/urls/summary', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":1,"message":"Not found."}' }))
  await page.goto('/app/')
  await expect(page.getByRole('region', { name: 'Most clicked links' }).getByRole('listitem')).toHaveCount(5)
  await expect(page.getByText('Short links', { exact: true })).toBeVisible()
  await expect(page.getByText('Clicks in the last 30 days')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Clicks on all your links, last 30 days' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'All your clicks' })).toHaveCount(0)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${SCREENSHOT_DIR}/phone-overview-live-dark.png`, fullPage: true })
})

test('adds a link to a campaign and a directory by name from its page', async ({ page, request }) => {
  const created = await request.post('/api/url/add', { headers: demoHeaders(), data: { url: 'https://example.com/organise', metatitle: 'Organise me' } })
  const { id } = (await created.json()) as { id: number }
  await page.goto(`/app/links/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Organise me' })).toBeVisible()
  const calls = apiCalls(page)

  await page.getByRole('button', { name: 'Add to campaign' }).click()
  const form = page.getByRole('form', { name: 'Add “Organise me” to a campaign' })
  await expect(form.getByLabel('Campaign')).toBeFocused()
  await form.getByLabel('Campaign').selectOption({ label: 'Spring launch' })
  await form.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByText('Link “Organise me” has been added to campaign “Spring launch”.')).toBeVisible()
  await expect(page.getByText('Belongs to the campaign Spring launch.')).toBeVisible()

  await page.getByRole('button', { name: 'Add to directory' }).click()
  const dirForm = page.getByRole('form', { name: 'Add “Organise me” to a directory' })
  await dirForm.getByLabel('Directory').selectOption({ label: 'Evergreen' })
  await page.screenshot({ path: `${SCREENSHOT_DIR}/link-detail-organise-light.png`, fullPage: true })
  await dirForm.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByText('Link “Organise me” has been added to directory “Evergreen”.')).toBeVisible()
  await expect(dirForm).toHaveCount(0)

  // Escape closes the panel without a request.
  await page.getByRole('button', { name: 'Add to campaign' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('form', { name: 'Add “Organise me” to a campaign' })).toHaveCount(0)

  // Each list once, each assignment once: nothing refetched.
  expect(calls.filter((c) => c.startsWith('POST')).length).toBe(2)
  expect(calls.filter((c) => c === 'GET /api/campaigns').length).toBe(1)
  expect(calls.filter((c) => c === 'GET /api/directories').length).toBe(1)
  expect(calls.filter((c) => c.startsWith(`GET /api/url/`))).toEqual([])

  const listed = (await (await request.get('/api/urls', { params: { q: 'organise', limit: 100 }, headers: demoHeaders() })).json()) as {
    data: { urls: { id: number; campaign: number | null; directories: number[] }[] }
  }
  const row = listed.data.urls.find((l) => l.id === id)!
  expect(row.campaign).not.toBeNull()
  expect(row.directories).toHaveLength(1)
  await request.delete(`/api/url/${id}/delete`, { headers: demoHeaders() })
})

test('on a service that does not say whether a link has a password, the edit form says saving removes it', async ({ page, request }) => {
  const id = await linkId(request, 'investors')
  // The live service's details: the first ten fields only, no `protected` (L3, L5).
  await page.route(`**/api/url/${id}`, async (route) => {
    const answer = await route.fetch()
    const body = (await answer.json()) as { details: Record<string, unknown> }
    const live = ['id', 'alias', 'shorturl', 'longurl', 'title', 'description', 'location', 'device', 'expiry', 'date']
    body.details = Object.fromEntries(Object.entries(body.details).filter(([k]) => live.includes(k)))
    await route.fulfill({ response: answer, json: body })
  })
  await page.goto(`/app/links/${id}`)
  await page.getByRole('button', { name: 'Edit' }).click()
  const password = page.getByRole('radiogroup', { name: /^Password/ })
  await expect(password.getByRole('radio', { name: 'No password' })).toBeChecked()
  await expect(password.getByRole('radio', { name: 'Set a password' })).toBeVisible()
  await expect(password.getByRole('radio', { name: 'Keep the password' })).toHaveCount(0)
  await expect(page.getByText('This service does not say whether the link has a password')).toBeVisible()
})
