// npm run bench:workers: GET /api/urls and a redirect under wrk at 50 connections with WORKERS=1 and 2 on one PostgreSQL
// database, alternating round by round (issue 20); the servers are not pinned (two workers need both cores).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { withThrowawayDatabase } from './postgres.ts'
import { demoApiKey, startServerProcess } from './server-process.ts'
import type { Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'
import { ensureDebianTool, loadavg, median, wrk } from './wrk.ts'

const ROUNDS = Number(process.env.BENCH_WORKERS_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_WORKERS_SECONDS ?? 5)
const CONNECTIONS = 50
const PORT = 18098

async function benchWorkers(log: (line: string) => void) {
  ensureDebianTool('wrk', 'wrk')
  return withThrowawayDatabase('linkdash_bench_workers', log, async ({ url }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-bench-workers-'))
    const rps: Record<string, number[]> = {}
    try {
      for (let round = 0; round < ROUNDS; round++) {
        for (const workers of ['1', '2']) {
          const env = { DATABASE_URL: url, DATA_DIR: dataDir, WORKERS: workers, RATE_LIMIT_PER_MINUTE: '100000000' }
          const server = await startServerProcess(env, PORT)
          try {
            const key = demoApiKey(dataDir)
            const auth = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }
            const link = (await (await fetch(`${server.url}/api/url/add`, { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/bench' }) })).json()) as { shorturl: string }
            const alias = link.shorturl.slice(link.shorturl.lastIndexOf('/') + 1)
            for (const [name, target, req] of [
              ['list', `${server.url}/api/urls?limit=15`, { headers: { Authorization: `Bearer ${key}` } }],
              ['redirect', `${server.url}/${alias}`, {}],
            ] as const) {
              await wrk(target, 10, 1, undefined, req)
              const r = await wrk(target, CONNECTIONS, SECONDS, undefined, req)
              if (r.badStatus || r.socketErrors) log(`  ${name} WORKERS=${workers}: ${r.badStatus} bad answers, ${r.socketErrors} socket errors`)
              ;(rps[`${name} ${workers}`] ??= []).push(r.rps)
              log(`round ${round + 1} ${name} WORKERS=${workers}: ${r.rps} req/s, p99 ${r.p99} ms, load ${r.load1}`)
            }
          } finally {
            await server.stop()
          }
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
    const result = Object.fromEntries(
      ['list', 'redirect'].map((name) => {
        const [one, two] = [median(rps[`${name} 1`]!), median(rps[`${name} 2`]!)]
        return [name, { workers1: one, workers2: two, ratio: Math.round((two / one) * 100) / 100 }]
      }),
    )
    log(`medians: ${JSON.stringify(result)}; load average at the end ${loadavg().join(' ')}`)
    return result
  })
}

export const measurement: Measurement<Awaited<ReturnType<typeof benchWorkers>>> = {
  name: 'workers', file: import.meta.filename,
  what: 'GET /api/urls and a redirect with WORKERS=1 and WORKERS=2 on PostgreSQL', run: benchWorkers,
}

await runMeasurement(measurement, import.meta.filename)
