// npx tsx bench/big-import.ts: a 10,000-row CSV dropped on the import page must not freeze it: time to the preview and the
// longest main-thread task (PerformanceObserver "longtask"), medians of 3 rounds.
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { launchChromium, signedInContext } from './browser.ts'
import { ensureBuild } from './build.ts'
import type { Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'
import { demoApiKey, startServerProcess } from './server-process.ts'

const ROWS = 10_000
const ROUNDS = 3
const work = path.join(import.meta.dirname, '.work')

interface BigImportBench {
  rows: number
  bytes: number
  /** Medians over the rounds. */
  previewMs: number
  longestTaskMs: number
  /** Longest main-thread task of the page while it read, checked and drew the rows (0: none of 50 ms or more). */
  rounds: { previewMs: number; longestTaskMs: number; parseMs: number; checkMs: number; harnessTaskMs: number }[]
}

function bigCsv() {
  const lines = ['url,custom,title,expiry,description']
  for (let i = 0; i < ROWS; i++) lines.push(`https://bench-big.example.com/p/${i}?ref=csv,big-${i},"Row ${i}, a title",,Imported in the bench`)
  return lines.join('\n')
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function bigImportBench(): Promise<BigImportBench> {
  const dist = path.join(work, 'dist')
  await ensureBuild(dist)
  const dataDir = path.join(work, 'big-import-data')
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  const server = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: '100000' }, 18090)
  const browser = await launchChromium()
  const csv = bigCsv()
  const rounds: BigImportBench['rounds'] = []
  try {
    const apiKey = demoApiKey(dataDir)
    for (let round = 0; round < ROUNDS; round++) {
      const context = await signedInContext(browser, server.url, apiKey)
      const page = await context.newPage()
      await page.goto('/app/links/import')
      await expect(page.getByRole('button', { name: 'Choose a CSV file' })).toBeVisible({ timeout: 20_000 })
      await page.evaluate(() => {
        const w = window as unknown as { __tasks: [number, number][] }
        w.__tasks = []
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__tasks.push([Math.round(e.startTime), Math.round(e.duration)])
        }).observe({ type: 'longtask' })
      })
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: 'Choose a CSV file' }).click()
      const t0 = Date.now()
      await (await chooser).setFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
      await expect(page.getByText(`${ROWS.toLocaleString('en')} rows read from big.csv`)).toBeVisible({ timeout: 60_000 })
      const previewMs = Date.now() - t0
      // Playwright hands the file to the page (base64 to a File) in the task that fires the input's change
      // event, whose handler only marks 'import:read' and starts the read: tasks that start after it are the page's.
      const measured = await page.evaluate(() => {
        // No inner functions: tsx would name them with a helper the page does not have.
        const [read, parsed, checked] = ['import:read', 'import:parsed', 'import:checked'].map((n) => performance.getEntriesByName(n)[0]!.startTime)
        const tasks = (window as unknown as { __tasks: [number, number][] }).__tasks
        return {
          longest: Math.max(0, ...tasks.filter(([start]) => start > read!).map(([, d]) => d)),
          harness: Math.max(0, ...tasks.filter(([start]) => start <= read!).map(([, d]) => d)),
          parseMs: parsed! - read!,
          checkMs: checked! - parsed!,
          debug: JSON.stringify({ read, parsed, checked, tasks }),
        }
      })
      if (process.env.BIG_IMPORT_DEBUG) console.log(measured.debug)
      rounds.push({
        previewMs,
        longestTaskMs: measured.longest,
        parseMs: Math.round(measured.parseMs),
        checkMs: Math.round(measured.checkMs),
        harnessTaskMs: measured.harness,
      })
      await context.close()
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  return {
    rows: ROWS,
    bytes: Buffer.byteLength(csv),
    previewMs: median(rounds.map((r) => r.previewMs)),
    longestTaskMs: median(rounds.map((r) => r.longestTaskMs)),
    rounds,
  }
}

export const measurement: Measurement<BigImportBench> = {
  name: 'big-import', file: import.meta.filename, what: 'a 10,000-row CSV dropped on the import page',
  run: bigImportBench, print: (result) => console.log(JSON.stringify(result, null, 2)),
}

await runMeasurement(measurement, import.meta.filename)
