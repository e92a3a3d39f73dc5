import { expect, test, type APIRequestContext } from '@playwright/test'
import { resourceOf } from '../tests/server/endpoints.ts'
import { SCREENSHOT_DIR, demoHeaders, signIn } from './support/auth'
import { seriousViolations } from './support/axe'
import { listFitsAPhone, listIsAccessible, rows, showsLoadingErrorAndEmpty, toast } from './support/list-page'
import { pagesForwardAndBack, rowsThroughApi } from './support/paging'


/** The id of the demo campaign "Spring launch" and of one of its links (from the directory that lists it). */
async function springLaunch(request: APIRequestContext) {
  const campaigns = (await (await request.get('/api/campaigns?limit=100', { headers: demoHeaders() })).json()) as {
    data: { campaigns: { id: number; name: string }[] }
  }
  const campaignId = campaigns.data.campaigns.find((c) => c.name === 'Spring launch')!.id
  const dirs = (await (await request.get('/api/directories?limit=100', { headers: demoHeaders() })).json()) as {
    data: { directories: { id: number; name: string }[] }
  }
  const dirId = dirs.data.directories.find((d) => d.name === 'Spring campaign assets')!.id
  const items = (await (await request.get(`/api/directory/${dirId}`, { headers: demoHeaders() })).json()) as {
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
  const res = await request.post('/api/campaign/add', { headers: demoHeaders(), data: { name: 'E2E link target' } })
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
    await request.post(`/api/campaign/${spring.campaignId}/assign/${spring.linkId}`, { headers: demoHeaders() })
    await request.delete(`/api/campaign/${target}/delete`, { headers: demoHeaders() })
  }
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

for (const scheme of ['light', 'dark'] as const) {
  test(`the list and the forms have no serious accessibility problems (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await listIsAccessible(page, '/app/campaigns', `campaigns-${scheme}`)

    await page.getByRole('button', { name: 'New campaign' }).click()
    await page.getByLabel('Name').fill('Preview only')
    await page.getByLabel('Rotator slug').fill('summer-sale')
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SCREENSHOT_DIR}/campaigns-form-${scheme}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Cancel' }).click()

    await rows(page).filter({ hasText: 'Spring launch' }).getByRole('button', { name: 'Add a link to Spring launch' }).click()
    await page.getByLabel('Link id').fill('x')
    await page.getByRole('button', { name: 'Add link' }).click()
    await expect(page.getByText('Link id must be a whole number above 0.')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SCREENSHOT_DIR}/campaigns-add-link-${scheme}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Close' }).click()

    await listFitsAPhone(page, '/app/campaigns', `phone-campaigns-${scheme}`)
  })
}
