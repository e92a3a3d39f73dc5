// N3: each text file of the build gets a Brotli (.br) and a gzip (.gz) copy at their highest levels, made once here
// instead of on every request; server/public/dashboard.ts picks one by Accept-Encoding.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/
const MIN_BYTES = 1024
const br = promisify(brotliCompress)
const gz = promisify(gzip)

/** Writes `<file>.br` and `<file>.gz` beside every text file of `dir` of at least MIN_BYTES; returns how many. */
export async function precompress(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => TEXT.test(f) && !f.startsWith('.vite'))
  let count = 0
  await Promise.all(
    files.map(async (f) => {
      const file = path.join(dir, f)
      const body = await readFile(file)
      if (body.length < MIN_BYTES) return
      const brotli = await br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, await gz(body, { level: 9 }))])
      count++
    }),
  )
  return count
}

export function precompressed(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompress(outDir)
    },
  }
}
