import { expect, test } from '@playwright/test'
import { signIn } from './support/auth'

test('opening /app/ signs in to the links, and /app/ renders the overview', async ({ page }) => {
  await page.goto('/app/')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await signIn(page, { open: false })
  await expect(page).toHaveURL(/\/app\/links$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible()
  await page.goto('/app/')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Resources' })).toBeVisible()
})

test('a deep link is answered with the dashboard, which renders that page', async ({ page }) => {
  const response = await page.goto('/app/overlays?page=2')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await signIn(page, { open: false })
  await expect(page).toHaveURL(/\/app\/overlays\?page=2$/)
  await expect(page.getByRole('heading', { level: 1, name: 'CTA overlays' })).toBeVisible()
  await expect(page.getByText('page 2 of 2 · 18 items')).toBeVisible()
})

test('the server sends / to the dashboard', async ({ page }) => {
  await page.goto('/')
  // Signed out, the dashboard shows its sign-in page without a way back to "/".
  await expect(page).toHaveURL(/\/app\/signin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/app/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible()
})
