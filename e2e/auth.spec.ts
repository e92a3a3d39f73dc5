import { expect, test } from '@playwright/test'
import { E2E_PORT, demoUser, signIn } from './support/auth'
import { picturedInBothThemes } from './support/themes'

// The accounts of this browser: remembered ones in localStorage, the others in this tab's sessionStorage.
const SESSION_KEY = 'linkdash.accounts'

test('a wrong key is said to be not accepted (item 40.14), then the right key signs in', async ({ page }) => {
  await page.goto('/app/signin')
  await expect(page.getByLabel('API base URL')).toHaveValue(`http://127.0.0.1:${E2E_PORT}/api`)
  await page.getByLabel('API key', { exact: true }).fill('not-a-valid-key')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('This API key was not accepted. Check that it was copied whole and that it is a key of this API.')
  await expect(page.getByLabel('API key', { exact: true })).toHaveValue('not-a-valid-key')

  await page.getByLabel('API key', { exact: true }).fill(demoUser().apiKey)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible()
  await expect(page.getByText('Signed in as demo')).toBeAttached()
})

test('the API key is masked and can be revealed', async ({ page }) => {
  await page.goto('/app/signin')
  const key = page.getByLabel('API key', { exact: true })
  await expect(key).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show the API key' }).click()
  await expect(key).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Hide the API key' }).click()
  await expect(key).toHaveAttribute('type', 'password')
})

test('without "remember me" the key lives only in this tab', async ({ page, context }) => {
  await signIn(page)
  const stored = await page.evaluate((k) => [localStorage.getItem(k), sessionStorage.getItem(k)], SESSION_KEY)
  expect(stored[0]).toBeNull()
  expect(stored[1]).toContain(demoUser().apiKey)

  const other = await context.newPage()
  await other.goto('/app/account')
  await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})

test('with "remember me" the key is kept on this device', async ({ page, context }) => {
  await signIn(page, { remember: true })
  expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).toContain(demoUser().apiKey)

  const other = await context.newPage()
  await other.goto('/app/account')
  await expect(other.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
})

test('signing out forgets the key, and signing in again returns to the page asked for', async ({ page }) => {
  await signIn(page, { remember: true })
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  const stored = await page.evaluate((k) => [localStorage.getItem(k), sessionStorage.getItem(k)], SESSION_KEY)
  expect(stored).toEqual([null, null])

  await page.goto('/app/splash?limit=30')
  await expect(page).toHaveURL(/\/app\/signin\?redirect=/)
  await signIn(page, { open: false })
  await expect(page).toHaveURL(/\/app\/splash\?limit=30$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Splash pages' })).toBeVisible()
})

test('a key the server refuses later signs the user out with a message', async ({ page }) => {
  await signIn(page)
  // The app stores the account's user once its first answer arrives: tampering before that would be overwritten.
  await expect.poll(() => page.evaluate((k) => (JSON.parse(sessionStorage.getItem(k)!) as { user: unknown }[])[0]?.user ?? null, SESSION_KEY)).not.toBeNull()
  await page.evaluate((k) => {
    const accounts = JSON.parse(sessionStorage.getItem(k)!) as { apiKey: string }[]
    sessionStorage.setItem(k, JSON.stringify(accounts.map((a) => ({ ...a, apiKey: 'revoked-key' }))))
  }, SESSION_KEY)
  await page.goto('/app/overlays')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByText('You were signed out: A valid API key is required to use this service.')).toBeVisible()
  await signIn(page, { open: false })
  await expect(page.getByRole('heading', { level: 1, name: 'CTA overlays' })).toBeVisible()
})

test('the key field has focus, says where a key comes from, and this server\'s API address waits under "Advanced"', async ({ page }) => {
  await page.goto('/app/signin')
  const key = page.getByLabel('API key', { exact: true })
  await expect(key).toBeFocused()
  await expect(key).toHaveAccessibleDescription(/npm start prints the demo user’s key, and npm run user:create makes a user and prints theirs\./)
  const baseUrl = page.getByLabel('API base URL', { exact: true })
  await expect(baseUrl).toBeHidden()
  await page.getByText('Advanced: this server’s API').click()
  await expect(baseUrl).toBeVisible()
  await expect(baseUrl).toHaveValue(`http://127.0.0.1:${E2E_PORT}/api`)

  // An address the server cannot be reached at opens "Advanced" by itself next time, and says which it is.
  await baseUrl.fill('http://127.0.0.1:9/api')
  await key.fill('any-key')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('Cannot reach the API at http://127.0.0.1:9/api')
  await expect(baseUrl).toBeVisible()
})

test('the sign-in page pictured (desktop and phone, light and dark)', async ({ page }) => {
  for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(viewport)
    await page.goto('/app/signin')
    await expect(page.getByLabel('API key', { exact: true })).toBeFocused()
    await picturedInBothThemes(page, `signin-${device}`)
  }
})
