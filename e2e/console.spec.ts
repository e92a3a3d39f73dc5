import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { SCREENSHOT_DIR, demoHeaders, demoUser, signIn } from './support/auth'
import { seriousViolations } from './support/axe'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('the API console lists a create, and its curl command creates the same resource', async ({ page, request }) => {
  const long = `https://console-${Date.now().toString(36)}.example.com/page`
  await page.goto('/app/signin?redirect=%2Flinks')
  await signIn(page, { open: false })
  await page.getByLabel('Shorten a URL').fill(long)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('table', { name: 'Short links' }).getByText(long)).toBeVisible()

  await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'API console' }).click()
  await expect(page).toHaveTitle('API console · Linkdash')
  const table = page.getByRole('table', { name: 'API requests of this tab' })
  const create = table.getByRole('row').filter({ hasText: 'POST /url/add' })
  await expect(create).toHaveCount(1)
  await expect(create.getByRole('cell').nth(1)).toHaveText('200')
  await expect(create).toContainText(/1 request · \d+ of \d+ left/)
  await expect(table.getByRole('row').filter({ hasText: 'GET /account' })).toHaveCount(1)
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: `${SCREENSHOT_DIR}/console.png`, fullPage: true })

  await create.getByRole('button', { name: 'Copy as curl: POST /url/add' }).click()
  const command = await page.evaluate(() => navigator.clipboard.readText())
  const { apiKey } = demoUser()
  expect(command).not.toContain(apiKey)
  expect(command).toContain('"Authorization: Bearer $API_KEY"')
  // The command, run as a person would in a terminal, with the key in the environment.
  const answer = JSON.parse(
    execFileSync('bash', ['-c', command], { env: { ...process.env, API_KEY: apiKey }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  ) as {
    error: number
  }
  expect(answer.error).toBe(0)
  const links = (await (await request.get(`/api/urls?q=${encodeURIComponent(long)}`, { headers: demoHeaders() })).json()) as {
    data: { urls: { longurl: string }[] }
  }
  expect(links.data.urls.map((l) => l.longurl)).toEqual([long, long])

  await page.setViewportSize({ width: 390, height: 844 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.screenshot({ path: `${SCREENSHOT_DIR}/console-phone-dark.png`, fullPage: true })
})

test('a form’s "Copy as curl" copies the request it would send, without sending it', async ({ page, request }) => {
  const domain = `https://curl-${Date.now().toString(36)}.example.test`
  await page.goto('/app/signin?redirect=%2Fdomains')
  await signIn(page, { open: false })
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/')) posts.push(r.url())
  })
  await page.getByRole('button', { name: 'Add a domain' }).first().click()
  // An invalid value is refused beside its field, and nothing is copied.
  await page.getByLabel('Domain', { exact: true }).fill('not a domain')
  await page.getByRole('button', { name: 'Copy as curl' }).click()
  await expect(page.getByText(/must be|full address/i).first()).toBeVisible()
  await page.getByLabel('Domain', { exact: true }).fill(domain)
  await page.getByRole('button', { name: 'Copy as curl' }).click()
  await expect(page.getByRole('status').getByText('Copied as curl: run it with your key in $API_KEY.')).toBeVisible()
  const command = await page.evaluate(() => navigator.clipboard.readText())
  expect(posts).toEqual([])
  // The form is still open with what was typed: nothing was saved.
  await expect(page.getByLabel('Domain', { exact: true })).toHaveValue(domain)
  expect(command).toMatch(/^curl -X POST '.*\/api\/domain\/add'/)
  const answer = JSON.parse(
    execFileSync('bash', ['-c', command], {
      env: { ...process.env, API_KEY: demoUser().apiKey },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as { error: number }
  expect(answer.error).toBe(0)
  const domains = (await (await request.get('/api/domains?limit=100', { headers: demoHeaders() })).json()) as {
    data: { domains: { domain: string }[] }
  }
  expect(domains.data.domains.map((d) => d.domain)).toContain(domain)
})
