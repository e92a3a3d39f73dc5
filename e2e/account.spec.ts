import { expect, test } from '@playwright/test'
import { signIn } from './support/auth'

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
  await expect(page.getByRole('status').getByText('Account has been successfully updated.')).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('')

  await page.getByLabel('Email').fill('demo+e2e@example.com')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').getByText('Account has been successfully updated.').first()).toBeVisible()
  await expect(page.locator('dl')).toContainText('demo+e2e@example.com')

  // Put the demo user back as the other tests expect it.
  await page.getByLabel('Email').fill('demo@example.com')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.locator('dl')).toContainText('demo@example.com')
})
