import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { fileList } from '../../contract/files.ts'
import { files, users } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, failed, ok, storedFiles } from './helpers.ts'

// Q33a/Q33b, Q33c: each account's uploads fit its quota (FILE_QUOTA_MB, or the user's own), checked in
// the database so racing uploads cannot pass it; uploads stop while the disk is under its floor.
const KiB = 1024
const MiB = 1024 * KiB
let s: TestServer
beforeAll(async () => {
  s = await startServer({ fileQuotaMb: 1, minFreeDiskMb: 0 })
})
afterAll(() => s?.stop())

const upload = (key: string, size: number, body: BodyInit = new Uint8Array(size).fill(1)) =>
  call(s, `/files/upload/f.bin`, { method: 'POST', body: body as Uint8Array, key })
const quota = async (key: string) => ok(await call(s, '/files?limit=10', { key }), fileList).quota
const rowsOf = async (userId: number) => s.db.select({ size: files.size }).from(files).where(eq(files.userId, userId))
const OVER = /^The file does not fit in your storage quota \(.* MiB of 1 MiB used\)\. .*Nothing was stored\.$/

describe('the storage quota of an account', () => {
  it('is reported with the files list, and grows with each upload', async () => {
    const u = await s.newUser()
    expect(await quota(u.apiKey)).toEqual({ used: 0, limit: MiB })
    expect((await upload(u.apiKey, 300 * KiB)).status).toBe(200)
    expect(await quota(u.apiKey)).toEqual({ used: 300 * KiB, limit: MiB })
  })

  it('refuses a declared upload that does not fit, storing nothing', async () => {
    const u = await s.newUser()
    expect((await upload(u.apiKey, 700 * KiB)).status).toBe(200)
    const before = storedFiles(s)
    failed(await upload(u.apiKey, 400 * KiB), 413, OVER)
    expect(storedFiles(s)).toEqual(before)
    expect(await rowsOf(u.id)).toHaveLength(1)
  })

  it('cuts off an upload of undeclared length once it passes what is left', async () => {
    const u = await s.newUser()
    expect((await upload(u.apiKey, 900 * KiB)).status).toBe(200)
    const chunk = new Uint8Array(64 * KiB).fill(2)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (sent >= 4) return c.close()
        sent++
        c.enqueue(chunk)
      },
    })
    const res = await s.api('/files/upload/stream.bin', { method: 'POST', body, key: u.apiKey, duplex: 'half' } as RequestInit & { key: string })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { message: string }).message).toMatch(OVER)
    expect(await rowsOf(u.id)).toHaveLength(1)
  })

  it("lets a user's own quota override the default", async () => {
    const u = await s.newUser()
    await s.db.update(users).set({ fileQuotaMb: 2 }).where(eq(users.id, u.id))
    expect((await upload(u.apiKey, 1536 * KiB)).status).toBe(200)
    expect(await quota(u.apiKey)).toEqual({ used: 1536 * KiB, limit: 2 * MiB })
  })

  it('lets only one of two racing uploads through when both would not fit', async () => {
    const u = await s.newUser()
    const answers = await Promise.all([upload(u.apiKey, 600 * KiB), upload(u.apiKey, 600 * KiB)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 413])
    const rows = await rowsOf(u.id)
    expect(rows).toHaveLength(1)
    expect(rows.reduce((n, r) => n + r.size, 0)).toBeLessThanOrEqual(MiB)
  })
})

describe('the free-disk floor (MIN_FREE_DISK_MB)', () => {
  it('refuses uploads with 507 and a clear message while the disk has less free', async () => {
    const u = await s.newUser()
    s.config.minFreeDiskMb = 1_000_000_000
    try {
      const before = storedFiles(s)
      const a = await upload(u.apiKey, KiB)
      if (s.config.s3) return expect(a.status).toBe(200) // no disk of ours to fill
      failed(a, 507, /^The server is short of disk space, so uploads are paused/)
      expect(a.headers.get('retry-after')).toBe('300')
      expect(storedFiles(s)).toEqual(before)
    } finally {
      s.config.minFreeDiskMb = 0
    }
    expect((await upload(u.apiKey, KiB)).status).toBe(200)
  })
})
