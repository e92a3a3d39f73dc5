// The bundle's anchor: the gzip -9 size of shlink-web-client's .js files from its npm tarball (`npm pack`, never a build).
// The registry has none (RESULTS.md, side by side): issue 22's figure is kept and the report says so.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export const ANCHOR_PACKAGES = ['shlink-web-client', '@shlinkio/shlink-web-client']
export const ANCHOR_FALLBACK_KB = 414
export interface BundleAnchor {
  name: string
  kb: number
  /** Measured from a tarball, or the kept figure. */
  source: string
}

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 60_000 }).trim()

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? jsFiles(p) : e.name.endsWith('.js') || e.name.endsWith('.mjs') ? [p] : []
  })
}

export function bundleAnchor(work: string): BundleAnchor {
  const lookups: string[] = []
  for (const name of ANCHOR_PACKAGES) {
    let version: string
    try {
      version = npm(['view', name, 'version'], work)
    } catch {
      lookups.push(`${name}: not in the registry`)
      continue
    }
    const dir = path.join(work, 'anchor')
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const tarball = npm(['pack', `${name}@${version}`, '--silent'], dir).split('\n').pop()!
    execFileSync('tar', ['xzf', tarball], { cwd: dir })
    const bytes = jsFiles(path.join(dir, 'package')).reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0)
    return { name: `${name}@${version}`, kb: bytes / 1024, source: `npm pack ${name}@${version}: gzip -9 of every .js file in the tarball` }
  }
  return {
    name: 'shlink-web-client',
    kb: ANCHOR_FALLBACK_KB,
    source: `not measured: no tarball in the npm registry (${lookups.join('; ')}); the 414 kB gzip figure is the one issue 22 gives, kept as it is`,
  }
}
