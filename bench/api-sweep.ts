// The list endpoint at 1, 10 and 50 connections beside a trivial one: the 1-connection figures
// are the service time, the rest is queueing. Run against the data directory bench/api.ts leaves.
import { load, type LoadResult } from './load.ts'

export type Sweep = { endpoint: string; connections: number; result: LoadResult }[]

export async function apiSweep(url: string, apiKey: string, seconds = 3): Promise<Sweep> {
  const headers = { Authorization: `Bearer ${apiKey}` }
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
}
