// npx tsx bench/request-log.ts: the redirect with the request log and metrics off and on (issue 39, M6, M8) beside bare Hono
// in alternating rounds. BENCH_LOG_ROUNDS, BENCH_LOG_SECONDS; BENCH_LOG_COMPARE=<built server.js,…> adds builds (M11, Y7).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Log, Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'
import { REFERENCES, demoApiKey, startReference, startServerProcess, stopChild, type Started } from './server-process.ts'
import { median, wrk, type WrkResult } from './wrk.ts'

const ROUNDS = Number(process.env.BENCH_LOG_ROUNDS ?? 5)
const SECONDS = Number(process.env.BENCH_LOG_SECONDS ?? 5)
const PORT = 18191
const COMPARE = process.env.BENCH_LOG_COMPARE
// The compared builds' LOG_LEVEL: `warn` compares the redirect itself across versions (issue 35's "not worse").
const COMPARE_LEVEL = process.env.BENCH_LOG_COMPARE_LEVEL ?? 'info'
const CONFIGS: { name: string; env: Record<string, string>; args?: string[] }[] = [
  { name: 'log and metrics off', env: { LOG_LEVEL: 'warn' } },
  { name: 'request log on', env: { LOG_LEVEL: 'info' } },
  { name: 'log and metrics on', env: { LOG_LEVEL: 'info', METRICS_TOKEN: 'bench-metrics-token-0123' } },
  ...(COMPARE ? COMPARE.split(',') : []).map((build) => ({ name: `LOG_LEVEL=${COMPARE_LEVEL}, ${build}`, env: { LOG_LEVEL: COMPARE_LEVEL }, args: [path.resolve(build)] })),
]

async function requestLogBench(log: Log) {
  const parent = mkdtempSync(path.join(tmpdir(), 'linkdash-log-bench-'))
  const servers: Started[] = []
  const reference = await startReference(REFERENCES.hono(PORT + 9))
  try {
    const targets: string[] = []
    for (const [i, config] of CONFIGS.entries()) {
      const dataDir = path.join(parent, String(i))
      const server = await startServerProcess({ ...config.env, DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_PER_MINUTE: '1000000000' }, PORT + i, config.args, { pinned: true })
      servers.push(server)
      const apiKey = demoApiKey(dataDir)
      const added = await fetch(`${server.url}/api/url/add`, { method: 'POST', headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ url: 'https://example.com/log-bench' }) })
      targets.push(`${server.url}/${((await added.json()) as { shorturl: string }).shorturl.split('/').pop()}`)
    }
    const referenceUrl = `http://127.0.0.1:${PORT + 9}/bench`
    for (const t of [referenceUrl, ...targets]) await wrk(t, 10, 2)
    const runs: WrkResult[][] = CONFIGS.map(() => [])
    const ratios: number[][] = CONFIGS.map(() => [])
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, target] of targets.entries()) {
        const ref = await wrk(referenceUrl, 50, SECONDS)
        const run = await wrk(target, 50, SECONDS, servers[i]!.child.pid)
        runs[i]!.push(run)
        ratios[i]!.push(run.rps / ref.rps)
        log(`round ${round} ${CONFIGS[i]!.name}: ${run.rps} req/s, ratio ${(run.rps / ref.rps).toFixed(3)}, ${run.cpuUsPerAnswer} µs/answer, load ${run.load1}`)
      }
    }
    const base = median(runs[0]!.map((r) => r.cpuUsPerAnswer!))
    return CONFIGS.map((c, i) => {
      const cpu = median(runs[i]!.map((r) => r.cpuUsPerAnswer!))
      return { config: c.name, 'req/s': median(runs[i]!.map((r) => r.rps)), 'ratio to bare Hono': +median(ratios[i]!).toFixed(3), 'CPU µs/answer': cpu, 'CPU vs off': `${cpu >= base ? '+' : ''}${(((cpu - base) / base) * 100).toFixed(1)} %` }
    })
  } finally {
    for (const s of servers) await s.stop()
    await stopChild(reference)
    rmSync(parent, { recursive: true, force: true })
  }
}

export const measurement: Measurement<Awaited<ReturnType<typeof requestLogBench>>> = {
  name: 'request-log', file: import.meta.filename, what: 'the redirect with the request log and metrics off and on',
  run: requestLogBench, print: (rows) => console.table(rows),
}

await runMeasurement(measurement, import.meta.filename)
