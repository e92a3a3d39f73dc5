import { expect, test } from '@playwright/test'
import { signIn } from './support/auth'
import { rows } from './support/list-page'

test.beforeEach(async ({ page }) => {
  await signIn(page)
})

test('pages through the CTA overlays with first, previous, next, last and the page size', async ({ page }) => {
  await page.getByRole('link', { name: 'CTA overlays' }).first().click()
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager.getByText('page 1 of 2 · 18 items')).toBeVisible()
  await expect(rows(page)).toHaveCount(15)
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled()

  await pager.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\/app\/overlays\?page=2$/)
  await expect(pager.getByText('page 2 of 2 · 18 items')).toBeVisible()
  await expect(rows(page)).toHaveCount(3)
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled()
  await expect(pager.getByRole('button', { name: 'Last page' })).toBeDisabled()

  await pager.getByRole('link', { name: 'First page' }).click()
  await expect(pager.getByText('page 1 of 2 · 18 items')).toBeVisible()
  await pager.getByRole('link', { name: 'Last page' }).click()
  await expect(pager.getByText('page 2 of 2 · 18 items')).toBeVisible()
  await pager.getByRole('link', { name: 'Previous page' }).click()
  await expect(pager.getByText('page 1 of 2 · 18 items')).toBeVisible()

  await pager.getByLabel('Rows per page').selectOption('30')
  await expect(page).toHaveURL(/limit=30/)
  await expect(pager.getByText('page 1 of 1 · 18 items')).toBeVisible()
  await expect(rows(page)).toHaveCount(18)
  await page.goBack()
  await expect(pager.getByText('page 1 of 2 · 18 items')).toBeVisible()
})

test('shows each overlay type as a badge and filters the rows on the page', async ({ page }) => {
  await page.goto('/app/overlays')
  await expect(rows(page)).toHaveCount(15)
  await page.getByLabel('Filter this page').fill('coupon')
  await expect(rows(page)).toHaveCount(3)
  await expect(rows(page).first().getByText('coupon')).toBeVisible()
  await page.getByLabel('Filter this page').fill('no such overlay')
  await expect(page.getByText('No overlay on this page matches')).toBeVisible()
})

test('an invalid page or size in the address falls back to the first page of 15', async ({ page }) => {
  await page.goto('/app/overlays?page=-3&limit=7')
  await expect(page.getByText('page 1 of 2 · 18 items')).toBeVisible()
  await page.goto('/app/overlays?page=9')
  await expect(page.getByRole('heading', { name: 'There is nothing on this page' })).toBeVisible()
  await expect(page.getByText('The list has 18 items on 2 pages.')).toBeVisible()
  await page.getByRole('link', { name: 'Go to the last page' }).click()
  await expect(page.getByText('page 2 of 2 · 18 items')).toBeVisible()
  await page.goto('/app/overlays?page=9')
  await page.getByRole('link', { name: 'Go to the first page' }).click()
  await expect(page.getByText('page 1 of 2 · 18 items')).toBeVisible()
})

test('the splash pages list shows a skeleton, then its rows', async ({ page }) => {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/splash?*', async (route) => {
    await gate
    await route.continue()
  })
  await page.goto('/app/splash')
  await expect(page.getByRole('status').getByText('Loading…')).toBeAttached()
  release()
  await expect(page.getByText(/page 1 of 1 · \d+ items/)).toBeVisible()
  await expect(rows(page).first()).toBeVisible()
})

test('a list that fails offers a retry, and an empty list says so', async ({ page }) => {
  let failures = 0
  await page.route('**/api/splash?*', async (route) => {
    if (failures++ < 2) return route.fulfill({ status: 500, json: { error: 1, message: 'The database is down.' } })
    return route.fulfill({
      json: { error: '0', data: { result: 0, perpage: 15, currentpage: 1, nextpage: 0, maxpage: 0, splash: [] } },
    })
  })
  await page.goto('/app/splash')
  await expect(page.getByRole('alert').getByText('The database is down.')).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'No splash pages yet' })).toBeVisible()
})
