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
  const nav = page.getByRole('navigation', { name: 'Resources' })
  await expect(nav).toBeVisible()
  // Issue 40 item 24: what you share, what links use, files, settings.
  await expect(nav.getByRole('group', { name: 'Share' }).getByRole('link')).toHaveText(['Links', 'Campaigns', 'Directories', 'Bio pages', 'QR codes'])
  await expect(nav.getByRole('group', { name: 'For your links' }).getByRole('link')).toHaveText(['Domains', 'Pixels', 'CTA overlays', 'Splash pages'])
  await expect(nav.getByRole('group', { name: 'Settings' }).getByRole('link')).toHaveText(['Account', 'API console'])
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

test('a page opened by its address sends only its own requests: GET /account once a session', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api/')) calls.push(`${r.method()} ${url.pathname}${url.search}`)
  })
  await page.goto('/app/signin?redirect=%2Foverlays')
  await signIn(page, { open: false })
  await expect(page.getByRole('heading', { level: 1, name: 'CTA overlays' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(calls).toEqual(['GET /api/account', 'GET /api/overlay?page=1&limit=15'])

  // A directory by its URL: its items, and its name from the first 100 directories (the API has no single read).
  calls.length = 0
  await page.goto('/app/directories/1')
  await expect(page.getByRole('heading', { level: 1, name: 'Spring campaign assets' })).toBeVisible()
  await expect(page.getByText('Signed in as demo')).toBeAttached()
  await page.waitForLoadState('networkidle')
  // The directory's statistics (X1) are part of its page.
  expect(calls.sort()).toEqual(['GET /api/directories?page=1&limit=100', 'GET /api/directory/1?page=1&limit=15', 'GET /api/stats?scope=directory%3A1&range=30d&tz=UTC'])

  // The account page reads the whole account once; going back to it asks nothing.
  calls.length = 0
  await page.goto('/app/account')
  await expect(page.getByText('demo@example.com').first()).toBeVisible()
  await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Directories' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Directories' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(calls).toEqual(['GET /api/account', 'GET /api/directories?page=1&limit=15'])
})
