import { expect, test } from '@playwright/test'

// N2: the reference renders in Chromium under its own CSP, from our origin alone, without a key.
test('the API reference at /api/docs shows the OpenAPI document, loading nothing from elsewhere', async ({ page, baseURL }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(String(e)))
  page.on('console', (m) => m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') && problems.push(m.text()))
  page.on('request', (r) => new URL(r.url()).origin !== baseURL && !r.url().startsWith('data:') && problems.push(`request to ${r.url()}`))
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { name: /Link management API/ })).toBeVisible()
  await page.getByText('/api/url/add', { exact: true }).click()
  await expect(page.getByText('"https://example.com/spring"')).toBeVisible()
  expect(problems).toEqual([])
})
