import { expect, test } from '@playwright/test'
import { SCREENSHOT_DIR, demoHeaders, signIn } from './support/auth'

// In their groups (issue 40 item 24): Share, For your links, Storage, Settings.
const RESOURCES = ['Links', 'Campaigns', 'Directories', 'Bio pages', 'QR codes', 'Domains', 'Pixels', 'CTA overlays', 'Splash pages', 'Files', 'Account', 'API console']

test('the sidebar links every resource', async ({ page }) => {
  await signIn(page)
  const nav = page.getByRole('navigation', { name: 'Resources' })
  await expect(nav.getByRole('link')).toHaveText(['Overview', ...RESOURCES])
  await nav.getByRole('link', { name: 'Pixels' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pixels' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Pixels' })).toHaveAttribute('aria-current', 'page')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the sidebar is a drawer', async ({ page }) => {
    await signIn(page)
    await expect(page.getByRole('navigation', { name: 'Resources' })).toBeHidden()
    await page.getByRole('button', { name: 'Open the menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    // Issue 40 item 21: the phone's theme selector is in the menu, with its label on screen.
    await expect(drawer.getByText('Theme', { exact: true })).toBeVisible()
    await expect(drawer.getByLabel('Theme')).toHaveValue('system')
    await drawer.getByRole('link', { name: 'Splash pages' }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Splash pages' })).toBeVisible()

    await page.getByRole('button', { name: 'Open the menu' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test('every page names itself in the tab title (WCAG 2.4.2)', async ({ page }) => {
  await page.goto('/app/signin')
  await expect(page).toHaveTitle('Sign in · Linkdash')
  await signIn(page)
  await expect(page).toHaveTitle('Links · Linkdash')
  const nav = page.getByRole('navigation', { name: 'Resources' })
  for (const name of RESOURCES) {
    await nav.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveTitle(`${name} · Linkdash`)
  }
  await page.goto('/app/qr/new')
  await expect(page).toHaveTitle('New QR code · QR codes · Linkdash')
  await page.goto('/app/qr')
  const first = page.getByRole('main').getByRole('table').locator('tbody tr').first().getByRole('link').first()
  const name = (await first.innerText()).trim()
  await first.click()
  await expect(page).toHaveTitle(`${name} · QR codes · Linkdash`)
  await page.goto('/app/directories/999999')
  await expect(page).toHaveTitle('Directory · Directories · Linkdash')
  await page.goto('/app/no-such-page')
  await expect(page).toHaveTitle('Page not found · Linkdash')
})

test('a slow navigation shows a progress bar over the top, without moving the page', async ({ page }) => {
  await signIn(page)
  const main = page.getByRole('main')
  const top = (await main.boundingBox())!.y
  await page.route('**/app/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  const progress = page.getByRole('progressbar', { name: 'Loading the page' })
  await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Campaigns' }).click()
  await expect(progress).toBeVisible()
  await expect(main).toHaveAttribute('aria-busy', 'true')
  expect((await main.boundingBox())!.y).toBe(top)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/navigation-progress.png` })
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible()
  await expect(progress).toHaveCount(0)
  await expect(main).toHaveAttribute('aria-busy', 'false')
})

test('Escape closes an add or edit form, and after a delete focus goes to the next row, not to the page', async ({ page, request }) => {
  const names = ['https://escape-1.e2e.example.test', 'https://escape-2.e2e.example.test']
  for (const domain of names) expect((await request.post('/api/domain/add', { headers: demoHeaders(), data: { domain } })).ok()).toBe(true)
  await page.goto('/app/signin?redirect=%2Fdomains%3Flimit%3D100')
  await signIn(page, { open: false })
  const add = page.getByRole('button', { name: 'Add a domain' }).first()
  await add.click()
  await expect(page.getByRole('heading', { name: 'Add a domain' })).toBeVisible()
  await page.getByLabel('Domain', { exact: true }).fill('https://typed.example.test')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: 'Add a domain' })).toHaveCount(0)
  await expect(add).toBeFocused()

  const edit = page.getByRole('button', { name: `Edit ${names[0]}` })
  await edit.click()
  await expect(page.getByRole('heading', { name: `Edit ${names[0]}` })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: `Edit ${names[0]}` })).toHaveCount(0)
  await expect(edit).toBeFocused()

  for (const domain of names) {
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: domain })
    await row.getByRole('button', { name: `Delete ${domain}` }).click()
    await page.getByRole('dialog', { name: 'Delete this domain?' }).getByRole('button', { name: 'Delete' }).click()
    await expect(row).toHaveCount(0)
    // Focus stays in the list: on a row next to the deleted one, or on the page's heading.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement?.closest('tbody tr') ? 'row' : document.activeElement?.tagName)))
      .toMatch(/^(row|H1)$/)
  }
})
