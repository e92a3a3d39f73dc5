import type { Config } from '../env.ts'
import { diskStore } from './disk-store.ts'
import type { FileStore } from './file-store.ts'

export function openFileStore(config: Config): FileStore {
  const s3 = config.s3
  if (!s3) return diskStore(config.dataDir)
  // F1: the AWS SDK is slow to load, so only a server that uses S3 loads it.
  const loading = import('./s3-store.ts').then((m) => m.s3Store(s3))
  loading.catch(() => {}) // A failure is answered by the first request that needs the store.
  return {
    save: async (body, max) => (await loading).save(body, max),
    open: async (name, range) => (await loading).open(name, range),
    remove: async (name) => (await loading).remove(name),
  }
}
