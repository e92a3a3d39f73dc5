import { storedExpiry } from '../../contract/link-expiry.ts'
import { Hono, type Context } from 'hono'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { ALIAS_TAKEN, LINK_DELETED, QR_LINK_ARCHIVE, linkCreate, linksQuery, linkUpdate, type LinkUpdateData } from '../../contract/links.ts'
import { hashPassword } from '../auth/passwords.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { randomAlias } from '../db/random-alias.ts'
import { directoryItems, linkPixels, links } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import { campaignCacheOf } from '../campaigns/campaign-cache.ts'
import { ApiFailure, notFound } from '../http/errors.ts'
import { json } from '../http/json.ts'
import { listBody } from '../http/paging.ts'
import { bodyOf, idParam, queryOf, validate } from '../http/request.ts'
import { keptAddresses, moveAddress } from '../links/kept-aliases.ts'
import { linkSummaryOf, listQueries, pageTotal, shortLinksOf } from '../links/link-list.ts'
import { linkRules } from '../links/link-rules.ts'
import { linkGroupRoutes } from './link-groups.ts'
import { linkDetails, linkItems, shortUrlOf, type LinkRow } from '../links/link-views.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0]

const hostTitle = (url: string) => new URL(url).hostname.replace(/^www\./, '')

/** The columns a body sets (L2a: absent fields keep their value). */
async function changesOf(body: LinkUpdateData, current: Partial<LinkRow>) {
  const url = body.url ?? current.longUrl
  const metaTitle = body.metatitle ?? current.metaTitle ?? ''
  return {
    ...(body.url !== undefined && { longUrl: body.url }),
    ...((body.url !== undefined || body.metatitle !== undefined) && url && { title: metaTitle || hostTitle(url) }),
    ...(body.password !== undefined && { passwordHash: body.password === '' ? null : await hashPassword(body.password) }),
    ...(body.expiry !== undefined && { expiry: body.expiry === '' ? null : storedExpiry(body.expiry) }),
    ...(body.type !== undefined && { type: body.type }),
    ...(body.metatitle !== undefined && { metaTitle: body.metatitle }),
    ...(body.metadescription !== undefined && { metaDescription: body.metadescription }),
    ...(body.metaimage !== undefined && { metaImage: body.metaimage }),
    ...(body.description !== undefined && { description: body.description }),
    ...(body.status !== undefined && { status: body.status }),
    ...(body.geotarget !== undefined && { geoTarget: body.geotarget }),
    ...(body.devicetarget !== undefined && { deviceTarget: body.devicetarget }),
    ...(body.languagetarget !== undefined && { languageTarget: body.languagetarget }),
    ...(body.parameters !== undefined && { parameters: body.parameters }),
    ...(body.campaign !== undefined && { campaignId: body.campaign || null }),
    ...(body.archived !== undefined && { archived: body.archived }),
  }
}

async function savePixels(tx: Tx, linkId: number, ids: number[] | undefined) {
  if (ids === undefined) return
  await tx.delete(linkPixels).where(eq(linkPixels.linkId, linkId))
  if (ids.length) await tx.insert(linkPixels).values(ids.map((pixelId, position) => ({ linkId, pixelId, position })))
}

export function linkRoutes({ db, config, bus, clicks, clickStats, linkCache }: Deps) {
  const app = new Hono<ApiEnv>()
  const campaignCache = campaignCacheOf(bus)
  const rules = linkRules(config)
  const ownLink = async (c: Context<ApiEnv>, where: SQL | undefined) => {
    const [row] = await db.select().from(links).where(and(shortLinksOf(c.get('user').id), where))
    if (!row) throw notFound('Link')
    return row
  }
  const answerOne = async (c: Context<ApiEnv>, row: LinkRow) =>
    json(c, {
      error: 0,
      id: row.id,
      details: await linkDetails(db, config.publicUrl, row),
      data: await clickStats.get(db, row.id),
    })

  app.get('/urls', async (c) => {
    const q = validate(linksQuery, queryOf(c))
    const userId = c.get('user').id
    // Counts read are exact: the clicks answered so far are folded in first.
    await clicks.settle()
    if (q.short !== undefined) return answerOne(c, await ownLink(c, byShortUrl(q.short, config.publicUrl)))
    const list = await listQueries(db, userId, q, config.publicUrl)
    const [rows, n] = await Promise.all([list.rows(), c.get('counts').get(userId, list.key, list.total)])
    const page = rows.slice(0, q.limit)
    return json(c, listBody('urls', linkItems(config.publicUrl, page), pageTotal(n, rows.length, q.limit, q.page), q.limit, q.page))
  })

  app.get('/urls/summary', async (c) => {
    await clicks.settle()
    return json(c, { error: 0, data: await linkSummaryOf(db, c.get('user').id) })
  })

  app.get('/url/:id', async (c) => {
    const id = idParam(c, 'id', 'Link')
    await clicks.settle()
    return answerOne(c, await ownLink(c, eq(links.id, id)))
  })

  app.post('/url/add', async (c) => {
    const body = await bodyOf(c, linkCreate)
    const userId = c.get('user').id
    const row = await db
      .transaction(async (tx) => {
        await rules.refuseOwnUrls(tx, userId, body)
        const domain = (await rules.domain(tx, userId, body.domain)) ?? null
        await rules.lockReferences(tx, userId, body)
        // A chosen alias is claimed or refused, never swapped: a create racing for it loses at the index.
        let alias = body.custom
        if (alias) await rules.claim(tx, alias, domain)
        else do alias = randomAlias(6)
        while (!(await rules.isFree(tx, alias, domain)))
        const [link] = await tx
          .insert(links)
          .values({ userId, alias, custom: Boolean(body.custom), domain, longUrl: body.url, title: '', ...(await changesOf(body, {})) })
          .returning()
        await savePixels(tx, link!.id, body.pixels)
        return link!
      })
      .catch(aliasTaken)
    // R1: a link joining a campaign; leaving one or changing is told by the link cache's forget.
    if (row.campaignId !== null) campaignCache.forget(row.campaignId)
    return json(c, { error: 0, id: row.id, shorturl: shortUrlOf(config.publicUrl, row) })
  })

  app.put('/url/:id/update', async (c) => {
    const id = idParam(c, 'id', 'Link')
    const body = await bodyOf(c, linkUpdate)
    const userId = c.get('user').id
    const row = await db
      .transaction(async (tx) => {
        const [current] = await tx.select().from(links).where(and(shortLinksOf(userId), eq(links.id, id))).for('update')
        if (!current) throw await missingForUpdate(tx, userId, id, body)
        await rules.refuseOwnUrls(tx, userId, body)
        const domain = await rules.domain(tx, userId, body.domain)
        await rules.lockReferences(tx, userId, body)
        const host = domain === undefined ? current.domain : domain
        const alias = body.custom ?? current.alias
        if (alias !== current.alias || host !== current.domain) {
          await rules.claim(tx, alias, host, id)
          await moveAddress(tx, id, current, { alias, domain: host }, body.keepoldalias === true)
        }
        const changes = {
          ...(await changesOf(body, current)),
          ...(alias !== current.alias && { alias, custom: true }),
          ...(host !== current.domain && { domain: host }),
        }
        const [saved] = Object.keys(changes).length ? await tx.update(links).set(changes).where(eq(links.id, id)).returning() : [current]
        await savePixels(tx, id, body.pixels)
        return { ...saved!, before: current, kept: await keptAddresses(tx, id) }
      })
      .catch(aliasTaken)
    // After the commit, under its old address, its new one and its kept ones: the very next redirect reads the edit.
    for (const address of [row.before, row, ...row.kept]) linkCache.forget(address)
    if (row.campaignId !== null && row.campaignId !== row.before.campaignId) campaignCache.forget(row.campaignId)
    clickStats.forget(id)
    return json(c, { error: 0, id: row.id, shorturl: shortUrlOf(config.publicUrl, row) })
  })

  app.delete('/url/:id/delete', async (c) => {
    const id = idParam(c, 'id', 'Link')
    const userId = c.get('user').id
    const deleted = await db.transaction(async (tx) => {
      const kept = await keptAddresses(tx, id)
      // Its campaign and kept aliases go with the row; directory items point at it by id and go explicitly.
      const [row] = await tx.delete(links).where(and(shortLinksOf(userId), eq(links.id, id))).returning()
      if (!row) throw notFound('Link')
      await tx.delete(directoryItems).where(and(eq(directoryItems.itemType, 'links'), eq(directoryItems.itemId, id)))
      return { row, kept }
    })
    for (const address of [deleted.row, ...deleted.kept]) linkCache.forget(address)
    clickStats.forget(id)
    return json(c, { error: 0, message: LINK_DELETED })
  })
  linkGroupRoutes(app, { db, config, campaignCache, rules, shortLinksOf })
  return app
}

async function missingForUpdate(tx: Tx, userId: number, id: number, body: LinkUpdateData): Promise<ApiFailure> {
  if (body.archived === undefined) return notFound('Link')
  const [qrLink] = await tx.select({ id: links.id }).from(links).where(and(eq(links.userId, userId), eq(links.id, id), eq(links.qr, true)))
  return qrLink ? new ApiFailure(400, QR_LINK_ARCHIVE) : notFound('Link')
}

function aliasTaken(e: unknown): never {
  if (isUniqueViolation(e)) throw new ApiFailure(409, ALIAS_TAKEN)
  throw e
}

function byShortUrl(short: string, publicUrl: string): SQL {
  let url: URL
  try {
    url = new URL(short.trim())
  } catch {
    return sql`false`
  }
  const alias = url.pathname.replace(/^\/+|\/+$/g, '')
  const origin = url.origin.toLowerCase()
  const domain = origin === new URL(publicUrl).origin.toLowerCase() ? '' : origin
  return and(eq(links.alias, alias), sql`coalesce(${links.domain}, '') = ${domain}`)!
}
