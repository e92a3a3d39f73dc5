import { expect, test } from '@playwright/test'
import { resourceOf } from '../tests/server/endpoints.ts'
import { signIn } from './support/auth'
import { accessibleInBothThemes } from './support/themes'
import { listFitsAPhone, listIsAccessible, rows, showsLoadingErrorAndEmpty, toast } from './support/list-page'
import { pagesForwardAndBack, rowsThroughApi } from './support/paging'

const VENDORS = [
  'Google Tag Manager',
  'Google Analytics',
  'Facebook',
  'Google Ads',
  'LinkedIn',
  'Twitter',
  'AdRoll',
  'Quora',
  'Pinterest',
  'Bing',
  'Snapchat',
  'Reddit',
  'TikTok',
]

test.beforeEach(async ({ page }) => {
  await signIn(page)
})

test('lists the pixels by vendor name and filters the page', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Pixels' }).click()
  await expect(rows(page).filter({ hasText: 'Main container' })).toContainText('Google Tag Manager')
  await expect(rows(page).filter({ hasText: 'Meta ads' })).toContainText('Facebook')
  await page.getByLabel('Filter this page').fill('tiktok')
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page)).toContainText('CK1QJ3RC77U8')
})

test('the type picker names the 13 vendors and hints at each tag format', async ({ page }) => {
  await page.goto('/app/pixels')
  await page.getByRole('button', { name: 'Add a pixel' }).click()
  const type = page.getByLabel('Type')
  await expect(type).toBeFocused()
  await expect(type.locator('option')).toHaveText(VENDORS)
  await expect(page.getByText('like GTM-K9X2PQ7', { exact: false })).toBeVisible()
  await expect(page.getByLabel('Tag')).toHaveAttribute('placeholder', 'GTM-K9X2PQ7')
  await type.selectOption({ label: 'Google Analytics' })
  await expect(page.getByText(/like G-7FQ2LZ9X1D\. Universal Analytics IDs \(UA-…\) no longer collect data/)).toBeVisible()
  await type.selectOption({ label: 'Google Ads' })
  await expect(page.getByText('like AW-123456789', { exact: false })).toBeVisible()
  await type.selectOption({ label: 'Facebook' })
  await expect(page.getByText('Meta pixel ID: digits only', { exact: false })).toBeVisible()
  await type.selectOption({ label: 'LinkedIn' })
  await expect(page.getByText('LinkedIn partner ID', { exact: false })).toBeVisible()
  await type.selectOption({ label: 'Twitter' })
  await expect(page.getByText('the vendor documents no format', { exact: false })).toBeVisible()
})

test('reads the container ID out of a pasted Google Tag Manager snippet, in capitals (K6)', async ({ page }) => {
  await page.goto('/app/pixels')
  await page.getByRole('button', { name: 'Add a pixel' }).click()
  await expect(page.getByText('Pasting the whole snippet works too.', { exact: false })).toBeVisible()
  const snippet = `<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-3c0ed5');</script>
<!-- End Google Tag Manager -->`
  await page.getByLabel('Tag').fill(snippet)
  await page.getByLabel('Tag').press('Tab')
  await expect(page.getByLabel('Tag')).toHaveValue('GTM-3C0ED5')
  await page.getByRole('button', { name: 'Cancel' }).click()
})

test("refuses each vendor's malformed tag in the form, with the contract's message, before sending it", async ({ page }) => {
  await page.goto('/app/pixels')
  await page.getByRole('button', { name: 'Add a pixel' }).click()
  await page.getByLabel('Name').fill('E2E format check')
  const cases: [string, string, RegExp][] = [
    ['Google Ads', 'hello world', /Google Ads tag ID: AW- and 6 to 12 digits/],
    ['Google Analytics', 'UA-1', /Google Analytics 4 measurement ID/],
    ['Snapchat', 'not-a-uuid', /Snap pixel ID in UUID form/],
  ]
  for (const [vendor, tag, message] of cases) {
    await page.getByLabel('Type').selectOption({ label: vendor })
    await page.getByLabel('Tag').fill(tag)
    await page.getByRole('button', { name: 'Add pixel' }).click()
    await expect(page.getByText(message).last()).toBeVisible()
    await expect(page.getByLabel('Tag')).toHaveAttribute('aria-invalid', 'true')
  }
  await page.getByRole('button', { name: 'Cancel' }).click()
})

test('adds a pixel, edits its name and tag with the type fixed, and deletes it after a confirmation that names it', async ({ page }) => {
  await page.goto('/app/pixels')
  await page.getByRole('button', { name: 'Add a pixel' }).click()
  await page.getByLabel('Type').selectOption({ label: 'Facebook' })
  await page.getByLabel('Name').fill('E2E Meta retargeting')
  await page.getByLabel('Tag').fill('FB-123')
  await page.getByRole('button', { name: 'Add pixel' }).click()
  await expect(page.getByText(/Meta pixel ID: digits only, like 1234567890123456\./).last()).toBeVisible()
  await page.getByLabel('Tag').fill('987654321012')
  await page.getByRole('button', { name: 'Add pixel' }).click()
  await expect(toast(page, 'Facebook pixel “E2E Meta retargeting” has been added.')).toBeVisible()
  const row = rows(page).filter({ hasText: 'E2E Meta retargeting' })
  await expect(row).toContainText('Facebook')
  await expect(row).toContainText('987654321012')

  await row.getByRole('button', { name: 'Edit E2E Meta retargeting' }).click()
  await expect(page.getByLabel('Type')).toHaveCount(0)
  await expect(page.getByText('the type of a pixel cannot be changed.')).toBeVisible()
  await page.getByLabel('Tag').fill('')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('tag must be at least 3 characters.')).toBeVisible()
  await page.getByLabel('Tag').fill('abc123')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(/Meta pixel ID: digits only, like 1234567890123456\./).last()).toBeVisible()
  await page.getByLabel('Name').fill('E2E Meta renamed')
  await page.getByLabel('Tag').fill('111222333')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Pixel “E2E Meta renamed” has been updated.')).toBeVisible()
  const renamed = rows(page).filter({ hasText: 'E2E Meta renamed' })
  await expect(renamed).toContainText('111222333')

  await renamed.getByRole('button', { name: 'Delete E2E Meta renamed' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this pixel?' })
  await expect(dialog).toContainText('The Facebook pixel E2E Meta renamed')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Pixel “E2E Meta renamed” has been deleted.')).toBeVisible()
  await expect(renamed).toHaveCount(0)
})

test("shows the server's refusal of a tag already used for that type on the tag field and keeps what was typed", async ({ page }) => {
  await page.goto('/app/pixels')
  await page.getByRole('button', { name: 'Add a pixel' }).click()
  await page.getByLabel('Type').selectOption({ label: 'Google Tag Manager' })
  await page.getByLabel('Name').fill('A second container')
  await page.getByLabel('Tag').fill('GTM-K9X2PQ7')
  await page.getByRole('button', { name: 'Add pixel' }).click()
  await expect(page.getByText('tag is already used by another pixel of this type.')).toBeVisible()
  await expect(page.getByLabel('Tag')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Tag')).toBeFocused()
  await expect(page.getByLabel('Tag')).toHaveValue('GTM-K9X2PQ7')
  await expect(page.getByLabel('Name')).toHaveValue('A second container')
  await expect(page.getByLabel('Type')).toHaveValue('gtmpixel')
})

test('shows a skeleton, an error with a retry, and an empty list that offers to add a pixel', async ({ page }) => {
  await showsLoadingErrorAndEmpty(page, resourceOf('pixel'), { empty: 'No pixels yet', add: 'Add a pixel' })
})

test.describe('with more pixels than fit on a page', () => {
  rowsThroughApi(resourceOf('pixel'), 16, (n) => ({ type: 'twitterpixel', name: `Paging e2e-page-${n}`, tag: `e2e-page-${n}` }))

  test('moves to the second page and back', async ({ page }) => {
    await pagesForwardAndBack(page, '/app/pixels', { newest: 'e2e-page-16', oldest: 'Main container' })
  })
})

test('the list, the form and the confirmation have no serious accessibility problems (light and dark)', async ({ page }) => {
  await listIsAccessible(page, '/app/pixels', 'pixels')

  await page.getByRole('button', { name: 'Add a pixel' }).click()
  await page.getByLabel('Type').selectOption({ label: 'Google Tag Manager' })
  await page.getByLabel('Tag').fill('K9X2PQ7')
  await page.getByRole('button', { name: 'Add pixel' }).click()
  await expect(page.getByText(/Google Tag Manager container ID: GTM-/).last()).toBeVisible()
  await accessibleInBothThemes(page, 'pixels-form')
  await page.getByRole('button', { name: 'Cancel' }).click()

  await rows(page).filter({ hasText: 'Main container' }).getByRole('button', { name: /^Edit/ }).click()
  await accessibleInBothThemes(page, 'pixels-edit')
  await page.getByRole('button', { name: 'Cancel' }).click()

  await rows(page)
    .filter({ hasText: 'Main container' })
    .getByRole('button', { name: /^Delete/ })
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await accessibleInBothThemes(page)
  await page.getByRole('button', { name: 'Cancel' }).click()

  await listFitsAPhone(page, '/app/pixels', 'phone-pixels', { themes: true })
})
