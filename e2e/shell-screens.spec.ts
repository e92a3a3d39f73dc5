import { expect, test } from '@playwright/test'
import { SCREENSHOT_DIR, signIn } from './support/auth'
import { rows } from './support/list-page'

// The shell pictured at desktop and phone width, light and dark: header meter, list layout, outage message.
for (const scheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    test(`the shell pictured (${device}, ${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await page.setViewportSize(viewport)
      await page.goto('/app/signin?redirect=%2Fdomains')
      await signIn(page, { open: false })
      await expect(rows(page).first()).toBeVisible()
      if (device === 'desktop') {
        const meter = page.getByRole('meter', { name: 'API requests left this minute' })
        await expect(meter).toContainText(/\d+ of \d+ requests left this minute/)
        await meter.focus()
        await expect(page.getByRole('tooltip')).toBeVisible()
      }
      await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-domains-${device}-${scheme}.png` })
      await page.getByLabel('Filter this page').fill('nothing like this')
      await expect(page.getByText('other pages are not searched')).toBeVisible()
      await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-filter-${device}-${scheme}.png` })

      await page.goto('/app/campaigns')
      await expect(rows(page).first()).toBeVisible()
      await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-campaigns-${device}-${scheme}.png` })

      await page.route('**/api/**', (route) => route.abort('connectionrefused'))
      await page.goto('/app/pixels')
      await expect(page.getByRole('alert').filter({ hasText: 'This list could not be loaded' })).toBeVisible()
      await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-outage-${device}-${scheme}.png` })
    })
  }
}
