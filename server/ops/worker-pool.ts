import type { Worker } from 'node:worker_threads'

export class ClientGone extends Error {}

interface Task<In, Out> {
  id: number
  input: In
  signal?: AbortSignal
  resolve: (out: Out) => void
  reject: (err: Error) => void
}

export interface WorkerPoolOptions<Out, Answer> {
  threads: number
  maxWaiting: number
  /** A new thread; it answers each `{id, input}` it is posted with one message. */
  start: () => Worker
  settle: (answer: Answer) => Out
}

// Q2, V3: bounded, so a flood is refused at once; a thread that dies fails its task and is replaced.
export class WorkerPool<In, Out, Answer = unknown> {
  private readonly idle: Worker[] = []
  private readonly busy = new Map<Worker, Task<In, Out>>()
  private readonly queue: Task<In, Out>[] = []
  private started = 0
  private nextId = 1
  readonly counts = { ran: 0, dropped: 0 }

  constructor(private readonly options: WorkerPoolOptions<Out, Answer>) {}

  get waiting() {
    return this.queue.length
  }

  get depth() {
    return this.queue.length + this.busy.size
  }

  get full() {
    return this.queue.length >= this.options.maxWaiting
  }

  /** The caller checks `full` first; rejects with ClientGone once `signal` aborts before its turn. */
  run(input: In, signal?: AbortSignal): Promise<Out> {
    if (signal?.aborted) return Promise.reject(new ClientGone())
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, signal, resolve, reject })
      this.pump()
    })
  }

  async close() {
    const all = [...this.idle, ...this.busy.keys()]
    this.idle.length = 0
    await Promise.all(all.map((w) => w.terminate()))
  }

  private pump() {
    while (this.queue.length) {
      const worker = this.idle.pop() ?? (this.started < this.options.threads ? this.spawn() : undefined)
      if (!worker) return
      const task = this.queue.shift()!
      if (task.signal?.aborted) {
        this.idle.push(worker)
        this.counts.dropped++
        task.reject(new ClientGone())
        continue
      }
      this.busy.set(worker, task)
      this.counts.ran++
      worker.ref()
      worker.postMessage({ id: task.id, input: task.input })
    }
    for (const w of this.idle) w.unref()
  }

  private spawn(): Worker {
    const worker = this.options.start()
    this.started++
    worker.on('message', (answer: Answer) => {
      const task = this.busy.get(worker)
      this.busy.delete(worker)
      this.idle.push(worker)
      if (task) {
        try {
          task.resolve(this.options.settle(answer))
        } catch (err) {
          task.reject(err instanceof Error ? err : new Error(String(err)))
        }
      }
      this.pump()
    })
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
    worker.on('exit', (code) => lost(new Error(`worker thread exited (${code})`)))
    return worker
  }
}
