// `npm run bench:bundle`: gzip size of every chunk, what a first visit to /app/signin and /app/links downloads,
// and where their bytes go (modules grouped by package or project file). Builds into bench/.work/dist when
// the sources are newer (bench/build.ts); fails above the budget or when recharts is in it.
// TOP=N prints the N largest groups of each page (20 by default).
import path from 'node:path'
import { ensureBuild } from './build.ts'
import { bundleStats } from './bundle-stats.ts'
import type { Measurement } from './measurement.ts'
import { moduleShares, type ModuleShare } from './module-sizes.ts'
import { runMeasurement } from './runner.ts'

const BUDGET_KB = 110 // issue 22
const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(import.meta.dirname, '.work', 'dist')

interface Page {
  page: string
  jsFiles: { file: string; kb: number }[]
  jsKb: number
  cssKb: number
  modules: ModuleShare[]
}
interface BundleFigures {
  files: { file: string; kb: number }[]
  pages: Page[]
  problems: string[]
}

async function bundleBench(): Promise<BundleFigures> {
  await ensureBuild(dist)
  const stats = bundleStats(dist)
  // Sign-in has the budget; /app/links is the largest list page's first visit (issue 22 item 1).
  const pages = ['/app/signin', '/app/links'].map((page) => {
    const { jsFiles, jsKb, cssKb } = stats.firstVisits.find((v) => v.page === page)!
    return { page, jsFiles: jsFiles.map((file) => ({ file, kb: stats.gzipKb(file) })), jsKb, cssKb, modules: moduleShares(dist, jsFiles, stats.gzipKb, root) }
  })
  const signin = pages[0]!
  const problems: string[] = []
  if (signin.jsKb > BUDGET_KB) problems.push(`sign-in JS is ${signin.jsKb.toFixed(1)} kB gzip, over the ${BUDGET_KB} kB budget`)
  const recharts = stats.withRecharts(signin.jsFiles.map((f) => f.file))
  if (recharts.length) problems.push(`recharts is on the sign-in path: ${recharts.join(', ')}`)
  return { files: stats.files, pages, problems }
}

const fmt = (kb: number) => `${kb.toFixed(1).padStart(7)} kB`

function print({ files, pages, problems }: BundleFigures) {
  console.log('Chunks (gzip):')
  for (const { file, kb } of files) console.log(`${fmt(kb)}  ${file}`)
  for (const { page, jsFiles, jsKb, cssKb, modules } of pages) {
    console.log(`\nFirst visit to ${page}: ${jsFiles.length} JS files, ${jsKb.toFixed(1)} kB gzip JS, ${cssKb.toFixed(1)} kB gzip CSS`)
    for (const f of jsFiles) console.log(`  ${fmt(f.kb)}  ${f.file}`)
    console.log('\nWhere its bytes go (gzip shared by each module’s own gzip size; rendered = before minification):')
    for (const s of modules.slice(0, Number(process.env.TOP ?? 20))) {
      console.log(`${fmt(s.gzipKb)}  ${fmt(s.renderedKb)} rendered  ${String(s.modules).padStart(4)} modules  ${s.name}`)
    }
  }
  if (problems.length) console.error(`\nFAIL: ${problems.join('; ')}`)
  else console.log(`\nOK: within ${BUDGET_KB} kB gzip, no recharts.`)
}

export const measurement: Measurement<BundleFigures> = {
  name: 'bundle', file: import.meta.filename,
  what: 'gzip sizes of the first visits to /app/signin and /app/links, and where their bytes go',
  failed: (f) => f.problems.length > 0,
  run: bundleBench,
  print,
}

await runMeasurement(measurement, import.meta.filename)
