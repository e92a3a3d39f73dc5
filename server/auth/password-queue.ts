import { Worker } from 'node:worker_threads'
import { ClientGone, WorkerPool } from '../ops/worker-pool.ts'

// V3: scrypt in a thread of its own, so password checks never take the libuv pool that reads files.
const WORKER_SOURCE = `const { parentPort } = require('node:worker_threads'); const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, input: m }) => { let hash = null; try { hash = scryptSync(m.password, Buffer.from(m.salt, 'base64url'), m.length) } catch {} parentPort.postMessage({ id, hash }) })`

type Input = { password: string; salt: string; length: number }

export class QueueFull extends Error {
  constructor(readonly retryAfter: number) {
    super('Too many password checks are waiting.')
  }
}

/** V3: past `maxWaiting` waiting, `run` throws QueueFull (503); a job whose client has gone is dropped unrun. */
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

  get counts() {
    return this.pool.counts
  }

  get depth() {
    return this.pool.depth
  }

  run(password: string, salt: string, length: number, signal?: AbortSignal): Promise<Buffer | null | 'gone'> {
    if (signal?.aborted) return Promise.resolve('gone')
    if (this.pool.full) throw new QueueFull(Math.max(1, Math.ceil(this.pool.waiting / 20)))
    return this.pool.run({ password, salt, length }, signal).catch((err: unknown) => (err instanceof ClientGone ? 'gone' : null))
  }

  close() {
    return this.pool.close()
  }
}
