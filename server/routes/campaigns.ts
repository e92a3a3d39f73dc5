import { Hono } from 'hono'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import {
  CAMPAIGN_ASSIGNED,
  CAMPAIGN_DELETED,
  CAMPAIGN_REMOVED,
  campaignCreate,
  campaignUpdate,
} from '../../contract/campaigns.ts'
import { notExpired } from '../links/link-rules.ts'
import type { Deps } from '../deps.ts'
import { campaignCacheOf } from '../campaigns/campaign-cache.ts'
import { uniqueViolation } from '../db/errors.ts'
import { campaigns, links, users } from '../db/schema.ts'
import { ApiFailure, notFound } from '../http/errors.ts'
import { json } from '../http/json.ts'
import { listResponse } from '../http/paging.ts'
import { bodyOf, idParam } from '../http/request.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { mine, ownedRows } from './owned-rows.ts'

type Row = typeof campaigns.$inferSelect

function conflict(e: unknown): never {
  const constraint = uniqueViolation(e)
  if (constraint === null) throw e
  throw new ApiFailure(
    409,
    constraint.includes('slug') ? 'slug is already taken by another campaign.' : 'name is already used by another of your campaigns.',
  )
}

export function campaignRoutes({ db, config, bus }: Deps) {
  const campaignCache = campaignCacheOf(bus)
  const app = new Hono<ApiEnv>()
  const owned = ownedRows(db, campaigns, 'Campaign')
  const username = async (userId: number) =>
    (await db.select({ u: users.username }).from(users).where(eq(users.id, userId)))[0]!.u
  const view = (c: Row, user: string) => ({
    id: c.id,
    name: c.name,
    public: c.public,
    rotator: c.slug ? `${config.publicUrl}/r/${c.slug}` : (false as const),
    list: `${config.publicUrl}/u/${encodeURIComponent(user)}/c/${c.id}`,
  })
  const saved = (c: Row, user: string) => {
    const { name, ...rest } = view(c, user)
    return { error: 0, ...rest, domain: name }
  }

  // C1: the links the rotator would take turns with, counted as campaigns-public.ts chooses them (not expired).
  const liveLinks = () =>
    db
      .select({ n: count() })
      .from(links)
      .where(and(eq(links.campaignId, campaigns.id), notExpired()))

  app.get('/campaigns', async (c) => {
    const userId = c.get('user').id
    const user = await username(userId)
    const own = eq(campaigns.userId, userId)
    return listResponse(
      c,
      'campaigns',
      {
        rows: (limit, offset) =>
          db
            .select({
              row: campaigns,
              livelinks: sql<number>`(${liveLinks()})`.mapWith(Number),
              links: sql<number>`(select count(*) from links l where l.campaign_id = "campaigns"."id")`.mapWith(Number),
              clicks: sql<number>`(select coalesce(sum(l.clicks), 0) from links l where l.campaign_id = "campaigns"."id")`.mapWith(Number),
            })
            .from(campaigns)
            .where(own)
            .orderBy(desc(campaigns.id))
            .limit(limit)
            .offset(offset),
        total: () => db.select({ n: count() }).from(campaigns).where(own),
      },
      ({ row, livelinks, links, clicks }) => ({ ...view(row, user), livelinks, links, clicks }),
    )
  })

  app.post('/campaign/add', async (c) => {
    const body = await bodyOf(c, campaignCreate)
    const userId = c.get('user').id
    // The id is drawn first so a campaign created without a name can be called "Campaign <id>" (D23).
    const drawn = await db.execute(sql`select nextval(pg_get_serial_sequence('campaigns', 'id'))::int as id`)
    const id = Number((drawn as { rows: { id: number }[] }).rows[0]!.id)
    try {
      const [row] = await db
        .insert(campaigns)
        .values({ id, userId, name: body.name ?? `Campaign ${id}`, slug: body.slug ?? null, public: body.public ?? false })
        .returning()
      return json(c, saved(row!, await username(userId)))
    } catch (e) {
      conflict(e)
    }
  })

  app.put('/campaign/:id/update', async (c) => {
    const id = owned.id(c)
    const body = await bodyOf(c, campaignUpdate)
    const row = await owned
      .update(c, id, {
        name: body.name,
        ...(body.slug !== undefined && { slug: body.slug === '' ? null : body.slug }),
        ...(body.public !== undefined && { public: body.public }),
      })
      .catch(conflict)
    campaignCache.forget(id)
    return json(c, saved(row, await username(c.get('user').id)))
  })

  app.post('/campaign/:campaignid/assign/:linkid', async (c) => {
    const campaignId = owned.id(c, 'campaignid')
    const linkId = idParam(c, 'linkid', 'Link')
    const userId = c.get('user').id
    await db.transaction(async (tx) => {
      // A shared lock: a delete alongside happened first (404) or waits, never a foreign-key error (500).
      const [campaign] = await tx
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(mine(campaigns, userId, campaignId))
        .for('share')
      if (!campaign) throw notFound('Campaign')
      const moved = await tx
        .update(links)
        .set({ campaignId })
        .where(mine(links, userId, linkId))
        .returning({ id: links.id })
      if (!moved.length) throw notFound('Link')
    })
    // R1: the link leaves a campaign this route does not know: every instance forgets every campaign.
    campaignCache.forget(null)
    return json(c, { error: 0, message: CAMPAIGN_ASSIGNED })
  })

  app.delete('/campaign/:campaignid/assign/:linkid', async (c) => {
    const campaignId = owned.id(c, 'campaignid')
    const linkId = idParam(c, 'linkid', 'Link')
    const userId = c.get('user').id
    await owned.get(c, campaignId)
    const left = await db
      .update(links)
      .set({ campaignId: null })
      .where(and(mine(links, userId, linkId), eq(links.campaignId, campaignId)))
      .returning({ id: links.id })
    if (!left.length) {
      const [link] = await db.select({ id: links.id }).from(links).where(mine(links, userId, linkId))
      throw link ? new ApiFailure(404, 'Link is not in this campaign.') : notFound('Link')
    }
    campaignCache.forget(campaignId)
    return json(c, { error: 0, message: CAMPAIGN_REMOVED })
  })

  app.delete('/campaign/:id/delete', async (c) => {
    const id = owned.id(c)
    await owned.remove(c, id)
    campaignCache.forget(id)
    return json(c, { error: 0, message: CAMPAIGN_DELETED })
  })
  return app
}
