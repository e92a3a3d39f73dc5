// npm run bench:journey: issue 36 item 8, a busy marketer's BENCH_JOURNEY_MINUTES (10) at 30 requests a minute, paced
// evenly; it must end with zero 429s, and prints the requests sent beside those the steps need.
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { expect, type Browser, type Page } from '@playwright/test'
import { apiClient, times } from './api-seed.ts'
import { ApiRecorder, launchChromium, navLink, signInWithForm } from './browser.ts'
import { ensureBuild } from './build.ts'
import { runJourney, type JourneyResult, type Step } from './journeys.ts'
import type { Log, Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'
import { demoApiKey, startServerProcess, type Started } from './server-process.ts'

const PORT = Number(process.env.BENCH_JOURNEY_PORT ?? 18091)
const MINUTES = Number(process.env.BENCH_JOURNEY_MINUTES ?? 10)
const LIMIT = 30
const LINKS = 30
const PAGES = ['Overview', 'Links', 'Campaigns', 'Directories', 'QR codes', 'Domains', 'Pixels', 'CTA overlays', 'Splash pages', 'Files', 'Account']
const SEARCHES = ['acme', 'docs', 'pricing', 'spring', 'blog', 'shop', 'news', 'guide', 'careers', 'press']
const work = path.join(import.meta.dirname, '.work')
const rows = (page: Page) => page.getByRole('table', { name: 'Short links' }).locator('tbody tr')

interface MarketerResult extends JourneyResult {
  tooMany: number
  seconds: number
}

/** One signed-in tab, every move made through the dashboard as a person would (no reloads). */
async function marketerJourney(browser: Browser, baseUrl: string, apiKey: string, minutes = MINUTES): Promise<MarketerResult> {
  const context = await browser.newContext({ baseURL: baseUrl })
  const page = await context.newPage()
  const recorder = new ApiRecorder(page)
  let tooMany = 0
  page.on('response', (r) => void (new URL(r.url()).pathname.startsWith('/api/') && r.status() === 429 && tooMany++))
  const seen = new Set<string>()
  const once = (line: string) => (seen.has(line) ? [] : (seen.add(line), [line]))
  const list = (extra = '') => `GET /api/urls?page=1&limit=15&order=date${extra}`
  const toList = async (pageNo: number) => {
    await navLink(page, 'Links').click()
    if (pageNo === 2) await page.getByRole('link', { name: 'Next page' }).click()
    await expect(rows(page).first()).toBeVisible()
  }
  const steps: Step[] = [
    {
      step: 'sign in (lands on Links)',
      needed: ['GET /api/account', ...once(list())],
      run: async () => {
        await page.goto('/app/signin')
        await signInWithForm(page, apiKey)
        await expect(rows(page).first()).toBeVisible()
      },
    },
  ]
  const browse = (round: number) =>
    PAGES.map<Step>((name) => ({
      step: `browse ${name} (round ${round})`,
      needed: round === 1 ? firstNeeds(name).flatMap(once) : [],
      run: async () => {
        await navLink(page, name).click()
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('status').getByText('Loading…')).toHaveCount(0)
      },
    }))
  steps.push(...browse(1))
  let created = 0
  for (let i = 0; i < LINKS; i++) {
    const pageNo = i < 15 ? 1 : 2
    const row = i % 15
    steps.push({
      step: `link page ${i + 1}`,
      needed: ['GET /api/url/*', ...(pageNo === 2 ? once(`GET /api/urls?page=2&limit=15&order=date`) : [])],
      run: async () => {
        await toList(pageNo)
        await rows(page).nth(row).getByRole('link').first().click()
        await expect(page.getByRole('link', { name: '← All links' })).toBeVisible()
        await expect(page.getByText('What it does')).toBeVisible()
      },
    })
    if (i % 3 === 2)
      steps.push({
        step: `edit link ${i + 1}`,
        // The form's choices once a session (H2); the save, and the link read back once.
        needed: [...['domains', 'pixels', 'campaigns', 'splash', 'overlay'].flatMap((r) => once(`GET /api/${r}?page=1&limit=100`)), 'PUT /api/url/*/update', 'GET /api/url/*'],
        run: async () => {
          await page.getByRole('button', { name: 'Edit', exact: true }).click()
          await page.getByLabel('Note').fill(`Edited in the marketer bench, visit ${i + 1}`)
          await page.getByRole('button', { name: 'Save changes' }).click()
          await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
        },
      })
    if (i % 6 === 5 && created < 5) {
      const n = ++created
      steps.push({
        step: `create link ${n}`,
        needed: ['POST /api/url/add'],
        run: async () => {
          await toList(1)
          await page.getByRole('button', { name: 'New link' }).click()
          await page.getByLabel('Long URL').fill(`https://bench-marketer.example.com/${Date.now()}-${n}`)
          await page.getByRole('button', { name: 'Create link' }).click()
          await expect(page.getByRole('button', { name: 'Create link' })).toHaveCount(0)
        },
      })
    }
    if (i % 3 === 0 && i / 3 < SEARCHES.length) {
      const term = SEARCHES[i / 3]!
      steps.push({
        step: `search “${term}”`,
        needed: [`GET /api/urls?page=1&limit=15&order=date&q=${term}`],
        run: async () => {
          await toList(1)
          await page.getByRole('searchbox', { name: 'Search links' }).fill(term)
          await expect(page).toHaveURL(new RegExp(`q=${term}`))
          await expect(page.getByRole('status').getByText('Loading…')).toHaveCount(0)
          await page.getByRole('searchbox', { name: 'Search links' }).fill('')
          await expect(page).not.toHaveURL(/q=/)
        },
      })
    }
  }
  steps.push(...browse(2))
  const gap = (minutes * 60_000) / steps.length
  const started = Date.now()
  const paced = steps.map((s, k) => ({
    ...s,
    run: async () => {
      const wait = started + k * gap - Date.now()
      if (wait > 0) await page.waitForTimeout(wait)
      await s.run()
    },
  }))
  try {
    const result = await runJourney(`A busy marketer's ${minutes} minutes at ${LIMIT} a minute`, recorder, paced)
    return { ...result, tooMany, seconds: Math.round((Date.now() - started) / 1000) }
  } finally {
    await context.close()
  }
}

/** What a page's first visit cannot do without (bench/first-loads.ts), as the sidebar opens it. */
function firstNeeds(name: string): string[] {
  const list = (p: string, extra = '') => `GET /api/${p}?page=1&limit=15${extra}`
  const needs: Record<string, string[]> = {
    Overview: ['GET /api/urls/summary', 'GET /api/urls?page=1&limit=5&order=click'],
    Links: [],
    Campaigns: [list('campaigns')],
    Directories: [list('directories')],
    'QR codes': [list('qr')],
    Domains: [list('domains')],
    Pixels: [list('pixels')],
    'CTA overlays': [list('overlay')],
    'Splash pages': [list('splash')],
    Files: [list('files')],
    Account: ['GET /api/account'],
  }
  return needs[name] ?? []
}

async function journeyBench(log: Log): Promise<MarketerResult> {
  // In the full run: the build it made (BENCH_DIST).
  const dist = process.env.BENCH_DIST ?? path.join(work, 'journey-dist')
  await ensureBuild(dist)
  const dataDir = path.join(work, 'journey-data')
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  // Enough links for two pages, added before the limit applies; the session itself runs at 30 a minute.
  let server: Started | undefined = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: '100000' }, PORT)
  const apiKey = demoApiKey(dataDir)
  const api = apiClient(server.url, apiKey)
  const have = (await api.get<{ data: { result: number } }>('/urls?limit=1')).data.result
  await times(Math.max(0, 2 * 15 + 5 - have), 4, (i) => api.post('/url/add', { url: `https://bench-marketer.example.com/seed/${i}` }))
  await server.stop()
  server = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: String(LIMIT) }, PORT)
  const browser = await launchChromium()
  try {
    log(`${MINUTES} minutes at ${LIMIT} requests a minute`)
    return await marketerJourney(browser, server.url, apiKey)
  } finally {
    await browser.close()
    await server.stop()
  }
}

export const measurement: Measurement<MarketerResult> = {
  name: 'journey', file: import.meta.filename, what: "a busy marketer's 10 minutes at 30 requests a minute",
  skip: '--no-journey', run: journeyBench, failed: (result) => Boolean(result.error || result.tooMany),
  into: (results, figures) => {
    if (!('steps' in figures)) {
      if (!figures.error.startsWith('skipped')) results.journeys.push({ journey: 'marketer', steps: [], sent: 0, minimum: 0, error: figures.error })
    } else results.journeys.push(figures)
  },
  print: (result) => {
    const extras = result.steps.flatMap((s) => s.extra.map((line) => `${s.step}: ${line}`))
    console.log(`${result.journey}: ${result.sent} requests sent, ${result.minimum} needed, ${result.tooMany} answered 429, ${result.seconds} s`)
    if (extras.length) console.log(`Beyond the minimum (${extras.length}):\n  ${extras.join('\n  ')}`)
    if (result.error) console.log(`Stopped: ${result.error}`)
  },
}

await runMeasurement(measurement, import.meta.filename)
