import { expect, test, type Page } from '@playwright/test'
import { SCREENSHOT_DIR, signIn } from './support/auth'

// Written for people to look at: test-results/screenshots/<page>-<scheme>.png
const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true })

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshots in ${scheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/app/signin')
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await shot(page, `signin-${scheme}`)

    await signIn(page, { open: false })
    await expect(page.getByRole('table').locator('tbody tr').filter({ hasText: 'Spring sale' })).toBeVisible()
    await shot(page, `links-${scheme}`)
    await page.getByRole('button', { name: 'New link' }).click()
    await expect(page.getByLabel('Long URL')).toBeVisible()
    await shot(page, `links-form-${scheme}`)

    await page.goto('/app/account')
    await expect(page.locator('dl')).toContainText('demo')
    await shot(page, `account-${scheme}`)

    await page.goto('/app/overlays')
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(15)
    await shot(page, `overlays-${scheme}`)

    await page.setViewportSize({ width: 375, height: 740 })
    await page.screenshot({ path: `${SCREENSHOT_DIR}/phone-overlays-${scheme}.png` })
    await page.goto('/app/links')
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible()
    await shot(page, `phone-links-${scheme}`)
    await page.getByRole('button', { name: 'Open the menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.screenshot({ path: `${SCREENSHOT_DIR}/phone-menu-${scheme}.png` })
  })
}
