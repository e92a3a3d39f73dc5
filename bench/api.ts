// npm run bench:api — start-up time and RSS (new and existing data directory), then
// GET /api/domains?limit=15 for a user with 10,000 domains under 50 connections, beside
// trivial endpoints measured in the same run, under wrk (bench/load.ts). Prints tables.
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client.ts'
import type { ApiBench } from './figures.ts'
import { load } from './load.ts'
import type { Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'
import { demoApiKey, startServerProcess } from './server-process.ts'

const work = path.resolve(import.meta.dirname, '.work')

async function apiBench(): Promise<Exclude<ApiBench, { error: string }>> {
  // bench/api-sweep.ts measures again on this data directory.
  const dataDir = path.join(work, 'api-data')
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  const env = { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000' }
  const port = 18080

  const fresh = await startServerProcess(env, port)
  const freshRss = fresh.rssMiB()
  await fresh.stop()

  // 10,000 domains for the demo user, written straight into the database while the server is down.
  const database = await openDatabase({ dataDir })
  await database.db.execute(sql`insert into domains (user_id, domain, host, token, status, redirect_root)
    select 1, 'https://bench-' || g || '.example.com', 'bench-' || g || '.example.com', md5(g::text), 'verified', 'https://example.com/' || g from generate_series(1, 10000) g`)
  await database.close()

  const existing = await startServerProcess(env, port)
  const existingRss = existing.rssMiB()
  const apiKey = demoApiKey(dataDir)
  const auth = { Authorization: `Bearer ${apiKey}` }

  const seconds = Number(process.env.BENCH_SECONDS ?? 5)
  await load(`${existing.url}/api/domains?limit=15`, { headers: auth }, 10, 1) // warm-up
  const results = {
    'GET /api/domains?limit=15 (10,000 rows)': await load(`${existing.url}/api/domains?limit=15`, { headers: auth }, 50, seconds),
    'GET /api/qr/1 (one code with its statistics)': await load(`${existing.url}/api/qr/1`, { headers: auth }, 50, seconds),
    'POST /api/domain/add (create)': await load(
      `${existing.url}/api/domain/add`,
      { method: 'POST', headers: auth, body: JSON.stringify({ domain: 'https://new-{n}.bench.example.com' }) },
      50,
      seconds,
    ),
    'GET /api/account (trivial, authenticated)': await load(`${existing.url}/api/account`, { headers: auth }, 50, seconds),
    'GET /avatar/demo.svg (trivial, no database)': await load(`${existing.url}/avatar/demo.svg`, {}, 50, seconds),
  }
  const afterLoadRss = existing.rssMiB()
  await existing.stop()

  const startup = {
    newDataDir: { firstAnswerMs: Math.round(fresh.firstAnswerMs), rssMiB: Math.round(freshRss) },
    existingDataDir: { firstAnswerMs: Math.round(existing.firstAnswerMs), rssMiB: Math.round(existingRss), rssAfterLoadMiB: Math.round(afterLoadRss) },
  }
  return { startup, results }
}

function print({ startup, results }: Exclude<ApiBench, { error: string }>) {
  console.log('\nStart-up (time to first answer, RSS)')
  console.table(startup)
  console.log('\nLoad: 50 connections, loopback')
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([k, r]) => [k, { 'req/s': Math.round(r.rps), 'p50 ms': +r.p50.toFixed(1), 'p99 ms': +r.p99.toFixed(1), requests: r.requests, errors: r.errors }]),
    ),
  )
  const ok = startup.existingDataDir.firstAnswerMs < 1500 && startup.existingDataDir.rssMiB < 400
  console.log(ok ? 'Start-up budget met.' : 'Start-up budget MISSED (1.5 s, 400 MiB).')
}

export const measurement: Measurement<Exclude<ApiBench, { error: string }>> = {
  name: 'api', file: import.meta.filename, what: 'start-up and the API under 50 connections', skip: '--no-api',
  run: apiBench,
  key: 'api',
  print,
}

await runMeasurement(measurement, import.meta.filename)
