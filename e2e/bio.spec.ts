import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { demoHeaders, signIn } from './support/auth'
import { accessibleInBothThemes, picturedInBothThemes } from './support/themes'
import { toast } from './support/list-page'

// Issue 37 (dashboard): a bio page made in the editor with blocks reordered by keyboard, the requests it
// costs, its preview, then the public page our server renders and a block's click to a destination served here.
const NAME = 'E2E bio <3 R&D'

let destination: Server
let dest = ''
test.beforeAll(async () => {
  destination = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html lang="en"><title>Landed</title><h1>Landed at ${req.url}</h1></html>`)
  })
  await new Promise<void>((resolve) => destination.listen(0, '127.0.0.1', resolve))
  dest = `http://127.0.0.1:${(destination.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => destination.close(() => resolve())))

/** The API requests the page sends from now on, as "METHOD /path". */
function apiCalls(page: Page) {
  const calls: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api/')) calls.push(`${r.method()} ${url.pathname.slice(4)}`)
  })
  return calls
}

const previewItems = (page: Page) => page.getByTestId('bio-preview').getByRole('listitem')

test('a bio page: made with blocks reordered by keyboard and by dragging, one request per save, previewed, and visited with a counted block click', async ({ page, request }) => {
  // Only our two origins: the dashboard's server and the destination.
  await page.context().route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')))
  await page.setViewportSize({ width: 1366, height: 850 })
  await signIn(page)
  await page.getByRole('navigation').getByRole('link', { name: 'Bio pages' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bio pages' })).toBeFocused()
  await page.getByRole('link', { name: 'New bio page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New bio page' })).toBeVisible()
  const calls = apiCalls(page)

  await page.getByLabel('Name', { exact: true }).fill(NAME)
  await page.getByLabel('Description (optional)').fill('Links for <b>everyone</b>')
  await page.getByRole('button', { name: 'Heading', exact: true }).click()
  await page.getByLabel('Heading', { exact: true }).fill('Find me')
  for (const [title, path] of [['Shop', '/shop'], ['Blog', '/blog']]) {
    await page.getByRole('button', { name: 'Link', exact: true }).click()
    await page.getByLabel('Title').last().fill(title!)
    await page.getByLabel('URL', { exact: true }).last().fill(`${dest}${path}`)
  }
  await page.getByRole('button', { name: 'Social', exact: true }).click()
  await page.getByLabel('Network').selectOption({ label: 'GitHub' })
  await page.getByLabel('Profile URL').fill('https://github.com/example')
  // The run of social blocks is one row of icons (an item holding the icons' items), as on the public page.
  await expect(previewItems(page)).toHaveText(['Find me', 'Shop', 'Blog', 'GH', 'GH'])

  // Keyboard: Blog up twice, to the top; focus stays on its move button.
  const blogUp = page.getByRole('button', { name: 'Move block 3 up' })
  await blogUp.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Move block 2 up' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Move block 1 down' })).toBeFocused()
  await expect(page.getByText('Link “Blog” moved to position 1 of 4.')).toBeAttached()
  await expect(previewItems(page).first()).toHaveText('Blog')
  // And by dragging a block's handle onto another block: Shop to the top.
  const cards = page.getByRole('list', { name: 'Blocks' }).locator(':scope > li')
  await cards.nth(2).locator('[data-drag-handle]').dragTo(cards.nth(0))
  await expect(previewItems(page)).toHaveText(['Shop', 'Blog', 'Find me', 'GH', 'GH'])
  await expect(page.getByTestId('bio-preview')).toContainText(NAME)
  await expect(page.getByTestId('bio-preview')).toContainText('Links for <b>everyone</b>')
  expect(calls, 'no request while typing or reordering').toEqual([])

  await page.getByRole('button', { name: 'Create bio page' }).click()
  await expect(toast(page, `Bio page “${NAME}” has been created.`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible()
  await expect(page.getByRole('heading', { name: '2. Link “Blog”' })).toBeVisible()
  // Besides the statistics panel's own read of X1 (issue 35), the save and the page's read.
  await expect.poll(() => calls.filter((c) => !c.startsWith('GET /stats')).map((c) => c.replace(/\d+$/, ':id'))).toEqual(['POST /bio/add', 'GET /bio/:id'])
  const id = Number(/^GET \/bio\/(\d+)$/.exec(calls.find((c) => c.startsWith('GET /bio/'))!)![1])
  await expect(page.getByRole('heading', { name: 'Page views' })).toBeVisible()

  // An edit of a block's text: one request.
  calls.length = 0
  await page.getByLabel('Heading', { exact: true }).fill('Find me here')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, `Bio page “${NAME}” has been updated.`)).toBeVisible()
  expect(calls).toEqual([`PUT /bio/${id}/update`])

  await accessibleInBothThemes(page, 'bio-editor-1366')
  await page.setViewportSize({ width: 390, height: 844 })
  await accessibleInBothThemes(page, 'bio-editor-390')

  // The public page, served by our server, and a block's click counted and sent to the destination.
  const bio = (await (await request.get(`/api/bio/${id}`, { headers: demoHeaders() })).json()).data as { url: string; blocks: { type: string; title?: string; clicks?: number }[] }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto(bio.url)
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Find me here' })).toBeVisible()
  await page.getByRole('link', { name: 'Blog' }).click()
  await expect(page.getByRole('heading', { name: 'Landed at /blog' })).toBeVisible()
  await expect
    .poll(async () => ((await (await request.get(`/api/bio/${id}`, { headers: demoHeaders() })).json()).data.blocks as { title?: string; clicks?: number }[]).find((b) => b.title === 'Blog')?.clicks)
    .toBe(1)

  // Back in the editor, the block shows its click; the list shows the page.
  await page.setViewportSize({ width: 1366, height: 850 })
  await page.goto(`/app/bio/${id}`)
  await expect(page.getByRole('heading', { name: '2. Link “Blog” 1 click' })).toBeVisible()
  await page.goto('/app/bio')
  await expect(page.getByRole('row', { name: new RegExp(NAME.replace(/[<&]/g, '.')) })).toBeVisible()
  await accessibleInBothThemes(page, 'bio-list-1366')
  await page.setViewportSize({ width: 390, height: 844 })
  await picturedInBothThemes(page, 'bio-list-390')
  expect((await request.delete(`/api/bio/${id}/delete`, { headers: demoHeaders() })).status()).toBe(200)
})
