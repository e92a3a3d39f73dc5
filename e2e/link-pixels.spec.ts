import { expect, test, type Route } from '@playwright/test'
import { demoHeaders } from './support/auth'

// L4.5 in a real browser: a short link with pixels answers our pixel page, whose CSP must let Chromium
// load each vendor's script, and whose loader must ask for them before sending the visitor on. The
// vendors and the destination are stubbed through Playwright's routing, so nothing leaves the machine
// and every request is seen in order.
const DESTINATION = 'https://shop.example.com/landed?from=e2e'
const GTM_TAG = 'GTM-E2E1234'
const META_TAG = '1234567890'

test('a short link with pixels has Chromium request each vendor script before it arrives at the destination', async ({ page, request }) => {
  const headers = demoHeaders()
  const addPixel = async (data: { type: string; name: string; tag: string }) => {
    const res = await request.post('/api/pixel/add', { headers, data })
    expect(res.status(), await res.text()).toBe(200)
    return ((await res.json()) as { id: number }).id
  }
  const pixels = [await addPixel({ type: 'gtmpixel', name: 'E2E container', tag: GTM_TAG }), await addPixel({ type: 'fbpixel', name: 'E2E Meta', tag: META_TAG })]
  const created = await request.post('/api/url/add', { headers, data: { url: DESTINATION, pixels } })
  expect(created.status(), await created.text()).toBe(200)
  const { id, shorturl } = (await created.json()) as { id: number; shorturl: string }

  const seen: string[] = []
  const vendor = (body: string) => (route: Route) => {
    seen.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body })
  }
  await page.route('https://www.googletagmanager.com/**', vendor('window.dataLayer = window.dataLayer || []'))
  await page.route('https://connect.facebook.net/**', vendor('/* the Meta pixel, stubbed */'))
  // The stubs send no beacons; anything else a vendor would call is answered empty.
  await page.route('https://www.facebook.com/**', (route) => route.fulfill({ status: 204 }))
  await page.route('https://shop.example.com/**', (route) => {
    seen.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Landed</title><h1>Landed</h1>' })
  })
  const blocked: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })

  const answer = await page.goto(shorturl)
  // Our pixel page, not a 302: it allows exactly these vendors' hosts.
  expect(answer?.status()).toBe(200)
  const csp = (await answer?.allHeaders())?.['content-security-policy'] ?? ''
  expect(csp).toContain('https://www.googletagmanager.com')
  expect(csp).toContain('https://connect.facebook.net')

  await expect(page).toHaveURL(DESTINATION)
  await expect(page.getByRole('heading', { name: 'Landed' })).toBeVisible()
  // Both vendor scripts, with the tag where the vendor takes it in the URL, then the destination.
  expect(seen).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_TAG}`, 'https://connect.facebook.net/en_US/fbevents.js', DESTINATION])
  expect(blocked).toEqual([])

  // The visit was one counted click (Playwright's Desktop Chrome is not a bot).
  const details = await request.get(`/api/url/${id}`, { headers })
  expect(((await details.json()) as { data: { clicks: number } }).data.clicks).toBe(1)
})
