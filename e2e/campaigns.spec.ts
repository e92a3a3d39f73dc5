import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { demoUser, signIn } from './support/auth'

const headers = () => ({ Authorization: `Bearer ${demoUser().apiKey}` })
const rows = (page: Page) => page.getByRole('table').locator('tbody tr')
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text)
const shots = `${process.env.E2E_OUT ?? 'test-results'}/screenshots`
const emptyList = { error: '0', data: { result: 0, perpage: 15, currentpage: 1, nextpage: 0, maxpage: 0, campaigns: [] } }

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The id of the demo campaign "Spring launch" and of one of its links (from the directory that lists it). */
async function springLaunch(request: APIRequestContext) {
  const campaigns = (await (await request.get('/api/campaigns?limit=100', { headers: headers() })).json()) as {
    data: { campaigns: { id: number; name: string }[] }
  }
  const campaignId = campaigns.data.campaigns.find((c) => c.name === 'Spring launch')!.id
  const dirs = (await (await request.get('/api/directories?limit=100', { headers: headers() })).json()) as {
    data: { directories: { id: number; name: string }[] }
  }
  const dirId = dirs.data.directories.find((d) => d.name === 'Spring campaign assets')!.id
  const items = (await (await request.get(`/api/directory/${dirId}`, { headers: headers() })).json()) as {
    data: { items: { id: number; type: string; title: string }[] }
  }
  const link = items.data.items.find((i) => i.type === 'links' && i.title === 'Spring sale')!
  return { campaignId, linkId: link.id }
}

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
  await expect(toast(page, 'Campaign has been updated successfully.')).toBeVisible()
  const renamed = rows(page).filter({ hasText: 'E2E Autumn sale' })
  await expect(renamed.getByText('private', { exact: true })).toBeVisible()
  await expect(renamed.getByRole('link', { name: /\/r\// })).toHaveCount(0)
  await expect(renamed.getByRole('definition').first()).toHaveText('none')

  await renamed.getByRole('button', { name: 'Delete E2E Autumn sale' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this campaign?' })
  await expect(dialog).toContainText('E2E Autumn sale will be deleted')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Campaign has been deleted successfully.')).toBeVisible()
  await expect(renamed).toHaveCount(0)
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

test("adds a link to a campaign by its id and shows the server's answer", async ({ page, request }) => {
  const spring = await springLaunch(request)
  const res = await request.post('/api/campaign/add', { headers: headers(), data: { name: 'E2E link target' } })
  const target = ((await res.json()) as { id: number }).id
  try {
    await page.goto('/app/campaigns')
    const row = rows(page).filter({ hasText: 'E2E link target' })
    await row.getByRole('button', { name: 'Add a link to E2E link target' }).click()
    await expect(page.getByRole('heading', { name: 'Add a link to E2E link target' })).toBeVisible()
    const field = page.getByLabel('Link id')
    await expect(field).toBeFocused()
    await field.fill('999999')
    await page.getByRole('button', { name: 'Add link' }).click()
    await expect(page.getByText('Link not found.')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveValue('999999')
    await field.fill(String(spring.linkId))
    await page.getByRole('button', { name: 'Add link' }).click()
    await expect(page.getByText(`Link successfully added to the campaign. (link ${spring.linkId})`)).toBeVisible()
    await expect(field).toHaveValue('')
  } finally {
    // Put the demo link back in "Spring launch", then remove the campaign made here.
    await request.post(`/api/campaign/${spring.campaignId}/assign/${spring.linkId}`, { headers: headers() })
    await request.delete(`/api/campaign/${target}/delete`, { headers: headers() })
  }
})

test('shows a skeleton, an error with a retry, and an empty list that offers to create a campaign', async ({ page }) => {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  let calls = 0
  await page.route('**/api/campaigns?*', async (route) => {
    calls++
    if (calls === 1) await gate
    if (calls <= 2) return route.fulfill({ status: 500, json: { error: 1, message: 'The database is down.' } })
    return route.fulfill({ json: emptyList })
  })
  await page.goto('/app/campaigns')
  await expect(page.getByRole('status').getByText('Loading…')).toBeAttached()
  release()
  await expect(page.getByRole('alert').getByText('The database is down.')).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'New campaign' }).last().click()
  await expect(page.getByRole('heading', { name: 'New campaign' })).toBeVisible()
})

test.describe('with more campaigns than fit on a page', () => {
  const created: number[] = []
  test.beforeAll(async ({ request }) => {
    for (let i = 1; i <= 16; i++) {
      const res = await request.post('/api/campaign/add', {
        headers: headers(),
        data: { name: `Paging campaign ${String(i).padStart(2, '0')}` },
      })
      expect(res.ok()).toBe(true)
      created.push(((await res.json()) as { id: number }).id)
    }
  })
  test.afterAll(async ({ request }) => {
    for (const id of created) await request.delete(`/api/campaign/${id}/delete`, { headers: headers() })
  })

  test('moves to the second page and back', async ({ page }) => {
    await page.goto('/app/campaigns')
    const pager = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pager.getByText(/page 1 of \d+ · \d+ items/)).toBeVisible()
    await expect(rows(page)).toHaveCount(15)
    await expect(rows(page).first()).toContainText('Paging campaign 16')
    await pager.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/app\/campaigns\?page=2$/)
    await expect(pager.getByText(/page 2 of \d+/)).toBeVisible()
    await expect(rows(page).filter({ hasText: 'Paging campaign 16' })).toHaveCount(0)
    // The demo's own items are the oldest, so they are on the last page (page 2 unless other tests added more).
    const last = pager.getByRole('link', { name: 'Last page' })
    if (await last.count()) await last.click()
    await expect(rows(page).filter({ hasText: 'Spring launch' })).toHaveCount(1)
    await pager.getByRole('link', { name: 'First page' }).click()
    await expect(rows(page).first()).toContainText('Paging campaign 16')
  })
})

for (const scheme of ['light', 'dark'] as const) {
  test(`the list and the forms have no serious accessibility problems (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/app/campaigns')
    await expect(rows(page).first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${shots}/campaigns-${scheme}.png`, fullPage: true })

    await page.getByRole('button', { name: 'New campaign' }).click()
    await page.getByLabel('Name').fill('Preview only')
    await page.getByLabel('Rotator slug').fill('summer-sale')
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${shots}/campaigns-form-${scheme}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Cancel' }).click()

    await rows(page).filter({ hasText: 'Spring launch' }).getByRole('button', { name: 'Add a link to Spring launch' }).click()
    await page.getByLabel('Link id').fill('x')
    await page.getByRole('button', { name: 'Add link' }).click()
    await expect(page.getByText('Link id must be a whole number above 0.')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${shots}/campaigns-add-link-${scheme}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Close' }).click()

    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/app/campaigns')
    await expect(rows(page).first()).toBeVisible()
    await page.screenshot({ path: `${shots}/phone-campaigns-${scheme}.png`, fullPage: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })
}
