import { type Context, Hono } from 'hono'
import { todayUtc } from '../../contract/files.ts'
import { parseId } from '../../contract/fields.ts'
import { campaignCacheOf, type CachedCampaign } from '../campaigns/campaign-cache.ts'
import { campaignPage } from '../campaigns/campaign-page.ts'
import { Rotation } from '../campaigns/rotation.ts'
import { followLink } from '../links/redirect.ts'
import { shortUrlOf } from '../links/link-views.ts'
import type { Deps } from '../deps.ts'

// The branded domain the request came to (publicRoutes), or null on the public host.
type Env = { Variables: { branded: { userId: number } | null } }

// Expired links leave the rotation and the list page (L4.2).
const liveLinks = (campaign: CachedCampaign) => {
  const today = todayUtc()
  return campaign.links.filter((l) => !l.expiry || l.expiry >= today)
}

/**
 * D32: the campaign rotator /r/<slug> and the public list page /u/<username>/c/<id>, read from the campaign
 * and link caches (R1). Under a branded domain only its owner's campaigns exist (R3); `unknown` answers
 * everything else as that domain's not-found.
 */
export function campaignPublicRoutes(deps: Deps, unknown: (c: Context) => Response | Promise<Response>) {
  const { db, config, clicks, linkCache } = deps
  const cache = campaignCacheOf(deps.bus)
  const rotation = new Rotation()
  const app = new Hono<Env>()
  const visible = (c: Context<Env>, campaign: CachedCampaign | undefined): campaign is CachedCampaign => {
    const owner = c.get('branded')?.userId
    return campaign !== undefined && (owner === undefined || owner === campaign.userId)
  }

  app.get('/r/:slug{[a-z0-9-]{3,50}}', async (c) => {
    const key = { slug: c.req.param('slug') }
    // HEAD peeks at the next link without taking the turn (R2).
    const peek = c.req.method === 'HEAD'
    let counted = false
    let turn: number | undefined
    // The hot path, as publicLinkRedirect: both entries cached, the bus checked beside the click's commit (S8).
    const hit = cache.cached(db, key)
    if (hit && visible(c, hit.campaign)) {
      const live = liveLinks(hit.campaign)
      if (live.length) {
        turn = rotation.take(hit.campaign.id, live.length, peek)
        const target = live[turn]!
        const link = linkCache.cached(db, target.domain ?? '', target.alias)
        if (link && !link.link.passwordHash) {
          const current = link.current?.then((ok) => ok && cache.holds(hit))
          const answer = await followLink(c, clicks, link.link, shortUrlOf(config.publicUrl, link.link), { current })
          if (answer instanceof Response) return answer
          counted = answer.stale.counted
        }
      }
    }
    const campaign = await cache.resolve(db, key)
    if (!visible(c, campaign)) return unknown(c)
    const live = liveLinks(campaign)
    if (!live.length) return unknown(c)
    const target = live[turn === undefined ? rotation.take(campaign.id, live.length, peek) : turn % live.length]!
    const link = await linkCache.resolve(db, target.domain ?? '', target.alias)
    if (!link) return unknown(c)
    const shortUrl = shortUrlOf(config.publicUrl, link)
    // A protected link asks for its password at its own address (L4c).
    if (link.passwordHash) {
      c.header('Cache-Control', 'no-store')
      return c.redirect(shortUrl, 302)
    }
    return followLink(c, clicks, link, shortUrl, { counted })
  })

  app.get('/u/:username/c/:id', async (c, next) => {
    const id = parseId(c.req.param('id'))
    // Not an id: not a campaign page, so the routes after this one answer it.
    if (id === null) return next()
    const campaign = await cache.resolve(db, { id })
    if (!visible(c, campaign) || !campaign.public || campaign.username !== c.req.param('username')) return unknown(c)
    const pageUrl = `${config.publicUrl}/u/${encodeURIComponent(campaign.username)}/c/${campaign.id}`
    return c.html(campaignPage(campaign, liveLinks(campaign), config.publicUrl, pageUrl))
  })
  return app
}
