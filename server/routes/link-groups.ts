import type { Hono } from 'hono'
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { domainHost, normaliseDomain } from '../../contract/domains.ts'
import { ALIAS } from '../../contract/fields.ts'
import { aliasLookup } from '../../contract/link-aliases.ts'
import { ALIAS_TAKEN, DUPLICATE_SUFFIX, isReservedAlias } from '../../contract/links.ts'
import type { CampaignCache } from '../campaigns/campaign-cache.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { randomAlias } from '../db/random-alias.ts'
import { domains, linkPixels, links } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import { ApiFailure, notFound } from '../http/errors.ts'
import { json } from '../http/json.ts'
import { bodyOf, idParam } from '../http/request.ts'
import type { linkRules } from '../links/link-rules.ts'
import { shortUrlOf } from '../links/link-views.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'

type Parts = Pick<Deps, 'db' | 'config'> & {
  campaignCache: CampaignCache
  rules: ReturnType<typeof linkRules>
  shortLinksOf: (userId: number) => SQL | undefined
}

export function linkGroupRoutes(app: Hono<ApiEnv>, { db, config, campaignCache, rules, shortLinksOf }: Parts) {
  app.post('/url/:id/duplicate', async (c) => {
    const id = idParam(c, 'id', 'Link')
    const userId = c.get('user').id
    const copy = await db
      .transaction(async (tx) => {
        const [source] = await tx.select().from(links).where(and(shortLinksOf(userId), eq(links.id, id))).for('share')
        if (!source) throw notFound('Link')
        const pixelIds = (await tx.select({ id: linkPixels.pixelId }).from(linkPixels).where(eq(linkPixels.linkId, id)).orderBy(asc(linkPixels.position))).map(
          (p) => p.id,
        )
        await rules.lockReferences(tx, userId, { pixels: pixelIds, campaign: source.campaignId ?? undefined })
        let alias: string
        do alias = randomAlias(6)
        while (!(await rules.isFree(tx, alias, source.domain)))
        // X2: the same settings (the password hash too), not the counts, the archive flag or directories.
        const { id: _id, alias: _alias, custom: _custom, clicks: _clicks, uniqueClicks: _unique, lastClick: _last, archived: _archived, created: _created, ...same } =
          source
        const [row] = await tx
          .insert(links)
          .values({ ...same, alias, custom: false, title: `${source.title}${DUPLICATE_SUFFIX}` })
          .returning()
        if (pixelIds.length) await tx.insert(linkPixels).values(pixelIds.map((pixelId, position) => ({ linkId: row!.id, pixelId, position })))
        return row!
      })
      .catch((e: unknown) => {
        if (isUniqueViolation(e)) throw new ApiFailure(409, ALIAS_TAKEN)
        throw e
      })
    if (copy.campaignId !== null) campaignCache.forget(copy.campaignId)
    return json(c, { error: 0, id: copy.id, shorturl: shortUrlOf(config.publicUrl, copy) })
  })

  // G8: one request per import check; the pairs are bounded by the contract and read in one statement.
  app.post('/urls/aliases', async (c) => {
    const body = await bodyOf(c, aliasLookup)
    const own = await db.select({ url: domains.domain, host: domains.host }).from(domains).where(eq(domains.userId, c.get('user').id))
    const byHost = new Map(own.map((d) => [d.host, d.url]))
    const pairs = body.aliases.map((p, i) => {
      const normalised = p.domain ? normaliseDomain(p.domain) : ''
      const host = normalised ? byHost.get(domainHost(normalised)) : normalised === '' ? '' : undefined
      if (host === undefined) throw new ApiFailure(404, `aliases.${i}.domain: ${p.domain} is not one of your domains.`)
      return { ...p, host, valid: ALIAS.test(p.alias), reserved: isReservedAlias(p.alias) }
    })
    const asked = pairs.flatMap((p, i) => (p.valid && !p.reserved ? [{ i, h: p.host, a: p.alias }] : []))
    const taken = new Set<number>()
    if (asked.length) {
      const { rows } = (await db.execute(sql`
        select p.i from jsonb_to_recordset(${JSON.stringify(asked)}::jsonb) as p(i int, h text, a text)
        where exists (select 1 from links l where coalesce(l.domain, '') = p.h and l.alias = p.a)
           or exists (select 1 from link_aliases k where k.host = p.h and k.alias = p.a)
           or exists (select 1 from files f where f.alias = p.a)`)) as unknown as { rows: { i: number }[] }
      for (const r of rows) taken.add(Number(r.i))
    }
    const aliases = pairs.map((p, i) => ({ alias: p.alias, domain: p.domain, taken: p.reserved || taken.has(i), reserved: p.reserved, valid: p.valid }))
    return json(c, { error: 0, data: { aliases } })
  })
}
