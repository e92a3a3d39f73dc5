import { RESOURCES } from '../../tests/server/endpoints.ts'
import { demoUser } from './auth'
import { E2E_WORKERS, workerServer } from './worker-server'

/**
 * Playwright's global setup, run once the workers' servers answer: every list the dashboard reads, three times
 * over, and the dashboard's page. A server's first answers run cold code (V8 has compiled nothing yet, PGlite's
 * first plans); on a busy CI machine they made the first test of a worker wait past its 7-second assertions.
 */
export default async function warmUp() {
  await Promise.all(Array.from({ length: E2E_WORKERS }, (_, slot) => warm(workerServer(slot))))
}

async function warm({ port, dataDir }: { port: number; dataDir: string }) {
  const base = `http://127.0.0.1:${port}`
  const headers = { Authorization: `Bearer ${demoUser(dataDir).apiKey}` }
  const paths = ['/account', ...RESOURCES.flatMap((r) => (r.list ? [r.list.path] : []))]
  for (let round = 0; round < 3; round++) {
    for (const path of paths) await (await fetch(`${base}/api${path}`, { headers })).arrayBuffer()
    await (await fetch(`${base}/app/`)).arrayBuffer()
  }
}
