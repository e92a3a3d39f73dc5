// Builds the server once into plain JavaScript (dist-server/), so `npm start` does not transpile
// TypeScript on every start. esbuild bundles scripts/start.ts and server/index.ts with what they import
// from server/ and contract/; packages stay in node_modules. `--if-stale` builds only when the output is
// missing or older than its sources; `--outdir DIR` builds elsewhere (inside the repository, so that
// node_modules still resolves). Plain JavaScript itself: it runs before anything is compiled.
import { cpSync, existsSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const SOURCES = ['server', 'contract', 'scripts/start.ts', 'scripts/build-server.mjs', 'package-lock.json', 'tsconfig.base.json']

function newest(p) {
  const info = statSync(p)
  if (!info.isDirectory()) return info.mtimeMs
  let max = info.mtimeMs
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)))
  return max
}

// Packages that stay in node_modules: those that find files beside themselves (PGlite's WebAssembly, the
// country database), PostgreSQL's driver and the S3 client (loaded only when configured), the QR image
// libraries (loaded on first use) and esbuild. Every other package is bundled: Node's ESM loader resolves
// and compiles each file of drizzle, hono and zod on its own, ~300 files before the first answer.
const EXTERNAL = ['@electric-sql/pglite', '@electric-sql/pglite/*', '@ip-location-db/*', 'pg', '@aws-sdk/*', 'qrcode', 'pngjs', 'jpeg-js', 'esbuild', 'tar']

/** The built start script's path; builds first when `ifStale` is false or the build is older than the sources. */
export async function buildServer({ outDir = path.join(root, 'dist-server'), ifStale = false } = {}) {
  const stamp = path.join(outDir, 'start.js')
  if (ifStale && existsSync(stamp)) {
    const sourcesAt = Math.max(...SOURCES.map((s) => path.join(root, s)).filter(existsSync).map(newest))
    if (statSync(stamp).mtimeMs >= sourcesAt) return stamp
  }
  const t0 = performance.now()
  // Loaded only when it builds: a start with a fresh build does not pay for esbuild.
  const { build, stop } = await import('esbuild')
  rmSync(outDir, { recursive: true, force: true })
  // stop(): esbuild's service process would otherwise live on beside the server it built (and among a
  // WORKERS primary's children).
  await build({
    absWorkingDir: root,
    // Q2: the QR render pool's thread runs a script of its own.
    entryPoints: { start: 'scripts/start.ts', server: 'server/index.ts', 'qr-worker': 'server/qr/qr-worker.ts' },
    outdir: outDir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // Bundled CommonJS packages call require() for node's builtins: ESM has no require of its own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
  }).finally(() => stop())
  // server/db/client.ts reads the migrations next to itself (import.meta.dirname): next to the bundle,
  // in its own chunk folder too if it is split out.
  for (const dir of ['migrations', 'chunks/migrations']) cpSync(path.join(root, 'server/db/migrations'), path.join(outDir, dir), { recursive: true })
  // start.js is touched last: its time stamp says the whole build (with the migrations) is there.
  const now = new Date()
  utimesSync(stamp, now, now)
  console.log(`Server built into ${path.relative(root, outDir) || '.'}/ in ${Math.round(performance.now() - t0)} ms.`)
  return stamp
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const at = args.indexOf('--outdir')
  await buildServer({ ifStale: args.includes('--if-stale'), outDir: at >= 0 ? path.resolve(root, args[at + 1]) : undefined })
}
