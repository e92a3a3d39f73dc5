// npm run bench:startup: time to first answer and RSS of `npm start` before (tsx) and after (compiled) on an existing
// PGlite directory, BENCH_STARTUP_RUNS (5) alternating runs, beside plain Node opening the same directory.
import { cpSync, mkdirSync, rmSync, utimesSync } from 'node:fs'
import path from 'node:path'
import { buildServer } from '../scripts/build-server.mjs'
import { ensureBuild } from './build.ts'
import type { Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'
import { startServerProcess } from './server-process.ts'
import { loadavg, median } from './wrk.ts'
import { STARTUP_BUDGET_MS, type StartupBench } from './figures.ts'

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5)
const root = path.resolve(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_STARTUP_PORT ?? 18095)



async function startupBench(log: (s: string) => void = console.log): Promise<StartupBench> {
  const work = path.join(import.meta.dirname, '.work')
  const dist = path.join(work, 'dist')
  const dataDir = path.join(work, 'startup-data')
  await ensureBuild(dist)
  await buildServer({ ifStale: true })
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  // The start script rebuilds a dashboard older than its sources; others edit src/ while this runs, and a
  // build is not a start. A copy whose index.html is touched before every start keeps the check, never the build.
  const startDist = path.join(work, 'startup-dist')
  rmSync(startDist, { recursive: true, force: true })
  cpSync(dist, startDist, { recursive: true })
  const fresh = () => utimesSync(path.join(startDist, 'index.html'), new Date(), new Date())
  const env = { DATA_DIR: dataDir, DIST_DIR: startDist }
  log('start-up: a first start makes the data directory (not measured)')
  await (await startServerProcess(env, PORT)).stop()

  const npmCli = path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js')
  const variants = [
    { name: 'before: tsx scripts/start.ts', command: 'tsx scripts/start.ts', args: [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.ts'] },
    { name: 'after: node dist-server/start.js', command: 'node dist-server/start.js', args: ['dist-server/start.js'] },
    { name: 'after: npm start (npm and the build check included)', command: 'npm start', args: [npmCli, 'start', '--silent'] },
    { name: 'reference: plain Node opening the same PGlite directory', command: 'node bench/reference-pglite-start.mjs', args: ['bench/reference-pglite-start.mjs', dataDir, String(PORT)] },
  ].map((v) => ({ ...v, firstAnswerMs: [] as number[], rssMiB: [] as number[] }))
  const loads = [loadavg()]
  for (let i = 0; i < RUNS; i++) {
    for (const v of variants) {
      fresh()
      const server = await startServerProcess(env, PORT, v.args)
      v.firstAnswerMs.push(Math.round(server.firstAnswerMs))
      // npm and tsx's CLI run the server in a child process: the RSS is the largest in the tree, the server's.
      v.rssMiB.push(Math.round(server.rssMiB(true)))
      await server.stop()
      log(`  run ${i + 1} ${v.command}: ${v.firstAnswerMs.at(-1)} ms, ${v.rssMiB.at(-1)} MiB`)
    }
  }
  loads.push(loadavg())
  return {
    date: new Date().toISOString(),
    runs: RUNS,
    loadavg: loads,
    budgetMs: STARTUP_BUDGET_MS,
    variants: variants.map(({ name, command, firstAnswerMs, rssMiB }) => ({ name, command, firstAnswerMs, rssMiB, medianMs: median(firstAnswerMs), medianRssMiB: median(rssMiB) })),
  }
}

function print(r: StartupBench) {
  console.log(`\nStart-up on an existing data directory, median of ${r.runs} (load ${r.loadavg.map((l) => l.join(' ')).join(' → ')})`)
  const floor = r.variants.find((v) => v.command.includes('reference'))!.medianMs
  console.table(
    Object.fromEntries(
      r.variants.map((v) => [v.command, { 'first answer ms': v.medianMs, '× reference': +(v.medianMs / floor).toFixed(2), 'RSS MiB': v.medianRssMiB, runs: v.firstAnswerMs.join(' ') }]),
    ),
  )
  const after = r.variants.find((v) => v.command === 'npm start')!
  console.log(after.medianMs < r.budgetMs ? `Budget met: npm start answers in ${after.medianMs} ms (< ${r.budgetMs} ms).` : `Budget MISSED: npm start answers in ${after.medianMs} ms (budget ${r.budgetMs} ms).`)
}

export const measurement: Measurement<StartupBench> = {
  name: 'startup', file: import.meta.filename, what: 'start-up before/after the compiled server', skip: '--no-startup',
  run: startupBench,
  key: 'startup',
  print,
}

await runMeasurement(measurement, import.meta.filename)
