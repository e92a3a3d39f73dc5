import { createHash, randomBytes } from 'node:crypto'
import { count } from 'drizzle-orm'
import { expect } from 'vitest'
import { files } from '../../server/db/schema.ts'
import type { TestServer } from './harness.ts'

export const MiB = 1024 * 1024
export const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex')

/** `size` random bytes sent as a stream, without Content-Length; with `stall`, the stream stops there and waits. */
export function streamedBody(size: number, stall?: { at: number; reached: () => void }) {
  const chunk = randomBytes(256 * 1024)
  let sent = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stall && sent >= stall.at) {
        stall.reached()
        return new Promise(() => {})
      }
      if (sent >= size) return controller.close()
      sent += chunk.length
      controller.enqueue(chunk)
    },
  })
}

export function upload(s: TestServer, name: string, body: BodyInit, signal?: AbortSignal) {
  return s.api(`/files/upload/${name}`, { method: 'POST', body, signal, ...(body instanceof ReadableStream && { duplex: 'half' }) } as RequestInit)
}

export async function uploaded(s: TestServer, name: string, bytes: Uint8Array<ArrayBuffer>) {
  const res = await upload(s, name, bytes)
  const body = (await res.json()) as { id: number; shorturl: string; message?: string }
  expect(res.status, body.message).toBe(200)
  return { id: body.id, url: `${s.url}/${body.shorturl.split('/').pop()}` }
}

export const fileRows = async (s: TestServer) => (await s.db.select({ n: count() }).from(files))[0]!.n

/** What a refused or failed upload must leave: the same stored names (no partial file, no open multipart upload) and rows. */
export async function snapshot(s: TestServer) {
  return { stored: s.storedNames(), rows: await fileRows(s) }
}

export async function waitFor(what: string, ready: () => boolean) {
  const until = Date.now() + 15_000
  while (!ready()) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** The server may still be cleaning up after the client went away: wait until it is back to `before`. */
export async function settlesTo(s: TestServer, before: Awaited<ReturnType<typeof snapshot>>) {
  const until = Date.now() + 10_000
  let now = await snapshot(s)
  while (JSON.stringify(now) !== JSON.stringify(before) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100))
    now = await snapshot(s)
  }
  expect(now).toEqual(before)
}

export async function envelope(res: Response) {
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
  const body = (await res.json()) as { error: number; message: string }
  expect(Object.keys(body).sort()).toEqual(['error', 'message'])
  expect(body.error).toBe(1)
  return body.message
}
