import { Worker } from 'node:worker_threads'
import { ClientGone, WorkerPool } from '../ops/worker-pool.ts'

// V3: scrypt in a thread of its own (one by default), so password checks never take the libuv pool that
// reads files; CommonJS eval keeps the worker free of any build step.
const WORKER_SOURCE = `const { parentPort } = require('node:worker_threads'); const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, input: m }) => { let hash = null; try { hash = scryptSync(m.password, Buffer.from(m.salt, 'base64url'), m.length) } catch {} parentPort.postMessage({ id, hash }) })`

type Input = { password: string; salt: string; length: number }

export class QueueFull extends Error {
  constructor(readonly retryAfter: number) {
    super('Too many password checks are waiting.')
  }
}

/**
 * A bounded queue of scrypt runs: past `maxWaiting` waiting, `run` throws QueueFull (the caller answers
 * 503 + Retry-After). A job whose client has gone (its signal aborted) is dropped unrun.
 */
export class PasswordQueue {
  private readonly pool: WorkerPool<Input, Buffer | null, { hash: Uint8Array | null }>

  constructor(threads = 1, maxWaiting = 32) {
    this.pool = new WorkerPool<Input, Buffer | null, { hash: Uint8Array | null }>({
      threads,
      maxWaiting,
      start: () => new Worker(WORKER_SOURCE, { eval: true }),
      settle: (answer) => (answer.hash ? Buffer.from(answer.hash) : null),
    })
  }

  /** Checks run, and dropped because their client had gone: for tests and figures. */
  get counts() {
    return this.pool.counts
  }

  get depth() {
    return this.pool.depth
  }

  /** The scrypt hash of `password`, null when it cannot be computed, or 'gone' when the client left before its turn. */
  run(password: string, salt: string, length: number, signal?: AbortSignal): Promise<Buffer | null | 'gone'> {
    if (signal?.aborted) return Promise.resolve('gone')
    if (this.pool.full) throw new QueueFull(Math.max(1, Math.ceil(this.pool.waiting / 20)))
    return this.pool.run({ password, salt, length }, signal).catch((err: unknown) => (err instanceof ClientGone ? 'gone' : null))
  }

  close() {
    return this.pool.close()
  }
}
