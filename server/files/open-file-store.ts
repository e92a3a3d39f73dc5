import type { Config } from '../env.ts'
import { diskStore } from './disk-store.ts'
import type { FileStore } from './file-store.ts'
import { s3Store } from './s3-store.ts'

/** S3 when S3_BUCKET is set, DATA_DIR/files otherwise (F1). */
export const openFileStore = (config: Config): FileStore => (config.s3 ? s3Store(config.s3) : diskStore(config.dataDir))
