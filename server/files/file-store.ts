import { Transform, type Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { ApiFailure } from '../http/errors.ts'

/** First and last byte, both included. */
export interface ByteRange {
  start: number
  end: number
}

export interface FileStore {
  save(body: WebReadableStream<Uint8Array> | null, max: number): Promise<{ storageName: string; size: number }>
  /** Resolves once the bytes can be read, so a missing file or an unreachable store is answered before any header. */
  open(storageName: string, range?: ByteRange): Promise<Readable>
  remove(storageName: string): Promise<void>
}

const MiB = 1024 * 1024
export const tooLarge = (max: number) =>
  new ApiFailure(
    413,
    `The file is too large: the limit is ${max >= MiB ? `${+(max / MiB).toFixed(1)} MiB (${max} bytes)` : `${max} bytes`}.`,
  )

export const uploadInterrupted = () => new ApiFailure(400, 'The upload was interrupted before the whole file arrived.')

export const noRoom = () => new ApiFailure(507, 'The server has no room left to store this file. Nothing was stored; please try again later.')

export const storageUnavailable = () =>
  new ApiFailure(503, 'File storage is not available right now. Nothing was stored; please try again in a minute.', { 'Retry-After': '60' })

export function sizeLimit(max: number) {
  let size = 0
  let exceeded = false
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length
      exceeded = size > max
      done(exceeded ? tooLarge(max) : null, chunk)
    },
  })
  return { stream, size: () => size, exceeded: () => exceeded }
}

export function clientFailedFirst(client: Readable, store?: NodeJS.EventEmitter) {
  let first: 'client' | 'store' | undefined
  client.once('error', () => (first ??= 'client'))
  store?.once('error', () => (first ??= 'store'))
  return () => first === 'client'
}
