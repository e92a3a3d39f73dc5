import { expect, test } from '@playwright/test'
import { signIn } from './support/auth'
import { accessibleInBothThemes } from './support/themes'

// Each page is set up once and checked in both themes (one visit, one sign-in, for both).
test('the sign-in page has no serious accessibility problems (light and dark)', async ({ page }) => {
  await page.goto('/app/signin')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Enter your API key.')).toBeVisible()
  await accessibleInBothThemes(page)
})

test('the account and CTA overlays pages have no serious accessibility problems (light and dark)', async ({ page }) => {
  await signIn(page)
  await page.goto('/app/account')
  await expect(page.getByRole('heading', { name: 'Change email or password' })).toBeVisible()
  await accessibleInBothThemes(page)
  await page.goto('/app/overlays')
  await expect(page.getByRole('table')).toBeVisible()
  await accessibleInBothThemes(page)
})

test('the QR code pages have no serious accessibility problems (light and dark)', async ({ page }) => {
  // Eight axe runs, two beside a chart: slow on a busy machine.
  test.slow()
  await signIn(page)
  await page.goto('/app/qr')
  await expect(page.getByRole('table', { name: 'QR codes' })).toBeVisible()
  await accessibleInBothThemes(page)

  await page.goto('/app/qr/new')
  await page.getByRole('radio', { name: 'Wi-Fi', exact: true }).check()
  await page.getByLabel('Foreground colour', { exact: true }).fill('rgb(160,160,160)')
  await page.getByRole('button', { name: 'Create QR code' }).click()
  await expect(page.getByText('Network name (SSID) must not be empty.')).toBeVisible()
  await page.getByLabel('Network name (SSID)').fill('Acme Guest')
  await expect(page.getByRole('img', { name: 'Preview of the QR code' })).toBeVisible()
  await expect(page.getByText('Hard to scan')).toBeVisible()
  await accessibleInBothThemes(page)

  await page.goto('/app/qr')
  await page.getByRole('link', { name: 'Restaurant menu' }).click()
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible()
  await accessibleInBothThemes(page)
  await page.getByRole('button', { name: 'Top referrers: show as a table' }).click()
  await expect(page.getByRole('table', { name: 'Top referrers' })).toBeVisible()
  await accessibleInBothThemes(page)
})

test("the files page with a file's upload options open has no serious accessibility problems (light and dark)", async ({ page }) => {
  await signIn(page)
  await page.goto('/app/files')
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible()
  await page.getByLabel('Files to upload').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') })
  const item = page.getByRole('listitem', { name: 'notes.txt' })
  await item.getByRole('button', { name: 'Options' }).click()
  await item.getByLabel('Max downloads').fill('0')
  await page.getByRole('button', { name: 'Upload 1 file' }).click()
  await expect(item.getByLabel('Max downloads')).toHaveAttribute('aria-invalid', 'true')
  await accessibleInBothThemes(page)
})
