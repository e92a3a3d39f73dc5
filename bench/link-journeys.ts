// The links issue's journeys: shorten after signing in, a link's page and back, three links into a campaign.
import { expect, type Browser, type Page } from '@playwright/test'
import { ApiRecorder, navLink, signInWithForm } from './browser.ts'
import { runJourney, signedInJourney, type JourneyResult } from './journeys.ts'

// Our server names each row's campaign in the list itself (L1b), so a page of links is one request.
const LIST = 'GET /api/urls?page=1&limit=15&order=date'
const rows = (page: Page) => page.getByRole('table').locator('tbody tr')

export async function shortenJourney(browser: Browser, baseUrl: string, apiKey: string): Promise<JourneyResult> {
  const context = await browser.newContext({ baseURL: baseUrl, permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await context.newPage()
  const recorder = new ApiRecorder(page)
  const long = `https://bench-shorten.example.com/${Date.now()}`
  try {
    return await runJourney('Sign in → shorten a URL → copy', recorder, [
      { step: 'open sign-in', needed: [], run: () => page.goto('/app/signin').then(() => undefined) },
      {
        step: 'sign in (lands on Links, with the list)',
        needed: ['GET /api/account', LIST],
        run: async () => {
          await signInWithForm(page, apiKey)
          await expect(rows(page).first()).toBeVisible()
        },
      },
      {
        step: 'shorten (the list is patched from the answer)',
        needed: ['POST /api/url/add'],
        run: async () => {
          await page.getByLabel('Shorten a URL').fill(long)
          await page.keyboard.press('Enter')
          await expect(rows(page).first()).toContainText(long)
        },
      },
      {
        step: 'copy',
        needed: [],
        run: async () => {
          await page.getByRole('button', { name: 'Copy the new short URL' }).click()
          expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https?:\/\//)
        },
      },
    ])
  } finally {
    await context.close()
  }
}

export function linkDetailJourney(browser: Browser, baseUrl: string, apiKey: string): Promise<JourneyResult> {
  return signedInJourney(browser, { baseUrl, apiKey }, 'Links list → a detail page → back', (page) => [
    {
      step: 'Links list',
      needed: [LIST],
      run: async () => {
        await navLink(page, 'Links').click()
        await expect(rows(page).first()).toBeVisible()
      },
    },
    {
      step: 'a detail page',
      needed: ['GET /api/url/*'],
      run: async () => {
        await rows(page).first().getByRole('link').first().click()
        await expect(page.getByRole('link', { name: '← All links' })).toBeVisible()
        await expect(page.getByText('What it does')).toBeVisible()
      },
    },
    {
      step: 'back to the list (within the stale time)',
      needed: [],
      run: async () => {
        await page.goBack()
        await expect(rows(page).first()).toBeVisible()
      },
    },
  ])
}

/** Three links into the demo campaign through the picker, one search word typed each time. */
export function campaignPickerJourney(browser: Browser, baseUrl: string, apiKey: string): Promise<JourneyResult> {
  return signedInJourney(browser, { baseUrl, apiKey, start: '/app/campaigns' }, 'Campaign picker: 3 links after typing a word', (page) => {
    const picker = page.getByRole('combobox', { name: 'Link' })
    const pick = (n: number) => async () => {
      await picker.fill('acme')
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
      for (let down = 0; down <= n; down++) await picker.press('ArrowDown')
      await picker.press('Enter')
      await picker.press('Enter')
      await expect(picker).toHaveValue('')
    }
    return [
      {
        step: 'open the picker',
        needed: [],
        run: async () => {
          await rows(page).first().getByRole('button', { name: /^Add a link to / }).click()
          await expect(picker).toBeFocused()
        },
      },
      { step: 'first link (searches once)', needed: ['GET /api/urls?page=1&limit=10&order=date&q=acme', 'POST /api/campaign/*/assign/*'], run: pick(0) },
      { step: 'second link (from the cache)', needed: ['POST /api/campaign/*/assign/*'], run: pick(1) },
      { step: 'third link (from the cache)', needed: ['POST /api/campaign/*/assign/*'], run: pick(2) },
    ]
  })
}

/**
 * The bulk issue's budgets: an export of N links costs ceil(N/100) requests, an import of N rows N.
 * 140 links are added through the API first, so the export needs two pages.
 */
export async function bulkJourney(browser: Browser, baseUrl: string, apiKey: string): Promise<JourneyResult> {
  const headers = { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' }
  const count = async () => ((await (await fetch(`${baseUrl}/api/urls?limit=1`, { headers })).json()) as { data: { result: number } }).data.result
  for (let missing = 140 - (await count()); missing > 0; missing--) {
    await fetch(`${baseUrl}/api/url/add`, { method: 'POST', headers, body: JSON.stringify({ url: `https://bench-bulk.example.com/seed/${missing}` }) })
  }
  const total = await count()
  const pages = Math.ceil(total / 100)
  const IMPORT_ROWS = 5
  const csv = ['url,title', ...Array.from({ length: IMPORT_ROWS }, (_, i) => `https://bench-bulk.example.com/import/${Date.now()}-${i},Bench import ${i}`)].join('\n')
  return signedInJourney(browser, { baseUrl, apiKey }, `Bulk: export ${total} links, import ${IMPORT_ROWS} rows`, (page) => [
    {
      step: 'Links list',
      needed: [LIST],
      run: async () => {
        await navLink(page, 'Links').click()
        await expect(rows(page).first()).toBeVisible()
      },
    },
    {
      step: `export ${total} links: ceil(${total}/100) = ${pages} requests`,
      needed: Array.from({ length: pages }, (_, i) => `GET /api/urls?page=${i + 1}&limit=100&order=date`),
      run: async () => {
        await page.getByRole('button', { name: 'Export CSV' }).click()
        const download = page.waitForEvent('download')
        await page.getByRole('dialog').getByRole('button', { name: 'Start export' }).click()
        await download
      },
    },
    {
      step: `import ${IMPORT_ROWS} rows: ${IMPORT_ROWS} requests`,
      needed: Array.from({ length: IMPORT_ROWS }, () => 'POST /api/url/add'),
      run: async () => {
        await page.getByRole('link', { name: 'Import CSV' }).click()
        const chooser = page.waitForEvent('filechooser')
        await page.getByRole('button', { name: 'Choose a CSV file' }).click()
        await (await chooser).setFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
        await page.getByRole('button', { name: `Import ${IMPORT_ROWS} links` }).click()
        await expect(page.getByRole('status').filter({ hasText: `${IMPORT_ROWS} created, 0 failed, 0 left` })).toBeVisible({ timeout: 30_000 })
      },
    },
  ])
}
