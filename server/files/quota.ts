import { statfs } from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { files, users } from '../db/schema.ts'
import { ApiFailure } from '../http/errors.ts'

const MB = 1024 * 1024
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Limits = { fileQuotaMb: number; minFreeDiskMb: number; dataDir: string; s3?: unknown }

export interface Quota {
  used: number
  limit: number | null
}

const megabytes = (bytes: number) => `${+(bytes / MB).toFixed(1)} MiB`
const quotaText = (q: Quota) => `${megabytes(q.used)} of ${q.limit === null ? 'unlimited' : megabytes(q.limit)} used`

const overQuota = (q: Quota) =>
  new ApiFailure(413, `The file does not fit in your storage quota (${quotaText(q)}). Delete files you no longer need, or ask for a larger quota. Nothing was stored.`, {
    Connection: 'close',
  })

async function read(db: Db | Tx, userId: number, limits: Limits): Promise<Quota> {
  const [[user], [stored]] = await Promise.all([
    db.select({ own: users.fileQuotaMb }).from(users).where(eq(users.id, userId)),
    db.select({ used: sql<string>`coalesce(sum(${files.size}), 0)` }).from(files).where(eq(files.userId, userId)),
  ])
  const mb = user?.own ?? limits.fileQuotaMb
  return { used: Number(stored?.used ?? 0), limit: mb > 0 ? mb * MB : null }
}

export const quotaOf = (db: Db, userId: number, limits: Limits) => read(db, userId, limits)

/** Q33c: refused when the declared size cannot fit or the disk is under its floor; else the bytes the quota leaves. */
export async function roomForUpload(db: Db, userId: number, limits: Limits, declared: number): Promise<number> {
  const q = await read(db, userId, limits)
  const left = q.limit === null ? Infinity : q.limit - q.used
  if (left <= 0 || declared > left) throw overQuota(q)
  if (!limits.s3) await checkFreeDisk(limits)
  return left
}

/** Q33b: the file's row only if the account's files still fit; the user's row is locked, so racing uploads take turns. */
export async function insertWithinQuota<T>(db: Db, userId: number, limits: Limits, size: number, insert: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const q = await read(tx, userId, limits)
    if (q.limit !== null && q.used + size > q.limit) throw overQuota(q)
    return insert(tx)
  })
}

async function checkFreeDisk(limits: Limits) {
  if (limits.minFreeDiskMb <= 0) return
  const fs = await statfs(path.join(limits.dataDir, 'files')).catch(() => statfs(limits.dataDir))
  if (fs.bavail * fs.bsize < limits.minFreeDiskMb * MB) {
    throw new ApiFailure(507, 'The server is short of disk space, so uploads are paused until it has room again. Nothing was stored; please try again later.', {
      Connection: 'close',
      'Retry-After': '300',
    })
  }
}
