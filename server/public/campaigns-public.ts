import { type Context, Hono } from 'hono'
import { and, asc, eq, sql } from 'drizzle-orm'
import { notExpired } from '../links/link-rules.ts'
import { followLink } from '../links/redirect.ts'
import { shortUrlOf } from '../links/link-views.ts'
import { campaigns, links, users } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import { isHttpUrl, parseId } from '../../contract/fields.ts'
import { esc, notFoundPage, page } from './html.ts'

/** D32: the campaign rotator /r/<slug> and the public list page /u/<username>/c/<id>. */
export function campaignPublicRoutes({ db, config, clicks, linkCache }: Deps) {
  const app = new Hono()
  // Expired links leave the rotation and the list page (L4.2).
  const linksOf = (campaignId: number) =>
    db
      .select()
      .from(links)
      .where(and(eq(links.campaignId, campaignId), notExpired()))
      .orderBy(asc(links.id))

  // A protected link asks for its password at its own address; any other is followed and counted here.
  const follow = async (c: Context, link: typeof links.$inferSelect) => {
    const shortUrl = shortUrlOf(config.publicUrl, link)
    const resolved = link.passwordHash ? undefined : await linkCache.resolve(db, link.domain ?? '', link.alias)
    return resolved ? followLink(c, clicks, resolved, shortUrl) : c.redirect(shortUrl, 302)
  }

  app.get('/r/:slug{[a-z0-9-]{3,50}}', async (c) => {
    const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, c.req.param('slug')))
    if (!campaign) return c.html(notFoundPage(), 404)
    const list = await linksOf(campaign.id)
    if (!list.length) return c.html(notFoundPage(), 404)
    c.header('Cache-Control', 'no-store')
    // HEAD peeks at the next link without taking the turn.
    if (c.req.method === 'HEAD') {
      const [peek] = await db.select({ next: campaigns.rotatorNext }).from(campaigns).where(eq(campaigns.id, campaign.id))
      return follow(c, list[(peek?.next ?? 0) % list.length]!)
    }
    // The counter moves atomically, so parallel visitors still take the links in turn.
    const [turn] = await db
      .update(campaigns)
      .set({ rotatorNext: sql`${campaigns.rotatorNext} + 1` })
      .where(eq(campaigns.id, campaign.id))
      .returning({ next: campaigns.rotatorNext })
    const target = list[((turn?.next ?? 1) - 1) % list.length]!
    return follow(c, target)
  })

  app.get('/u/:username/c/:id', async (c, next) => {
    const id = parseId(c.req.param('id'))
    // Not an id: not a campaign page, so the routes after this one answer it.
    if (id === null) return next()
    // PostgreSQL cannot compare text holding U+0000 ("/u/%00/c/1"): the query would fail.
    if (c.req.param('username').includes('\0')) return c.html(notFoundPage(), 404)
    const [row] = await db
      .select({ id: campaigns.id, name: campaigns.name, public: campaigns.public })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.userId))
      .where(and(eq(campaigns.id, id), eq(users.username, c.req.param('username'))))
    if (!row || !row.public) return c.html(notFoundPage(), 404)
    const items = (await linksOf(row.id))
      .map((l) => {
        const short = shortUrlOf(config.publicUrl, l)
        const target = isHttpUrl(l.longUrl) ? ` <small>→ ${esc(new URL(l.longUrl).host)}</small>` : ''
        return `<li><a href="${esc(short)}">${esc(l.title)}</a>${target}</li>`
      })
      .join('')
    const body = `<h1>${esc(row.name)}</h1>${items ? `<ul>${items}</ul>` : '<p>This campaign has no links yet.</p>'}`
    return c.html(page(row.name, body))
  })
  return app
}
