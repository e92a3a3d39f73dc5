// Runs one measurement on its own (`npm run bench:<name>`, or inside `npm run bench`): stops its children and drops
// its throwaway database on Ctrl-C, prefixes its log, saves its figures to bench/.work/<name>.json, prints them, and
// with `--report` folds them into bench/results.json and RESULTS.md (`--fold`: the last run's figures, not measured again).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { putInto, type Measurement } from './measurement.ts'
import { dropThrowawayNow } from './postgres.ts'
import { foldInto } from './report.ts'
import { children } from './server-process.ts'

export const figuresFile = (name: string) => path.join(import.meta.dirname, '.work', `${name}.json`)

/** `[name   12 s] line`: the time since `started`. */
export const timedLog = (name: string, started = Date.now()) => (line: string) => console.log(`[${name} ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`)

/** Runs `m` when `file` (its module's `import.meta.filename`) is the script node was started with. */
export async function runMeasurement<F>(m: Measurement<F>, file: string): Promise<void> {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== path.resolve(file)) return
  const stop = () => {
    for (const child of children) child.kill('SIGTERM')
    dropThrowawayNow()
    process.exit(130)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  const argv = process.argv.slice(2)
  const fold = argv.includes('--fold')
  const json = figuresFile(m.name)
  const figures = fold ? (JSON.parse(readFileSync(json, 'utf8')) as F) : await m.run(timedLog(m.name), argv)
  if (!fold) {
    mkdirSync(path.dirname(json), { recursive: true })
    writeFileSync(json, JSON.stringify(figures, null, 2) + '\n')
  }
  m.print?.(figures)
  if ((m.key || m.into) && (fold || argv.includes('--report'))) foldInto((results) => putInto(m, results, figures))
  if (m.failed?.(figures)) process.exitCode = 1
  // A database driver or a keep-alive agent may hold the event loop open.
  process.exit()
}
