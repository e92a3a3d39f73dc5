import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { demoHeaders, signIn } from './support/auth'
import { accessibleInBothThemes, picturedInBothThemes } from './support/themes'

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const statsCalls = (page: Page) => {
  const calls: URL[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname === '/api/stats') calls.push(url)
  })
  return calls
}

const kpi = (page: Page, label: string) => page.locator('dl div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').first()

test('a link’s statistics: a period, a filter chip kept over a reload, the previous period, a CSV, in both themes', async ({ page, request }) => {
  const created = await request.post('/api/url/add', { headers: demoHeaders(), data: { url: 'https://example.com/stats-e2e', metatitle: 'Stats journey' } })
  const { id, shorturl } = (await created.json()) as { id: number; shorturl: string }
  for (const [agent, referer] of [[DESKTOP, 'https://www.google.com/search'], [DESKTOP, ''], [DESKTOP, ''], [PHONE, 'https://news.example.org/a'], [PHONE, '']] as const) {
    const visit = await request.get(shorturl, { maxRedirects: 0, headers: { 'User-Agent': agent, ...(referer ? { Referer: referer } : {}), 'Accept-Language': 'de-DE' } })
    expect(visit.status()).toBe(302)
  }

  await page.setViewportSize({ width: 1366, height: 850 })
  await signIn(page)
  const calls = statsCalls(page)
  await page.goto(`/app/links/${id}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Statistics' })).toBeVisible()
  await expect(kpi(page, 'Clicks')).toHaveText('5')
  await expect(page.getByRole('region', { name: /^Clicks by day/ }).locator('.recharts-bar-rectangle').first()).toBeVisible()

  await page.getByLabel('Period', { exact: true }).selectOption('7d')
  await expect(page).toHaveURL(/range=7d/)
  await expect.poll(() => calls.length).toBe(2)

  // A row of the devices' table is a filter: one chip, one more request.
  const devices = page.getByRole('region', { name: 'Devices' })
  await devices.getByRole('button', { name: 'Devices: show as a table' }).click()
  await devices.getByRole('button', { name: 'Filter by Mobile' }).click()
  await expect(page.getByRole('button', { name: 'Remove filter Device: Mobile' })).toBeVisible()
  await expect(page).toHaveURL(/device=mobile/)
  await expect(kpi(page, 'Clicks')).toHaveText('2')

  await page.reload()
  await expect(page.getByRole('button', { name: 'Remove filter Device: Mobile' })).toBeVisible()
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('7d')
  await expect(kpi(page, 'Clicks')).toHaveText('2')

  await page.getByLabel('Compare with the previous period').check()
  await expect(page).toHaveURL(/compare=true/)
  await expect(page.getByText(/^new on 0 before/).first()).toBeVisible()
  await expect(page.locator('.recharts-legend-wrapper').getByText('Previous period')).toBeVisible()

  // The CSV is the answer on screen: no request.
  const before = calls.length
  const referrers = page.getByRole('region', { name: 'Referrers' })
  const [download] = await Promise.all([page.waitForEvent('download'), referrers.getByRole('button', { name: 'Referrers: download CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(new RegExp(`^link-${id}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}-referrer\\.csv$`))
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')
  expect(csv.trim().split(/\r?\n/)).toEqual(['Referrer,Clicks', 'Direct,1', 'news.example.org,1'])
  expect(calls.length).toBe(before)

  // Each change of the view sent one request, the same view none: load, 7 days, the chip, the reload, compare.
  expect(calls.map((u) => [u.searchParams.get('range'), u.searchParams.get('device'), u.searchParams.get('compare')])).toEqual([
    ['30d', null, null],
    ['7d', null, null],
    ['7d', 'mobile', null],
    ['7d', 'mobile', null],
    ['7d', 'mobile', 'previous'],
  ])

  // Removing the chip keeps focus in the filter bar.
  await page.getByRole('button', { name: 'Remove filter Device: Mobile' }).click()
  await expect(page.getByLabel('Filter by', { exact: true })).toBeFocused()
  await expect(kpi(page, 'Clicks')).toHaveText('5')
  await page.getByRole('heading', { level: 1 }).focus()
  await accessibleInBothThemes(page, 'statistics-link-desktop')
  await page.setViewportSize({ width: 390, height: 844 })
  await picturedInBothThemes(page, 'statistics-link-phone')

  await page.setViewportSize({ width: 1366, height: 850 })
  await page.goto('/app/?range=90d')
  await expect(page.getByRole('heading', { level: 2, name: 'All your clicks' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Countries' }).getByRole('img', { name: 'World map of clicks by country' })).toBeVisible()
  await accessibleInBothThemes(page, 'statistics-account-desktop')
  await page.setViewportSize({ width: 390, height: 844 })
  await picturedInBothThemes(page, 'statistics-account-phone')
  await request.delete(`/api/url/${id}/delete`, { headers: demoHeaders() })
})
