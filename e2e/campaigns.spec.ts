import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { resourceOf } from '../tests/server/endpoints.ts'
import { SCREENSHOT_DIR, demoHeaders, signIn } from './support/auth'
import { accessibleInBothThemes, picturedInBothThemes } from './support/themes'
import { listFitsAPhone, listIsAccessible, rows, showsLoadingErrorAndEmpty, toast } from './support/list-page'
import { pagesForwardAndBack, rowsThroughApi } from './support/paging'

/** The open picker's options (the page's selects have options too). */
const options = (page: Page) => page.getByRole('listbox')

test.beforeEach(async ({ page }) => {
  await signIn(page)
})

test.describe('with the clipboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('lists the campaigns with their rotator and list URLs, ready to copy', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Campaigns' }).click()
    const origin = new URL(page.url()).origin
    const row = rows(page).filter({ hasText: 'Spring launch' })
    await expect(row.getByText('public', { exact: true })).toBeVisible()
    await expect(row.getByRole('link', { name: `${origin}/r/spring-launch` })).toHaveAttribute('href', `${origin}/r/spring-launch`)
    await row.getByRole('button', { name: 'Copy the rotator URL of Spring launch' }).click()
    await expect(row.getByRole('button', { name: 'Copy the rotator URL of Spring launch' })).toHaveText(/Copied/)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/r/spring-launch`)
    await row.getByRole('button', { name: 'Copy the list URL of Spring launch' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^${origin}/u/demo/c/\\d+$`))
    await page.getByLabel('Filter this page').fill('no such campaign')
    await expect(page.getByText('No campaign on this page matches')).toBeVisible()
  })
})

test('creates a campaign showing its rotator URL live, edits it, removes its rotator and deletes it', async ({ page }) => {
  await page.goto('/app/campaigns')
  const origin = new URL(page.url()).origin
  await page.getByRole('button', { name: 'New campaign' }).click()
  await expect(page.getByLabel('Name')).toBeFocused()
  await page.getByLabel('Name').fill('E2E Autumn')
  const preview = page.getByTestId('rotator-preview')
  await page.getByLabel('Rotator slug').pressSequentially('e2e-autumn')
  await expect(preview).toHaveText(`${origin}/r/e2e-autumn`)
  await page.getByLabel('Rotator slug').fill('E2E Autumn')
  await expect(page.getByText('appears once the slug is valid.')).toBeVisible()
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await expect(page.getByText('slug may contain only lower-case letters, digits and "-".')).toBeVisible()
  await page.getByLabel('Rotator slug').fill('e2e-autumn')
  await expect(preview).toHaveText(`${origin}/r/e2e-autumn`)
  await page.getByRole('switch', { name: 'Public list page' }).check()
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await expect(toast(page, 'Campaign “E2E Autumn” has been created.')).toBeVisible()
  const row = rows(page).filter({ hasText: 'E2E Autumn' })
  await expect(row.getByRole('link', { name: `${origin}/r/e2e-autumn` })).toBeVisible()
  await expect(row.getByText('public', { exact: true })).toBeVisible()

  await row.getByRole('button', { name: 'Edit E2E Autumn' }).click()
  await expect(page.getByLabel('Rotator slug')).toHaveValue('e2e-autumn')
  await expect(page.getByRole('switch', { name: 'Public list page' })).toBeChecked()
  await page.getByLabel('Name').fill('')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('name must not be empty.')).toBeVisible()
  await page.getByLabel('Name').fill('E2E Autumn sale')
  await page.getByLabel('Rotator slug').fill('')
  await expect(page.getByText('none. Leave the slug empty to remove the rotator.')).toBeVisible()
  await page.getByRole('switch', { name: 'Public list page' }).uncheck()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Campaign “E2E Autumn sale” has been updated.')).toBeVisible()
  const renamed = rows(page).filter({ hasText: 'E2E Autumn sale' })
  await expect(renamed.getByText('private', { exact: true })).toBeVisible()
  await expect(renamed.getByRole('link', { name: /\/r\// })).toHaveCount(0)
  await expect(renamed.getByRole('definition').first()).toHaveText('none')

  await renamed.getByRole('button', { name: 'Delete E2E Autumn sale' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this campaign?' })
  await expect(dialog).toContainText('E2E Autumn sale will be deleted')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Campaign “E2E Autumn sale” has been deleted.')).toBeVisible()
  await expect(renamed).toHaveCount(0)
})

test('a private campaign offers no list URL, and the page says an empty rotator answers 404', async ({ page, request }) => {
  const res = await request.post('/api/campaign/add', { headers: demoHeaders(), data: { name: 'E2E Quiet', slug: 'e2e-quiet', public: false } })
  const saved = (await res.json()) as { id: number; rotator: string; list: string }
  try {
    // What the page says is what visitors get.
    expect((await request.get(saved.list, { maxRedirects: 0 })).status()).toBe(404)
    expect((await request.get(saved.rotator, { maxRedirects: 0 })).status()).toBe(404)

    await page.goto('/app/campaigns')
    await expect(page.getByText('A rotator answers “not found” (404) until its campaign has a link that has not expired')).toBeVisible()
    const row = rows(page).filter({ hasText: 'E2E Quiet' })
    await expect(row.getByText('private', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: 'Copy the list URL of E2E Quiet' })).toHaveCount(0)
    await expect(row.getByRole('link', { name: saved.list })).toHaveCount(0)
    await expect(row.getByText('off while the campaign is private. Edit it and make it public to share one.').last()).toBeVisible()
    await expect(row.getByRole('button', { name: 'Copy the rotator URL of E2E Quiet' }).last()).toBeVisible()
    // Its rotator has no link to rotate (C1): this row warns, the demo campaigns with links do not.
    const warning = page.getByText('No links to rotate: visitors of this rotator get “not found”.', { exact: false })
    await expect(row.getByText(/No links to rotate/).last()).toBeVisible()
    await expect(warning.filter({ visible: true })).toHaveCount(1)
    for (const [width, scheme] of [[1280, 'light'], [1280, 'dark'], [390, 'light'], [390, 'dark']] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ colorScheme: scheme })
      await page.screenshot({ path: `${SCREENSHOT_DIR}/campaigns-private-${width}-${scheme}.png`, fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 720 })

    await row.getByRole('button', { name: 'Edit E2E Quiet' }).click()
    await expect(page.getByText('List page: off. A private campaign has no list page; its address answers “not found”.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Copy the list URL', exact: true })).toHaveCount(0)
    await expect(page.getByText('until the campaign has a link that has not expired, it answers “not found”')).toBeVisible()
    await page.getByRole('switch', { name: 'Public list page' }).check()
    await expect(page.getByText('List URL (once saved):')).toBeVisible()
    await page.screenshot({ path: `${SCREENSHOT_DIR}/campaigns-private-edit-dark.png`, fullPage: true })
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(toast(page, 'Campaign “E2E Quiet” has been updated.')).toBeVisible()
    await expect(row.getByRole('button', { name: 'Copy the list URL of E2E Quiet' }).last()).toBeVisible()
    expect((await request.get(saved.list, { maxRedirects: 0 })).status()).toBe(200)
  } finally {
    await request.delete(`/api/campaign/${saved.id}/delete`, { headers: demoHeaders() })
  }
})

test("shows the server's refusal of a slug that is taken on the slug field and keeps what was typed", async ({ page }) => {
  await page.goto('/app/campaigns')
  await page.getByRole('button', { name: 'New campaign' }).click()
  await page.getByLabel('Name').fill('Copycat launch')
  await page.getByLabel('Rotator slug').fill('spring-launch')
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await expect(page.getByText('slug is already taken by another campaign.')).toBeVisible()
  await expect(page.getByLabel('Rotator slug')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Rotator slug')).toHaveValue('spring-launch')
  await expect(page.getByLabel('Name')).toHaveValue('Copycat launch')
})

type LinkRow = { id: number; title: string; campaign: number | null }
async function allLinks(request: APIRequestContext) {
  const res = await request.get('/api/urls?limit=100', { headers: demoHeaders() })
  return ((await res.json()) as { data: { urls: LinkRow[] } }).data.urls
}

test('adds three links to a campaign by keyboard through the picker, searching once', async ({ page, request }) => {
  const before = await allLinks(request)
  const res = await request.post('/api/campaign/add', { headers: demoHeaders(), data: { name: 'E2E picker target' } })
  const target = ((await res.json()) as { id: number }).id
  const searches: string[] = []
  const assigns: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/urls')) searches.push(r.url())
    if (r.url().includes(`/api/campaign/${target}/assign/`)) assigns.push(r.url())
  })
  try {
    await page.goto('/app/campaigns')
    await rows(page).filter({ hasText: 'E2E picker target' }).getByRole('button', { name: 'Add a link to E2E picker target' }).focus()
    await page.keyboard.press('Enter')
    const picker = page.getByRole('combobox', { name: 'Link' })
    await expect(picker).toBeFocused()
    await expect(picker).toHaveAttribute('aria-expanded', 'false')
    const picked: string[] = []
    for (let n = 0; n < 3; n++) {
      await page.keyboard.type('acme')
      await expect(options(page).getByRole('option')).toHaveCount(10)
      await expect(picker).toHaveAttribute('aria-expanded', 'true')
      for (let down = 0; down <= n; down++) await page.keyboard.press('ArrowDown')
      const active = options(page).getByRole('option', { selected: true })
      await expect(picker).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!)
      await page.keyboard.press('Enter')
      await expect(picker).toHaveAttribute('aria-expanded', 'false')
      const title = await picker.inputValue()
      picked.push(title)
      await page.keyboard.press('Enter')
      await expect(page.getByText(`Link “${title}” has been added to campaign “E2E picker target”.`)).toBeVisible()
      await expect(picker).toHaveValue('')
      await expect(picker).toBeFocused()
    }
    expect(new Set(picked).size).toBe(3)
    // One word typed three times: the first search is the only one, the others come from the cache.
    expect(searches).toHaveLength(1)
    expect(new URL(searches[0]!).searchParams.get('q')).toBe('acme')
    expect(assigns).toHaveLength(3)
    const inCampaign = (await allLinks(request)).filter((l) => l.campaign === target).map((l) => l.title)
    expect(inCampaign.sort()).toEqual([...picked].sort())
  } finally {
    // Put moved links back in their campaigns; deleting the campaign frees the others.
    for (const link of before.filter((l) => l.campaign !== null))
      await request.post(`/api/campaign/${link.campaign}/assign/${link.id}`, { headers: demoHeaders() })
    await request.delete(`/api/campaign/${target}/delete`, { headers: demoHeaders() })
  }
})

test("shows the server's refusal of a link deleted after it was picked, on the picker, and keeps the pick", async ({ page, request }) => {
  const made = await request.post('/api/url/add', {
    headers: demoHeaders(),
    data: { url: 'https://example.com/e2e-vanishing', metatitle: 'E2E vanishing link' },
  })
  const linkId = ((await made.json()) as { id: number }).id
  await page.goto('/app/campaigns')
  await rows(page).filter({ hasText: 'Spring launch' }).getByRole('button', { name: 'Add a link to Spring launch' }).click()
  const picker = page.getByRole('combobox', { name: 'Link' })
  await page.getByRole('button', { name: 'Add link' }).click()
  await expect(page.getByText('Choose a link: type part of its title, alias or URL, then pick it.')).toBeVisible()
  await picker.pressSequentially('vanishing')
  await options(page).getByRole('option', { name: /E2E vanishing link/ }).click()
  await expect(picker).toHaveValue('E2E vanishing link')
  await request.delete(`/api/url/${linkId}/delete`, { headers: demoHeaders() })
  await page.getByRole('button', { name: 'Add link' }).click()
  await expect(page.getByText('Link not found.')).toBeVisible()
  await expect(picker).toHaveAttribute('aria-invalid', 'true')
  await expect(picker).toBeFocused()
  await expect(picker).toHaveValue('E2E vanishing link')
  await picker.fill('')
  await page.keyboard.type('winterless')
  await expect(page.getByText('No links match.', { exact: true }).first()).toBeVisible()
})

test('shows a skeleton, an error with a retry, and an empty list that offers to create a campaign', async ({ page }) => {
  await showsLoadingErrorAndEmpty(page, resourceOf('campaign'), { empty: 'No campaigns yet', add: 'New campaign' })
})

test.describe('with more campaigns than fit on a page', () => {
  rowsThroughApi(resourceOf('campaign'), 16, (n) => ({ name: `Paging campaign ${n}` }))

  test('moves to the second page and back', async ({ page }) => {
    await pagesForwardAndBack(page, '/app/campaigns', { newest: 'Paging campaign 16', oldest: 'Spring launch' })
  })
})

/** Types a word into the link picker and moves to its second option. */
async function openPicker(page: Page) {
  const picker = page.getByRole('combobox', { name: 'Link' })
  await picker.fill('')
  await picker.pressSequentially('acme')
  await expect(options(page).getByRole('option').first()).toBeVisible()
  await picker.press('ArrowDown')
  await picker.press('ArrowDown')
  await expect(picker).toHaveAttribute('aria-expanded', 'true')
}

test('the list and the forms have no serious accessibility problems (light and dark)', async ({ page }) => {
  await listIsAccessible(page, '/app/campaigns', 'campaigns')

  await page.getByRole('button', { name: 'New campaign' }).click()
  await page.getByLabel('Name').fill('Preview only')
  await page.getByLabel('Rotator slug').fill('summer-sale')
  await accessibleInBothThemes(page, 'campaigns-form')
  await page.getByRole('button', { name: 'Cancel' }).click()

  await rows(page).filter({ hasText: 'Spring launch' }).getByRole('button', { name: 'Add a link to Spring launch' }).click()
  await page.getByRole('button', { name: 'Add link' }).click()
  await expect(page.getByText('Choose a link: type part of its title, alias or URL, then pick it.')).toBeVisible()
  await accessibleInBothThemes(page, 'campaigns-add-link')
  await openPicker(page)
  await accessibleInBothThemes(page, 'campaigns-link-picker', { fullPage: false })
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Close' }).click()

  await listFitsAPhone(page, '/app/campaigns', 'phone-campaigns', { themes: true })
  await rows(page).filter({ hasText: 'Spring launch' }).getByRole('button', { name: 'Add a link to Spring launch' }).click()
  await openPicker(page)
  await picturedInBothThemes(page, 'phone-campaigns-link-picker', { fullPage: false })
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
})
