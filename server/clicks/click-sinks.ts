import path from 'node:path'
import { createHash } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { isForeignKeyViolation } from '../db/errors.ts'
import type { ClickSums } from './click-batch.ts'
import { ClickJournal, type Exec } from './click-journal.ts'
import type { ClickStatsCache } from './statistics.ts'

const PG_FOLD_MS = 250
const JOURNAL_FOLD_MS = 50
const FOLD_ATTEMPTS = 3

export interface ClickSink {
  readonly maxInFlight: number
  readonly foldDelayMs: number
  /** Resolves once the batch survives the process: the visitors' answers may go out. */
  commit(batch: ClickSums): Promise<void>
  fold(): Promise<{ clicks: number; told: boolean }>
  close(): Promise<void>
}

const INSERT_PENDING = 'insert into click_pending (clicks) values ($1::jsonb)'

type PgPool = {
  options: object
  query: (...args: unknown[]) => Promise<unknown>
  on: (event: 'error', listener: (e: Error) => void) => void
  end: () => Promise<void>
}

const PG_IN_FLIGHT = 2

// J11: an empty fold only looks at click_pending. J16: named, so each API read's settle is not parsed again.
const FOLD_IF_PENDING = 'case when exists (select 1 from click_pending) then fold_clicks() else 0 end'
const FOLD = { name: 'linkdash_fold', text: `select ${FOLD_IF_PENDING} as n` }
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`
export const foldTold = (notice: { channel: string; payload: string }) => {
  const text = `select n, case when n > 0 then pg_notify(${literal(notice.channel)}, ${literal(notice.payload)}) end from (select ${FOLD_IF_PENDING} as n) f`
  return { name: `linkdash_fold_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`, text, notice }
}

/** L4g: the batches go through a pool of their own whose commits do not wait for the disk. */
function pendingTable(pool: PgPool, stats: ClickStatsCache): ClickSink {
  const Pool = pool.constructor as new (options: object) => PgPool
  const batches = new Pool({ ...pool.options, max: PG_IN_FLIGHT, options: '-c synchronous_commit=off' })
  batches.on('error', (e) => console.error(`PostgreSQL closed an idle connection of the click recorder: ${e.message}`))
  let told: ReturnType<typeof foldTold> | undefined
  const fold = async () => {
    // S2: other instances forget their statistics in the fold's own commit.
    const notice = stats.foldNotice()
    if (notice && (told?.notice.channel !== notice.channel || told.notice.payload !== notice.payload)) told = foldTold(notice)
    const statement = notice ? { name: told!.name, text: told!.text } : FOLD
    for (let attempt = 1; ; attempt++) {
      try {
        const { rows } = (await pool.query(statement)) as unknown as { rows: { n: number }[] }
        return { clicks: Number(rows[0]?.n ?? 0), told: notice !== null }
      } catch (e) {
        // L4b: a link deleted on another connection mid-fold fails it whole; the next fold drops its clicks.
        if (attempt < FOLD_ATTEMPTS && isForeignKeyViolation(e)) continue
        throw e
      }
    }
  }
  return {
    maxInFlight: PG_IN_FLIGHT,
    foldDelayMs: PG_FOLD_MS,
    commit: async (batch) => {
      await batches.query({ name: 'linkdash_record_clicks', text: INSERT_PENDING, values: [batch.json()] })
    },
    fold,
    close: async () => {
      await fold()
      await batches.end()
    },
  }
}

function journal(exec: Exec, opts: { dataDir: string; embeddedFsync?: boolean }): ClickSink {
  const file = new ClickJournal(exec, path.join(opts.dataDir, 'clicks'), opts.embeddedFsync !== false)
  return {
    maxInFlight: 1,
    foldDelayMs: JOURNAL_FOLD_MS,
    commit: (batch) => file.append(batch),
    fold: async () => ({ clicks: await file.fold(), told: false }),
    close: () => file.close(),
  }
}

export function sinkFor(db: Db, stats: ClickStatsCache, opts: { dataDir: string; embeddedFsync?: boolean }): ClickSink {
  const client = (db as unknown as { $client?: object }).$client
  if (client && 'totalCount' in client) return pendingTable(client as unknown as PgPool, stats)
  if (!client || !('exec' in client)) throw new Error('The click recorder needs a drizzle database that exposes its driver ($client).')
  return journal((client as { exec: Exec }).exec.bind(client), opts)
}
