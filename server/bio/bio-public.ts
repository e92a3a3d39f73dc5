import { type Context, Hono } from 'hono'
import { and, eq } from 'drizzle-orm'
import { bioPages, type domains } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import { latin1Location } from '../links/redirect.ts'
import { NOTHING_CSP, securityHeadersFor } from '../middleware/security-headers.ts'

type BrandedEnv = { Variables: { branded: typeof domains.$inferSelect | null } }

const REDIRECT_HEADERS = { ...securityHeadersFor(NOTHING_CSP), 'Cache-Control': 'no-store' }

export function bioPublicRoutes({ db, clicks, linkCache }: Deps, unknown: (c: Context<BrandedEnv>) => Response | Promise<Response>) {
  const app = new Hono<BrandedEnv>()

  app.get('/:alias{[A-Za-z0-9_-]{3,50}}/go/:block{[1-9][0-9]{0,9}}', async (c) => {
    const branded = c.get('branded')
    const page = await linkCache.resolve(db, branded?.domain ?? '', c.req.param('alias'))
    const id = Number(c.req.param('block'))
    const block = page?.kind === 'bio' && page.bio?.public && (!branded || page.userId === branded.userId)
      ? page.bio.blocks.find((b) => b.type === 'link' && b.id === id)
      : undefined
    if (block?.type !== 'link') return unknown(c)
    if (c.req.method === 'GET') await clicks.record(clicks.visit(c), id)
    return new Response(null, { status: 302, headers: { ...REDIRECT_HEADERS, Location: latin1Location(block.url) } })
  })

  app.get('/bio/:id{[1-9][0-9]{0,9}}/:file{avatar-[0-9a-f]{16}\\.png}', async (c) => {
    const sha = c.req.param('file').slice(7, -4)
    const [row] = await db
      .select({ png: bioPages.avatarPng })
      .from(bioPages)
      .where(and(eq(bioPages.linkId, Number(c.req.param('id'))), eq(bioPages.avatarSha, sha), eq(bioPages.public, true)))
    if (!row?.png) return unknown(c)
    // The name holds the bytes' hash: a new avatar is a new name, so this one never changes.
    return c.body(new Uint8Array(row.png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' })
  })
  return app
}
