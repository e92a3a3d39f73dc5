import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/auth'

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the sign-in page has no serious accessibility problems (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/app/signin')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Enter your API key.')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test(`the account page has no serious accessibility problems (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await signIn(page)
    await page.goto('/app/account')
    await expect(page.getByRole('heading', { name: 'Change email or password' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test(`the CTA overlays list has no serious accessibility problems (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await signIn(page)
    await page.goto('/app/overlays')
    await expect(page.getByRole('table')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}
