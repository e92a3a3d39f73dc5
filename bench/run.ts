// `npm run bench`: bundle, requests per journey, web vitals, heap while paging, and the API bench,
// into bench/RESULTS.md and bench/results.json. Builds into bench/.work/dist when the sources are
// newer, serves it with the real server on its own port and data directory, and stops what it starts.
// `npm run bench -- --no-api` skips the API half (a quicker run while working on the dashboard);
// `--no-clicks` skips the link statistics with 1,000,000 clicks (bench/click-stats.ts, a few minutes);
// `--no-stats` skips GET /stats at 10,000,000 clicks (bench/stats.ts, about 25 minutes);
// `--no-redirect` skips the redirect under wrk beside a bare Hono 302 server (bench/redirect.ts, about 5 minutes);
// `--no-api-side` skips the API beside bare Hono and bare Node (bench/api-side.ts, about 4 minutes);
// `--no-scale` skips one account of 1,000,000 links on both databases (bench/scale.ts, about 10 minutes);
// `--no-startup` skips `npm start` before/after the compiled server (bench/startup.ts, about a minute).
// The bundle's anchor (shlink-web-client) is measured from its npm tarball when one is published (bench/anchor.ts).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import path from 'node:path'
import type { Browser } from '@playwright/test'
import { apiClient, times } from './api-seed.ts'
import { apiSweep, type Sweep } from './api-sweep.ts'
import { launchChromium } from './browser.ts'
import { ensureBuild } from './build.ts'
import { bundleStats } from './bundle-stats.ts'
import { CLICK_STATS_JSON } from './click-stats.ts'
import { firstLoadsJourney } from './first-loads.ts'
import { domainsJourney, pixelsJourney, qrJourney, type JourneyResult } from './journeys.ts'
import { bulkJourney, campaignPickerJourney, linkDetailJourney, shortenJourney } from './link-journeys.ts'
import { MARKETER_JSON, type MarketerResult } from './marketer-journey.ts'
import { measureHeap, type MemoryResult } from './memory.ts'
import { bundleAnchor } from './anchor.ts'
import { API_SIDE_JSON } from './api-side.ts'
import { moduleShares } from './module-sizes.ts'
import { REDIRECT_JSON } from './redirect.ts'
import { writeReport } from './report.ts'
import { TARGETS } from './report-format.ts'
import { demoApiKey, startServerProcess, type Started } from './server-process.ts'
import { SCALE_JSON } from './scale.ts'
import { STARTUP_JSON } from './startup.ts'
import { STATS_JSON } from './stats.ts'
import type { ApiBench, BenchResults, ApiSideBench, ClickStatsBench, RedirectBench, ScaleBench, StartupBench, StatsBench } from './figures.ts'
import { measureVitals, type PageVitals } from './vitals.ts'

const root = path.resolve(import.meta.dirname, '..')
const work = path.join(import.meta.dirname, '.work')
// Its own build folder: other sessions build into bench/.work/dist, and a rebuild there mid-run removed files this run reads.
const dist = path.join(work, 'run-dist')
const UI_PORT = 18081
const SWEEP_PORT = 18082
const HEAP_ROWS = 800
const started = Date.now()
const loads: number[][] = []
const sampleLoad = () => loads.push(readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number))
const log = (text: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${text}`)

let server: Started | undefined
let browser: Browser | undefined
let apiChild: ChildProcess | undefined
let clicksChild: ChildProcess | undefined
let redirectChild: ChildProcess | undefined
const partChildren = new Set<ChildProcess>()
async function cleanUp() {
  await browser?.close().catch(() => undefined)
  await server?.stop().catch(() => undefined)
  // bench/api.ts, bench/click-stats.ts and bench/redirect.ts run in their own process groups with the servers
  // (and wrk, ab) they start; click-stats.ts and redirect.ts drop their throwaway PostgreSQL databases on SIGTERM.
  for (const child of [apiChild, clicksChild, redirectChild, ...partChildren]) if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
  browser = undefined
  server = undefined
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)))

/** The browser half: one server on a fresh data directory, the three journeys, vitals, then the heap run. */
async function browserBench() {
  const dataDir = path.join(work, 'ui-data')
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  server = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: '100000' }, UI_PORT)
  const apiKey = demoApiKey(dataDir)
  const api = apiClient(server.url, apiKey)
  browser = await launchChromium()

  log('journeys')
  await times(40, 4, (i) => api.post('/pixel/add', { type: 'gapixel', name: `Bench pixel ${i + 1}`, tag: `G-BENCH${String(i + 1).padStart(4, '0')}` }))
  const journeys: JourneyResult[] = []
  for (const journey of [domainsJourney, qrJourney, pixelsJourney, shortenJourney, linkDetailJourney, campaignPickerJourney, bulkJourney]) {
    const failed = (e: unknown): JourneyResult => ({ journey: journey.name, steps: [], sent: 0, minimum: 0, error: String(e).split('\n')[0] })
    journeys.push(await journey(browser, server.url, apiKey).catch(failed))
  }
  const firstId = async (path: string, key: string) => (await api.get<{ data: Record<string, { id: number }[]> }>(`${path}?limit=1`)).data[key]![0]!.id
  const ids = { link: await firstId('/urls', 'urls'), qr: await firstId('/qr', 'qrs'), directory: await firstId('/directories', 'directories') }
  journeys.push(
    await firstLoadsJourney(browser, server.url, apiKey, ids).catch((e: unknown) => ({
      journey: 'first loads',
      steps: [],
      sent: 0,
      minimum: 0,
      error: String(e).split('\n')[0],
    })),
  )

  log('web vitals')
  const { data } = await api.get<{ data: { qrs: { id: number; scans: number }[] } }>('/qr?limit=100')
  const qrId = [...data.qrs].sort((a, b) => b.scans - a.scans)[0]!.id
  const vitals: PageVitals[] = await measureVitals(browser, server.url, apiKey, qrId)

  log(`heap: ${HEAP_ROWS} domains through the API, then 50 pages`)
  await times(HEAP_ROWS, 8, (i) => api.post('/domain/add', { domain: `https://heap-${i + 1}.bench.example.test` }))
  const memory: MemoryResult = await measureHeap(browser, server.url, apiKey, HEAP_ROWS + 2)
  await cleanUp()
  return { journeys, vitals, memory, qrId }
}

/** bench/api.ts as it runs alone (its own port and data directory); its JSON is folded in. */
function apiBench(): Promise<ApiBench> {
  const out = path.join(work, 'api.log')
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    apiChild = child
    let text = ''
    child.stdout.on('data', (d) => (text += d))
    child.stderr.on('data', (d) => (text += d))
    child.on('exit', (code) => {
      writeFileSync(out, text)
      if (code !== 0) return resolve({ error: `bench/api.ts exited with ${code}; see ${path.relative(root, out)}` })
      resolve(JSON.parse(readFileSync(path.join(import.meta.dirname, 'api-results.json'), 'utf8')) as ApiBench)
    })
  })
}

/** bench/click-stats.ts as it runs alone (its own port, data directories and throwaway database); its JSON is folded in. */
function clickStatsBench(): Promise<ClickStatsBench | { error: string }> {
  const out = path.join(work, 'click-stats.log')
  rmSync(CLICK_STATS_JSON, { force: true })
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/click-stats.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    clicksChild = child
    let text = ''
    child.stdout.on('data', (d) => (text += d))
    child.stderr.on('data', (d) => (text += d))
    child.on('exit', (code) => {
      writeFileSync(out, text)
      try {
        // Exit code 1 with a JSON: one database stopped; the report says which and why.
        resolve(JSON.parse(readFileSync(CLICK_STATS_JSON, 'utf8')) as ClickStatsBench)
      } catch {
        resolve({ error: `bench/click-stats.ts exited with ${code}; see ${path.relative(root, out)}` })
      }
    })
  })
}

/** bench/redirect.ts as it runs alone (its own ports, data directories and throwaway database); its JSON is folded in. */
function redirectBench(): Promise<RedirectBench | { error: string }> {
  const out = path.join(work, 'redirect.log')
  rmSync(REDIRECT_JSON, { force: true })
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/redirect.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    redirectChild = child
    let text = ''
    child.stdout.on('data', (d) => (text += d))
    child.stderr.on('data', (d) => (text += d))
    child.on('exit', (code) => {
      writeFileSync(out, text)
      try {
        // Exit code 1 with a JSON: one database stopped; the report says which and why.
        resolve(JSON.parse(readFileSync(REDIRECT_JSON, 'utf8')) as RedirectBench)
      } catch {
        resolve({ error: `bench/redirect.ts exited with ${code}; see ${path.relative(root, out)}` })
      }
    })
  })
}

/** A bench part run as it runs alone (its own ports and data directories), in its own process group; its JSON is folded in. */
function partBench<T>(script: string, json: string): Promise<T | { error: string }> {
  const out = path.join(work, `${path.basename(script, '.ts')}.log`)
  rmSync(json, { force: true })
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    partChildren.add(child)
    let text = ''
    child.stdout.on('data', (d) => (text += d))
    child.stderr.on('data', (d) => (text += d))
    child.on('exit', (code) => {
      partChildren.delete(child)
      writeFileSync(out, text)
      try {
        resolve(JSON.parse(readFileSync(json, 'utf8')) as T)
      } catch {
        resolve({ error: `${script} exited with ${code}; see ${path.relative(root, out)}` })
      }
    })
  })
}

try {
  mkdirSync(work, { recursive: true })
  sampleLoad()
  log('build (when sources changed)')
  const built = await ensureBuild(dist)
  const bundle = bundleStats(dist)
  const ui = await browserBench()
  sampleLoad()
  const skipApi = process.argv.includes('--no-api')
  if (!skipApi) log('API (bench/api.ts)')
  const api: ApiBench = skipApi ? { error: 'skipped (--no-api)' } : await apiBench()
  let sweep: Sweep = []
  if (!('error' in api)) {
    log('API: the list at 1, 10 and 50 connections')
    const dataDir = path.join(work, 'api-data')
    server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000' }, SWEEP_PORT)
    const apiKey = demoApiKey(dataDir)
    sweep = await apiSweep(server.url, apiKey)
    await cleanUp()
  }
  sampleLoad()
  const skipClicks = process.argv.includes('--no-clicks')
  if (!skipClicks) log('link statistics with 1,000,000 clicks (bench/click-stats.ts)')
  const clickStats = skipClicks ? { error: 'skipped (--no-clicks)' } : await clickStatsBench()
  sampleLoad()
  const skipStats = process.argv.includes('--no-stats')
  if (!skipStats) log('statistics with 10,000,000 clicks (bench/stats.ts)')
  const stats = skipStats ? { error: 'skipped (--no-stats)' } : await partBench<StatsBench>('bench/stats.ts', STATS_JSON)
  sampleLoad()
  const skipRedirect = process.argv.includes('--no-redirect')
  if (!skipRedirect) log('redirect under wrk at 1, 10 and 50 connections beside a bare Hono 302 (bench/redirect.ts)')
  const redirect = skipRedirect ? { error: 'skipped (--no-redirect)' } : await redirectBench()
  sampleLoad()
  const skipApiSide = process.argv.includes('--no-api-side')
  if (!skipApiSide) log('API under wrk at 1, 10 and 50 connections beside bare Hono and bare Node (bench/api-side.ts)')
  const apiSide = skipApiSide ? { error: 'skipped (--no-api-side)' } : await partBench<ApiSideBench>('bench/api-side.ts', API_SIDE_JSON)
  sampleLoad()
  const skipScale = process.argv.includes('--no-scale')
  if (!skipScale) log('an account of 1,000,000 links on both databases (bench/scale.ts)')
  const scale = skipScale ? { error: 'skipped (--no-scale)' } : await partBench<ScaleBench>('bench/scale.ts', SCALE_JSON)
  sampleLoad()
  const skipStartup = process.argv.includes('--no-startup')
  if (!skipStartup) log('start-up before/after the compiled server (bench/startup.ts)')
  const startup = skipStartup ? { error: 'skipped (--no-startup)' } : await partBench<StartupBench>('bench/startup.ts', STARTUP_JSON)
  sampleLoad()
  if (!process.argv.includes('--no-journey')) {
    log("a busy marketer's 10 minutes at 30 requests a minute (bench/marketer-journey.ts)")
    process.env.BENCH_JOURNEY_DIST = dist
    const marketer = await partBench<MarketerResult>('bench/marketer-journey.ts', MARKETER_JSON)
    ui.journeys.push('error' in marketer && !('steps' in marketer) ? { journey: 'marketer', steps: [], sent: 0, minimum: 0, error: marketer.error } : (marketer as MarketerResult))
  }
  sampleLoad()
  log('the bundle anchor (shlink-web-client on npm)')
  const anchor = bundleAnchor(work)
  const chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  const results: BenchResults = {
    date: new Date(started).toISOString(),
    durationS: Math.round((Date.now() - started) / 1000),
    machine: { cpus: cpus().length, loadavg: loads, node: process.version, chromium },
    built,
    bundle: {
      budgetKb: TARGETS.signinJsKb,
      entry: bundle.entry,
      routeChunks: bundle.routeChunks,
      signinModules: moduleShares(dist, bundle.firstVisits.find((v) => v.page === '/app/signin')!.jsFiles, bundle.gzipKb, root).slice(0, 20),
      anchor,
      firstVisits: bundle.firstVisits.map((v) => {
        const seen = ui.vitals.find((p) => p.page === v.page.replace('$id', String(ui.qrId)))?.runs[0]?.assets ?? []
        const js = seen.filter((f) => f.endsWith('.js'))
        return { ...v, fetched: { jsFiles: js, jsKb: js.reduce((n, f) => n + bundle.gzipKb(f), 0), recharts: bundle.withRecharts(js) } }
      }),
    },
    journeys: ui.journeys,
    vitals: ui.vitals,
    memory: ui.memory,
    api,
    sweep,
    clickStats,
    stats,
    redirect,
    apiSide,
    scale,
    startup,
  }
  writeReport(results)
  log(`done in ${results.durationS} s. Report: ${path.join(import.meta.dirname, 'RESULTS.md')} (JSON: bench/results.json)`)
} catch (e) {
  console.error(e)
  process.exitCode = 1
} finally {
  await cleanUp()
}
