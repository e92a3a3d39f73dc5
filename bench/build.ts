// Builds the dashboard into the bench's own directory when it is missing or older than its
// sources, so a bench never rewrites the dist/ that a test run elsewhere may be serving. The build
// also writes .vite/modules.json: every chunk's modules with their rendered size (bench/module-sizes.ts).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { moduleSizesPlugin, MODULES_JSON } from './module-sizes.ts'

const root = path.resolve(import.meta.dirname, '..')
const SOURCES = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']

function newest(p: string): number {
  const info = statSync(p)
  if (!info.isDirectory()) return info.mtimeMs
  let max = 0
  for (const entry of readdirSync(p)) if (entry !== 'routeTree.gen.ts') max = Math.max(max, newest(path.join(p, entry)))
  return max
}

/** Resolves to true when it had to build. */
export async function ensureBuild(outDir: string): Promise<boolean> {
  const manifest = path.join(outDir, '.vite', 'manifest.json')
  const builtAt = existsSync(manifest) && existsSync(path.join(outDir, MODULES_JSON)) ? statSync(manifest).mtimeMs : 0
  const sourcesAt = Math.max(...SOURCES.map((s) => path.join(root, s)).filter(existsSync).map(newest))
  if (builtAt >= sourcesAt) return false
  execFileSync(path.join(root, 'node_modules', '.bin', 'tsr'), ['generate'], { cwd: root, stdio: 'inherit' })
  const { build } = await import('vite')
  // vite.config.ts with one more plugin; the dashboard itself is built exactly as `npm run build` builds it.
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true }, plugins: [moduleSizesPlugin()] })
  return true
}
