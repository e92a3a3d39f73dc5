import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { E2E_DATA_DIR, SCREENSHOT_DIR, demoUser, signIn } from './support/auth'
import { seriousViolations } from './support/axe'

test.beforeEach(async ({ page }) => {
  await signIn(page)
  await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
})

test('shows the profile of the signed-in user', async ({ page }) => {
  const profile = page.locator('dl')
  await expect(profile).toContainText('demo')
  await expect(profile).toContainText('pro')
  await expect(profile.getByText('never')).toBeVisible()
})

test('checks the form before sending it', async ({ page }) => {
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByLabel('Confirm new password').fill('other')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('email must be a valid email address.')).toBeVisible()
  await expect(page.getByText('password must be at least 8 characters.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
})

test("shows the server's refusal on the field it concerns and keeps what was typed", async ({ page }) => {
  await page.getByLabel('Email').fill('taken@example.com')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('email is already used by another account.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Email')).toHaveValue('taken@example.com')
})

test('changes the password and the email', async ({ page }) => {
  await page.getByLabel('New password', { exact: true }).fill('a-new-password')
  await page.getByLabel('Confirm new password').fill('a-new-password-typo')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('The two passwords do not match.')).toBeVisible()

  await page.getByLabel('Confirm new password').fill('a-new-password')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').getByText('Account has been updated.')).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('')

  // D20a: with a password set, an email change asks for it, and a wrong one is shown on its field.
  await page.getByLabel('Email').fill('demo+e2e@example.com')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Enter your current password to change the email or the password.')).toBeVisible()
  await expect(page.getByLabel('Current password')).toBeFocused()
  await page.getByLabel('Current password').fill('not-the-password')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(/not right/)).toBeVisible()
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Email')).toHaveValue('demo+e2e@example.com')
  await page.getByLabel('Current password').fill('a-new-password')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').getByText('Account has been updated.').first()).toBeVisible()
  await expect(page.locator('dl')).toContainText('demo+e2e@example.com')

  // Put the demo user back as the other tests expect it.
  await page.getByLabel('Email').fill('demo@example.com')
  await page.getByLabel('Current password').fill('a-new-password')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.locator('dl')).toContainText('demo@example.com')
})

test('says what the password is for', async ({ page }) => {
  await expect(page.getByText('This dashboard signs you in with your API key, not a password.')).toBeVisible()
})

test('shows the API key hidden, reveals it on request and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const key = demoUser().apiKey
  const shown = page.getByLabel('Your API key, hidden')
  await expect(shown).toHaveText(`${'•'.repeat(12)}${key.slice(-4)}`)
  await expect(page.getByText(key)).toHaveCount(0)
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByLabel('Your API key', { exact: true })).toHaveText(key)
  await expect(page.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Copy your API key' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
  await page.getByRole('button', { name: 'Hide' }).click()
  await expect(page.getByText(key)).toHaveCount(0)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SCREENSHOT_DIR}/account-${scheme}.png`, fullPage: true })
  }
})

test.describe('replacing the key (the second user, so the demo key stays)', () => {
  test('asks first, then switches this browser to the new key while the old one stops working', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const file = path.resolve(E2E_DATA_DIR, 'other-user.json')
    const other = JSON.parse(readFileSync(file, 'utf8')) as { apiKey: string }
    await page.getByRole('button', { name: 'Sign out' }).click()
    await signIn(page, { apiKey: other.apiKey })
    await page.goto('/app/account')
    await page.getByRole('button', { name: 'Create a new key' }).click()
    const dialog = page.getByRole('dialog', { name: 'Replace your API key?' })
    await expect(dialog).toContainText('The current key stops working at once')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect((await request.get('/api/account', { headers: { Authorization: `Bearer ${other.apiKey}` } })).status()).toBe(200)

    await page.getByRole('button', { name: 'Create a new key' }).click()
    await dialog.getByRole('button', { name: 'Replace the key' }).click()
    await expect(page.getByRole('status').getByText('A new API key has been created. The old one no longer works.')).toBeVisible()
    const fresh = (await page.getByLabel('Your API key', { exact: true }).textContent()) ?? ''
    expect(fresh).not.toBe(other.apiKey)
    writeFileSync(file, JSON.stringify({ ...other, apiKey: fresh }, null, 2))
    expect((await request.get('/api/account', { headers: { Authorization: `Bearer ${other.apiKey}` } })).status()).toBe(401)
    expect((await request.get('/api/account', { headers: { Authorization: `Bearer ${fresh}` } })).status()).toBe(200)
    // This browser goes on with the new key, after a reload too.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
    await expect(page.locator('dl')).toContainText('taken@example.com')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.screenshot({ path: `${SCREENSHOT_DIR}/account-phone-${scheme}.png`, fullPage: true })
    }
  })
})
