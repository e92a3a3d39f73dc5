// What a bench run on its own (`npm run bench:redirect` and the like) does around its measuring: stops
// its children and drops its throwaway database on Ctrl-C, prefixes its log lines with the time since
// start, and can fold its figures into the last full report.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { dropThrowawayNow } from './postgres.ts'
import type { BenchResults } from './figures.ts'
import { renderReport } from './report.ts'
import { children } from './wrk.ts'

/** Whether `moduleFile` (its `import.meta.filename`) is the script node was started with. */
export const isMain = (moduleFile: string) => Boolean(process.argv[1]) && path.resolve(process.argv[1]!) === path.resolve(moduleFile)

/** Cleans up on SIGINT/SIGTERM and returns a log that prefixes each line with `[name  12 s]`. */
export function standaloneRun(name: string): (line: string) => void {
  const stop = () => {
    for (const child of children) child.kill('SIGTERM')
    dropThrowawayNow()
    process.exit(130)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  const started = Date.now()
  return (line) => console.log(`[${name} ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`)
}

/** Puts one part's figures into bench/results.json and renders bench/RESULTS.md again; the rest stays as the last full run left it. */
export function foldIntoReport<K extends keyof BenchResults>(key: K, figures: BenchResults[K]) {
  const resultsFile = path.join(import.meta.dirname, 'results.json')
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults
  results[key] = figures
  writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n')
  writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), renderReport(results))
  console.log('bench/results.json and bench/RESULTS.md updated.')
}
