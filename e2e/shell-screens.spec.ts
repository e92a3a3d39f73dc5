import { expect, test } from '@playwright/test'
import { signIn } from './support/auth'
import { rows } from './support/list-page'
import { picturedInBothThemes } from './support/themes'

// The shell pictured at desktop and phone width, light and dark: header meter, list layout, outage message.
for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`the shell pictured (${device}, light and dark)`, async ({ page }) => {
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
    await picturedInBothThemes(page, `shell-domains-${device}`, { fullPage: false })
    await page.getByLabel('Filter this page').fill('nothing like this')
    await expect(page.getByText('other pages are not searched')).toBeVisible()
    await picturedInBothThemes(page, `shell-filter-${device}`, { fullPage: false })

    await page.goto('/app/campaigns')
    await expect(rows(page).first()).toBeVisible()
    await picturedInBothThemes(page, `shell-campaigns-${device}`, { fullPage: false })

    await page.route('**/api/**', (route) => route.abort('connectionrefused'))
    await page.goto('/app/pixels')
    await expect(page.getByRole('alert').filter({ hasText: 'This list could not be loaded' })).toBeVisible()
    await picturedInBothThemes(page, `shell-outage-${device}`, { fullPage: false })
  })
}
