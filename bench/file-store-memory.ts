// npm run bench:files: the server's RSS while a 50 MiB stream goes up and down, on the disk store and on S3 (s3rver),
// BENCH_FILES_RUNS (3) runs each; issue 20 asks that it stay flat (F1: at most 3 parts of 5 MiB held).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'
import { demoApiKey, rssOf, startS3rver, startServerProcess } from './server-process.ts'

const MiB = 1024 * 1024
const SIZE = 50 * MiB
const RUNS = Number(process.env.BENCH_FILES_RUNS ?? 3)
const PORT = Number(process.env.BENCH_FILES_PORT ?? 4203)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function peakDuring(pid: number, work: () => Promise<void>) {
  const base = rssOf(pid)
  let peak = base
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10)
  const t0 = performance.now()
  await work()
  clearInterval(timer)
  return { growth: Math.max(peak, rssOf(pid)) - base, seconds: (performance.now() - t0) / 1000 }
}

function body(size: number) {
  const chunk = randomBytes(256 * 1024)
  let sent = 0
  return new ReadableStream<Uint8Array>({
    pull(c) {
      if (sent >= size) return c.close()
      sent += chunk.length
      c.enqueue(chunk)
    },
  })
}

async function oneRun(store: 'disk' | 's3') {
  const dir = mkdtempSync(path.join(tmpdir(), 'linkdash-bench-files-'))
  const s3rver = store === 's3' ? await startS3rver(path.join(dir, 's3')) : undefined
  const env: Record<string, string> = { DATA_DIR: path.join(dir, 'data'), MAX_UPLOAD_BYTES: String(SIZE), ...s3rver?.env }
  const server = await startServerProcess(env, PORT)
  try {
    const apiKey = demoApiKey(path.join(dir, 'data'))
    const up = async (size: number) => {
      const res = await fetch(`${server.url}/api/files/upload/bench.bin`, { method: 'POST', body: body(size), headers: { Authorization: `Bearer ${apiKey}` }, duplex: 'half' } as RequestInit)
      const json = (await res.json()) as { shorturl: string; message?: string }
      if (res.status !== 200) throw new Error(`upload: ${res.status} ${json.message}`)
      return `${server.url}/${json.shorturl.split('/').pop()}`
    }
    const down = async (url: string) => {
      const reader = (await fetch(url)).body!.getReader()
      let n = 0
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        n += value.length
      }
      return n
    }
    await down(await up(6 * MiB)) // warm-up: the S3 SDK loads, the first multipart upload runs
    let url = ''
    const upload = await peakDuring(server.child.pid!, async () => void (url = await up(SIZE)))
    const download = await peakDuring(server.child.pid!, async () => {
      if ((await down(url)) !== SIZE) throw new Error('short download')
    })
    return { upload, download }
  } finally {
    await server.stop()
    await s3rver?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

async function filesBench() {
  const rows: string[] = []
  for (const store of ['disk', 's3'] as const) {
    const runs: Awaited<ReturnType<typeof oneRun>>[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(store))
    const m = (f: (r: Awaited<ReturnType<typeof oneRun>>) => number) => median(runs.map(f)).toFixed(1)
    rows.push(`| ${store} | ${m((r) => r.upload.growth)} MiB | ${m((r) => r.upload.seconds)} s | ${m((r) => r.download.growth)} MiB | ${m((r) => r.download.seconds)} s |`)
  }
  return rows
}

export const measurement: Measurement<string[]> = {
  name: 'files', file: import.meta.filename, what: "the server's RSS while a 50 MiB file goes up and down, disk and S3",
  run: filesBench,
  print: (rows) => {
    console.log(`50 MiB through the server, server RSS growth over the level after a warm-up (median of ${RUNS})\n`)
    console.log('| store | upload RSS growth | upload time | download RSS growth | download time |\n|---|---|---|---|---|')
    console.log(rows.join('\n'))
  },
}

await runMeasurement(measurement, import.meta.filename)
