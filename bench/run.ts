// `npm run bench`: every measurement of the list below in order, each in a process (group) of its own with its own
// ports and data, its log in bench/.work/<name>.log; then bench/results.json and bench/RESULTS.md (bench/report.ts).
// `--no-api`, `--no-clicks`, `--no-stats`, `--no-redirect`, `--no-api-side`, `--no-scale`, `--no-startup`, `--no-journey` skip one.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import path from 'node:path'
import { measurement as apiSide } from './api-side.ts'
import { measurement as apiSweep } from './api-sweep.ts'
import { measurement as api } from './api.ts'
import { measurement as clicks } from './click-stats.ts'
import { measurement as dashboard } from './dashboard.ts'
import type { BenchResults } from './figures.ts'
import { measurement as journey } from './marketer-journey.ts'
import { putInto, type Measurement } from './measurement.ts'
import { measurement as redirect } from './redirect.ts'
import { writeReport } from './report.ts'
import { figuresFile, timedLog } from './runner.ts'
import { measurement as scale } from './scale.ts'
import { measurement as startup } from './startup.ts'
import { measurement as stats } from './stats.ts'

/** The full run, in order. A new measurement: one file, and one entry here if the full run should include it. */
const MEASUREMENTS: Measurement<unknown>[] = [dashboard, api, apiSweep, clicks, stats, redirect, apiSide, scale, startup, journey]

const root = path.resolve(import.meta.dirname, '..')
const work = path.join(import.meta.dirname, '.work')
const started = Date.now()
const log = timedLog('bench', started)
const loads: number[][] = []
const sampleLoad = () => loads.push(readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number))

const running = new Set<ChildProcess>()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Each part drops its throwaway PostgreSQL database on SIGTERM.
    for (const child of running) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
    process.exit(130)
  })
}

/** One measurement as it runs alone, in its own process group; its figures, or why there are none. */
function part<F>(m: Measurement<F>): Promise<F | { error: string }> {
  const out = path.join(work, `${m.name}.log`)
  const json = figuresFile(m.name)
  rmSync(json, { force: true })
  return new Promise((resolve) => {
    const env = { ...process.env, BENCH_DIST: path.join(work, 'run-dist') }
    const child = spawn(process.execPath, ['--import', 'tsx', m.file], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    running.add(child)
    let text = ''
    child.stdout.on('data', (d) => (text += d))
    child.stderr.on('data', (d) => (text += d))
    child.on('exit', (code) => {
      running.delete(child)
      writeFileSync(out, text)
      try {
        // Exit code 1 with figures: one database stopped; the report says which and why.
        resolve(JSON.parse(readFileSync(json, 'utf8')) as F)
      } catch {
        resolve({ error: `${path.relative(root, m.file)} exited with ${code}; see ${path.relative(root, out)}` })
      }
    })
  })
}

try {
  mkdirSync(work, { recursive: true })
  sampleLoad()
  const results = { journeys: [] } as unknown as BenchResults
  for (const m of MEASUREMENTS) {
    const skipped = m.skip !== undefined && process.argv.includes(m.skip) ? `skipped (${m.skip})` : m.when?.(results) === false ? 'not measured' : undefined
    if (!skipped) log(`${m.what} (${path.relative(root, m.file)})`)
    putInto(m, results, skipped ? { error: skipped } : await part(m))
    sampleLoad()
  }
  const chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  const durationS = Math.round((Date.now() - started) / 1000)
  writeReport({ ...results, date: new Date(started).toISOString(), durationS, machine: { cpus: cpus().length, loadavg: loads, node: process.version, chromium } })
  log(`done in ${durationS} s. Report: ${path.join(import.meta.dirname, 'RESULTS.md')} (JSON: bench/results.json)`)
} catch (e) {
  console.error(e)
  process.exitCode = 1
}
