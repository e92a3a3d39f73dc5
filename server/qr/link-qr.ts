import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { nearestQrSize } from '../../contract/qr-sizes.ts'
import { parseId } from '../../contract/wire.ts'
import type { Db } from '../db/client.ts'
import type { Config } from '../env.ts'
import { links } from '../db/schema.ts'
import { shortUrlOf } from '../links/link-views.ts'
import { notFoundPage } from '../public/html.ts'
import type { ImageCache } from './image-cache.ts'
import { busyAnswer, gatedRead, imageAnswer, imageKey } from './image-answer.ts'
import type { ReadGate } from './read-gate.ts'
import { scanUrl } from './scan-marker.ts'

const LOOK = { background: 'rgb(255,255,255)', foreground: 'rgb(0,0,0)' }

// Q5: the alias must match the id, so only someone who has the short URL can fetch its picture.
export function linkQrRoutes(db: Db, config: Pick<Config, 'publicUrl'>, drawn: ImageCache, reads: ReadGate) {
  const app = new Hono()
  app.get('/qr/link/:id{[0-9]+}/:file{[A-Za-z0-9_-]{3,50}\\.(png|svg)}', async (c) => {
    const id = parseId(c.req.param('id'))
    const [alias, ext] = c.req.param('file').split('.') as [string, 'png' | 'svg']
    const read = id === null ? { row: [] } : await gatedRead(reads, () => db.select({ alias: links.alias, domain: links.domain }).from(links).where(eq(links.id, id)))
    if (!read) return busyAnswer(c)
    const [link] = read.row
    if (!link || link.alias !== alias) return c.html(notFoundPage(), 404)
    const text = scanUrl(shortUrlOf(config.publicUrl, link))
    const size = nearestQrSize(c.req.query('size'))
    const etag = imageKey([text, LOOK, ext === 'png' ? `png:${size}` : 'svg'])
    return imageAnswer(c, drawn, etag, ext, async () => ({ op: ext, text, look: LOOK, size }))
  })
  return app
}
