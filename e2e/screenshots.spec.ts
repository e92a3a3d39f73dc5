import { expect, test } from '@playwright/test'
import { signIn } from './support/auth'
import { picturedInBothThemes } from './support/themes'

// Written for people to look at: test-results/screenshots/<page>-<scheme>.png, both themes in one visit.
test('screenshots in light and dark mode', async ({ page }) => {
  await page.goto('/app/signin')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await picturedInBothThemes(page, 'signin')

  await signIn(page, { open: false })
  await expect(page.getByRole('table').locator('tbody tr').filter({ hasText: 'Spring sale' })).toBeVisible()
  await picturedInBothThemes(page, 'links')
  await page.getByRole('button', { name: 'New link' }).click()
  await expect(page.getByLabel('Long URL')).toBeVisible()
  await picturedInBothThemes(page, 'links-form')

  await page.goto('/app/account')
  await expect(page.locator('dl')).toContainText('demo')
  await picturedInBothThemes(page, 'account')

  await page.goto('/app/overlays')
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(15)
  await picturedInBothThemes(page, 'overlays')

  await page.setViewportSize({ width: 375, height: 740 })
  await picturedInBothThemes(page, 'phone-overlays', { fullPage: false })
  await page.goto('/app/links')
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible()
  await picturedInBothThemes(page, 'phone-links')
  await page.getByRole('button', { name: 'Open the menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  await picturedInBothThemes(page, 'phone-menu', { fullPage: false })
})
