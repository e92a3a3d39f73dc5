import { expect, test } from '@playwright/test'

test('opening /app/ renders the dashboard', async ({ page }) => {
  await page.goto('/app/')
  await expect(page.getByRole('heading', { level: 1, name: 'Linkdash' })).toBeVisible()
})

test('a deep link is answered with the dashboard, which renders that page', async ({ page }) => {
  const response = await page.goto('/app/about')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'About Linkdash' })).toBeVisible()
})

test('the server sends / to the dashboard', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/app\/$/)
})
