// Builds the dashboard into the bench's own directory when it is missing or older than its
// sources, so a bench never rewrites the dist/ that a test run elsewhere may be serving.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const SOURCES = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']

function newest(p: string): number {
  const info = statSync(p)
  if (!info.isDirectory()) return info.mtimeMs
  let max = 0
  for (const entry of readdirSync(p)) if (entry !== 'routeTree.gen.ts') max = Math.max(max, newest(path.join(p, entry)))
  return max
}

/** Returns true when it had to build. */
export function ensureBuild(outDir: string): boolean {
  const manifest = path.join(outDir, '.vite', 'manifest.json')
  const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0
  const sourcesAt = Math.max(...SOURCES.map((s) => path.join(root, s)).filter(existsSync).map(newest))
  if (builtAt >= sourcesAt) return false
  const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
  execFileSync(bin('tsr'), ['generate'], { cwd: root, stdio: 'inherit' })
  execFileSync(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  return true
}
