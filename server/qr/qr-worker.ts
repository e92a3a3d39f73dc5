import { setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import { LogoImageError } from './logo-raster.ts'
import { runJob, type RenderJob } from './render-jobs.ts'

// Q2: on Linux a thread has its own nice value: drawing yields the cores to the event loop's thread.
if (process.platform === 'linux') setPriority(10)

parentPort!.on('message', ({ id, input: job }: { id: number; input: RenderJob }) => {
  runJob(job).then(
    (result) => parentPort!.postMessage({ id, result }, typeof result === 'string' ? [] : [result.buffer as ArrayBuffer]),
    (err: unknown) =>
      parentPort!.postMessage({ id, error: { logo: err instanceof LogoImageError, message: err instanceof Error ? err.message : String(err) } }),
  )
})
