// Requests per journey: each step's /api requests beside the ones it needs, extras named.
import { expect, type Browser, type Page } from '@playwright/test'
import { ApiRecorder, navLink, signedInContext, signInWithForm } from './browser.ts'

export interface StepResult {
  step: string
  needed: string[]
  sent: string[]
  /** Sent but not needed. */
  extra: string[]
  /** Needed but not sent (a cache answered, or the page broke). */
  missing: string[]
}

export interface JourneyResult {
  journey: string
  steps: StepResult[]
  sent: number
  minimum: number
  error?: string
}

export interface Step {
  step: string
  /** Request lines; `*` stands for one path segment or value. */
  needed: string[]
  run: () => Promise<void>
}

const toRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/?&]+')}$`)

export function compare(needed: string[], sent: string[]) {
  const left = [...sent]
  const missing: string[] = []
  for (const pattern of needed) {
    const i = left.findIndex((line) => toRegExp(pattern).test(line))
    if (i === -1) missing.push(pattern)
    else left.splice(i, 1)
  }
  return { extra: left, missing }
}

export async function runJourney(journey: string, recorder: ApiRecorder, steps: Step[]): Promise<JourneyResult> {
  const results: StepResult[] = []
  let error: string | undefined
  for (const { step, needed, run } of steps) {
    const mark = recorder.calls.length
    try {
      await run()
      await recorder.settle()
    } catch (e) {
      error = `${step}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`
    }
    const sent = recorder.since(mark)
    results.push({ step, needed, sent, ...compare(needed, sent) })
    if (error) break
  }
  return {
    journey,
    steps: results,
    sent: results.reduce((n, s) => n + s.sent.length, 0),
    minimum: results.reduce((n, s) => n + s.needed.length, 0),
    error,
  }
}

/** A signed-in page opened on `start`, its own first requests settled, so the journey counts only its steps. */
export async function signedInJourney(
  browser: Browser,
  { baseUrl, apiKey, start = '/app/' }: { baseUrl: string; apiKey: string; start?: string },
  journey: string,
  steps: (page: Page) => Step[],
): Promise<JourneyResult> {
  const context = await signedInContext(browser, baseUrl, apiKey)
  const page = await context.newPage()
  const recorder = new ApiRecorder(page)
  try {
    await page.goto(start)
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await recorder.settle()
    return await runJourney(journey, recorder, steps(page))
  } finally {
    await context.close()
  }
}

const rows = (page: Page) => page.getByRole('table').locator('tbody tr')
const pagerText = (page: Page, text: string | RegExp) => page.getByRole('navigation', { name: 'Pagination' }).getByText(text)

export async function domainsJourney(browser: Browser, baseUrl: string, apiKey: string): Promise<JourneyResult> {
  const context = await browser.newContext({ baseURL: baseUrl })
  const page = await context.newPage()
  const recorder = new ApiRecorder(page)
  const name = 'https://bench-journey.example.test'
  const row = rows(page).filter({ hasText: name })
  try {
    return await runJourney('Sign in → domains → create → edit → delete', recorder, [
      { step: 'open sign-in', needed: [], run: () => page.goto('/app/signin').then(() => undefined) },
      { step: 'sign in', needed: ['GET /api/account'], run: () => signInWithForm(page, apiKey) },
      {
        step: 'domains list',
        needed: ['GET /api/domains?page=1&limit=15'],
        run: async () => {
          await navLink(page, 'Domains').click()
          await expect(rows(page).first()).toBeVisible()
        },
      },
      {
        step: 'create a domain',
        needed: ['POST /api/domain/add'],
        run: async () => {
          await page.getByRole('button', { name: 'Add a domain' }).click()
          await page.getByLabel('Domain', { exact: true }).fill(name)
          await page.getByLabel('Root redirect').fill('https://example.test/home')
          await page.getByRole('button', { name: 'Add domain' }).click()
          await expect(row).toBeVisible()
        },
      },
      {
        step: 'edit it',
        needed: ['PUT /api/domain/*/update'],
        run: async () => {
          await row.getByRole('button', { name: `Edit ${name}` }).click()
          await page.getByLabel('404 redirect').fill('https://example.test/missing')
          await page.getByRole('button', { name: 'Save changes' }).click()
          await expect(row.getByRole('link', { name: 'https://example.test/missing' })).toBeVisible()
        },
      },
      {
        step: 'delete it',
        needed: ['DELETE /api/domain/*/delete'],
        run: async () => {
          await row.getByRole('button', { name: `Delete ${name}` }).click()
          await page.getByRole('dialog', { name: 'Delete this domain?' }).getByRole('button', { name: 'Delete' }).click()
          await expect(row).toHaveCount(0)
        },
      },
      {
        step: 'revisit the list within the stale time (Overview → Domains)',
        needed: [],
        run: async () => {
          await navLink(page, 'Overview').click()
          await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
          await navLink(page, 'Domains').click()
          await expect(rows(page).first()).toBeVisible()
        },
      },
    ])
  } finally {
    await context.close()
  }
}

export function qrJourney(browser: Browser, baseUrl: string, apiKey: string): Promise<JourneyResult> {
  return signedInJourney(browser, { baseUrl, apiKey }, 'QR list → a detail page → back', (page) => [
    {
      step: 'QR list',
      needed: ['GET /api/qr?page=1&limit=15'],
      run: async () => {
        await navLink(page, 'QR codes').click()
        await expect(rows(page).first()).toBeVisible()
      },
    },
    {
      step: 'a detail page',
      needed: ['GET /api/qr/*'],
      run: async () => {
        await rows(page).first().getByRole('link').last().click()
        await expect(page.getByRole('link', { name: '← All QR codes' })).toBeVisible()
        await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible()
      },
    },
    {
      step: 'back to the list (within the stale time)',
      needed: [],
      run: async () => {
        await page.goBack()
        await expect(page.getByRole('heading', { level: 1, name: 'QR codes' })).toBeVisible()
        await expect(rows(page).first()).toBeVisible()
      },
    },
  ])
}

/** Needs at least 31 pixels. */
export function pixelsJourney(browser: Browser, baseUrl: string, apiKey: string): Promise<JourneyResult> {
  return signedInJourney(browser, { baseUrl, apiKey }, 'Pixels: pages 1 → 2 → 3, then back twice', (page) => {
    const next = () => page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click()
    return [
      {
        step: 'page 1',
        needed: ['GET /api/pixels?page=1&limit=15'],
        run: async () => {
          await navLink(page, 'Pixels').click()
          await expect(pagerText(page, /^page 1 of/)).toBeVisible()
        },
      },
      { step: 'page 2', needed: ['GET /api/pixels?page=2&limit=15'], run: () => next().then(() => expect(pagerText(page, /^page 2 of/)).toBeVisible()) },
      { step: 'page 3', needed: ['GET /api/pixels?page=3&limit=15'], run: () => next().then(() => expect(pagerText(page, /^page 3 of/)).toBeVisible()) },
      { step: 'back to page 2', needed: [], run: () => page.goBack().then(() => expect(pagerText(page, /^page 2 of/)).toBeVisible()) },
      { step: 'back to page 1', needed: [], run: () => page.goBack().then(() => expect(pagerText(page, /^page 1 of/)).toBeVisible()) },
    ]
  })
}
