// Requests of every page's first load: the page opened by its address in a new tab of a signed-in session.
import { expect, type Browser } from '@playwright/test'
import { ApiRecorder, signInWithForm } from './browser.ts'
import { compare, type JourneyResult, type StepResult } from './journeys.ts'

export interface FirstLoadIds {
  link: number
  qr: number
  directory: number
}

/** Each page and the requests it cannot do without; `*` stands for one path segment or value. */
export function firstLoadPages({ link, qr, directory }: FirstLoadIds): { path: string; needed: string[] }[] {
  const list = (path: string, extra = '') => `GET /api/${path}?page=1&limit=15${extra}`
  // Issue 35 (W8): the account's statistics, in the viewer's zone.
  const accountStats = 'GET /api/stats?scope=account&range=30d&tz=*'
  return [
    // The totals (L1c, ours), the five most clicked links and the account's statistics.
    { path: '/app/', needed: ['GET /api/urls/summary', 'GET /api/urls?page=1&limit=5&order=click', accountStats] },
    // Our server names each row's campaign (L1b), so no campaigns request.
    { path: '/app/links', needed: [list('urls', '&order=date')] },
    { path: `/app/links/${link}`, needed: [`GET /api/url/${link}`] },
    { path: '/app/qr', needed: [list('qr')] },
    { path: `/app/qr/${qr}`, needed: [`GET /api/qr/${qr}`] },
    { path: `/app/qr/${qr}/edit`, needed: [`GET /api/qr/${qr}`] },
    { path: '/app/qr/new', needed: [] },
    { path: '/app/directories', needed: [list('directories')] },
    { path: '/app/bio', needed: [list('bio')] },
    // The API has no single-directory read: its name comes from the first 100 directories.
    { path: `/app/directories/${directory}`, needed: [list(`directory/${directory}`), 'GET /api/directories?page=1&limit=100'] },
    { path: '/app/campaigns', needed: [list('campaigns')] },
    { path: '/app/domains', needed: [list('domains')] },
    { path: '/app/pixels', needed: [list('pixels')] },
    { path: '/app/files', needed: [list('files')] },
    { path: '/app/overlays', needed: [list('overlay')] },
    { path: '/app/splash', needed: [list('splash')] },
    // The sign-in check's answer is kept with the session; the account page reads the whole account.
    { path: '/app/account', needed: ['GET /api/account'] },
  ]
}

/** Signs in once ("remember me"), then opens each page in a new tab: nothing is cached but the session. */
export async function firstLoadsJourney(browser: Browser, baseUrl: string, apiKey: string, ids: FirstLoadIds): Promise<JourneyResult> {
  const context = await browser.newContext({ baseURL: baseUrl })
  const recorder = new ApiRecorder(context)
  const steps: StepResult[] = []
  let error: string | undefined
  const step = async (name: string, needed: string[], run: () => Promise<void>) => {
    const mark = recorder.calls.length
    try {
      await run()
      await recorder.settle()
    } catch (e) {
      error = `${name}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`
    }
    const sent = recorder.since(mark)
    steps.push({ step: name, needed, sent, ...compare(needed, sent) })
  }
  try {
    const signin = await context.newPage()
    await step('sign in (remember me)', ['GET /api/account'], async () => {
      await signin.goto('/app/signin?redirect=%2Faccount')
      await signin.getByLabel('Remember me on this device').check()
      await signInWithForm(signin, apiKey)
      await expect(signin.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
    })
    await signin.close()
    for (const { path, needed } of firstLoadPages(ids)) {
      if (error) break
      const page = await context.newPage()
      await step(`first load of ${path}`, needed, async () => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('status').getByText('Loading…')).toHaveCount(0)
      })
      await page.close()
    }
  } finally {
    await context.close()
  }
  return {
    journey: 'First load of every page (by its address, in a new tab of a remembered session)',
    steps,
    sent: steps.reduce((n, s) => n + s.sent.length, 0),
    minimum: steps.reduce((n, s) => n + s.needed.length, 0),
    error,
  }
}
