import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { demoUser, signIn } from './support/auth'

const headers = () => ({ Authorization: `Bearer ${demoUser().apiKey}` })
const rows = (page: Page) => page.getByRole('table').locator('tbody tr')
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text)
const shots = `${process.env.E2E_OUT ?? 'test-results'}/screenshots`
const emptyList = { error: '0', data: { result: 0, perpage: 15, currentpage: 1, nextpage: 0, maxpage: 0, pixels: [] } }
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

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

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
  await expect(page.getByText('GTM-XXXXXXX', { exact: false })).toBeVisible()
  await type.selectOption({ label: 'Google Analytics' })
  await expect(page.getByText('like G-XXXXXXXXXX')).toBeVisible()
  await type.selectOption({ label: 'Google Ads' })
  await expect(page.getByText('like AW-XXXXXXXXX')).toBeVisible()
  await type.selectOption({ label: 'Facebook' })
  await expect(page.getByText('Pixel id: digits only')).toBeVisible()
  await type.selectOption({ label: 'LinkedIn' })
  await expect(page.getByText('partner id')).toBeVisible()
})

test('adds a pixel, edits its name and tag with the type fixed, and deletes it after a confirmation that names it', async ({ page }) => {
  await page.goto('/app/pixels')
  await page.getByRole('button', { name: 'Add a pixel' }).click()
  await page.getByLabel('Type').selectOption({ label: 'Facebook' })
  await page.getByLabel('Name').fill('E2E Meta retargeting')
  await page.getByLabel('Tag').fill('FB-123')
  await page.getByRole('button', { name: 'Add pixel' }).click()
  await expect(page.getByText('tag must contain only digits for a Facebook pixel.')).toBeVisible()
  await page.getByLabel('Tag').fill('987654321012')
  await page.getByRole('button', { name: 'Add pixel' }).click()
  await expect(toast(page, 'The Facebook pixel has been added.')).toBeVisible()
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
  await expect(page.getByText('tag must contain only digits for a Facebook pixel.')).toBeVisible()
  await page.getByLabel('Name').fill('E2E Meta renamed')
  await page.getByLabel('Tag').fill('111222333')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Pixel has been updated successfully.')).toBeVisible()
  const renamed = rows(page).filter({ hasText: 'E2E Meta renamed' })
  await expect(renamed).toContainText('111222333')

  await renamed.getByRole('button', { name: 'Delete E2E Meta renamed' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this pixel?' })
  await expect(dialog).toContainText('The Facebook pixel E2E Meta renamed')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Pixel has been deleted successfully.')).toBeVisible()
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
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  let calls = 0
  await page.route('**/api/pixels?*', async (route) => {
    calls++
    if (calls === 1) await gate
    if (calls <= 2) return route.fulfill({ status: 500, json: { error: 1, message: 'The database is down.' } })
    return route.fulfill({ json: emptyList })
  })
  await page.goto('/app/pixels')
  await expect(page.getByRole('status').getByText('Loading…')).toBeAttached()
  release()
  await expect(page.getByRole('alert').getByText('The database is down.')).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'No pixels yet' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Add a pixel' }).last().click()
  await expect(page.getByRole('heading', { name: 'Add a pixel' })).toBeVisible()
})

test.describe('with more pixels than fit on a page', () => {
  const created: number[] = []
  test.beforeAll(async ({ request }) => {
    for (let i = 1; i <= 16; i++) {
      const tag = `e2e-page-${String(i).padStart(2, '0')}`
      const res = await request.post('/api/pixel/add', { headers: headers(), data: { type: 'bing', name: `Paging ${tag}`, tag } })
      expect(res.ok()).toBe(true)
      created.push(((await res.json()) as { id: number }).id)
    }
  })
  test.afterAll(async ({ request }) => {
    for (const id of created) await request.delete(`/api/pixel/${id}/delete`, { headers: headers() })
  })

  test('moves to the second page and back', async ({ page }) => {
    await page.goto('/app/pixels')
    const pager = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pager.getByText(/page 1 of \d+ · \d+ items/)).toBeVisible()
    await expect(rows(page)).toHaveCount(15)
    await expect(rows(page).first()).toContainText('e2e-page-16')
    await pager.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/app\/pixels\?page=2$/)
    await expect(pager.getByText(/page 2 of \d+/)).toBeVisible()
    await expect(rows(page).filter({ hasText: 'e2e-page-16' })).toHaveCount(0)
    // The demo's own items are the oldest, so they are on the last page (page 2 unless other tests added more).
    const last = pager.getByRole('link', { name: 'Last page' })
    if (await last.count()) await last.click()
    await expect(rows(page).filter({ hasText: 'Main container' })).toHaveCount(1)
    await pager.getByRole('link', { name: 'First page' }).click()
    await expect(rows(page).first()).toContainText('e2e-page-16')
  })
})

for (const scheme of ['light', 'dark'] as const) {
  test(`the list, the form and the confirmation have no serious accessibility problems (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/app/pixels')
    await expect(rows(page).first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${shots}/pixels-${scheme}.png`, fullPage: true })

    await page.getByRole('button', { name: 'Add a pixel' }).click()
    await page.getByLabel('Type').selectOption({ label: 'Google Tag Manager' })
    await page.getByLabel('Tag').fill('K9X2PQ7')
    await page.getByRole('button', { name: 'Add pixel' }).click()
    await expect(page.getByText('tag must start with GTM-')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${shots}/pixels-form-${scheme}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Cancel' }).click()

    await rows(page).filter({ hasText: 'Main container' }).getByRole('button', { name: /^Edit/ }).click()
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${shots}/pixels-edit-${scheme}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Cancel' }).click()

    await rows(page)
      .filter({ hasText: 'Main container' })
      .getByRole('button', { name: /^Delete/ })
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Cancel' }).click()

    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/app/pixels')
    await expect(rows(page).first()).toBeVisible()
    await page.screenshot({ path: `${shots}/phone-pixels-${scheme}.png`, fullPage: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })
}
