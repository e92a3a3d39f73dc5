// The dashboard's JS heap while paging through a long list. The query cache is counted through
// React's own fiber tree (QueryClientProvider's `client` prop): nothing is exposed for the bench.
import { expect, type Browser, type Page } from '@playwright/test'
import { signedInContext } from './browser.ts'
import { heapKinds, type HeapKinds } from './heap-snapshot.ts'

export interface HeapSample {
  pages: number
  /** After the inactive queries were removed, as gcTime does. */
  dropped?: boolean
  heapMiB: number
  cachedQueries: number
  cachedListPages: number
  domNodes: number
  listeners: number
}

export interface MemoryResult {
  list: string
  rows: number
  samples: HeapSample[]
  /** Heap growth per cached list page from the second sample on (the first pages also warm up code and caches). */
  kibPerCachedPage: number
  /** Heap snapshots' self sizes by kind at the second and the last sample, in KiB. */
  growthByKind?: { from: number; to: number; kib: HeapKinds }
  /** Size of one page's JSON answer, for scale. */
  pageJsonKib: number
  error?: string
}

// Runs in the page; see observe() in vitals.ts about inner functions. With `drop`, first removes
// the inactive queries, which is what the cache does to each of them gcTime after its last use.
function queryCache({ prefix, drop }: { prefix: string; drop: boolean }) {
  type Fiber = { child: Fiber | null; sibling: Fiber | null; memoizedProps?: { client?: unknown } | null }
  type Client = { getQueryCache: () => { getAll: () => { queryKey: unknown[] }[] }; removeQueries: (f: { type: 'inactive' }) => void }
  const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null
  const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer$'))
  const stack: Fiber[] = key ? [root[key] as Fiber] : []
  while (stack.length) {
    const fiber = stack.pop()!
    const client = fiber.memoizedProps?.client as Client | undefined
    if (client && typeof client.getQueryCache === 'function') {
      if (drop) client.removeQueries({ type: 'inactive' })
      const all = client.getQueryCache().getAll()
      return { all: all.length, lists: all.filter((q) => q.queryKey[0] === prefix && q.queryKey[1] === 'list').length }
    }
    if (fiber.sibling) stack.push(fiber.sibling)
    if (fiber.child) stack.push(fiber.child)
  }
  return { all: -1, lists: -1 }
}

/** Opens the domains list and clicks "Next page" until `pages` pages were shown, sampling the heap at `at`. */
export async function measureHeap(browser: Browser, baseUrl: string, apiKey: string, rows: number, at = [1, 10, 30, 50]): Promise<MemoryResult> {
  const context = await signedInContext(browser, baseUrl, apiKey)
  const page: Page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const samples: HeapSample[] = []
  const kinds: HeapKinds[] = []
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  const sample = async (pages: number, drop = false) => {
    const counts = await page.evaluate(queryCache, { prefix: 'domains', drop })
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    const dom = await cdp.send('Memory.getDOMCounters')
    samples.push({ pages, dropped: drop || undefined, heapMiB: usedSize / 2 ** 20, cachedQueries: counts.all, cachedListPages: counts.lists, domNodes: dom.nodes, listeners: dom.jsEventListeners })
  }
  let pageJsonKib = 0
  page.on('response', async (res) => {
    if (!pageJsonKib && new URL(res.url()).pathname === '/api/domains') pageJsonKib = (await res.body()).length / 1024
  })
  let error: string | undefined
  try {
    await page.goto('/app/domains')
    await expect(pager.getByText(/^page 1 of/)).toBeVisible({ timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    for (let n = 1; n <= Math.max(...at); n++) {
      if (n > 1) {
        await pager.getByRole('link', { name: 'Next page' }).click()
        await expect(pager.getByText(new RegExp(`^page ${n} of`))).toBeVisible({ timeout: 15_000 })
        await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
      }
      if (at.includes(n)) await sample(n)
      if (n === at[1] || n === at.at(-1)) kinds.push(await heapKinds(cdp))
    }
    await sample(Math.max(...at), true)
  } catch (e) {
    error = e instanceof Error ? e.message.split('\n')[0] : String(e)
  } finally {
    await context.close()
  }
  const first = samples[1]
  const last = samples.filter((x) => !x.dropped).at(-1)
  const kibPerCachedPage =
    first && last && last.cachedListPages > first.cachedListPages
      ? ((last.heapMiB - first.heapMiB) * 1024) / (last.cachedListPages - first.cachedListPages)
      : 0
  const [k0, k1] = kinds
  const growthByKind =
    k0 && k1
      ? { from: at[1]!, to: at.at(-1)!, kib: Object.fromEntries(Object.entries(k1).map(([k, v]) => [k, (v - k0[k as keyof HeapKinds]) / 1024])) as HeapKinds }
      : undefined
  return { list: 'domains, 15 a page', rows, samples, kibPerCachedPage, growthByKind, pageJsonKib, error }
}
