import { expect, test } from '@playwright/test'
import { E2E_DATA_DIR, E2E_PORT, SCREENSHOT_DIR, demoHeaders, demoUser, signIn } from './support/auth'
import { startServer } from './support/second-server'

// Next to the main e2e server: port 4174 and .e2e-data-ratelimit by default.
const DATA_DIR = `${E2E_DATA_DIR}-ratelimit`
const PORT = E2E_PORT + 1
let server: Awaited<ReturnType<typeof startServer>>

test.beforeAll(async () => {
  test.setTimeout(90_000)
  server = await startServer(PORT, DATA_DIR, { RATE_LIMIT_PER_MINUTE: '5' })
})
test.afterAll(() => server?.stop())

test('at 5 requests a minute the meter counts down, then a banner pauses the dashboard', async ({ page }) => {
  // Straight to a list page: Links, the usual landing page, would spend requests on its own lists.
  await page.goto(`${server.url}/app/signin?redirect=${encodeURIComponent('/overlays')}`)
  await signIn(page, { apiKey: demoUser(DATA_DIR).apiKey, open: false })
  const meter = page.getByRole('banner').getByRole('meter', { name: 'API requests left this minute' })
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  // The key check (GET /account) and the first page.
  await expect(pager.getByText('page 1 of 2 · 18 items')).toBeVisible()
  await expect(meter).toHaveAttribute('aria-valuetext', '3 of 5 requests left this minute')
  await pager.getByRole('link', { name: 'Next page' }).click()
  await expect(pager.getByText('page 2 of 2 · 18 items')).toBeVisible()
  await expect(meter).toHaveAttribute('aria-valuetext', '2 of 5 requests left this minute')
  await pager.getByLabel('Rows per page').selectOption('30')
  await expect(pager.getByText('page 1 of 1 · 18 items')).toBeVisible()
  await pager.getByLabel('Rows per page').selectOption('50')
  await expect(meter).toHaveAttribute('aria-valuetext', '0 of 5 requests left this minute')

  await pager.getByLabel('Rows per page').selectOption('100')
  const banner = page.getByRole('alert').filter({ hasText: 'Rate limit reached.' })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(/Resuming in \d+ s\./)
  const first = Number(/Resuming in (\d+) s/.exec((await banner.textContent()) ?? '')?.[1])
  await expect(banner).not.toContainText(`Resuming in ${first} s.`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/rate-limit-banner.png` })

  // A change is refused at once, not queued or retried behind the user's back.
  await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Account' }).click()
  await page.getByLabel('New password', { exact: true }).fill('password-123')
  await page.getByLabel('Confirm new password').fill('password-123')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /Not sent: the API’s rate limit is reached. Saving is paused for \d+ more seconds./ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send when the limit allows' })).toBeVisible()
})

test.describe('a write refused by a 429 (3-second pauses from a stand-in answer)', () => {
  const tooMany = {
    status: 429,
    headers: { 'Retry-After': '3', 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '3' },
    json: { error: 1, message: 'Too many requests.' },
  }

  test('the refusal goes away when the pause ends, and "Send when the limit allows" sends it then', async ({ page, request }) => {
    await page.goto('/app/signin?redirect=%2Fdomains')
    await signIn(page, { open: false })
    let refusals = 2
    const sent: string[] = []
    await page.route('**/api/domain/add', (route) => {
      sent.push(new Date().toISOString())
      return refusals-- > 0 ? route.fulfill(tooMany) : route.continue()
    })
    const domain = 'https://rate-limit-e2e.example.test'
    await page.getByRole('button', { name: 'Add a domain' }).first().click()
    await page.getByLabel('Domain', { exact: true }).fill(domain)
    await page.getByRole('button', { name: 'Add domain' }).click()
    const notice = page.getByRole('alert').filter({ hasText: 'Not sent: the API’s rate limit is reached.' })
    await expect(notice).toContainText(/paused for [1-3] more seconds?\./)
    const meter = page.getByRole('meter', { name: 'API requests left this minute' })
    await expect(meter).toHaveAttribute('aria-valuenow', '0')
    await expect(meter).toContainText('0 of 30')
    // Nothing stale: when the pause is over the refusal is gone, what was typed stays, the window is full.
    await expect(notice).toHaveCount(0, { timeout: 6_000 })
    await expect(meter).toHaveAttribute('aria-valuetext', '30 of 30 requests left this minute')
    await expect(page.getByLabel('Domain', { exact: true })).toHaveValue(domain)

    await page.getByRole('button', { name: 'Add domain' }).click()
    await expect(notice).toBeVisible()
    await page.getByRole('button', { name: 'Send when the limit allows' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Waiting for the rate limit: this will be sent by itself' })).toBeVisible()
    await expect(page.getByRole('status').getByText(`Domain “${domain}” has been added.`)).toBeVisible({ timeout: 8_000 })
    expect(sent).toHaveLength(3)
    await expect(page.getByRole('table').getByRole('link', { name: domain, exact: true })).toBeVisible()

    const { data } = (await (await request.get('/api/domains?limit=100', { headers: demoHeaders() })).json()) as { data: { domains: { id: number; domain: string }[] } }
    const id = data.domains.find((d) => d.domain === domain)!.id
    expect((await request.delete(`/api/domain/${id}/delete`, { headers: demoHeaders() })).ok()).toBe(true)
  })
  test('the QR form counts the pause down, drops it when it ends, and "Send when the limit allows" creates the code once', async ({ page, request }) => {
    await page.goto('/app/signin?redirect=%2Fqr%2Fnew')
    await signIn(page, { open: false })
    let refusals = 2
    let sent = 0
    await page.route('**/api/qr/add', (route) => {
      sent++
      return refusals-- > 0 ? route.fulfill(tooMany) : route.continue()
    })
    const name = `Rate limit e2e ${Date.now()}`
    await page.getByRole('radio', { name: 'Link', exact: true }).check()
    await page.getByLabel('Web address').fill('https://acme-demo.test/rate-limit')
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByRole('button', { name: 'Create QR code' }).click()
    const notice = page.getByRole('alert').filter({ hasText: 'Not sent: the API’s rate limit is reached.' })
    await expect(notice).toContainText(/paused for [1-3] more seconds?\./)
    await expect(page.getByText(/Try again in/)).toHaveCount(0)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/rate-limit-qr-form.png` })
    await expect(notice).toHaveCount(0, { timeout: 6_000 })
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)

    await page.getByRole('button', { name: 'Create QR code' }).click()
    await page.getByRole('button', { name: 'Send when the limit allows' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Waiting for the rate limit: this will be sent by itself' })).toBeVisible()
    await expect(page.getByRole('status').getByText(`QR code “${name}” has been created.`)).toBeVisible({ timeout: 8_000 })
    await expect(page).toHaveURL(/\/app\/qr\/\d+$/)
    expect(sent).toBe(3)

    const { data } = (await (await request.get('/api/qr?limit=100', { headers: demoHeaders() })).json()) as { data: { qrs: { id: number; name: string }[] } }
    const made = data.qrs.filter((q) => q.name === name)
    expect(made).toHaveLength(1)
    expect((await request.delete(`/api/qr/${made[0]!.id}/delete`, { headers: demoHeaders() })).ok()).toBe(true)
  })
})
