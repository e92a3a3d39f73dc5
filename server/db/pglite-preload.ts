// Start-up (issue 22): PGlite reads its 9 MB WebAssembly file and compiles it, and reads its 6 MB file
// system bundle, only when PGlite.create runs, after the server's modules have loaded. V8 compiles
// WebAssembly on background threads, so the compile and the reads can overlap the module loading
// instead: server/index.ts calls preloadEmbedded() first thing, before importing anything else, and
// openDatabase() passes what it got to PGlite.create (its `pgliteWasmModule` and `fsBundle` options).
// Only node builtins here: this module must load in no time.
import { readFile } from 'node:fs/promises'

export interface EmbeddedArtifacts {
  pgliteWasmModule: WebAssembly.Module
  fsBundle: Blob
}

let preloaded: Promise<EmbeddedArtifacts> | undefined

/** Starts reading and compiling PGlite's artifacts, unless the server is configured for PostgreSQL. */
export function preloadEmbedded(env: NodeJS.ProcessEnv = process.env): void {
  if (env.DATABASE_URL || preloaded) return
  const dist = import.meta.resolve('@electric-sql/pglite')
  const wasm = readFile(new URL('./pglite.wasm', dist)).then((bytes) => WebAssembly.compile(bytes))
  // PGlite only calls the bundle's arrayBuffer(): a real Blob would copy the 6 MB twice more (~25 ms).
  const bundle = readFile(new URL('./pglite.data', dist)).then((bytes) => {
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    const buffer = whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
    return { arrayBuffer: () => Promise.resolve(buffer) } as unknown as Blob
  })
  preloaded = Promise.all([wasm, bundle]).then(([pgliteWasmModule, fsBundle]) => ({ pgliteWasmModule, fsBundle }))
  // A failure (a missing file) is not this module's to report: openDatabase() then lets PGlite load
  // its artifacts itself, and PGlite's own error is the one a person sees.
  preloaded.catch(() => {})
}

/** What preloadEmbedded() got, once; nothing when it was not called or failed. */
export async function takePreloaded(): Promise<Partial<EmbeddedArtifacts>> {
  const pending = preloaded
  preloaded = undefined
  return (await pending?.catch(() => undefined)) ?? {}
}
