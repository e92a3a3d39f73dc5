import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { LogoImageError } from './logo-raster.ts'
import type { RenderJob } from './render-jobs.ts'

/** More jobs than the pool may hold: the caller answers 503 with Retry-After (Q3). */
export class PoolBusy extends Error {}

type Answer = { id: number; result?: Uint8Array | string; error?: { logo: boolean; message: string } }
type Pending = { id: number; job: RenderJob; resolve: (r: Uint8Array | string) => void; reject: (e: Error) => void }

/**
 * The worker's script: the TypeScript source through tsx when this module runs as TypeScript (tests, dev),
 * else `qr-worker.js` beside the compiled bundle or one folder up from its chunk (scripts/build-server.mjs).
 */
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

/**
 * A small pool of threads for QR images and logos (Q2): `threads` busy at most, `maxQueued` waiting at
 * most, beyond which `run` fails at once with PoolBusy. Threads start on first use and never keep the
 * process alive.
 */
export class RenderPool {
  private readonly idle: Worker[] = []
  private readonly busy = new Map<Worker, Pending>()
  private readonly queue: Pending[] = []
  private started = 0
  private nextId = 1

  constructor(
    readonly threads = Math.max(1, Math.min(2, availableParallelism() - 1)),
    readonly maxQueued = 32,
  ) {}

  get waiting() {
    return this.queue.length
  }

  run(job: RenderJob): Promise<Uint8Array | string> {
    if (this.queue.length >= this.maxQueued) return Promise.reject(new PoolBusy('QR render queue full'))
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject })
      this.pump()
    })
  }

  private pump() {
    while (this.queue.length) {
      const worker = this.idle.pop() ?? (this.started < this.threads ? this.spawn() : undefined)
      if (!worker) return
      const task = this.queue.shift()!
      this.busy.set(worker, task)
      worker.postMessage({ id: task.id, job: task.job })
    }
  }

  private spawn(): Worker {
    const { script, eval: isEval } = workerScript()
    const worker = new Worker(script, { eval: isEval })
    this.started++
    worker.unref()
    worker.on('message', (answer: Answer) => {
      const task = this.busy.get(worker)
      this.busy.delete(worker)
      this.idle.push(worker)
      if (task && task.id === answer.id) {
        if (answer.error) task.reject(answer.error.logo ? new LogoImageError(answer.error.message) : new Error(answer.error.message))
        else task.resolve(answer.result!)
      }
      this.pump()
    })
    // A thread that dies fails its job; the next job starts a new one.
    let gone = false
    const lost = (err: Error) => {
      if (gone) return
      gone = true
      this.started--
      const task = this.busy.get(worker)
      this.busy.delete(worker)
      const at = this.idle.indexOf(worker)
      if (at >= 0) this.idle.splice(at, 1)
      task?.reject(err)
      this.pump()
    }
    worker.on('error', lost)
    worker.on('exit', (code) => lost(new Error(`QR render thread exited (${code})`)))
    return worker
  }
}

let shared: RenderPool | undefined
/** The process's one pool: images of every code and logos on save share its threads. */
export const renderPool = () => (shared ??= new RenderPool())
