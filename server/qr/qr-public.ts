import { Hono } from 'hono'
import { eq, getTableColumns } from 'drizzle-orm'
import { qrPayload, vcardText } from '../../contract/qr-payload.ts'
import { isDynamicType, type QrData, type QrType } from '../../contract/qr.ts'
import { qrCodes, qrLogos } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import { qrTarget } from './qr-target.ts'
import { qrUrls } from './qr-urls.ts'
import { nearestQrSize } from '../../contract/qr-sizes.ts'
import { ImageCache } from './image-cache.ts'
import { busyAnswer, gatedRead, imageAnswer, imageKey } from './image-answer.ts'
import { ReadGate } from './read-gate.ts'
import { linkQrRoutes } from './link-qr.ts'
import { notFoundPage } from '../public/html.ts'

export function qrPublicRoutes({ db, config, clicks }: Deps) {
  const app = new Hono()
  const byToken = async (token: string) => (await db.select().from(qrCodes).where(eq(qrCodes.token, token)))[0]
  const withLogoSha = async (token: string) =>
    (
      await db
        .select({ ...getTableColumns(qrCodes), logoSha: qrLogos.sha })
        .from(qrCodes)
        .leftJoin(qrLogos, eq(qrLogos.qrId, qrCodes.id))
        .where(eq(qrCodes.token, token))
    )[0]
  const logoOf = async (qrId: number) => (await db.select({ png: qrLogos.png }).from(qrLogos).where(eq(qrLogos.qrId, qrId)))[0]?.png
  const encoded = (q: typeof qrCodes.$inferSelect) =>
    isDynamicType(q.type as QrType) ? qrUrls(config.publicUrl, q).scan : qrPayload(q.type as QrType, q.data)
  const drawn = new ImageCache()
  const reads = new ReadGate()

  app.get('/qr/:file{[A-Za-z0-9]+\\.(png|svg|vcf)}', async (c) => {
    const [token, ext] = c.req.param('file').split('.') as [string, string]
    const read = await gatedRead(reads, () => withLogoSha(token))
    if (!read) return busyAnswer(c)
    const q = read.row
    if (!q) return c.html(notFoundPage(), 404)
    if (ext === 'png' || ext === 'svg') {
      // Q1: one of a few sizes, so a code has at most six images to draw.
      const size = nearestQrSize(c.req.query('size'))
      const etag = imageKey([encoded(q), q.background, q.foreground, q.logoSha, ext === 'png' ? `png:${size}` : 'svg'])
      return imageAnswer(c, drawn, etag, ext, async () => {
        const logo = q.logoSha ? await reads.run(() => logoOf(q.id)) : undefined
        return { op: ext, text: encoded(q), look: { background: q.background, foreground: q.foreground }, size, logo }
      })
    }
    if (q.type !== 'vcard') return c.html(notFoundPage(), 404)
    const d = q.data as QrData['vcard']
    const name = [d.fname, d.lname].filter(Boolean).join('-').replace(/[^A-Za-z0-9-]/g, '') || 'contact'
    return c.body(vcardText(d), 200, {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.vcf"`,
    })
  })

  app.get('/s/:token{[A-Za-z0-9]+}', async (c) => {
    const q = await byToken(c.req.param('token'))
    if (!q || !isDynamicType(q.type as QrType)) return c.html(notFoundPage(), 404)
    c.header('Cache-Control', 'no-store')
    const target = qrTarget(config.publicUrl, { ...q, type: q.type as QrType })
    // D29b: HEAD is never a scan.
    if (c.req.method === 'HEAD') return c.redirect(target, 302)
    if (q.linkId) await clicks.record(clicks.visit(c), q.linkId)
    return c.redirect(target, 302)
  })
  app.route('/', linkQrRoutes(db, config, drawn, reads))
  return app
}
