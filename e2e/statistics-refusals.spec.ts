import { expect, test, type Page } from '@playwright/test'
import { E2E_DATA_DIR, E2E_PORT, demoUser, signIn } from './support/auth'
import { startServer } from './support/second-server'
import { accessibleInBothThemes, picturedInBothThemes } from './support/themes'

// T13: a server whose embedded database answers at most 50 click rows per /stats. The seed's "Careers"
// link holds ~95 rows in its last 30 days and ~31 in its last 7.
const MAX_ROWS = 50
const DATA_DIR = `${E2E_DATA_DIR}-stats-refusals`
const PORT = E2E_PORT + 3
let server: Awaited<ReturnType<typeof startServer>>

test.beforeAll(async () => {
  test.setTimeout(90_000)
  server = await startServer(PORT, DATA_DIR, { STATS_MAX_ROWS: String(MAX_ROWS) })
})
test.afterAll(() => server?.stop())

/** The page's own GET /stats requests, by their `range`. */
function statsRanges(page: Page) {
  const ranges: (string | null)[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname === '/api/stats') ranges.push(url.searchParams.get('range'))
  })
  return ranges
}

const kpi = (page: Page, label: string) => page.locator('dl div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').first()

test('a period too long for the embedded database is shown with the server’s words and not retried; a busy server is waited out', async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${demoUser(DATA_DIR).apiKey}` }
  const listed = (await (await request.get(`${server.url}/api/urls?q=Careers`, { headers })).json()) as { data: { urls: { id: number; title: string }[] } }
  const id = listed.data.urls.find((u) => u.title === 'Careers')!.id
  const weekOf = async () => ((await (await request.get(`${server.url}/api/stats?scope=link:${id}&range=7d`, { headers })).json()) as { data: { clicks: number } }).data.clicks

  await page.setViewportSize({ width: 1366, height: 850 })
  const ranges = statsRanges(page)
  await page.goto(`${server.url}/app/signin?redirect=${encodeURIComponent(`/links/${id}`)}`)
  await signIn(page, { apiKey: demoUser(DATA_DIR).apiKey, open: false })

  // The default 30 days are refused: the server's words describe the Period field, and nothing retries them.
  const statistics = page.getByRole('region', { name: 'Statistics' })
  const refusal = statistics.getByRole('alert')
  const words = `The period holds more than ${MAX_ROWS} click rows of this scope, more than the embedded database answers at once; choose a shorter period or a narrower scope.`
  await expect(refusal.getByRole('heading', { name: 'This period is too long for this server' })).toBeVisible()
  await expect(refusal).toContainText(words)
  const period = statistics.getByLabel('Period', { exact: true })
  await expect(period).toHaveAccessibleDescription(words)
  await expect(period).toHaveAttribute('aria-invalid', 'true')
  await expect(refusal).not.toContainText('Trying again')
  await expect(refusal.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await page.getByRole('heading', { level: 1 }).focus()
  await accessibleInBothThemes(page, 'statistics-refusal-desktop')
  await page.setViewportSize({ width: 390, height: 844 })
  await picturedInBothThemes(page, 'statistics-refusal-phone')
  await page.setViewportSize({ width: 1366, height: 850 })
  // What makes an outage's read try again (focus, the network back) does not resend a refused one.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('focus'))
    window.dispatchEvent(new Event('online'))
  })

  // The shorter period offered answers, and focus waits on the Period field.
  await refusal.getByRole('button', { name: 'Show the last 7 days' }).click()
  await expect(kpi(page, 'Clicks')).toHaveText(String(await weekOf()))
  await expect(refusal).toHaveCount(0)
  await expect(period).toHaveValue('7d')
  await expect(period).toBeFocused()
  await expect(period).not.toHaveAttribute('aria-invalid')
  expect(ranges).toEqual(['30d', '7d'])

  // X1/T13 busy: the gate's refusal cannot be caused on cue here, so the next /stats is answered with its exact
  // envelope twice (the read's own retry, then its error state), and the third try reaches the server.
  const busy = { status: 503, headers: { 'Retry-After': '2' }, json: { error: 1, message: 'Statistics are busy on this server; retry in a moment.' } }
  let refusals = 2
  await page.route('**/api/stats?*', (route) => (refusals-- > 0 ? route.fulfill(busy) : route.continue()))
  await period.selectOption('24h')
  const waiting = statistics.getByRole('alert')
  await expect(waiting).toContainText('Statistics are busy on this server; retry in a moment.')
  await expect(waiting).toContainText(/Trying again (in \d+ s|now)/)
  await expect(statistics.getByText(/^Clicks by hour, /).first()).toBeVisible()
  await expect(waiting).toHaveCount(0)
  await expect(period).toBeFocused()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(ranges).toEqual(['30d', '7d', '24h', '24h', '24h'])
})
