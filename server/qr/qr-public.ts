import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { eq, getTableColumns } from 'drizzle-orm'
import { qrPayload, vcardText } from '../../contract/qr-payload.ts'
import { isDynamicType, type QrData, type QrType } from '../../contract/qr.ts'
import { qrCodes, qrLogos } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import { qrTarget } from './qr-target.ts'
import { qrUrls } from './qr-urls.ts'
import { notFoundPage } from '../public/html.ts'

export function qrPublicRoutes({ db, config, clicks }: Deps) {
  const app = new Hono()
  const byToken = async (token: string) => (await db.select().from(qrCodes).where(eq(qrCodes.token, token)))[0]
  /** The code with its stored logo's hash (D27e): the picture itself is read only when an image is drawn. */
  const withLogoSha = async (token: string) =>
    (
      await db
        .select({ ...getTableColumns(qrCodes), logoSha: qrLogos.sha })
        .from(qrCodes)
        .leftJoin(qrLogos, eq(qrLogos.qrId, qrCodes.id))
        .where(eq(qrCodes.token, token))
    )[0]
  const logoOf = async (qrId: number) => (await db.select({ png: qrLogos.png }).from(qrLogos).where(eq(qrLogos.qrId, qrId)))[0]?.png
  /** What the image encodes: the tracking URL for dynamic codes, the payload for static ones (D28). */
  const encoded = (q: typeof qrCodes.$inferSelect) =>
    isDynamicType(q.type as QrType) ? qrUrls(config.publicUrl, q).scan : qrPayload(q.type as QrType, q.data)
  // Images may change on edit under the same URL: caches keep them but ask again each time,
  // and an unchanged code answers 304 from its ETag without being drawn.
  // Drawing a PNG costs tens of milliseconds; recently drawn images are kept by their ETag.
  // At most 300 images and 32 MB: an SVG carries its logo (D27e), up to a few hundred kB.
  const rendered = new Map<string, Uint8Array<ArrayBuffer> | string>()
  let renderedBytes = 0
  const forget = (etag: string) => {
    const image = rendered.get(etag)
    if (image !== undefined) renderedBytes -= image.length
    rendered.delete(etag)
  }
  const remember = (etag: string, image: Uint8Array<ArrayBuffer> | string) => {
    forget(etag)
    rendered.set(etag, image)
    renderedBytes += image.length
    while (rendered.size > 300 || renderedBytes > 32_000_000) forget(rendered.keys().next().value!)
  }
  // The stored logo's hash, not its address: the same address fetched again may be another picture.
  const etagOf = (q: typeof qrCodes.$inferSelect & { logoSha: string | null }, variant: string) =>
    `"${createHash('sha256').update(JSON.stringify([encoded(q), q.background, q.foreground, q.logoSha, variant])).digest('base64url').slice(0, 27)}"`

  app.get('/qr/:file{[A-Za-z0-9]+\\.(png|svg|vcf)}', async (c) => {
    const [token, ext] = c.req.param('file').split('.') as [string, string]
    const q = await withLogoSha(token)
    if (!q) return c.html(notFoundPage(), 404)
    if (ext === 'png' || ext === 'svg') {
      const size = Number(c.req.query('size') ?? 512) || 512
      const etag = etagOf(q, `${ext}:${size}`)
      const headers = { 'Cache-Control': 'public, no-cache', ETag: etag }
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)
      let image = rendered.get(etag)
      if (!image) {
        const logo = q.logoSha ? await logoOf(q.id) : undefined
        // Loaded on the first image: qrcode and pngjs are ~7 % of the server's start-up.
        const { qrPng, qrSvg } = await import('./qr-images.ts')
        image = ext === 'png' ? new Uint8Array(await qrPng(encoded(q), q, size, logo)) : await qrSvg(encoded(q), q, logo)
      }
      remember(etag, image)
      return c.body(image, 200, { ...headers, 'Content-Type': ext === 'png' ? 'image/png' : 'image/svg+xml' })
    }
    if (q.type !== 'vcard') return c.html(notFoundPage(), 404)
    const d = q.data as QrData['vcard']
    const name = [d.fname, d.lname].filter(Boolean).join('-').replace(/[^A-Za-z0-9-]/g, '') || 'contact'
    return c.body(vcardText(d), 200, {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.vcf"`,
    })
  })

  // D28/D29: a dynamic code's scan is recorded, then the visitor is sent on.
  app.get('/s/:token{[A-Za-z0-9]+}', async (c) => {
    const q = await byToken(c.req.param('token'))
    if (!q || !isDynamicType(q.type as QrType)) return c.html(notFoundPage(), 404)
    c.header('Cache-Control', 'no-store')
    const target = qrTarget(config.publicUrl, { ...q, type: q.type as QrType })
    // HEAD (link previewers, curl -I) sees where the code leads but is not a scan.
    if (c.req.method === 'HEAD') return c.redirect(target, 302)
    if (q.linkId) await clicks.record(clicks.visit(c), q.linkId)
    return c.redirect(target, 302)
  })
  return app
}
