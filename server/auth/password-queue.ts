import { Worker } from 'node:worker_threads'

// V3: scrypt in a thread of its own (one by default), so password checks never take the libuv pool that
// reads files; CommonJS eval keeps the worker free of any build step.
const WORKER_SOURCE = `const { parentPort } = require('node:worker_threads'); const { scryptSync } = require('node:crypto');
parentPort.on('message', (m) => { let hash = null; try { hash = scryptSync(m.password, Buffer.from(m.salt, 'base64url'), m.length) } catch {} parentPort.postMessage({ id: m.id, hash }) })`

type Job = { id: number; password: string; salt: string; length: number; signal?: AbortSignal; done: (hash: Buffer | null | 'gone') => void }

export class QueueFull extends Error {
  constructor(readonly retryAfter: number) {
    super('Too many password checks are waiting.')
  }
}

/**
 * A bounded queue of scrypt runs: at most `threads` at once, `maxWaiting` waiting; past that `run` throws
 * QueueFull (the caller answers 503 + Retry-After). A job whose client has gone (its signal aborted) is
 * dropped unrun.
 */
export class PasswordQueue {
  private readonly idle: Worker[] = []
  private readonly busy = new Map<Worker, Job>()
  private readonly waiting: Job[] = []
  private workers = 0
  private nextId = 1
  /** Checks run, and dropped because their client had gone: for tests and figures. */
  readonly counts = { ran: 0, dropped: 0 }

  constructor(
    private readonly threads = 1,
    private readonly maxWaiting = 32,
  ) {}

  /** The scrypt hash of `password`, or 'gone' when the client left before its turn. */
  run(password: string, salt: string, length: number, signal?: AbortSignal): Promise<Buffer | null | 'gone'> {
    if (signal?.aborted) return Promise.resolve('gone')
    if (this.waiting.length >= this.maxWaiting) throw new QueueFull(Math.max(1, Math.ceil(this.waiting.length / 20)))
    return new Promise((done) => {
      this.waiting.push({ id: this.nextId++, password, salt, length, signal, done })
      this.pump()
    })
  }

  get depth() {
    return this.waiting.length + this.busy.size
  }

  async close() {
    const all = [...this.idle, ...this.busy.keys()]
    this.idle.length = 0
    await Promise.all(all.map((w) => w.terminate()))
  }

  private pump() {
    while (this.waiting.length) {
      const worker = this.idle.pop() ?? (this.workers < this.threads ? this.spawn() : undefined)
      if (!worker) return
      const job = this.waiting.shift()!
      if (job.signal?.aborted) {
        this.idle.push(worker)
        this.counts.dropped++
        job.done('gone')
        continue
      }
      this.busy.set(worker, job)
      this.counts.ran++
      worker.ref()
      worker.postMessage({ id: job.id, password: job.password, salt: job.salt, length: job.length })
    }
    // Nothing to do: idle threads must not keep the process alive.
    for (const w of this.idle) w.unref()
  }

  private spawn(): Worker {
    this.workers++
    const worker = new Worker(WORKER_SOURCE, { eval: true })
    worker.on('message', (m: { hash: Uint8Array | null }) => {
      const job = this.busy.get(worker)
      this.busy.delete(worker)
      this.idle.push(worker)
      job?.done(m.hash ? Buffer.from(m.hash) : null)
      this.pump()
    })
    worker.on('error', () => this.lose(worker))
    worker.on('exit', () => this.lose(worker))
    return worker
  }

  private lose(worker: Worker) {
    const job = this.busy.get(worker)
    this.busy.delete(worker)
    const i = this.idle.indexOf(worker)
    if (i >= 0) this.idle.splice(i, 1)
    else if (!job) return
    this.workers--
    job?.done(null)
    this.pump()
  }
}
