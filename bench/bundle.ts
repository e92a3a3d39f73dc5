// `npm run bench:bundle`: gzip size of every chunk, what a first visit to /app/signin and /app/links downloads,
// and where their bytes go (modules grouped by package or project file). Builds into bench/.work/dist when
// the sources are newer (bench/build.ts); fails above the budget or when recharts is in it.
// TOP=N prints the N largest groups of each page (20 by default).
import path from 'node:path'
import { ensureBuild } from './build.ts'
import { bundleStats } from './bundle-stats.ts'
import { moduleShares } from './module-sizes.ts'

const BUDGET_KB = 110 // issue 22
const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(import.meta.dirname, '.work', 'dist')

await ensureBuild(dist)
const stats = bundleStats(dist)
const fmt = (kb: number) => `${kb.toFixed(1).padStart(7)} kB`

console.log('Chunks (gzip):')
for (const { file, kb } of stats.files) console.log(`${fmt(kb)}  ${file}`)

// Sign-in has the budget; /app/links is the largest list page's first visit (issue 22 item 1).
for (const page of ['/app/signin', '/app/links']) {
  const { jsFiles, jsKb, cssKb } = stats.firstVisits.find((v) => v.page === page)!
  console.log(`\nFirst visit to ${page}: ${jsFiles.length} JS files, ${jsKb.toFixed(1)} kB gzip JS, ${cssKb.toFixed(1)} kB gzip CSS`)
  for (const f of jsFiles) console.log(`  ${fmt(stats.gzipKb(f))}  ${f}`)
  console.log('\nWhere its bytes go (gzip shared by each module’s own gzip size; rendered = before minification):')
  for (const s of moduleShares(dist, jsFiles, stats.gzipKb, root).slice(0, Number(process.env.TOP ?? 20))) {
    console.log(`${fmt(s.gzipKb)}  ${fmt(s.renderedKb)} rendered  ${String(s.modules).padStart(4)} modules  ${s.name}`)
  }
}

const { jsFiles, jsKb: js } = stats.firstVisits.find((v) => v.page === '/app/signin')!
const problems: string[] = []
if (js > BUDGET_KB) problems.push(`sign-in JS is ${js.toFixed(1)} kB gzip, over the ${BUDGET_KB} kB budget`)
const recharts = stats.withRecharts(jsFiles)
if (recharts.length) problems.push(`recharts is on the sign-in path: ${recharts.join(', ')}`)
if (problems.length) {
  console.error(`\nFAIL: ${problems.join('; ')}`)
  process.exit(1)
}
console.log(`\nOK: within ${BUDGET_KB} kB gzip, no recharts.`)
