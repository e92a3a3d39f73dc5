// `npm start` (scripts/start.mjs) runs this built into dist-server/start.js: build the dashboard
// when it is missing or older than its sources, then serve. The dashboard goes to DIST_DIR when set.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const sources = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'package-lock.json']

function newest(p: string): number {
  const info = statSync(p)
  if (!info.isDirectory()) return info.mtimeMs
  let max = 0
  for (const entry of readdirSync(p)) {
    if (entry === 'routeTree.gen.ts') continue
    max = Math.max(max, newest(path.join(p, entry)))
  }
  return max
}

const dist = path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist'))
const builtIndex = path.join(dist, 'index.html')
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
const sourcesAt = Math.max(...sources.map((s) => path.join(root, s)).filter(existsSync).map(newest))
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Dashboard sources changed; rebuilding…' : 'Building the dashboard…')
  const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
  execFileSync(bin('tsr'), ['generate'], { cwd: root, stdio: 'inherit' })
  execFileSync(bin('vite'), ['build', '--outDir', dist, '--emptyOutDir'], { cwd: root, stdio: 'inherit' })
}

await import('../server/index.ts')
