import cluster, { type Address } from 'node:cluster'

const RESTART_DELAY_MS = 1_000
const STOP_GRACE_MS = 5_000

// O4, M3: replaces a worker that dies while serving, and passes a stop on to every worker.
export function runWorkers(count: number, onReady: (address: Address, pids: number[]) => void, graceMs = 0) {
  let stopping = false
  let ready = false
  let exitCode = 0
  const listening = new Set<number>()
  const alive = () => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined)

  const fork = () => {
    const worker = cluster.fork()
    worker.once('listening', (address) => {
      listening.add(worker.id)
      if (ready || listening.size < count) return
      ready = true
      onReady(address, alive().map((w) => w.process.pid!))
    })
  }

  const stop = (code: number) => {
    exitCode = Math.max(exitCode, code)
    if (stopping) return
    stopping = true
    const workers = alive()
    if (!workers.length) process.exit(exitCode)
    for (const w of workers) w.process.kill('SIGTERM')
    setTimeout(() => {
      for (const w of alive()) w.process.kill('SIGKILL')
      process.exit(exitCode)
    }, STOP_GRACE_MS + graceMs).unref()
  }

  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id)
    const how = signal ?? `exit code ${code}`
    if (stopping) {
      if (!alive().length) process.exit(exitCode)
    } else if (!ready) {
      console.error(`A worker process could not start (${how}); stopping.`)
      stop(1)
    } else {
      console.error(`Worker process ${worker.process.pid} stopped (${how}); starting another.`)
      setTimeout(() => stopping || fork(), RESTART_DELAY_MS)
    }
  })

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0))
  for (let i = 0; i < count; i++) fork()
}
