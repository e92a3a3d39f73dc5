import cluster, { type Address } from 'node:cluster'

const RESTART_DELAY_MS = 1_000
const STOP_GRACE_MS = 5_000

/**
 * The primary process of `WORKERS` > 1 (PostgreSQL only): forks the workers, which share the port
 * (Node hands the connections round-robin), replaces one that dies while serving, and on SIGTERM or
 * SIGINT passes the stop on and exits once every worker has drained its clicks and closed (after SHUTDOWN_GRACE_MS, M3).
 */
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
