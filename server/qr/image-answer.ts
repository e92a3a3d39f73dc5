import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import type { Image, ImageCache } from './image-cache.ts'
import type { ReadGate } from './read-gate.ts'
import { BUSY_RETRY_AFTER } from './qr-logo.ts'
import { PoolBusy, renderPool } from './render-pool.ts'
import type { RenderJob } from './render-jobs.ts'

/** An image's ETag and cache key: the hash of everything it is drawn from (Q4). */
export const imageKey = (parts: unknown[]) => `"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 27)}"`

export const busyAnswer = (c: Context) =>
  c.text('Too many QR images are being drawn right now. Try again in a few seconds.', 503, {
    'Retry-After': String(BUSY_RETRY_AFTER),
    'Cache-Control': 'no-store',
  })

/** A row read of an image request through `gate`; null when the gate is full (answer busyAnswer). */
export async function gatedRead<T>(gate: ReadGate, read: () => Promise<T>): Promise<{ row: T } | null> {
  try {
    return { row: await gate.run(read) }
  } catch (err) {
    if (err instanceof PoolBusy) return null
    throw err
  }
}

export async function imageAnswer(c: Context, cache: ImageCache, etag: string, format: 'png' | 'svg', job: () => Promise<RenderJob>) {
  const headers = { 'Cache-Control': 'public, no-cache', ETag: etag }
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)
  let image: Image
  try {
    image = await cache.get(etag, async () => {
      const drawn = await renderPool().run(await job())
      return typeof drawn === 'string' ? drawn : new Uint8Array(drawn.buffer as ArrayBuffer, drawn.byteOffset, drawn.length)
    })
  } catch (err) {
    if (!(err instanceof PoolBusy)) throw err
    return busyAnswer(c)
  }
  return c.body(image, 200, { ...headers, 'Content-Type': format === 'png' ? 'image/png' : 'image/svg+xml' })
}
