import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { demoHeaders, signIn } from './support/auth'
import { seriousViolations } from './support/axe'
import { toast } from './support/list-page'

// Issue 19 in a real browser: a splash page and a message overlay designed in the dashboard (with the
// live preview), attached to links, then opened as a visitor. The destination is stubbed through
// Playwright's routing, so nothing leaves the machine.
const DESTINATION = 'https://shop.example.com/landed?from=e2e'
// The previews are the visitor pages, which are checked where they are served.
const PREVIEW = 'iframe[title^="Preview of"]'
const LANDED = '<!doctype html><html lang="en"><title>Landed</title><h1>Landed</h1></html>'

const stubDestination = (page: Page) =>
  page.route('https://shop.example.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: LANDED }))

async function linkByAlias(request: APIRequestContext, alias: string) {
  const answer = await request.get('/api/urls', { params: { q: alias, limit: 100 }, headers: demoHeaders() })
  const [link] = ((await answer.json()) as { data: { urls: { id: number; shorturl: string; alias: string }[] } }).data.urls.filter((l) => l.alias === alias)
  expect(link, `the link ${alias}`).toBeDefined()
  return link!
}

/** The demo data is shared with the specs after this one (paging counts the overlays): undo what was made. */
async function remove(request: APIRequestContext, ...paths: string[]) {
  for (const path of paths) expect((await request.delete(`/api${path}/delete`, { headers: demoHeaders() })).status(), path).toBe(200)
}

const clicksOf = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/url/${id}`, { headers: demoHeaders() })).json()) as { data: { clicks: number } }).data.clicks

test.beforeEach(async ({ page }) => {
  await signIn(page)
})

test('a splash page designed in the dashboard greets a visitor with its countdown, then sends them on', async ({ page, request }) => {
  test.setTimeout(60_000)
  const name = `E2E launch ${Date.now().toString(36)}`
  await page.goto('/app/splash')
  await page.getByRole('button', { name: 'Add a splash page' }).click()
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Title').fill('Launch <week>')
  await page.getByLabel('Text', { exact: true }).fill('Everything is 20% off.')
  await page.getByLabel('Countdown (seconds)').fill('3')
  const preview = page.frameLocator('iframe[title="Preview of the splash page"]')
  await expect(preview.getByRole('heading', { name: 'Launch <week>' })).toBeVisible()
  await expect(preview.getByText('You will continue to www.example.com in 3 seconds.')).toBeVisible()
  expect(await seriousViolations(page, PREVIEW)).toEqual([])
  await page.getByRole('button', { name: 'Add splash page' }).click()
  await expect(toast(page, name)).toBeVisible()

  const alias = `e2e-sp-${Date.now().toString(36)}`
  await page.goto('/app/links')
  await page.getByRole('button', { name: 'New link' }).click()
  await page.getByLabel('Long URL').fill(DESTINATION)
  await page.getByLabel('Alias').fill(alias)
  // Issue 40 item 4: a design card not chosen looks like any card not chosen.
  const looks = (radio: string) => page.getByRole('radio', { name: radio }).evaluate((r) => `${getComputedStyle(r.parentElement!).backgroundColor} ${getComputedStyle(r.parentElement!).borderColor}`)
  expect(await looks('Your splash page')).toBe(await looks('Frame'))
  await page.getByLabel('Splash page', { exact: true }).selectOption({ label: name })
  expect(await looks('Your splash page')).not.toBe(await looks('Frame'))
  await expect(page.getByRole('radio', { name: 'Your splash page' })).toBeChecked()
  await page.getByRole('button', { name: 'Create link' }).click()
  await expect(toast(page, 'has been created.')).toBeVisible()
  const link = await linkByAlias(request, alias)

  await stubDestination(page)
  await page.goto(link.shorturl)
  await expect(page.getByRole('heading', { name: 'Launch <week>' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('You will continue to shop.example.com in')
  expect(await seriousViolations(page)).toEqual([])
  // The hashed script counts down; the meta refresh sends the visitor on.
  await expect(page.locator('#countdown')).not.toHaveText('3')
  await expect(page).toHaveURL(DESTINATION, { timeout: 10_000 })
  await expect(page.getByRole('heading', { name: 'Landed' })).toBeVisible()
  expect(await clicksOf(request, link.id)).toBe(1)
  const splashes = (await (await request.get('/api/splash', { params: { limit: 100 }, headers: demoHeaders() })).json()) as { data: { splash: { id: number; name: string }[] } }
  await remove(request, `/url/${link.id}`, `/splash/${splashes.data.splash.find((s) => s.name === name)!.id}`)
})

test('a message overlay shows over the framed destination, and its continue link arrives', async ({ page, request }) => {
  test.setTimeout(60_000)
  const name = `E2E sale ${Date.now().toString(36)}`
  await page.goto('/app/overlays')
  await page.getByRole('button', { name: 'Add an overlay' }).click()
  await expect(page.getByLabel('Type')).toHaveValue('message')
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Text', { exact: true }).fill('Half price "today" only')
  await page.getByLabel('Button label').fill('Shop the sale')
  const preview = page.frameLocator('iframe[title="Preview of the overlay"]')
  await expect(preview.getByText('Half price "today" only')).toBeVisible()
  expect(await seriousViolations(page, PREVIEW)).toEqual([])
  await page.getByRole('button', { name: 'Add overlay' }).click()
  await expect(toast(page, name)).toBeVisible()

  const overlays = (await (await request.get('/api/overlay', { params: { limit: 100 }, headers: demoHeaders() })).json()) as { data: { cta: { id: number; name: string }[] } }
  const overlay = overlays.data.cta.find((o) => o.name === name)!
  const created = await request.post('/api/url/add', { headers: demoHeaders(), data: { url: DESTINATION, type: `overlay-${overlay.id}` } })
  expect(created.status(), await created.text()).toBe(200)
  const link = (await created.json()) as { id: number; shorturl: string }

  await stubDestination(page)
  await page.goto(link.shorturl)
  const cta = page.getByRole('complementary', { name })
  await expect(cta.getByText('Half price "today" only')).toBeVisible()
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Landed' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await cta.getByRole('link', { name: 'Continue to shop.example.com' }).click()
  await expect(page).toHaveURL(DESTINATION)
  expect(await clicksOf(request, link.id)).toBe(1)
  // Issue 40 item 5 (U13): back on the overlay, its close button hides it and leaves the framed page.
  await page.goBack()
  const close = cta.getByRole('button', { name: 'Close this message' })
  await close.focus()
  await page.keyboard.press('Enter')
  await expect(cta).toBeHidden()
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Landed' })).toBeVisible()
  await remove(request, `/url/${link.id}`, `/overlay/${overlay.id}`)
})
