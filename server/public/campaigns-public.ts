import { type Context, Hono } from 'hono'
import { isExpired } from '../../contract/link-expiry.ts'
import { parseId } from '../../contract/fields.ts'
import { campaignCacheOf, type CachedCampaign } from '../campaigns/campaign-cache.ts'
import { campaignPage } from '../campaigns/campaign-page.ts'
import { followLink } from '../links/redirect.ts'
import { shortUrlOf } from '../links/link-views.ts'
import { nodeHeader } from '../http/node-header.ts'
import type { Deps } from '../deps.ts'

// R1: `rotatorTurn` is the turn the hot path took, and whether it counted the click.
type Env = { Variables: { branded: { userId: number } | null; rotatorTurn?: { turn: number; counted: boolean } } }

const ROTATOR = '/r/:slug{[a-z0-9-]{3,50}}'

const liveLinks = (campaign: CachedCampaign) => {
  const now = new Date()
  return campaign.links.filter((l) => !isExpired(l.expiry, now))
}

// R1: whatever the hot path cannot answer (a miss, a protected link, a branded host) goes on with the turn taken.
export function campaignRotatorRedirect(deps: Deps) {
  const { db, config, clicks, linkCache } = deps
  const ownHost = new URL(config.publicUrl).host.toLowerCase()
  const cache = campaignCacheOf(deps.bus)
  const app = new Hono<Env>()
  app.get(ROTATOR, async (c, next) => {
    const host = nodeHeader(c, 'host')?.toLowerCase()
    if (host && host !== ownHost) return next()
    const hit = cache.cached(db, { slug: c.req.param('slug') })
    const live = hit ? liveLinks(hit.campaign) : []
    if (!hit || !live.length) return next()
    const turn = cache.rotation.take(hit.campaign.id, live.length, c.req.method === 'HEAD')
    const target = live[turn]!
    const link = linkCache.cached(db, target.domain ?? '', target.alias)
    let counted = false
    if (link && !link.link.passwordHash) {
      const current = link.current?.then((ok) => ok && cache.holds(hit))
      const answer = await followLink(c, clicks, link.link, shortUrlOf(config.publicUrl, link.link), { current })
      if (answer instanceof Response) return answer
      counted = answer.stale.counted
    }
    c.set('rotatorTurn', { turn, counted })
    return next()
  })
  return app
}

// D32, R3: under a branded domain only its owner's campaigns exist.
export function campaignPublicRoutes(deps: Deps, unknown: (c: Context) => Response | Promise<Response>) {
  const { db, config, clicks, linkCache } = deps
  const cache = campaignCacheOf(deps.bus)
  const app = new Hono<Env>()
  const visible = (c: Context<Env>, campaign: CachedCampaign | undefined): campaign is CachedCampaign => {
    const owner = c.get('branded')?.userId
    return campaign !== undefined && (owner === undefined || owner === campaign.userId)
  }

  app.get(ROTATOR, async (c) => {
    const campaign = await cache.resolve(db, { slug: c.req.param('slug') })
    if (!visible(c, campaign)) return unknown(c)
    const live = liveLinks(campaign)
    if (!live.length) return unknown(c)
    const taken = c.get('rotatorTurn')
    const turn = taken ? taken.turn % live.length : cache.rotation.take(campaign.id, live.length, c.req.method === 'HEAD')
    const target = live[turn]!
    const link = await linkCache.resolve(db, target.domain ?? '', target.alias)
    if (!link) return unknown(c)
    const shortUrl = shortUrlOf(config.publicUrl, link)
    if (link.passwordHash) {
      c.header('Cache-Control', 'no-store')
      return c.redirect(shortUrl, 302)
    }
    return followLink(c, clicks, link, shortUrl, { counted: taken?.counted })
  })

  app.get('/u/:username/c/:id', async (c, next) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return next()
    const campaign = await cache.resolve(db, { id })
    if (!visible(c, campaign) || !campaign.public || campaign.username !== c.req.param('username')) return unknown(c)
    const pageUrl = `${config.publicUrl}/u/${encodeURIComponent(campaign.username)}/c/${campaign.id}`
    return c.html(campaignPage(campaign, liveLinks(campaign), config.publicUrl, pageUrl))
  })
  return app
}
