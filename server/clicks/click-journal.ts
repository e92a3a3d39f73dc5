import { closeSync, fsync, ftruncateSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'
import { RELAXED_COMMIT } from '../db/relaxed-commit.ts'
import { type ClickBatch, ClickSums } from './click-batch.ts'

/** PGlite's `exec`: one simple query, its statements in one transaction. */
export type Exec = (sql: string) => Promise<{ rows: Record<string, unknown>[] }[]>

const ROTATE_BYTES = 4 * 1024 * 1024
// L4j: appends reach the disk within this time, as PGlite's relaxed commits do (L4i).
const SYNC_MS = 200

const FILE = /^(\d+)\.journal$/
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`

/** L4j: the redirect appends a line per turn; a fold commits the running sum and the position together. */
export class ClickJournal {
  private sums = new ClickSums()
  private fd = -1
  private generation = 0
  private offset = 0
  private unsynced = false
  private opened: Promise<void> | null = null
  private running: Promise<number> | null = null
  private queued: Promise<number> | null = null
  private durableNext = false
  private broken = false
  private replayed = 0
  private committed = { generation: -1, position: -1 }
  private readonly timer: NodeJS.Timeout | undefined

  constructor(
    private readonly exec: Exec,
    private readonly dir: string,
    syncToDisk: boolean,
    private readonly rotateBytes = ROTATE_BYTES,
  ) {
    if (syncToDisk) {
      this.timer = setInterval(() => this.syncSoon(), SYNC_MS)
      this.timer.unref()
    }
  }

  unjournaled = 0

  /** Once it returns, the clicks survive the process; a journal that cannot be written never fails the redirect (D33a). */
  async append(batch: ClickBatch | ClickSums): Promise<void> {
    const sums = batch instanceof ClickSums ? batch : new ClickSums().merge(batch)
    try {
      if (this.fd < 0) await this.open()
      if (this.broken) throw new Error('the journal file failed before and waits for a new file')
      this.write(`${sums.json()}\n`)
    } catch (e) {
      this.unwritten(sums, e)
    }
    this.sums.merge(sums)
  }

  private write(line: string) {
    const length = Buffer.byteLength(line)
    try {
      if (writeSync(this.fd, line) !== length) throw Object.assign(new Error('the journal took part of a line'), { code: 'ENOSPC' })
    } catch (e) {
      // A line cut short would spoil the next one at a replay: back to the last whole line.
      try {
        ftruncateSync(this.fd, this.offset)
      } catch {
        this.broken = true // no more appends to this file: the next fold starts a new one
      }
      throw e
    }
    this.offset += length
    this.unsynced = true
  }

  private unwritten(sums: ClickSums, e: unknown) {
    const first = this.unjournaled === 0
    const clicks = sums.clicks
    this.unjournaled += clicks
    if (first || this.unjournaled % 1000 < clicks) {
      console.error(`The click journal cannot be written (${(e as NodeJS.ErrnoException).code ?? e}): ${this.unjournaled} click(s) so far kept in memory and folded into the database directly.`)
    }
  }

  fold(opts: { durable?: boolean } = {}): Promise<number> {
    this.durableNext ||= opts.durable === true
    if (!this.running) {
      this.running = this.foldOnce().finally(() => (this.running = null))
      return this.running
    }
    this.queued ??= this.running
      .catch(() => {})
      .then(() => {
        this.queued = null
        return this.fold()
      })
    return this.queued
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    if (this.fd < 0 && !this.opened) return
    await this.fold({ durable: true })
    if (this.fd >= 0) closeSync(this.fd)
    this.fd = -1
  }

  private open(): Promise<void> {
    this.opened ??= this.recover().catch((e: unknown) => {
      this.opened = null // the next append tries again
      throw e
    })
    return this.opened
  }

  /** L4j: replays the current file beyond the committed position and any newer one (a rotation cut short). */
  private async recover(): Promise<void> {
    mkdirSync(this.dir, { recursive: true })
    const [found] = await this.exec('select generation, position from click_journal where id = 1')
    const committed = { generation: Number(found?.rows[0]?.generation ?? 0), position: Number(found?.rows[0]?.position ?? 0) }
    const files = readdirSync(this.dir)
      .map((name) => FILE.exec(name)?.[1])
      .filter((g): g is string => g !== undefined)
      .map(Number)
      .sort((a, b) => a - b)
    const newest = Math.max(committed.generation, ...files)
    const replayed = new ClickSums()
    let unreadable = 0
    let resume = committed.position === 0 && files.every((g) => g < committed.generation)
    for (const generation of files.filter((g) => g >= committed.generation)) {
      const bytes = readFileSync(this.fileOf(generation))
      const from = generation === committed.generation ? committed.position : 0
      if (generation === committed.generation && generation === newest && from === bytes.length) resume = true
      // Only whole lines: a line cut short was never acknowledged (its write did not return).
      const end = bytes.lastIndexOf(0x0a) + 1
      if (end <= from) continue
      for (const line of bytes.subarray(from, end).toString('utf8').split('\n')) {
        if (!line) continue
        try {
          replayed.merge(JSON.parse(line) as ClickBatch)
        } catch {
          unreadable++
        }
      }
    }
    if (unreadable) console.error(`The click journal in ${this.dir} had ${unreadable} unreadable line(s) (a crash of the machine?); they were skipped.`)
    if (resume && replayed.empty) {
      this.generation = committed.generation
      this.offset = committed.position
      this.fd = openSync(this.fileOf(this.generation), 'a')
      this.committed = committed
      this.deleteBefore(this.generation)
      return
    }
    this.generation = newest + 1
    this.offset = 0
    this.replayed += await this.commit(replayed, true)
    this.fd = openSync(this.fileOf(this.generation), 'w')
    this.deleteBefore(this.generation)
  }

  private async foldOnce(): Promise<number> {
    if (this.fd < 0) await this.open()
    const replayed = this.replayed
    this.replayed = 0
    const durable = this.durableNext
    this.durableNext = false
    const moved = this.committed.generation !== this.generation || this.committed.position !== this.offset
    if (this.sums.empty && !(durable && moved)) return replayed
    // A new file before the commit: what is appended meanwhile goes there, beyond the position committed.
    const rotate = (this.offset >= this.rotateBytes || this.broken) && this.rotated()
    const taken = this.sums
    this.sums = new ClickSums()
    try {
      const folded = await this.commit(taken, durable || rotate)
      if (durable || rotate) this.deleteBefore(this.generation)
      return replayed + folded
    } catch (e) {
      this.sums = taken.merge(this.sums)
      this.replayed += replayed
      throw e
    }
  }

  /** Relaxed unless durable (L4i): a commit lost with the machine leaves the older position, which a start replays. */
  private async commit(sums: ClickSums, durable: boolean): Promise<number> {
    const at = { generation: this.generation, position: this.offset }
    const statements = [
      `update click_journal set generation = ${at.generation}, position = ${at.position} where id = 1`,
      'select fold_clicks() as n',
    ]
    if (!sums.empty) statements.unshift(`insert into click_pending (clicks) values (${quoted(sums.json())}::jsonb)`)
    const results = await this.exec(`${durable ? '' : RELAXED_COMMIT}${statements.join(';\n')}`)
    this.committed = at
    return Number(results.at(-1)?.rows[0]?.n ?? 0)
  }

  /** A full disk may refuse the new file: then the current one goes on (D33a). */
  private rotated(): boolean {
    let fd: number
    try {
      fd = openSync(this.fileOf(this.generation + 1), 'w')
    } catch {
      return false
    }
    closeSync(this.fd)
    this.fd = fd
    this.generation++
    this.offset = 0
    this.broken = false
    return true
  }

  private deleteBefore(generation: number) {
    for (const name of readdirSync(this.dir)) {
      const g = FILE.exec(name)?.[1]
      if (g !== undefined && Number(g) < generation) rmSync(path.join(this.dir, name), { force: true })
    }
  }

  private syncSoon() {
    if (!this.unsynced || this.fd < 0) return
    this.unsynced = false
    fsync(this.fd, () => {})
  }

  private fileOf(generation: number) {
    return path.join(this.dir, `${generation}.journal`)
  }
}
