// Chromium as the tests run it, a recorder of the dashboard's /api requests, and sign-in helpers.
import { chromium, expect, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test'

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

export interface ApiCall {
  /** "GET /api/domains?page=1&limit=15" */
  line: string
  at: number
}

/** Emits the requests of one page, or of every page of a context. */
interface RequestSource {
  on(event: 'request' | 'requestfinished' | 'requestfailed', listener: (req: Request) => void): unknown
}

/** Every /api request the page (or every page of the context) sends, and how many are still open. */
export class ApiRecorder {
  readonly calls: ApiCall[] = []
  private open = 0
  private lastActivity = Date.now()

  constructor(page: Page | BrowserContext) {
    const source = page as RequestSource
    const isApi = (url: string) => new URL(url).pathname.startsWith('/api/')
    source.on('request', (req) => {
      if (!isApi(req.url())) return
      const url = new URL(req.url())
      this.calls.push({ line: `${req.method()} ${url.pathname}${url.search}`, at: Date.now() })
      this.open++
      this.lastActivity = Date.now()
    })
    const done = (req: { url: () => string }) => {
      if (!isApi(req.url())) return
      this.open--
      this.lastActivity = Date.now()
    }
    source.on('requestfinished', done)
    source.on('requestfailed', done)
  }

  /** Waits until no /api request has been open or started for `quietMs`: late refetches get counted. */
  async settle(quietMs = 750, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (this.open <= 0 && Date.now() - this.lastActivity >= quietMs) return
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`/api requests did not settle within ${timeoutMs} ms (${this.open} open).`)
  }

  since(mark: number): string[] {
    return this.calls.slice(mark).map((c) => c.line)
  }
}

/** A context whose pages start signed in (the session the sign-in form would store for this tab). */
export async function signedInContext(browser: Browser, baseUrl: string, apiKey: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl })
  const session = JSON.stringify({ baseUrl: `${baseUrl}/api`, apiKey })
  await context.addInitScript((value) => sessionStorage.setItem('linkdash.session', value), session)
  return context
}

/** Fills the sign-in form on the open sign-in page and waits for the dashboard. */
export async function signInWithForm(page: Page, apiKey: string) {
  await page.getByLabel('API key', { exact: true }).fill(apiKey)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 15_000 })
}

/** Clicks an entry of the sidebar, as a person would: the SPA keeps its query cache. */
export const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name, exact: true })
