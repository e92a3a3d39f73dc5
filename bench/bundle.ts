// `npm run bench:bundle`: gzip size of every chunk, and what a first visit to /app/signin downloads.
// Builds when dist/ has no manifest (or with --build); fails above the budget or when recharts is in it.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { bundleStats } from './bundle-stats.ts'

const BUDGET_KB = 150
const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'dist')

if (process.argv.includes('--build') || !existsSync(path.join(dist, '.vite', 'manifest.json'))) {
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' })
}
const stats = bundleStats(dist)
const fmt = (kb: number) => `${kb.toFixed(1).padStart(7)} kB`

console.log('Chunks (gzip):')
for (const { file, kb } of stats.files) console.log(`${fmt(kb)}  ${file}`)

const signin = stats.firstVisits.find((v) => v.page === '/app/signin')!
const { jsFiles, jsKb: js, cssKb: css } = signin
console.log(`\nFirst visit to /app/signin: ${jsFiles.length} JS files, ${js.toFixed(1)} kB gzip JS, ${css.toFixed(1)} kB gzip CSS`)
for (const f of jsFiles) console.log(`  ${fmt(stats.gzipKb(f))}  ${f}`)

const problems: string[] = []
if (js > BUDGET_KB) problems.push(`sign-in JS is ${js.toFixed(1)} kB gzip, over the ${BUDGET_KB} kB budget`)
const recharts = stats.withRecharts(jsFiles)
if (recharts.length) problems.push(`recharts is on the sign-in path: ${recharts.join(', ')}`)
if (problems.length) {
  console.error(`\nFAIL: ${problems.join('; ')}`)
  process.exit(1)
}
console.log(`\nOK: within ${BUDGET_KB} kB gzip, no recharts.`)
