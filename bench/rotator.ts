// npx tsx bench/rotator.ts: GET /r/<slug> beside a direct link at 50 connections in BENCH_ROTATOR_ROUNDS (5) alternating
// pairs, then `ab` checks clicks = answers (issue 32 item 3); `--report` adds its row to RESULTS.md's targets.
import { withThrowawayDatabase } from './postgres.ts'
import { demoApiKey, freshDir, LOAD_CORE, startServerProcess } from './server-process.ts'
import type { Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'
import { BROWSER_UA, ensureDebianTool, loadavg, median, medianWrk, run, wrk, type WrkResult } from './wrk.ts'
import { ROTATOR_TARGETS, type RotatorBench, type RotatorDatabase } from './figures.ts'

const ROUNDS = Number(process.env.BENCH_ROTATOR_ROUNDS ?? 5)
const SECONDS = Number(process.env.BENCH_ROTATOR_SECONDS ?? 10)
const CONNECTIONS = 50
const EXACT = 5000
const PORT = Number(process.env.BENCH_ROTATOR_PORT ?? 20010)


async function benchOne(database: RotatorDatabase['database'], env: Record<string, string>, dataDir: string, log: (s: string) => void): Promise<RotatorDatabase> {
  const server = await startServerProcess(env, PORT, undefined, { pinned: true })
  try {
    const apiKey = demoApiKey(dataDir)
    const api = async <T>(p: string, body?: object) => {
      const res = await fetch(`${server.url}/api${p}`, { method: body ? 'POST' : 'GET', headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' }, body: body && JSON.stringify(body) })
      if (!res.ok) throw new Error(`${p}: HTTP ${res.status} ${await res.text()}`)
      return (await res.json()) as T
    }
    const direct = await api<{ shorturl: string }>('/url/add', { url: 'https://example.com/direct' })
    const { id: campaign } = await api<{ id: number }>('/campaign/add', { name: 'Bench rotator', slug: 'bench-rotator' })
    const ids: number[] = []
    for (let i = 0; i < 3; i++) ids.push((await api<{ id: number }>('/url/add', { url: `https://example.com/turn-${i}`, campaign })).id)
    const rotator = `${server.url}/r/bench-rotator`
    const read = async () => (await Promise.all(ids.map((id) => api<{ data: { clicks: number } }>(`/url/${id}`)))).reduce((n, r) => n + r.data.clicks, 0)
    // Once two reads 200 ms apart agree: answers wrk left in flight land meanwhile.
    const clicks = async () => {
      for (let last = await read(), i = 0; ; i++) {
        await new Promise((r) => setTimeout(r, 200))
        const now = await read()
        if (now === last || i === 20) return now
        last = now
      }
    }
    await wrk(direct.shorturl, 10, 3)
    await wrk(rotator, 10, 3)
    const pairs: { direct: WrkResult; rotator: WrkResult }[] = []
    for (let i = 0; i < ROUNDS; i++) {
      const d = await wrk(direct.shorturl, CONNECTIONS, SECONDS, server.child.pid)
      const r = await wrk(rotator, CONNECTIONS, SECONDS, server.child.pid)
      pairs.push({ direct: d, rotator: r })
      log(`${database} round ${i + 1}: direct ${d.rps} req/s p99 ${d.p99} ms | rotator ${r.rps} req/s p99 ${r.p99} ms | ratio ${(r.rps / d.rps).toFixed(3)} | load ${r.load1}`)
    }
    const before = await clicks()
    const out = await run('taskset', ['-c', LOAD_CORE, 'ab', '-q', '-n', String(EXACT), '-c', String(CONNECTIONS), '-H', `User-Agent: ${BROWSER_UA}`, rotator])
    const num = (label: string) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(out)?.[1] ?? 0)
    const answered = num('Complete requests') - num('Failed requests')
    // Folded clicks: GET /url/:id settles what is pending first.
    const after = await clicks()
    const ratios = pairs.map((p) => Math.round((p.rotator.rps / p.direct.rps) * 1000) / 1000)
    const d = medianWrk(pairs.map((p) => p.direct))
    const r = medianWrk(pairs.map((p) => p.rotator))
    const ratio = median(ratios)
    const p99Ratio = Math.round((r.p99 / d.p99) * 100) / 100
    const exact = { answered, clicks: after - before, ok: answered === EXACT && after - before === answered }
    return { database, direct: d, rotator: r, ratios, ratio, p99Ratio, exact, met: ratio >= ROTATOR_TARGETS.ratio && p99Ratio <= ROTATOR_TARGETS.p99OfDirect && exact.ok }
  } finally {
    await server.stop()
  }
}

async function rotatorBench(log: (s: string) => void = console.log): Promise<RotatorBench> {
  ensureDebianTool('wrk', 'wrk')
  ensureDebianTool('ab', 'apache2-utils')
  const loads = [loadavg()]
  const databases: RotatorBench['databases'] = []
  const pglite = freshDir('rotator-pglite')
  databases.push(await benchOne('PGlite', { DATA_DIR: pglite, DATABASE_URL: '', RATE_LIMIT_PER_MINUTE: '1000000000' }, pglite, log))
  loads.push(loadavg())
  const pg = await withThrowawayDatabase('linkdash_bench_rotator', log, ({ url }) => {
    const dir = freshDir('rotator-postgres')
    return benchOne('PostgreSQL', { DATA_DIR: dir, DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '1000000000' }, dir, log)
  })
  databases.push(pg)
  loads.push(loadavg())
  return { date: new Date().toISOString(), loadavg: loads, rounds: ROUNDS, seconds: SECONDS, targets: ROTATOR_TARGETS, databases }
}

export const measurement: Measurement<RotatorBench> = {
  name: 'rotator', file: import.meta.filename, what: 'a campaign rotator beside a direct link at 50 connections',
  run: rotatorBench, key: 'rotator',
  print: (result) => {
    for (const d of result.databases) {
      if ('skipped' in d) console.log(`${d.database}: skipped: ${d.skipped}`)
      else
        console.log(
          `${d.database}: rotator ${d.rotator.rps} req/s p99 ${d.rotator.p99} ms | direct ${d.direct.rps} req/s p99 ${d.direct.p99} ms | ` +
            `ratio ${d.ratio} (rounds ${d.ratios.join(', ')}), p99 ×${d.p99Ratio} | clicks ${d.exact.ok ? 'exact' : 'MISMATCH'} (${d.exact.answered} answered, +${d.exact.clicks}) | target ${d.met ? 'met' : 'MISSED'}`,
        )
    }
  },
}

await runMeasurement(measurement, import.meta.filename)
