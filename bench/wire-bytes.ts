// `npm run bench:wire`: what a first visit to the sign-in page downloads over HTTP from the real server (the built
// dashboard, compressed at build time: N3, N4), with Brotli beside gzip and without compression. Run `npm run build` first.
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { bundleStats } from './bundle-stats.ts'
import type { Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'
import { startServerProcess } from './server-process.ts'

/** Bytes of the answer as sent: status line and headers plus the body, still encoded. */
const wire = (url: string, encoding: string) =>
  new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      let bytes = Buffer.byteLength(res.rawHeaders.join(': ')) + 20
      res.on('data', (c: Buffer) => (bytes += c.length)).on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }))
    })
      .on('error', reject)
      .end()
  })

async function wireBench() {
  const dist = path.resolve(import.meta.dirname, '../dist')
  const visit = bundleStats(dist).firstVisits.find((v) => v.page === '/app/signin')!
  const files = ['/app/signin', ...[...visit.jsFiles, ...visit.cssFiles].map((f) => `/app/${f}`)]
  const dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-wire-'))
  const server = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: dist }, Number(process.env.PORT ?? 18_095))
  try {
    const totals: Record<string, number> = {}
    let brotli = 0
    for (const accept of ['br, gzip', 'gzip', 'identity']) {
      let sum = 0
      for (const f of files) {
        const got = await wire(`${server.url}${f}`, accept)
        if (got.encoding === 'br') brotli++
        sum += got.bytes
      }
      totals[accept] = sum
    }
    return { requests: files.length, js: visit.jsFiles.length, css: visit.cssFiles.length, brotli, totals }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`

export const measurement: Measurement<Awaited<ReturnType<typeof wireBench>>> = {
  name: 'wire', file: import.meta.filename,
  what: 'bytes on the wire of a first visit to /app/signin: Brotli, gzip, none', run: wireBench,
  print: ({ requests, js, css, brotli, totals }) => {
    console.log(`First visit to /app/signin: ${requests} requests (the page, ${js} JS, ${css} CSS; ${brotli} in Brotli, files under 1 kB in gzip)`)
    console.log(`  Brotli ${kB(totals['br, gzip']!)}, gzip ${kB(totals.gzip!)} (Brotli ${((1 - totals['br, gzip']! / totals.gzip!) * 100).toFixed(1)} % smaller), uncompressed ${kB(totals.identity!)}`)
  },
}

await runMeasurement(measurement, import.meta.filename)
