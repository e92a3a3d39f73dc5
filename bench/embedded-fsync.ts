// npm run bench:fsync — what the embedded database's fsync (EMBEDDED_FSYNC, default on) costs: commits per second of one
// connection inserting one row per transaction, the worst case (the click recorder commits whole
// batches, one fsync each). Rounds alternate between on and off on the same disk; medians are reported.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client.ts'
import type { Measurement } from './measurement.ts'
import { runMeasurement } from './runner.ts'

const ROUNDS = 5
const COMMITS = 300
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function round(embeddedFsync: boolean, dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir, embeddedFsync })
  try {
    await database.db.execute(sql`create table if not exists fsync_bench (id serial primary key, v text)`)
    const t0 = performance.now()
    for (let i = 0; i < COMMITS; i++) await database.db.execute(sql`insert into fsync_bench (v) values (${'x'.repeat(100)})`)
    return COMMITS / ((performance.now() - t0) / 1000)
  } finally {
    await database.close()
  }
}

async function fsyncBench() {
  const dirs = { on: mkdtempSync(path.join(tmpdir(), 'fsync-on-')), off: mkdtempSync(path.join(tmpdir(), 'fsync-off-')) }
  const rates: Record<'on' | 'off', number[]> = { on: [], off: [] }
  try {
    for (let r = 0; r < ROUNDS; r++) {
      rates.off.push(await round(false, dirs.off))
      rates.on.push(await round(true, dirs.on))
    }
  } finally {
    for (const d of Object.values(dirs)) rmSync(d, { recursive: true, force: true })
  }
  return { on: median(rates.on), off: median(rates.off), rates }
}

export const measurement: Measurement<Awaited<ReturnType<typeof fsyncBench>>> = {
  name: 'fsync', file: import.meta.filename, what: "commits per second with the embedded database's fsync on and off",
  run: fsyncBench,
  print: ({ on, off, rates }) => {
    console.log(`embedded fsync off: ${Math.round(off)} commits/s (rounds ${rates.off.map(Math.round).join(', ')})`)
    console.log(`embedded fsync on:  ${Math.round(on)} commits/s (rounds ${rates.on.map(Math.round).join(', ')})`)
    console.log(`on/off: ${(on / off).toFixed(2)}; ${((1000 / on) - (1000 / off)).toFixed(2)} ms more per commit`)
  },
}

await runMeasurement(measurement, import.meta.filename)
