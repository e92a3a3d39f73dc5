// `npm run bench:bundle`: gzip size of every chunk, and what a first visit to /app/signin downloads.
// Builds when dist/ has no manifest (or with --build); fails above the budget or when recharts is in it.
import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 150
const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'dist')
const manifestPath = path.join(dist, '.vite', 'manifest.json')

interface Chunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, Chunk>

if (process.argv.includes('--build') || !existsSync(manifestPath)) {
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' })
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024
const fmt = (kb: number) => `${kb.toFixed(1).padStart(7)} kB`

/** Static imports of `keys`, transitively: what the browser loads before it can render them. */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const dep of manifest[key].imports ?? []) visit(dep)
  }
  keys.forEach(visit)
  return seen
}

const entryKeys = Object.keys(manifest).filter((k) => manifest[k]!.isEntry)
// The router plugin splits src/routes/signin.tsx into a dynamic chunk whose key starts with the file.
const signinKeys = Object.keys(manifest).filter((k) => k.startsWith('src/routes/signin.tsx'))
if (entryKeys.length === 0 || signinKeys.length === 0) throw new Error('No entry or sign-in route chunk in dist/.vite/manifest.json.')

console.log('Chunks (gzip):')
const files = new Set<string>()
for (const chunk of Object.values(manifest)) {
  files.add(chunk.file)
  chunk.css?.forEach((c) => files.add(c))
}
for (const file of [...files].sort((a, b) => gzipKb(b) - gzipKb(a))) console.log(`${fmt(gzipKb(file))}  ${file}`)

const firstVisit = closure([...entryKeys, ...signinKeys])
const jsFiles = [...firstVisit].map((k) => manifest[k]!.file)
const cssFiles = [...new Set([...firstVisit].flatMap((k) => manifest[k]!.css ?? []))]
const js = jsFiles.reduce((sum, f) => sum + gzipKb(f), 0)
const css = cssFiles.reduce((sum, f) => sum + gzipKb(f), 0)

console.log(`\nFirst visit to /app/signin: ${jsFiles.length} JS files, ${js.toFixed(1)} kB gzip JS, ${css.toFixed(1)} kB gzip CSS`)
for (const f of jsFiles) console.log(`  ${fmt(gzipKb(f))}  ${f}`)

const problems: string[] = []
if (js > BUDGET_KB) problems.push(`sign-in JS is ${js.toFixed(1)} kB gzip, over the ${BUDGET_KB} kB budget`)
// Shared chunks have no source path in the manifest, so look for recharts' own class names in the code.
const recharts = jsFiles.filter((f) => /recharts/.test(readFileSync(path.join(dist, f), 'utf8')))
if (recharts.length) problems.push(`recharts is on the sign-in path: ${recharts.join(', ')}`)
if (problems.length) {
  console.error(`\nFAIL: ${problems.join('; ')}`)
  process.exit(1)
}
console.log(`\nOK: within ${BUDGET_KB} kB gzip, no recharts.`)
