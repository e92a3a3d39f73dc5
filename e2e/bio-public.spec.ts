import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { demoHeaders } from './support/auth'
import { accessibleInBothThemes } from './support/themes'

// Issue 37, Deliver 4: a bio page as visitors meet it, at a phone and a desktop width in both schemes, with a
// long name and 50 blocks, a theme of the owner's, and no blocks at all. Destinations and images are served
// here on 127.0.0.1; every other request is refused, so nothing reaches the internet.
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
]
const LONG_NAME = 'Ada Augusta King, Countess of Lovelace: mathematician, writer & <Analytical Engine> programmer'

let destination: Server
let dest = ''
test.beforeAll(async () => {
  const picture = new PNG({ width: 600, height: 300 })
  for (let i = 0; i < picture.data.length; i += 4) picture.data.set([40 + ((i / 4) % 600) / 4, 110, 160, 255], i)
  const png = PNG.sync.write(picture)
  destination = createServer((req, res) => {
    if (req.url === '/picture.png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(png)
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html lang="en"><title>Landed</title><h1>Landed at ${req.url}</h1></html>`)
  })
  await new Promise<void>((resolve) => destination.listen(0, '127.0.0.1', resolve))
  dest = `http://127.0.0.1:${(destination.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => destination.close(() => resolve())))

async function api<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { headers: demoHeaders(), data })
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200)
  return (await res.json()) as T
}

async function localOnly(page: Page) {
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url())
    return url.hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')
  })
}

const socials = [
  { type: 'social', network: 'instagram', url: 'https://instagram.com/ada' },
  { type: 'social', network: 'x', url: 'https://x.com/ada' },
  { type: 'social', network: 'linkedin', url: 'https://linkedin.com/in/ada' },
  { type: 'social', network: 'github', url: 'https://github.com/ada' },
  { type: 'social', network: 'youtube', url: 'https://youtube.com/@ada' },
  { type: 'social', network: 'tiktok', url: 'https://tiktok.com/@ada' },
  { type: 'social', network: 'facebook', url: 'https://facebook.com/ada' },
  { type: 'social', network: 'email', url: 'ada@example.com' },
  { type: 'social', network: 'phone', url: '+44 20 7946 0000' },
]

/** 50 blocks: socials, a heading, a text, an image and link blocks, the first of them "Shop". */
const fiftyBlocks = () => [
  ...socials,
  { type: 'heading', text: 'Notes & <programs>' },
  { type: 'text', text: 'That brain of mine is something more than merely mortal;\nas time will show.' },
  { type: 'image', url: `${dest}/picture.png`, link: `${dest}/picture` },
  { type: 'link', title: 'Shop', url: `${dest}/shop` },
  ...Array.from({ length: 37 }, (_, i) => ({ type: 'link', title: `Note ${i + 1}: a rather long title that has to wrap on a phone`, url: `${dest}/note/${i + 1}` })),
]

test('bio pages at a phone and a desktop width, light and dark, are accessible, and a block leads on and is counted', async ({ page, request }) => {
  test.setTimeout(240_000)
  await localOnly(page)
  const qr = await api<{ link: string }>(request, '/qr/add', { type: 'link', data: `${dest}/qr` })
  const avatar = qr.link.replace('127.0.0.1', 'logo.e2e.test')
  const full = await api<{ id: number; url: string }>(request, '/bio/add', {
    name: LONG_NAME,
    description: 'First programmer. "Poetical science" & engines.',
    avatar,
    blocks: fiftyBlocks(),
  })
  const themed = await api<{ id: number; url: string }>(request, '/bio/add', {
    name: 'Lovelace Café',
    theme: { background: '#fdf2e9', text: '#3b1f0e', button: '#7c2d12', buttonText: '#ffffff' },
    buttonStyle: 'pill',
    blocks: [socials[0], socials[7], { type: 'link', title: 'Menu', url: `${dest}/menu` }, { type: 'link', title: 'Book a table', url: `${dest}/book` }],
  })
  const empty = await api<{ id: number; url: string }>(request, '/bio/add', { name: 'Empty page', buttonStyle: 'square' })

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    for (const [name, bio] of [['full', full], ['themed', themed], ['empty', empty]] as const) {
      await page.goto(bio.url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await accessibleInBothThemes(page, `bio-${name}-${viewport.name}`)
    }
  }

  // Readable at 320 px: nothing wider than the screen.
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto(full.url)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  await expect(page.getByRole('link', { name: 'LinkedIn' })).toBeVisible()
  expect(await page.evaluate(() => document.querySelectorAll('script').length)).toBe(0)

  await page.getByRole('link', { name: 'Shop', exact: true }).click()
  await expect(page).toHaveURL(`${dest}/shop`)
  await expect(page.getByRole('heading', { name: 'Landed at /shop' })).toBeVisible()
  const counted = (await (await request.get(`/api/bio/${full.id}`, { headers: demoHeaders() })).json()) as {
    data: { clicks: number; blocks: { type: string; title?: string; clicks?: number }[] }
  }
  expect(counted.data.blocks.find((b) => b.title === 'Shop')?.clicks).toBe(1)
  expect(counted.data.clicks).toBe(1)
})
