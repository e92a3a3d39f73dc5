import { expect, test } from '@playwright/test'

test('follows the system, can be switched and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/app/signin')
  const html = page.locator('html')
  await expect(html).toHaveClass(/\bdark\b/)
  await expect(page.getByLabel('Theme')).toHaveValue('system')

  await page.getByLabel('Theme').selectOption('light')
  await expect(html).not.toHaveClass(/\bdark\b/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  await page.reload()
  await expect(html).not.toHaveClass(/\bdark\b/)

  await page.getByLabel('Theme').selectOption('system')
  await expect(html).toHaveClass(/\bdark\b/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).not.toHaveClass(/\bdark\b/)

  await page.getByLabel('Theme').selectOption('dark')
  await page.reload()
  await expect(html).toHaveClass(/\bdark\b/)
})
