import { expect, test, type Page } from '@playwright/test'
import { SCREENSHOT_DIR, signIn } from './support/auth'
import { rows } from './support/list-page'

/** The server stops answering: the dashboard's code and its API both fail to connect. */
async function stopServer(page: Page) {
  await page.evaluate(() => Object.assign(window, { beforeTheOutage: true }))
  await page.route('**/app/**', (route) => route.abort('connectionrefused'))
  await page.route('**/api/**', (route) => route.abort('connectionrefused'))
}
async function restartServer(page: Page) {
  await page.unroute('**/app/**')
  await page.unroute('**/api/**')
}

test.beforeEach(async ({ page }) => {
  await page.goto('/app/signin?redirect=%2Foverlays')
  await signIn(page, { open: false })
  await expect(rows(page).first()).toBeVisible()
})

test('a page whose code cannot be fetched says so in the app, and opens by itself when the server is back', async ({ page }) => {
  await stopServer(page)
  await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Pixels' }).click()
  const outage = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })
  await expect(outage).toBeVisible()
  await expect(outage).toContainText('The dashboard cannot reach its server')
  await expect(outage).toContainText(/Trying again (in \d+ s|now)/)
  await expect(outage.getByRole('button', { name: 'Try again' })).toBeVisible()
  // Still the app, not the browser's error page: the shell is there and the page was not reloaded.
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  expect(await page.evaluate(() => 'beforeTheOutage' in window)).toBe(true)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/outage-route-chunk.png` })

  await restartServer(page)
  // Backing off: the next timed try is at most 4 s away.
  await expect(page.getByRole('heading', { level: 1, name: 'Pixels' })).toBeVisible({ timeout: 10_000 })
  await expect(rows(page).first()).toBeVisible()
  await expect(outage).toHaveCount(0)
  expect(await page.evaluate(() => 'beforeTheOutage' in window)).toBe(true)
})

test('a list that cannot be read tries again on "online" and on focus, and shows itself when the server is back', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'))
  await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Domains' }).click()
  const outage = page.getByRole('alert').filter({ hasText: 'This list could not be loaded' })
  await expect(outage).toContainText('Cannot reach the API at')
  await expect(outage).toContainText(/Trying again in \d+ s, and when this window gets focus or the network is back\./)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/outage-list.png` })
  // Issue 40 item 11: the header says the API is out of reach, and the meter's count is greyed as old.
  const banner = page.getByRole('status').filter({ hasText: 'The API cannot be reached' })
  await expect(banner).toBeVisible()
  await expect(page.getByRole('meter', { name: 'API requests left this minute' })).toHaveAttribute('data-stale', 'true')

  let tries = 0
  await page.route('**/api/domains?*', (route) => {
    tries++
    return route.abort('connectionrefused')
  })
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect.poll(() => tries).toBeGreaterThan(0)
  await page.unroute('**/api/**')
  await page.unroute('**/api/domains?*')
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(rows(page).first()).toBeVisible()
  await expect(outage).toHaveCount(0)
  await expect(banner).toHaveCount(0)
  await expect(page.getByRole('meter', { name: 'API requests left this minute' })).not.toHaveAttribute('data-stale')
})
