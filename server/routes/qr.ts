import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { toTimestamp } from '../../contract/fields.ts'
import { and, eq, ne } from 'drizzle-orm'
import {
  DEFAULT_BACKGROUND,
  DEFAULT_FOREGROUND,
  DEFAULT_QR_NAME,
  isDynamicType,
  isLogoUpload,
  QR_DELETED,
  QR_UPDATED,
  qrCreate,
  qrDataSchemas,
  qrUpdate,
  type QrType,
} from '../../contract/qr.ts'
import { directoryItems, links, qrCodes, qrLogos } from '../db/schema.ts'
import { randomAlias } from '../db/random-alias.ts'
import type { Deps } from '../deps.ts'
import { ApiFailure, notFound } from '../http/errors.ts'
import { json } from '../http/json.ts'
import { bodyOf, validate } from '../http/request.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { qrPayload } from '../../contract/qr-payload.ts'
import { qrTarget } from '../qr/qr-target.ts'
import { qrUrls } from '../qr/qr-urls.ts'
import { mine, ownedRows } from './owned-rows.ts'
import { uploadedLogo } from './qr-logo-upload.ts'
import type { FileStore } from '../files/file-store.ts'

type Row = typeof qrCodes.$inferSelect
type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0]
const sha = (png: Buffer) => createHash('sha256').update(png).digest('base64url')
const TOO_LONG = 'data is too long to fit in a QR code: shorten it.'

export function qrRoutes({ db, config, clicks, clickStats, linkCache }: Deps, store: FileStore) {
  const app = new Hono<ApiEnv>()
  const record = (q: Row) => ({
    id: q.id,
    link: qrUrls(config.publicUrl, q).png,
    scans: q.scans,
    name: q.name,
    date: toTimestamp(q.created),
  })
  const owned = ownedRows(db, qrCodes, 'QR code')
  // The QR libraries load with the first code that needs them, not at start.
  /** D27e: a logo is fetched once, on save, before anything is written; '' means none. */
  const logoFor = async (logo: string, userId: number) => {
    if (!logo) return null
    // U14: an uploaded logo is read from the user's own files, never fetched.
    if (isLogoUpload(logo)) return uploadedLogo(db, store, userId, logo.trim())
    return (await import('../qr/qr-logo.ts')).fetchLogo(logo, config.logoFetchHosts)
  }
  const fitsInQrCode = async (text: string) => (await import('../qr/error-correction.ts')).fitsInQrCode(text)
  const storeLogo = async (tx: Tx, qrId: number, png: Buffer | null) => {
    await tx.delete(qrLogos).where(eq(qrLogos.qrId, qrId))
    if (png) await tx.insert(qrLogos).values({ qrId, png, sha: sha(png) })
  }

  app.get('/qr', async (c) => {
    await clicks.settle()
    return owned.list(c, 'qrs', record)
  })

  app.get('/qr/:id', async (c) => {
    const id = owned.id(c)
    await clicks.settle()
    const q = await owned.get(c, id)
    const dynamic = isDynamicType(q.type as QrType)
    const details = {
      ...record(q),
      type: q.type,
      content: q.data,
      background: q.background,
      foreground: q.foreground,
      logo: q.logo,
      ...(dynamic && { trackingurl: qrUrls(config.publicUrl, q).scan }),
    }
    return json(c, { error: 0, details, data: await clickStats.get(db, q.linkId) })
  })

  app.post('/qr/add', async (c) => {
    const body = await bodyOf(c, qrCreate)
    const userId = c.get('user').id
    const token = randomAlias(10)
    const dynamic = isDynamicType(body.type)
    // A static code's image holds the payload itself, which must fit in the symbol (D28).
    if (!dynamic && !(await fitsInQrCode(qrPayload(body.type, body.data)))) throw new ApiFailure(400, TOO_LONG)
    const name = body.name ?? DEFAULT_QR_NAME
    const logo = await logoFor(body.logo ?? '', userId)
    const row = await db.transaction(async (tx) => {
      // D31: every dynamic code has a short link, so campaigns and directories can use it.
      const [link] = dynamic
        ? await tx
            .insert(links)
            .values({ userId, qr: true, alias: token, longUrl: qrTarget(config.publicUrl, { token, ...body }), title: name })
            .returning({ id: links.id })
        : [undefined]
      const [q] = await tx
        .insert(qrCodes)
        .values({
          userId,
          type: body.type,
          data: body.data,
          background: body.background ?? DEFAULT_BACKGROUND,
          foreground: body.foreground ?? DEFAULT_FOREGROUND,
          logo: body.logo ?? '',
          name,
          token,
          linkId: link?.id ?? null,
        })
        .returning()
      if (logo) await storeLogo(tx, q!.id, logo)
      return q!
    })
    return json(c, { error: 0, id: row.id, link: qrUrls(config.publicUrl, row).png })
  })

  app.put('/qr/:id/update', async (c) => {
    const id = owned.id(c)
    const body = await bodyOf(c, qrUpdate)
    const q = await owned.get(c, id)
    const type = q.type as QrType
    const data = body.data === undefined ? undefined : validate(qrDataSchemas[type], body.data)
    if (data !== undefined && !isDynamicType(type) && !(await fitsInQrCode(qrPayload(type, data)))) throw new ApiFailure(400, TOO_LONG)
    const changes = {
      ...(data !== undefined && { data }),
      ...(body.background !== undefined && { background: body.background }),
      ...(body.foreground !== undefined && { foreground: body.foreground }),
      ...(body.logo !== undefined && { logo: body.logo }),
      ...(body.name !== undefined && { name: body.name }),
    }
    // D10: nothing to change changes nothing; an UPDATE with no columns would be a 500.
    if (!Object.keys(changes).length) return json(c, { error: 0, message: QR_UPDATED })
    const logoChanged = body.logo !== undefined && body.logo !== q.logo
    const logo = logoChanged ? await logoFor(body.logo!, c.get('user').id) : null
    await db.transaction(async (tx) => {
      const [kept] = await tx.update(qrCodes).set(changes).where(mine(qrCodes, c.get('user').id, id)).returning({ id: qrCodes.id })
      if (kept && logoChanged) await storeLogo(tx, id, logo)
      if (q.linkId && (data !== undefined || body.name !== undefined)) {
        await tx
          .update(links)
          .set({
            ...(data !== undefined && { longUrl: qrTarget(config.publicUrl, { token: q.token, type, data }) }),
            ...(body.name !== undefined && { title: body.name }),
          })
          .where(eq(links.id, q.linkId))
      }
    })
    linkCache.forget({ domain: null, alias: q.token })
    return json(c, { error: 0, message: QR_UPDATED })
  })

  app.delete('/qr/:id/delete', async (c) => {
    const id = owned.id(c)
    const userId = c.get('user').id
    const deleted = await db.transaction(async (tx) => {
      const [q] = await tx.delete(qrCodes).where(mine(qrCodes, userId, id)).returning()
      if (!q) return null
      // Rows first, assignments after: deleting a row waits for an assign that holds it, whose assignment the next statement sees.
      if (q.linkId) await tx.delete(links).where(eq(links.id, q.linkId))
      await tx.delete(directoryItems).where(and(eq(directoryItems.itemType, 'qr'), eq(directoryItems.itemId, id)))
      if (q.linkId) {
        await tx.delete(directoryItems).where(and(ne(directoryItems.itemType, 'qr'), eq(directoryItems.itemId, q.linkId)))
      }
      return q
    })
    if (!deleted) throw notFound('QR code')
    linkCache.forget({ domain: null, alias: deleted.token })
    return json(c, { error: 0, message: QR_DELETED })
  })
  return app
}
