import { expect, test } from '@playwright/test'
import { SCREENSHOT_DIR, signIn } from './support/auth'
import { seriousViolations } from './support/axe'

test.beforeEach(async ({ page }) => {
  await page.goto('/app/signin?redirect=%2Flinks')
  await signIn(page, { open: false })
  await expect(page.getByRole('table', { name: 'Short links' })).toBeVisible()
})

test('Ctrl+K opens the palette: a page by keyboard, then a link found by its title', async ({ page }) => {
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette).toBeVisible()
  await expect(palette.getByRole('combobox')).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: `${SCREENSHOT_DIR}/palette.png` })
  await page.keyboard.type('domains')
  await page.keyboard.press('Enter')
  await expect(page).toHaveTitle('Domains · Linkdash')
  await expect(palette).toHaveCount(0)
  // Issue 40 item 1: focus is on the new page's heading, not <body>.
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeFocused()

  // The search goes to the API (q), once the typing pauses.
  const searches: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/urls?')) searches.push(new URL(r.url()).searchParams.get('q') ?? '')
  })
  await page.getByRole('button', { name: 'Search or jump to…' }).click()
  await page.keyboard.type('Press kit')
  const result = palette.getByRole('option', { name: /Press kit/ })
  await expect(result).toBeVisible()
  expect(searches).toEqual(['Press kit'])
  // The first link found is selected: Enter opens it.
  await expect(result).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveTitle(/^Press kit · Links · Linkdash$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Press kit' })).toBeFocused()
})

test('on a list page: / searches, n opens the create form, ? lists the shortcuts, g then q goes to QR codes', async ({ page }) => {
  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox', { name: 'Search links' })).toBeFocused()
  // Typed into the field, "n" is a letter, not a shortcut.
  await page.keyboard.type('n')
  await expect(page.getByRole('searchbox', { name: 'Search links' })).toHaveValue('n')
  await expect(page.getByRole('heading', { name: 'New link' })).toHaveCount(0)
  await page.getByRole('searchbox', { name: 'Search links' }).fill('')
  // Issue 40 item 3: Escape leaves the search, so the next key is a shortcut again.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('searchbox', { name: 'Search links' })).not.toBeFocused()

  await page.keyboard.press('n')
  await expect(page.getByRole('heading', { name: 'New link' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Cancel' }).click()
  // Issue 40 item 2: the form was opened with nothing focused; focus returns to the page's add button.
  await expect(page.getByRole('main').locator('[data-shortcut="new"]')).toBeFocused()

  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help.getByText('Search or filter the list on this page')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: `${SCREENSHOT_DIR}/shortcuts-help.png` })
  await page.keyboard.press('Escape')
  await expect(help).toHaveCount(0)

  await page.keyboard.press('g')
  await page.keyboard.press('q')
  await expect(page).toHaveTitle('QR codes · Linkdash')
})
