import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { WorkerPool } from '../ops/worker-pool.ts'
import { LogoImageError } from './logo-raster.ts'
import type { RenderJob } from './render-jobs.ts'

export class PoolBusy extends Error {}

// tsx for the TypeScript source (tests, dev), else qr-worker.js of the compiled build (scripts/build-server.mjs).
function workerScript(): { script: string | URL; eval: boolean } {
  if (import.meta.url.endsWith('.ts')) {
    const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'))
    const entry = JSON.stringify(new URL('./qr-worker.ts', import.meta.url).href)
    return { script: `import(${tsx}).then(({ register }) => { register(); return import(${entry}) })`, eval: true }
  }
  const found = ['./qr-worker.js', '../qr-worker.js'].map((p) => new URL(p, import.meta.url)).find((u) => existsSync(fileURLToPath(u)))
  if (!found) throw new Error('qr-worker.js is missing beside the server bundle')
  return { script: found, eval: false }
}

type Answer = { result?: Uint8Array | string; error?: { logo: boolean; message: string } }

export class RenderPool {
  private readonly pool: WorkerPool<RenderJob, Uint8Array | string, Answer>

  constructor(threads = Math.max(1, Math.min(2, availableParallelism() - 1)), maxQueued = 32) {
    this.pool = new WorkerPool({
      threads,
      maxWaiting: maxQueued,
      start: () => {
        const { script, eval: isEval } = workerScript()
        return new Worker(script, { eval: isEval })
      },
      settle: (answer) => {
        if (answer.error) throw answer.error.logo ? new LogoImageError(answer.error.message) : new Error(answer.error.message)
        return answer.result!
      },
    })
  }

  get waiting() {
    return this.pool.waiting
  }

  run(job: RenderJob): Promise<Uint8Array | string> {
    if (this.pool.full) return Promise.reject(new PoolBusy('QR render queue full'))
    return this.pool.run(job)
  }
}

let shared: RenderPool | undefined
export const renderPool = () => (shared ??= new RenderPool())
