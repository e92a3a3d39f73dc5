import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { todayUtc } from '../../contract/files.ts'
import type { Db } from '../db/client.ts'
import { files } from '../db/schema.ts'
import type { PasswordGuard } from '../auth/password-guard.ts'
import { contentTypeOf, downloadName, extensionOf } from '../files/content-types.ts'
import { requestedRange } from '../files/byte-range.ts'
import type { FileStore } from '../files/file-store.ts'
import { esc, gonePage, page, passwordPage, stateAfter, type PasswordState } from './html.ts'

type FileRow = typeof files.$inferSelect

const gone = (c: Context, why: string) => c.html(gonePage(why), 410)

function passwordForm(c: Context, f: FileRow, state: PasswordState) {
  const form = passwordPage({ title: `${f.name} is protected`, what: 'download this file', button: 'Download', state })
  return c.html(form.html, form.status, form.headers)
}

// D26c: a right password answers a page that fetches the file with a single-use key, kept in memory.
const PASS_TTL_MS = 5 * 60 * 1000
const MAX_PASSES = 10_000
const passes = new Map<string, { fileId: number; until: number }>()

function grantPass(c: Context, f: FileRow) {
  const now = Date.now()
  for (const [key, pass] of passes) if (pass.until < now) passes.delete(key)
  if (passes.size >= MAX_PASSES) passes.delete(passes.keys().next().value!)
  const key = randomBytes(24).toString('base64url')
  passes.set(key, { fileId: f.id, until: now + PASS_TTL_MS })
  const href = `?key=${key}`
  const body = `<h1>Your download is starting</h1><p>${esc(f.name)} will download in a moment.</p>
<p>If it does not, <a href="${href}">download it here</a>.</p>`
  return c.html(page('Your download is starting', body), 200, { Refresh: `0; url=${href}`, 'Cache-Control': 'no-store' })
}

function takePass(key: string | undefined, f: FileRow): boolean {
  const pass = key ? passes.get(key) : undefined
  if (!pass || pass.fileId !== f.id) return false
  passes.delete(key!)
  return pass.until >= Date.now()
}

// D26a: a slot is taken before the first byte and given back if the client goes away: each download counts once.
export async function serveFile(c: Context, db: Db, store: FileStore, f: FileRow, guard?: PasswordGuard): Promise<Response> {
  if (f.expiry && f.expiry < todayUtc()) return gone(c, 'Its download period has ended.')
  if (f.passwordHash) {
    if (c.req.method === 'POST' && guard) {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      const given = typeof form.password === 'string' ? form.password : ''
      const check = await guard.check(c, `file:${f.id}`, given, f.passwordHash)
      if (check.result === 'gone') return new Response(null, { status: 499 })
      if (check.result === 'right') return grantPass(c, f)
      return passwordForm(c, f, stateAfter(check))
    }
    if (c.req.method !== 'GET' || !takePass(c.req.query('key'), f)) return passwordForm(c, f, { is: 'ask' })
  }
  // Rows from before D26c have no stored extension: their name is the uploaded filename.
  const extension = f.extension ?? extensionOf(f.name)
  const name = downloadName(f.name, extension)
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  const headers = {
    'Content-Type': contentTypeOf(extension),
    'Content-Length': String(f.size),
    'Accept-Ranges': 'bytes',
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  }
  if (c.req.method === 'HEAD') {
    if (f.maxDownloads !== null && f.downloads >= f.maxDownloads) return gone(c, 'It has reached its maximum number of downloads.')
    return new Response(null, { status: 200, headers })
  }
  const range = requestedRange(c.req.header('Range'), c.req.header('If-Range'), f.size)
  if (range === 'unsatisfiable') {
    return c.text('The requested range is not part of this file.', 416, { 'Content-Range': `bytes */${f.size}`, 'Cache-Control': 'no-store' })
  }
  // F6: a range takes a slot like any download, so ranges cannot read a file past its maxdownloads.
  const [slot] = await db
    .update(files)
    .set({ downloads: sql`${files.downloads} + 1` })
    .where(and(eq(files.id, f.id), or(isNull(files.maxDownloads), lt(files.downloads, files.maxDownloads))))
    .returning({ downloads: files.downloads })
  if (!slot) return gone(c, 'It has reached its maximum number of downloads.')
  const release = () =>
    db.update(files).set({ downloads: sql`greatest(${files.downloads} - 1, 0)` }).where(eq(files.id, f.id)).catch(() => {})

  const source = await store.open(f.storageName, range ?? undefined).catch(async (e: unknown) => {
    await release()
    throw e
  })
  let complete = false
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      source.on('data', (chunk) => {
        controller.enqueue(chunk as Buffer)
        if ((controller.desiredSize ?? 1) <= 0) source.pause()
      })
      source.on('end', () => {
        complete = true
        controller.close()
      })
      source.on('error', (e) => {
        void release()
        controller.error(e)
      })
    },
    pull() {
      source.resume()
    },
    cancel() {
      source.destroy()
      if (!complete) void release()
    },
  })
  if (!range) return new Response(body, { status: 200, headers })
  const partial = { 'Content-Range': `bytes ${range.start}-${range.end}/${f.size}`, 'Content-Length': String(range.end - range.start + 1) }
  return new Response(body, { status: 206, headers: { ...headers, ...partial } })
}
