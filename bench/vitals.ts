// LCP, long tasks / TBT and CLS in Chromium from the Performance API, observed from before the
// first script of the page runs. Each page is loaded in a fresh context (a first visit).
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { signedInContext } from './browser.ts'

export interface Vitals {
  fcpMs: number | null
  lcpMs: number | null
  lcpElement: string | null
  cls: number
  longTasks: number
  longTaskMs: number
  tbtMs: number
  /** Files under /app/assets/ the page fetched. */
  assets: string[]
  /** When the document, the last script, each API answer and the LCP image arrived (ms from navigation). */
  timeline: { what: string; endMs: number }[]
}

declare global {
  interface Window {
    __benchVitals: { lcp: { t: number; el: string; url: string }[]; shifts: { t: number; v: number }[]; tasks: { t: number; d: number }[] }
  }
}

// Runs in the page. No named inner functions: tsx wraps those in a `__name` helper the page lacks.
function observe() {
  const store: Window['__benchVitals'] = { lcp: [], shifts: [], tasks: [] }
  window.__benchVitals = store
  for (const type of ['largest-contentful-paint', 'layout-shift', 'longtask']) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.entryType === 'longtask') store.tasks.push({ t: e.startTime, d: e.duration })
        else if (e.entryType === 'layout-shift') {
          const s = e as PerformanceEntry & { value: number; hadRecentInput: boolean }
          if (!s.hadRecentInput) store.shifts.push({ t: s.startTime, v: s.value })
        } else {
          const el = (e as PerformanceEntry & { element?: Element | null }).element
          const url = (e as PerformanceEntry & { url?: string }).url ?? ''
          store.lcp.push({ t: e.startTime, url, el: el ? `${el.tagName.toLowerCase()} “${(el.textContent ?? '').trim().slice(0, 40)}”` : '(removed)' })
        }
      }
    }).observe({ type, buffered: true })
  }
}

/** CLS as web-vitals defines it: the largest session window (gaps under 1 s, at most 5 s long). */
function cumulativeShift(shifts: { t: number; v: number }[]): number {
  let best = 0
  let sum = 0
  let first = -Infinity
  let last = -Infinity
  for (const { t, v } of shifts) {
    if (t - last < 1000 && t - first < 5000) sum += v
    else {
      sum = v
      first = t
    }
    last = t
    best = Math.max(best, sum)
  }
  return best
}

async function measure(context: BrowserContext, path: string, ready: (page: Page) => Promise<void>): Promise<Vitals> {
  await context.addInitScript(observe)
  const page = await context.newPage()
  const assets = new Set<string>()
  page.on('response', (res) => {
    const p = new URL(res.url()).pathname
    if (p.startsWith('/app/assets/')) assets.add(p.slice('/app/'.length))
  })
  let raw
  try {
    await page.goto(path)
    await ready(page)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    raw = await page.evaluate(() => ({
      ...window.__benchVitals,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      documentEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseEnd ?? 0,
      resources: performance.getEntriesByType('resource').map((e) => ({ url: e.name, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
    }))
  } finally {
    await context.close()
  }
  const lcp = raw.lcp.at(-1) ?? null
  const afterFcp = raw.tasks.filter((task) => raw.fcp === null || task.t >= raw.fcp)
  return {
    fcpMs: raw.fcp,
    lcpMs: lcp?.t ?? null,
    lcpElement: lcp?.el ?? null,
    cls: cumulativeShift(raw.shifts),
    longTasks: raw.tasks.length,
    longTaskMs: raw.tasks.reduce((n, task) => n + task.d, 0),
    tbtMs: afterFcp.reduce((n, task) => n + Math.max(0, task.d - 50), 0),
    assets: [...assets].sort(),
    timeline: timeline(raw.documentEnd, raw.resources, lcp?.url ?? ''),
  }
}

function timeline(documentEnd: number, resources: { url: string; start: number; end: number }[], lcpUrl: string) {
  const scripts = resources.filter((r) => /\/app\/assets\/.*\.js$/.test(new URL(r.url).pathname))
  const path = (url: string) => {
    const u = new URL(url)
    return u.pathname + u.search
  }
  return [
    { what: 'document', endMs: documentEnd },
    { what: `last of ${scripts.length} scripts`, endMs: Math.max(0, ...scripts.map((r) => r.end)) },
    ...resources.filter((r) => new URL(r.url).pathname.startsWith('/api/')).map((r) => ({ what: `GET ${path(r.url)}`, endMs: r.end })),
    ...resources
      .filter((r) => lcpUrl && r.url === lcpUrl)
      .flatMap((r) => [
        { what: `LCP image requested`, endMs: r.start },
        { what: `LCP image ${new URL(r.url).pathname}${new URL(r.url).search}`, endMs: r.end },
      ]),
  ].sort((a, b) => a.endMs - b.endMs)
}

export interface PageVitals {
  page: string
  runs: Vitals[]
  /** Why the runs stopped early, if they did. */
  error?: string
  median: Omit<Vitals, 'assets' | 'lcpElement' | 'timeline'> & { lcpElement: string | null }
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b)
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0
}

function summarise(page: string, runs: Vitals[], error?: string): PageVitals {
  const m = (pick: (v: Vitals) => number | null) => median(runs.map(pick).filter((v): v is number => v !== null))
  return {
    page,
    runs,
    error,
    median: {
      fcpMs: runs.length ? m((v) => v.fcpMs) : null,
      lcpMs: runs.length ? m((v) => v.lcpMs) : null,
      lcpElement: runs[0]?.lcpElement ?? null,
      cls: m((v) => v.cls),
      longTasks: m((v) => v.longTasks),
      longTaskMs: m((v) => v.longTaskMs),
      tbtMs: m((v) => v.tbtMs),
    },
  }
}

/** Sign-in, the links and domains lists and a QR detail page, `runs` first visits each. */
export async function measureVitals(browser: Browser, baseUrl: string, apiKey: string, qrId: number, runs = 3): Promise<PageVitals[]> {
  const pages: [string, (b: Browser) => Promise<BrowserContext>, (p: Page) => Promise<void>][] = [
    ['/app/signin', (b) => b.newContext({ baseURL: baseUrl }), (p) => expect(p.getByRole('button', { name: 'Sign in' })).toBeVisible()],
    [
      '/app/links',
      (b) => signedInContext(b, baseUrl, apiKey),
      (p) => expect(p.getByRole('table').locator('tbody tr').first()).toBeVisible({ timeout: 15_000 }),
    ],
    [
      '/app/domains',
      (b) => signedInContext(b, baseUrl, apiKey),
      (p) => expect(p.getByRole('table').locator('tbody tr').first()).toBeVisible({ timeout: 15_000 }),
    ],
    [
      `/app/qr/${qrId}`,
      (b) => signedInContext(b, baseUrl, apiKey),
      (p) => expect(p.getByRole('link', { name: 'Edit' })).toBeVisible({ timeout: 15_000 }),
    ],
  ]
  const results: PageVitals[] = []
  for (const [path, contextFor, ready] of pages) {
    const measured: Vitals[] = []
    let error: string | undefined
    for (let i = 0; i < runs && !error; i++) {
      try {
        measured.push(await measure(await contextFor(browser), path, ready))
      } catch (e) {
        error = e instanceof Error ? e.message.split('\n')[0] : String(e)
      }
    }
    results.push(summarise(path, measured, error))
  }
  return results
}
