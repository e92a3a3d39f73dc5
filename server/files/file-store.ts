import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { randomBytes } from 'node:crypto'
import { ApiFailure } from '../http/errors.ts'

const MiB = 1024 * 1024
export const tooLarge = (max: number) =>
  new ApiFailure(
    413,
    // A limit under 1 MiB in MiB would read "0 MiB".
    `The file is too large: the limit is ${max >= MiB ? `${+(max / MiB).toFixed(1)} MiB (${max} bytes)` : `${max} bytes`}.`,
  )

/** Uploaded bytes live under DATA_DIR/files by names we choose, never the user's (D26). */
export function fileStore(dataDir: string) {
  const dir = path.join(dataDir, 'files')
  const pathOf = (storageName: string) => path.join(dir, storageName)

  /** Renamed from a temporary name only when complete, so a crash never leaves a half-written file to download. */
  async function save(body: WebReadableStream<Uint8Array> | null, max: number) {
    await mkdir(dir, { recursive: true })
    const storageName = randomBytes(16).toString('hex')
    const partial = pathOf(`${storageName}.part`)
    let size = 0
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length
        done(size > max ? tooLarge(max) : null, chunk)
      },
    })
    try {
      const source = body ? Readable.fromWeb(body) : Readable.from([])
      await pipeline(source, counter, createWriteStream(partial, { flags: 'wx' }))
      await rename(partial, pathOf(storageName))
    } catch (e) {
      await rm(partial, { force: true })
      if (e instanceof ApiFailure) throw e
      throw new ApiFailure(400, 'The upload was interrupted before the whole file arrived.')
    }
    return { storageName, size }
  }

  const remove = (storageName: string) => rm(pathOf(storageName), { force: true })
  return { save, remove, pathOf }
}
export type FileStore = ReturnType<typeof fileStore>

/** Uploads cut off by a crash leave `<name>.part` files that no record points at; drop them. */
export async function removeUnfinishedUploads(dataDir: string) {
  const dir = path.join(dataDir, 'files')
  const names = await readdir(dir).catch(() => [] as string[])
  await Promise.all(names.filter((n) => n.endsWith('.part')).map((n) => rm(path.join(dir, n), { force: true })))
}
