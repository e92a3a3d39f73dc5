import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Click, sumClicks } from '../../server/clicks/click-batch.ts'
import { ClickJournal, type Exec } from '../../server/clicks/click-journal.ts'
import { openDatabase } from '../../server/db/client.ts'
import { pgliteTemplate } from './harness.ts'

// L4j: PGlite's click journal, on a real embedded database and real files. A "crash" is a journal
// dropped without its close: what its process wrote to the file is there, its memory is not.
const click = (linkId: number, visitor = 'v1'): Click => ({ linkId, country: 'DE', referrer: '', browser: 'Firefox', os: 'Linux', language: 'de', visitor })

describe.skipIf(process.env.DATABASE_URL)('the click journal (PGlite)', () => {
  let dataDir: string
  let database: Awaited<ReturnType<typeof openDatabase>>
  let exec: Exec
  let linkId = 0
  const dir = () => path.join(dataDir, 'clicks')

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-journal-'))
    cpSync(path.join(await pgliteTemplate(), 'pg'), path.join(dataDir, 'pg'), { recursive: true })
    database = await openDatabase({ dataDir })
    const client = (database.db as unknown as { $client: { exec: Exec } }).$client
    exec = client.exec.bind(client)
    await exec(`insert into users (email, username, api_key_hash) values ('j@example.com', 'journal', 'h')`)
  })

  afterAll(async () => {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  async function newLink(): Promise<number> {
    const [r] = await exec(`insert into links (user_id, alias, long_url, title) select id, 'j${++linkId}', 'https://example.com/', '' from users where username = 'journal' returning id`)
    return Number(r!.rows[0]!.id)
  }

  const counts = async (id: number) => {
    const { rows } = (await database.db.execute(sql`select clicks, unique_clicks as uniques from links where id = ${id}`)) as unknown as { rows: { clicks: number; uniques: number }[] }
    const totals = (await database.db.execute(sql`select value, clicks from click_totals where link_id = ${id} and dimension = 'browser'`)) as unknown as { rows: { value: string; clicks: number }[] }
    return { ...rows[0]!, browsers: Object.fromEntries(totals.rows.map((t) => [t.value, t.clicks])) }
  }
  const position = async () => {
    const { rows } = (await database.db.execute(sql`select generation, position from click_journal`)) as unknown as { rows: { generation: number; position: number }[] }
    return { generation: Number(rows[0]!.generation), position: Number(rows[0]!.position) }
  }
  const files = () => readdirSync(dir()).sort()
  const journal = (opts: { rotateBytes?: number; exec?: Exec } = {}) => new ClickJournal(opts.exec ?? exec, dir(), false, opts.rotateBytes)

  it('counts every appended click once, across a crash before the fold and one after it', async () => {
    const id = await newLink()
    const first = journal()
    await first.append(sumClicks([click(id), click(id, 'v2')]))
    await first.append(sumClicks([click(id)]))
    expect(await first.fold()).toBe(3)
    await first.append(sumClicks([click(id, 'v3'), click(id)]))
    // Crash: two clicks appended, not folded.
    const second = journal()
    expect(await second.fold()).toBe(2)
    expect(await counts(id)).toEqual({ clicks: 5, uniques: 3, browsers: { Firefox: 5 } })
    // Crash right after a fold: nothing is replayed twice.
    const third = journal()
    expect(await third.fold()).toBe(0)
    expect(await counts(id)).toEqual({ clicks: 5, uniques: 3, browsers: { Firefox: 5 } })
    await third.close()
  })

  it('goes on appending to the same file after a clean stop, and starts a new one after a crash', async () => {
    const id = await newLink()
    const a = journal()
    await a.append(sumClicks([click(id)]))
    await a.close()
    const clean = await position()
    const size = statSync(path.join(dir(), `${clean.generation}.journal`)).size
    expect(clean.position).toBe(size)

    const b = journal()
    await b.append(sumClicks([click(id)]))
    expect(await position()).toEqual(clean) // the file was taken up where it was; nothing committed yet
    expect(statSync(path.join(dir(), `${clean.generation}.journal`)).size).toBeGreaterThan(size)
    // Crash. The next start folds the click into a new file's generation, and deletes the old file.
    const c = journal()
    expect(await c.fold()).toBe(1)
    expect(await position()).toEqual({ generation: clean.generation + 1, position: 0 })
    expect(files()).toEqual([`${clean.generation + 1}.journal`])
    expect((await counts(id)).clicks).toBe(2)
    await c.close()
  })

  it('ignores a line cut short and skips one that cannot be read, saying so', async () => {
    const id = await newLink()
    const a = journal()
    await a.append(sumClicks([click(id)]))
    await a.close()
    const { generation } = await position()
    const file = path.join(dir(), `${generation}.journal`)
    appendFileSync(file, `${JSON.stringify(sumClicks([click(id), click(id)]))}\nnot json\n{"links":[{"link":${id},"cli`)
    const said = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const b = journal()
      expect(await b.fold()).toBe(2)
      expect(said).toHaveBeenCalledTimes(1)
      expect(String(said.mock.calls[0]![0])).toMatch(/1 unreadable line/)
      await b.close()
    } finally {
      said.mockRestore()
    }
    expect((await counts(id)).clicks).toBe(3)
  })

  it('rotates to a new file once the current one is large, and deletes the folded one', async () => {
    const id = await newLink()
    const a = journal({ rotateBytes: 200 })
    for (let i = 0; i < 5; i++) await a.append(sumClicks([click(id, `r${i}`)]))
    const before = await position()
    expect(await a.fold()).toBe(5)
    const after = await position()
    expect(after).toEqual({ generation: before.generation + 1, position: 0 })
    expect(files()).toEqual([`${after.generation}.journal`])
    await a.append(sumClicks([click(id)]))
    // Crash after the rotation: the new file's click is replayed, the old file's are not.
    const b = journal()
    expect(await b.fold()).toBe(1)
    expect(await counts(id)).toMatchObject({ clicks: 6, uniques: 6 })
    await b.close()
  })

  it('replays a newer file than the committed one (a rotation cut short before its commit)', async () => {
    const id = await newLink()
    const a = journal()
    await a.append(sumClicks([click(id)]))
    await a.close()
    const { generation } = await position()
    writeFileSync(path.join(dir(), `${generation + 1}.journal`), `${JSON.stringify(sumClicks([click(id), click(id)]))}\n`)
    const b = journal()
    expect(await b.fold()).toBe(2)
    expect((await counts(id)).clicks).toBe(3)
    expect(files()).toEqual([`${generation + 2}.journal`])
    await b.close()
  })

  it('keeps the clicks of a fold that failed, and commits them with the next', async () => {
    const id = await newLink()
    let fail = false
    const flaky: Exec = (text) => (fail && text.includes('fold_clicks') ? Promise.reject(new Error('disk full')) : exec(text))
    const a = journal({ exec: flaky })
    await a.append(sumClicks([click(id)]))
    await a.fold()
    const committed = await position()
    await a.append(sumClicks([click(id), click(id)]))
    fail = true
    await expect(a.fold()).rejects.toThrow('disk full')
    expect(await position()).toEqual(committed)
    fail = false
    await a.append(sumClicks([click(id)]))
    expect(await a.fold()).toBe(3)
    expect((await counts(id)).clicks).toBe(4)
    await a.close()
    // Everything is committed: a new start replays nothing.
    const b = journal()
    expect(await b.fold()).toBe(0)
    expect((await counts(id)).clicks).toBe(4)
    await b.close()
  })

  it('folds concurrent calls one after another, each seeing every earlier append', async () => {
    const id = await newLink()
    const a = journal()
    await a.append(sumClicks([click(id)]))
    const first = a.fold()
    await a.append(sumClicks([click(id), click(id)]))
    // The first took one click; the next two calls share the fold that runs after it.
    expect(await Promise.all([first, a.fold(), a.fold()])).toEqual([1, 2, 2])
    expect((await counts(id)).clicks).toBe(3)
    const { generation, position: at } = await position()
    expect(at).toBe(statSync(path.join(dir(), `${generation}.journal`)).size)
    await a.close()
    expect(readFileSync(path.join(dir(), `${generation}.journal`), 'utf8').trim().split('\n').length).toBeGreaterThanOrEqual(2)
  })
})
