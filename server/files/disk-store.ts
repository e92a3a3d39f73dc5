import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { randomBytes } from 'node:crypto'
import { ApiFailure } from '../http/errors.ts'
import { type FileStore, clientFailedFirst, noRoom, sizeLimit, uploadInterrupted } from './file-store.ts'

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT'])

export function diskStore(dataDir: string): FileStore {
  const dir = path.join(dataDir, 'files')
  const pathOf = (storageName: string) => path.join(dir, storageName)

  return {
    /** F2: renamed from `<name>.part` only when complete. */
    async save(body, max) {
      await mkdir(dir, { recursive: true })
      const storageName = randomBytes(16).toString('hex')
      const partial = pathOf(`${storageName}.part`)
      const limit = sizeLimit(max)
      const source = body ? Readable.fromWeb(body) : Readable.from([])
      const file = createWriteStream(partial, { flags: 'wx' })
      const byClient = clientFailedFirst(source, file)
      try {
        await pipeline(source, limit.stream, file)
        await rename(partial, pathOf(storageName))
      } catch (e) {
        await rm(partial, { force: true })
        if (e instanceof ApiFailure) throw e
        if (DISK_FULL.has((e as NodeJS.ErrnoException).code ?? '')) throw noRoom()
        if (byClient()) throw uploadInterrupted()
        throw e
      }
      return { storageName, size: limit.size() }
    },

    open: (storageName, range) =>
      new Promise((resolve, reject) => {
        const stream = createReadStream(pathOf(storageName), range)
        stream.once('error', reject)
        stream.once('ready', () => {
          stream.off('error', reject)
          resolve(stream)
        })
      }),

    remove: (storageName) => rm(pathOf(storageName), { force: true }),
  }
}

export async function removeUnfinishedUploads(dataDir: string) {
  const dir = path.join(dataDir, 'files')
  const names = await readdir(dir).catch(() => [] as string[])
  await Promise.all(names.filter((n) => n.endsWith('.part')).map((n) => rm(path.join(dir, n), { force: true })))
}
