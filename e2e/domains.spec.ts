import { expect, test } from '@playwright/test'
import { resourceOf } from '../tests/server/endpoints.ts'
import { signIn } from './support/auth'
import { accessibleInBothThemes, picturedInBothThemes } from './support/themes'
import { listFitsAPhone, listIsAccessible, rows, showsLoadingErrorAndEmpty, toast } from './support/list-page'
import { pagesForwardAndBack, rowsThroughApi } from './support/paging'


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
  await expect(page.getByText('domain must be a host like go.example.com, or a full URL')).toBeVisible()
  await expect(page.getByText('Point your domain here')).toBeVisible()

  // A bare host is https (issue 33).
  await page.getByLabel('Domain', { exact: true }).fill('E2E-Crud.Example.test')
  await page.getByLabel('Root redirect').fill('https://example.test/home')
  await page.getByRole('button', { name: 'Add domain' }).click()
  await expect(toast(page, 'Domain “https://e2e-crud.example.test” has been added.')).toBeVisible()
  const row = rows(page).filter({ hasText: 'https://e2e-crud.example.test' })
  await expect(row).toContainText('https://example.test/home')
  await expect(page.getByRole('heading', { name: 'Add a domain' })).toBeHidden()

  await row.getByRole('button', { name: 'Edit https://e2e-crud.example.test' }).click()
  await expect(page.getByLabel('Domain', { exact: true })).toHaveJSProperty('readOnly', true)
  await expect(page.getByText('The domain itself cannot be changed.')).toBeVisible()
  await page.getByLabel('404 redirect').fill('not-a-url')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('404 redirect must be a full URL starting with http:// or https://, or empty.')).toBeVisible()
  await page.getByLabel('404 redirect').fill('https://example.test/missing')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Domain “https://e2e-crud.example.test” has been updated.')).toBeVisible()
  await expect(row.getByRole('link', { name: 'https://example.test/missing' })).toBeVisible()

  await row.getByRole('button', { name: 'Delete https://e2e-crud.example.test' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this domain?' })
  await expect(dialog).toContainText('https://e2e-crud.example.test')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Domain “https://e2e-crud.example.test” has been deleted.')).toBeVisible()
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
  await expect(page.getByText('domain is already one of your domains.')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveValue('https://go.acme-demo.test')
  await expect(page.getByLabel('Root redirect')).toHaveValue('https://example.test/kept')
})

test('shows a skeleton, an error with a retry, and an empty list that offers to add a domain', async ({ page }) => {
  await showsLoadingErrorAndEmpty(page, resourceOf('domain'), { empty: 'No domains yet', add: 'Add a domain' })
})

test.describe('with more domains than fit on a page', () => {
  rowsThroughApi(resourceOf('domain'), 16, (n) => ({ domain: `https://page-${n}.e2e-domains.test` }))

  test('moves to the second page and back', async ({ page }) => {
    await pagesForwardAndBack(page, '/app/domains', { newest: 'https://page-16.e2e-domains.test', oldest: 'https://go.acme-demo.test' })
  })
})

test('the list, the form and the confirmation have no serious accessibility problems (light and dark)', async ({ page }) => {
  await listIsAccessible(page, '/app/domains', 'domains')

  await rows(page).filter({ hasText: 'https://go.acme-demo.test' }).getByRole('button', { name: /^Edit/ }).click()
  await page.getByLabel('Root redirect').fill('nope')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Root redirect must be a full URL')).toBeVisible()
  await accessibleInBothThemes(page, 'domains-form')
  await page.getByRole('button', { name: 'Cancel' }).click()

  await rows(page)
    .filter({ hasText: 'https://go.acme-demo.test' })
    .getByRole('button', { name: /^Delete/ })
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await accessibleInBothThemes(page, 'domains-delete', { fullPage: false })
  await page.getByRole('button', { name: 'Cancel' }).click()

  await listFitsAPhone(page, '/app/domains', 'phone-domains', { themes: true })
})

test('shows a pending domain by its Unicode name with the records to add, and checks it now', async ({ page }) => {
  await page.goto('/app/domains')
  const row = rows(page).filter({ hasText: 'https://bücher.example' })
  await expect(row.getByRole('link', { name: 'https://bücher.example', exact: true })).toHaveAttribute('href', 'https://xn--bcher-kva.example')
  await expect(row.getByText('Pending')).toBeVisible()
  await expect(row).toContainText('_linkdash.xn--bcher-kva.example')
  await expect(row).toContainText('linkdash-e2e-token')
  await expect(row.getByRole('button', { name: "Copy the TXT record's value for https://bücher.example" })).toBeVisible()
  await accessibleInBothThemes(page, 'domains-pending')
  await page.setViewportSize({ width: 390, height: 844 })
  await picturedInBothThemes(page, 'phone-domains-pending')
  await page.setViewportSize({ width: 1366, height: 850 })
  await page.getByRole('button', { name: 'Add a domain' }).click()
  await expect(page.getByText('Point your domain here')).toBeVisible()
  await accessibleInBothThemes(page, 'domains-add')
  await page.setViewportSize({ width: 390, height: 844 })
  await picturedInBothThemes(page, 'phone-domains-add')
  await page.setViewportSize({ width: 1366, height: 850 })
  await page.getByRole('button', { name: 'Cancel' }).click()
  // This server runs with DOMAIN_VERIFICATION=off: a check proves the domain at once.
  await row.getByRole('button', { name: 'Check now whether https://bücher.example is verified' }).click()
  await expect(toast(page, 'Domain “https://bücher.example” is verified and now serves your links.')).toBeVisible()
  await expect(row.getByText('Verified')).toBeVisible()
  await expect(row.getByRole('button', { name: /^Check now/ })).toHaveCount(0)
})
