// The list endpoint at 1, 10 and 50 connections beside a trivial one: the 1-connection figures
// are the service time, the rest is queueing. Runs on the data directory bench/api.ts leaves (a full run only).
import path from 'node:path'
import type { Sweep } from './figures.ts'
import { load } from './load.ts'
import type { Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'
import { demoApiKey, startServerProcess } from './server-process.ts'

const PORT = 18082

async function apiSweep(seconds = 3): Promise<Sweep> {
  const dataDir = path.join(import.meta.dirname, '.work', 'api-data')
  const server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000' }, PORT)
  try {
    const url = server.url
    const headers = { Authorization: `Bearer ${demoApiKey(dataDir)}` }
    const endpoints: [string, string][] = [
      ['GET /api/domains?limit=15', `${url}/api/domains?limit=15`],
      ['GET /api/account (trivial)', `${url}/api/account`],
    ]
    await load(endpoints[0]![1], { headers }, 10, 1) // warm-up
    const out: Sweep = []
    for (const connections of [1, 10, 50]) {
      for (const [endpoint, target] of endpoints) out.push({ endpoint, connections, result: await load(target, { headers }, connections, seconds) })
    }
    return out
  } finally {
    await server.stop()
  }
}

export const measurement: Measurement<Sweep> = {
  name: 'api-sweep', file: import.meta.filename, what: 'API: the list at 1, 10 and 50 connections', skip: '--no-api',
  run: () => apiSweep(), when: (results) => !('error' in results.api),
  into: (results, figures) => void (results.sweep = 'error' in figures ? [] : figures),
}

await runMeasurement(measurement, import.meta.filename)
