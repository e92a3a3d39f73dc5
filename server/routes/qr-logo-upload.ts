import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { QR_LOGO_UPLOAD } from '../../contract/qr.ts'
import { randomAlias } from '../db/random-alias.ts'
import { files, links } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import type { Deps } from '../deps.ts'
import type { FileStore } from '../files/file-store.ts'
import { insertWithinQuota, roomForUpload } from '../files/quota.ts'
import { ApiFailure } from '../http/errors.ts'
import { json } from '../http/json.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { LOGO_MAX_BYTES, normaliseLogo } from '../qr/qr-logo.ts'

const unusable = (reason: string) => new ApiFailure(400, `logo is not usable: ${reason}.`)
const TOO_LARGE = `logo must be at most ${LOGO_MAX_BYTES / 1000} kB.`
const NOT_FOUND = 'logo upload was not found among your files: upload the image again.'

export function qrLogoUploadRoutes({ db, config }: Deps, store: FileStore) {
  const app = new Hono<ApiEnv>()
  app.post('/qr/logo', async (c) => {
    const userId = c.get('user').id
    // F2: the unread body is left behind, so the connection cannot be reused.
    if (Number(c.req.header('Content-Length') ?? 0) > LOGO_MAX_BYTES) throw new ApiFailure(400, TOO_LARGE, { Connection: 'close' })
    // jsonBodyLimit (1 MiB) bounds what this reads.
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    if (!bytes.length) throw new ApiFailure(400, 'logo is required: send a PNG or JPEG image as the request body.')
    if (bytes.length > LOGO_MAX_BYTES) throw new ApiFailure(400, TOO_LARGE)
    const png = await normaliseLogo(bytes, unusable)
    await roomForUpload(db, userId, config, png.length)
    const saved = await store.save(Readable.toWeb(Readable.from([png])) as never, png.length)
    try {
      const taken = async (alias: string) =>
        (await db.select({ id: links.id }).from(links).where(eq(links.alias, alias))).length + (await db.select({ id: files.id }).from(files).where(eq(files.alias, alias))).length > 0
      let alias = randomAlias(10)
      while (await taken(alias)) alias = randomAlias(10)
      await insertWithinQuota(db, userId, config, saved.size, (tx) =>
        tx.insert(files).values({ userId, name: 'QR logo.png', extension: 'png', alias, storageName: saved.storageName, size: saved.size }),
      )
      return json(c, { error: 0, logo: `qr-logo/${alias}.png` })
    } catch (e) {
      await store.remove(saved.storageName)
      throw e
    }
  })
  return app
}

export async function uploadedLogo(db: Db, store: FileStore, userId: number, logo: string): Promise<Buffer> {
  const alias = QR_LOGO_UPLOAD.exec(logo)?.[1]
  const [row] = alias ? await db.select().from(files).where(and(eq(files.userId, userId), eq(files.alias, alias))) : []
  if (!row) throw new ApiFailure(400, NOT_FOUND)
  return buffer(await store.open(row.storageName))
}
