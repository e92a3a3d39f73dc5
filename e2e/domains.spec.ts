import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { demoUser, signIn } from './support/auth'

const headers = () => ({ Authorization: `Bearer ${demoUser().apiKey}` })
const rows = (page: Page) => page.getByRole('table').locator('tbody tr')
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text)
const shots = `${process.env.E2E_OUT ?? 'test-results'}/screenshots`
const emptyList = { error: '0', data: { result: 0, perpage: 15, currentpage: 1, nextpage: 0, maxpage: 0, domains: [] } }

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.beforeEach(async ({ page }) => {
  await signIn(page)
})

test('lists the domains with their redirects and filters the page', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Domains' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible()
  const demo = rows(page).filter({ hasText: 'https://go.acme-demo.test' })
  await expect(demo.getByRole('link', { name: 'https://acme-demo.test/not-found' })).toHaveAttribute(
    'href',
    'https://acme-demo.test/not-found',
  )
  await page.getByLabel('Filter this page').fill('links.acme')
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page)).toContainText('https://acme-demo.test/blog')
  await page.getByLabel('Filter this page').fill('nothing like this')
  await expect(page.getByText('No domain on this page matches')).toBeVisible()
})

test('adds a domain, edits its redirects and deletes it after a confirmation that names it', async ({ page }) => {
  await page.goto('/app/domains')
  await page.getByRole('button', { name: 'Add a domain' }).click()
  await expect(page.getByLabel('Domain', { exact: true })).toBeFocused()
  await page.getByLabel('Domain', { exact: true }).fill('https://go.example.com/path')
  await page.getByRole('button', { name: 'Add domain' }).click()
  await expect(page.getByText('domain must be a full URL like https://go.example.com')).toBeVisible()

  await page.getByLabel('Domain', { exact: true }).fill('HTTPS://E2E-Crud.Example.test/')
  await page.getByLabel('Root redirect').fill('https://example.test/home')
  await page.getByRole('button', { name: 'Add domain' }).click()
  await expect(toast(page, 'has been added.')).toBeVisible()
  const row = rows(page).filter({ hasText: 'https://e2e-crud.example.test' })
  await expect(row).toContainText('https://example.test/home')
  await expect(page.getByRole('heading', { name: 'Add a domain' })).toBeHidden()

  await row.getByRole('button', { name: 'Edit https://e2e-crud.example.test' }).click()
  await expect(page.getByLabel('Domain', { exact: true })).toHaveJSProperty('readOnly', true)
  await expect(page.getByText('The domain itself cannot be changed.')).toBeVisible()
  await page.getByLabel('404 redirect').fill('not-a-url')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('redirect404 must be a full URL starting with http:// or https://, or empty.')).toBeVisible()
  await page.getByLabel('404 redirect').fill('https://example.test/missing')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Domain has been updated successfully.')).toBeVisible()
  await expect(row.getByRole('link', { name: 'https://example.test/missing' })).toBeVisible()

  await row.getByRole('button', { name: 'Delete https://e2e-crud.example.test' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this domain?' })
  await expect(dialog).toContainText('https://e2e-crud.example.test')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Domain has been deleted successfully.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(row).toHaveCount(0)
})

test("shows the server's refusal of a domain that is taken on its field and keeps what was typed", async ({ page }) => {
  await page.goto('/app/domains')
  await page.getByRole('button', { name: 'Add a domain' }).click()
  await page.getByLabel('Domain', { exact: true }).fill('https://go.acme-demo.test')
  await page.getByLabel('Root redirect').fill('https://example.test/kept')
  await page.getByRole('button', { name: 'Add domain' }).click()
  const field = page.getByLabel('Domain', { exact: true })
  await expect(page.getByText('domain is already registered.')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveValue('https://go.acme-demo.test')
  await expect(page.getByLabel('Root redirect')).toHaveValue('https://example.test/kept')
})

test('shows a skeleton, an error with a retry, and an empty list that offers to add a domain', async ({ page }) => {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  let calls = 0
  await page.route('**/api/domains?*', async (route) => {
    calls++
    if (calls === 1) {
      await gate
      return route.fulfill({ status: 500, json: { error: 1, message: 'The database is down.' } })
    }
    if (calls === 2) return route.fulfill({ status: 500, json: { error: 1, message: 'The database is down.' } })
    return route.fulfill({ json: emptyList })
  })
  await page.goto('/app/domains')
  await expect(page.getByRole('status').getByText('Loading…')).toBeAttached()
  release()
  await expect(page.getByRole('alert').getByText('The database is down.')).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'No domains yet' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Add a domain' }).last().click()
  await expect(page.getByRole('heading', { name: 'Add a domain' })).toBeVisible()
})

test.describe('with more domains than fit on a page', () => {
  const created: number[] = []
  test.beforeAll(async ({ request }) => {
    for (let i = 1; i <= 16; i++) {
      const res = await request.post('/api/domain/add', {
        headers: headers(),
        data: { domain: `https://page-${String(i).padStart(2, '0')}.e2e-domains.test` },
      })
      expect(res.ok()).toBe(true)
      created.push(((await res.json()) as { id: number }).id)
    }
  })
  test.afterAll(async ({ request }) => {
    for (const id of created) await request.delete(`/api/domain/${id}/delete`, { headers: headers() })
  })

  test('moves to the second page and back', async ({ page }) => {
    await page.goto('/app/domains')
    const pager = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pager.getByText(/page 1 of \d+ · \d+ items/)).toBeVisible()
    await expect(rows(page)).toHaveCount(15)
    await expect(rows(page).first()).toContainText('https://page-16.e2e-domains.test')
    await pager.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/app\/domains\?page=2$/)
    await expect(pager.getByText(/page 2 of \d+/)).toBeVisible()
    await expect(rows(page).filter({ hasText: 'https://page-16.e2e-domains.test' })).toHaveCount(0)
    // The demo's own items are the oldest, so they are on the last page (page 2 unless other tests added more).
    const last = pager.getByRole('link', { name: 'Last page' })
    if (await last.count()) await last.click()
    await expect(rows(page).filter({ hasText: 'https://go.acme-demo.test' })).toHaveCount(1)
    await pager.getByRole('link', { name: 'First page' }).click()
    await expect(rows(page).first()).toContainText('https://page-16.e2e-domains.test')
  })
})

for (const scheme of ['light', 'dark'] as const) {
  test(`the list, the form and the confirmation have no serious accessibility problems (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/app/domains')
    await expect(rows(page).first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${shots}/domains-${scheme}.png`, fullPage: true })

    await rows(page).filter({ hasText: 'https://go.acme-demo.test' }).getByRole('button', { name: /^Edit/ }).click()
    await page.getByLabel('Root redirect').fill('nope')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('redirectroot must be a full URL')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${shots}/domains-form-${scheme}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Cancel' }).click()

    await rows(page)
      .filter({ hasText: 'https://go.acme-demo.test' })
      .getByRole('button', { name: /^Delete/ })
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${shots}/domains-delete-${scheme}.png` })
    await page.getByRole('button', { name: 'Cancel' }).click()

    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/app/domains')
    await expect(rows(page).first()).toBeVisible()
    await page.screenshot({ path: `${shots}/phone-domains-${scheme}.png`, fullPage: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })
}
