// The dashboard in Chromium: the bundle, requests per journey, web vitals and the heap while paging, on the real
// server serving the build (BENCH_DIST in the full run, bench/.work/run-dist on its own), and the bundle's anchor.
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from '@playwright/test'
import { bundleAnchor } from './anchor.ts'
import { apiClient, times } from './api-seed.ts'
import { launchChromium } from './browser.ts'
import { ensureBuild } from './build.ts'
import { bundleStats } from './bundle-stats.ts'
import { TARGETS, type BenchResults } from './figures.ts'
import { firstLoadsJourney } from './first-loads.ts'
import { domainsJourney, pixelsJourney, qrJourney, type JourneyResult } from './journeys.ts'
import { bulkJourney, campaignPickerJourney, linkDetailJourney, shortenJourney } from './link-journeys.ts'
import type { Log, Measurement } from './measurement.ts'
import { measureHeap } from './memory.ts'
import { moduleShares } from './module-sizes.ts'
import { runMeasurement } from './runner.ts'
import { demoApiKey, startServerProcess } from './server-process.ts'
import { measureVitals } from './vitals.ts'

const root = path.resolve(import.meta.dirname, '..')
const work = path.join(import.meta.dirname, '.work')
const UI_PORT = 18081
const HEAP_ROWS = 800

type DashboardFigures = Pick<BenchResults, 'built' | 'bundle' | 'journeys' | 'vitals' | 'memory'>

const stopped = (journey: string, e: unknown): JourneyResult => ({ journey, steps: [], sent: 0, minimum: 0, error: String(e).split('\n')[0] })

/** One server on a fresh data directory, the journeys, vitals, then the heap run. */
async function browserBench(browser: Browser, dist: string, log: Log) {
  const dataDir = path.join(work, 'ui-data')
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  const server = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: '100000' }, UI_PORT)
  try {
    const apiKey = demoApiKey(dataDir)
    const api = apiClient(server.url, apiKey)
    log('journeys')
    await times(40, 4, (i) => api.post('/pixel/add', { type: 'gapixel', name: `Bench pixel ${i + 1}`, tag: `G-BENCH${String(i + 1).padStart(4, '0')}` }))
    const journeys: JourneyResult[] = []
    for (const journey of [domainsJourney, qrJourney, pixelsJourney, shortenJourney, linkDetailJourney, campaignPickerJourney, bulkJourney]) {
      journeys.push(await journey(browser, server.url, apiKey).catch((e: unknown) => stopped(journey.name, e)))
    }
    const firstId = async (path: string, key: string) => (await api.get<{ data: Record<string, { id: number }[]> }>(`${path}?limit=1`)).data[key]![0]!.id
    const ids = { link: await firstId('/urls', 'urls'), qr: await firstId('/qr', 'qrs'), directory: await firstId('/directories', 'directories') }
    journeys.push(await firstLoadsJourney(browser, server.url, apiKey, ids).catch((e: unknown) => stopped('first loads', e)))

    log('web vitals')
    const { data } = await api.get<{ data: { qrs: { id: number; scans: number }[] } }>('/qr?limit=100')
    const qrId = [...data.qrs].sort((a, b) => b.scans - a.scans)[0]!.id
    const vitals = await measureVitals(browser, server.url, apiKey, qrId)

    log(`heap: ${HEAP_ROWS} domains through the API, then 50 pages`)
    await times(HEAP_ROWS, 8, (i) => api.post('/domain/add', { domain: `https://heap-${i + 1}.bench.example.test` }))
    const memory = await measureHeap(browser, server.url, apiKey, HEAP_ROWS + 2)
    return { journeys, vitals, memory, qrId }
  } finally {
    await server.stop()
  }
}

async function dashboardBench(log: Log): Promise<DashboardFigures> {
  // Its own build folder: a rebuild of bench/.work/dist by another run mid-run removed files this one reads.
  const dist = process.env.BENCH_DIST ?? path.join(work, 'run-dist')
  log('build (when sources changed)')
  const built = await ensureBuild(dist)
  const bundle = bundleStats(dist)
  const browser = await launchChromium()
  let ui
  try {
    ui = await browserBench(browser, dist, log)
  } finally {
    await browser.close()
  }
  log('the bundle anchor (shlink-web-client on npm)')
  return {
    built,
    bundle: {
      budgetKb: TARGETS.signinJsKb,
      entry: bundle.entry,
      routeChunks: bundle.routeChunks,
      signinModules: moduleShares(dist, bundle.firstVisits.find((v) => v.page === '/app/signin')!.jsFiles, bundle.gzipKb, root).slice(0, 20),
      anchor: bundleAnchor(work),
      firstVisits: bundle.firstVisits.map((v) => {
        const seen = ui.vitals.find((p) => p.page === v.page.replace('$id', String(ui.qrId)))?.runs[0]?.assets ?? []
        const js = seen.filter((f) => f.endsWith('.js'))
        return { ...v, fetched: { jsFiles: js, jsKb: js.reduce((n, f) => n + bundle.gzipKb(f), 0), recharts: bundle.withRecharts(js) } }
      }),
    },
    journeys: ui.journeys,
    vitals: ui.vitals,
    memory: ui.memory,
  }
}

export const measurement: Measurement<DashboardFigures> = {
  name: 'dashboard', file: import.meta.filename, what: 'bundle, requests per journey, web vitals, heap while paging',
  run: dashboardBench,
  into: (results, figures) => {
    // The report needs these figures: a full run without them stops (see run.ts).
    if ('error' in figures) throw new Error(`bench/dashboard.ts: ${figures.error}`)
    Object.assign(results, figures)
  },
}

await runMeasurement(measurement, import.meta.filename)
