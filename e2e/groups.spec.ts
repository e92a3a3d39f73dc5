import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import Papa from 'papaparse'
import { E2E_DATA_DIR, demoHeaders, signIn } from './support/auth'
import { accessibleInBothThemes, picturedInBothThemes } from './support/themes'

// Issue 36: the campaign page, the directory page, the Links list's filters, archive and duplicate, the
// short-URL search; and an export imported back into an emptied account. Everything it makes is removed.

const stamp = Date.now().toString(36)
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 850 }

// The API's JSON as the assertions read it; each assertion names the fields it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Api = { get: (p: string) => Promise<any>; post: (p: string, data?: unknown) => Promise<any>; del: (p: string) => Promise<any> }
function api(request: APIRequestContext, headers: Record<string, string>): Api {
  const answer = async (r: Awaited<ReturnType<APIRequestContext['get']>>) => {
    const body = await r.json()
    expect(r.ok(), JSON.stringify(body)).toBe(true)
    return body
  }
  return {
    get: async (p) => answer(await request.get(`/api${p}`, { headers })),
    post: async (p, data) => answer(await request.post(`/api${p}`, { headers, data })),
    del: async (p) => answer(await request.delete(`/api${p}`, { headers })),
  }
}

const rows = (page: Page) => page.getByRole('table', { name: 'Short links' }).locator('tbody tr')

test('campaign page, filtered Links list, archive, duplicate, short-URL search and the directory page', async ({ page, request }) => {
  test.setTimeout(90_000)
  const a = api(request, demoHeaders())
  const campaign = (await a.post('/campaign/add', { name: `Groups ${stamp}`, public: true })).id as number
  const made: number[] = []
  for (const [i, extra] of [{}, { password: 'open-sesame' }, {}].entries())
    made.push((await a.post('/url/add', { url: `https://groups-${stamp}.example.com/${i}`, metatitle: `Groups ${stamp} ${i}`, ...extra })).id)
  for (const id of made.slice(0, 2)) await a.post(`/campaign/${campaign}/assign/${id}`)
  const directory = (await a.post('/directory/add', { name: `Folder ${stamp}` })).id as number
  for (const id of made) await a.post(`/directory/${directory}/assign/links/${id}`)

  try {
    await page.setViewportSize(DESKTOP)
    await signIn(page)

    await test.step('the campaign page: its links, count, remove one', async () => {
      await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Campaigns', exact: true }).click()
      await page.getByRole('table', { name: 'Campaigns' }).getByRole('link', { name: `Groups ${stamp}`, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: `Groups ${stamp}` })).toBeFocused()
      await expect(page.getByText(/^2\s+links ·/)).toBeVisible()
      await expect(rows(page)).toHaveCount(2)
      // Its statistics (X1): nothing clicked yet is one line, not a wall of empty charts (W11).
      await expect(page.getByRole('status').filter({ hasText: /^No clicks from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d/ })).toBeVisible()
      await accessibleInBothThemes(page, 'groups-campaign')
      await page.setViewportSize(PHONE)
      await picturedInBothThemes(page, 'groups-campaign-phone')
      await page.setViewportSize(DESKTOP)
      await rows(page).filter({ hasText: `Groups ${stamp} 0` }).getByRole('button', { name: /^Remove/ }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
      await expect(rows(page)).toHaveCount(1)
      const left = await a.get(`/urls?campaign=${campaign}`)
      expect(left.data.urls.map((l: { id: number }) => l.id)).toEqual([made[1]])
    })

    await test.step('the Links list: a campaign chip from the URL, a state from the panel, chips removed', async () => {
      await page.goto(`/app/links?campaign=${campaign}`)
      const chips = page.getByRole('list', { name: 'Active filters' })
      await expect(chips.getByRole('button', { name: `Remove the filter Campaign: Groups ${stamp}` })).toBeVisible()
      await expect(rows(page)).toHaveCount(1)
      await page.getByRole('button', { name: 'Filters', exact: true }).click()
      // The box shows the URL's state, which the router updates a moment after the click.
      await page.getByRole('checkbox', { name: 'Password' }).click()
      await expect(page).toHaveURL(/state=protected/)
      await expect(page.getByRole('checkbox', { name: 'Password' })).toBeChecked()
      await expect(chips.getByRole('button', { name: 'Remove the filter Password' })).toBeVisible()
      await expect(rows(page)).toHaveCount(1)
      await accessibleInBothThemes(page, 'groups-links-filtered')
      await page.setViewportSize(PHONE)
      await picturedInBothThemes(page, 'groups-links-filtered-phone')
      await page.setViewportSize(DESKTOP)
      await chips.getByRole('button', { name: `Remove the filter Campaign: Groups ${stamp}` }).click()
      await expect(page).not.toHaveURL(/campaign=/)
      await chips.getByRole('button', { name: 'Remove the filter Password' }).click()
      await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0)
    })

    await test.step('a short URL pasted without its scheme finds its link', async () => {
      const { shorturl } = (await a.get(`/url/${made[2]}`)).details as { shorturl: string }
      await page.getByRole('searchbox', { name: 'Search links' }).fill(shorturl.replace(/^https?:\/\//, ''))
      await expect(rows(page)).toHaveCount(1)
      await expect(rows(page).first()).toContainText(`Groups ${stamp} 2`)
      await page.getByRole('searchbox', { name: 'Search links' }).fill(`groups-${stamp}`)
      await expect(rows(page)).toHaveCount(3)
    })

    await test.step('duplicate says the copy keeps the password; archive moves a link to Archived', async () => {
      const protectedRow = rows(page).filter({ hasText: `Groups ${stamp} 1` })
      await protectedRow.getByRole('button', { name: /^Duplicate/ }).click()
      await expect(page.getByText(/It keeps this link’s password/)).toBeVisible()
      await page.getByRole('button', { name: 'Duplicate', exact: true }).click()
      await expect(rows(page).filter({ hasText: `Groups ${stamp} 1 (copy)` })).toHaveCount(1)
      const copies = (await a.get(`/urls?q=${encodeURIComponent(`${stamp} 1 (copy)`)}`)).data.urls as { id: number; protected: boolean }[]
      expect(copies.map((c) => c.protected)).toEqual([true])
      made.push(copies[0]!.id)

      await rows(page).filter({ hasText: `Groups ${stamp} 2` }).getByRole('button', { name: /^Archive/ }).click()
      await page.getByRole('button', { name: 'Archive', exact: true }).click()
      await expect(rows(page).filter({ hasText: `Groups ${stamp} 2` })).toHaveCount(0)
      await page.getByRole('button', { name: 'Archived', exact: true }).click()
      await expect(page).toHaveURL(/archived=true/)
      await expect(rows(page).filter({ hasText: `Groups ${stamp} 2` })).toHaveCount(1)
      expect((await a.get(`/url/${made[2]}`)).details.archived).toBe(true)
    })

    await test.step('an alias change asks first and keeps the old short URL as a redirect', async () => {
      const { shorturl: old } = (await a.get(`/url/${made[0]}`)).details as { shorturl: string }
      await page.goto(`/app/links/${made[0]}`)
      await page.getByRole('button', { name: 'Edit', exact: true }).click()
      await page.getByLabel('Alias').fill(`moved-${stamp}`)
      await page.getByRole('button', { name: 'Save changes' }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Change the short URL?' })
      await expect(confirm.getByRole('checkbox', { name: 'Keep the old short URL as a redirect to this link' })).toBeChecked()
      await confirm.getByRole('button', { name: 'Change the short URL' }).click()
      await expect(confirm).toHaveCount(0)
      const details = (await a.get(`/url/${made[0]}`)).details as { alias: string; keptaliases: { shorturl: string }[] }
      expect([details.alias, details.keptaliases.map((k) => k.shorturl)]).toEqual([`moved-${stamp}`, [old]])
      const visit = await request.get(old, { maxRedirects: 0 })
      expect(visit.headers().location).toBe(`https://groups-${stamp}.example.com/0`)
    })

    await test.step('the directory page: its count, two items removed at once', async () => {
      await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Directories', exact: true }).click()
      await expect(page.getByRole('row').filter({ hasText: `Folder ${stamp}` }).getByRole('cell', { name: '3', exact: true })).toBeVisible()
      await page.getByRole('table', { name: 'Directories' }).getByRole('link', { name: `Folder ${stamp}`, exact: true }).click()
      await expect(page.getByRole('main').getByText('3 items', { exact: true }).first()).toBeVisible()
      const items = page.getByRole('table', { name: 'Items in this directory' })
      await items.getByRole('checkbox', { name: `Select Groups ${stamp} 0` }).check()
      await items.getByRole('checkbox', { name: `Select Groups ${stamp} 1` }).check()
      await accessibleInBothThemes(page, 'groups-directory')
      await page.setViewportSize(PHONE)
      await picturedInBothThemes(page, 'groups-directory-phone')
      await page.setViewportSize(DESKTOP)
      await page.getByRole('region', { name: 'Selected items' }).getByRole('button', { name: 'Remove from directory' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
      await expect(items.locator('tbody tr')).toHaveCount(1)
      await expect(page.getByRole('main').getByText('1 item', { exact: true }).first()).toBeVisible()
      expect((await a.get('/directories?limit=100')).data.directories.find((d: { id: number }) => d.id === directory).items).toBe(1)
    })
  } finally {
    for (const id of made) await request.delete(`/api/url/${id}/delete`, { headers: demoHeaders() })
    await request.delete(`/api/campaign/${campaign}/delete`, { headers: demoHeaders() })
    await request.delete(`/api/directory/${directory}/delete`, { headers: demoHeaders() })
  }
})

test('an exported file imports back unchanged into an emptied account', async ({ page, request }) => {
  test.setTimeout(60_000)
  const { apiKey } = JSON.parse(readFileSync(path.resolve(E2E_DATA_DIR, 'other-user.json'), 'utf8')) as { apiKey: string }
  const a = api(request, { Authorization: `Bearer ${apiKey}` })
  const listed = async () => (await a.get('/urls?limit=100&status=protected,expiring,expired,targeted,archived')).data.urls.concat((await a.get('/urls?limit=100')).data.urls)
  const clear = async () => {
    for (const id of new Set((await listed()).map((l: { id: number }) => l.id))) await a.del(`/url/${id}/delete`)
  }
  await clear()
  const campaign = (await a.post('/campaign/add', { name: `Trip ${stamp}` })).id as number
  await a.post('/url/add', { url: `https://trip-${stamp}.example.com/a`, custom: `trip-${stamp}`, metatitle: 'Spring sale', description: 'Printed flyer', expiry: '2031-01-31', type: 'frame', campaign })
  await a.post('/url/add', { url: `https://trip-${stamp}.example.com/b?x=1&y=two` })
  await a.post('/url/add', { url: `https://trip-${stamp}.example.com/c`, metatitle: 'Quotes "and", commas' })
  const fields = ['alias', 'longurl', 'title', 'description', 'expiry', 'type', 'campaignname', 'domain']
  const shape = (links: Record<string, unknown>[]) => links.map((l) => fields.map((f) => l[f] ?? null)).sort((x, y) => String(x[1]).localeCompare(String(y[1])))
  const before = shape((await a.get('/urls?limit=100')).data.urls)

  try {
    await page.goto('/app/signin?redirect=%2Flinks')
    await signIn(page, { apiKey, open: false })
    await expect(rows(page)).toHaveCount(3)
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('dialog', { name: 'Export links as CSV' }).getByRole('button', { name: 'Start export' }).click()
    const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '')
    expect(Papa.parse<Record<string, string>>(csv, { header: true }).data).toHaveLength(3)
    // Before the account is emptied, the check finds every alias taken (one batch lookup, H10).
    await page.goto('/app/links/import')
    const chosen = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Choose a CSV file' }).click()
    await (await chosen).setFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect(page.getByRole('status').filter({ hasText: '3 rows read from export.csv: 0 ready, 3 with a problem' })).toBeVisible()
    await expect(page.getByText(/^Alias \(alias\): That alias is taken/)).toHaveCount(3)
    await clear()

    await page.reload()
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Choose a CSV file' }).click()
    await (await chooser).setFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect(page.getByRole('status').filter({ hasText: '3 rows read from export.csv: 3 ready' })).toBeVisible()
    await expect(page.getByText(/Columns not imported/)).toHaveCount(0)
    await page.getByRole('button', { name: 'Import 3 links' }).click()
    await expect(page.getByRole('status').filter({ hasText: '3 created, 0 failed' })).toBeVisible({ timeout: 30_000 })
    expect(shape((await a.get('/urls?limit=100')).data.urls)).toEqual(before)
  } finally {
    await clear()
    await a.del(`/campaign/${campaign}/delete`)
  }
})
