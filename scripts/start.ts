// `npm start`: build the dashboard when it is missing or older than its sources, then serve.
import { execSync } from 'node:child_process'
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

const builtIndex = path.join(root, 'dist', 'index.html')
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
const sourcesAt = Math.max(...sources.map((s) => path.join(root, s)).filter(existsSync).map(newest))
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Dashboard sources changed; rebuilding…' : 'Building the dashboard…')
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' })
}

await import('../server/index.ts')
