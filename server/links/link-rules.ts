import { and, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { domainHost, normaliseDomain } from '../../contract/domains.ts'
import { ALIAS_RESERVED, ALIAS_TAKEN, designOf, isReservedAlias, OWN_URL, type LinkUpdateData } from '../../contract/links.ts'
import { EDITABLE_OVERLAY_TYPES } from '../../contract/overlays.ts'
import type { Db } from '../db/client.ts'
import { campaigns, domains, files, linkAliases, links, overlays, pixels, splashPages } from '../db/schema.ts'
import { ApiFailure, notFound } from '../http/errors.ts'
import { mine } from '../routes/owned-rows.ts'
import { brandedHostOf, leadsHere } from '../domains/own-hosts.ts'
import type { Config } from '../env.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Destinations = Pick<LinkUpdateData, 'url' | 'geotarget' | 'devicetarget' | 'languagetarget'>

const urlOf = (url: string) => URL.parse(url.trim())

/** A link or file may live only on a domain that serves (A3): a pending one is proved first. */
export const domainNotVerified = (url: string) =>
  new ApiFailure(400, `domain ${url} is not verified yet: add its DNS record (Domains page) first.`)

/** K2: the SQL side of `isExpired` (contract/link-expiry.ts): no expiry, or its last moment not yet past. */
export const notExpired = (now = new Date()) => or(isNull(links.expiry), gte(links.expiry, now.toISOString().replace('T', ' ').slice(0, 23)))

export function linkRules(config: Pick<Config, 'publicUrl' | 'port' | 'host' | 'domainVerification'>) {
  return {
    // L2g: a destination leading back here or to a branded domain of the caller's would loop.
    async refuseOwnUrls(tx: Tx, userId: number, body: Destinations) {
      const targets = [
        body.url,
        ...(body.geotarget ?? []).map((t) => t.link),
        ...(body.devicetarget ?? []).map((t) => t.link),
        ...(body.languagetarget ?? []).map((t) => t.link),
      ].filter((u): u is string => u !== undefined)
      const urls = targets.map(urlOf).filter((u): u is URL => u !== null)
      if (!urls.length) return
      // A7: every name this service answers to, compared as parsed hosts and ports, not as strings.
      if (urls.some((u) => leadsHere(u, config))) throw new ApiFailure(400, OWN_URL)
      const [branded] = await tx
        .select({ id: domains.id })
        .from(domains)
        .where(and(inArray(domains.host, [...new Set(urls.map(brandedHostOf))]), or(eq(domains.status, 'verified'), eq(domains.userId, userId))))
        .limit(1)
      if (branded) throw new ApiFailure(400, OWN_URL)
    },

    /** `undefined`: not given; `null`: the public host; else the caller's branded domain, as stored. */
    async domain(tx: Tx, userId: number, given: string | undefined): Promise<string | null | undefined> {
      if (given === undefined) return undefined
      if (given === '') return null
      const wanted = normaliseDomain(given)
      const [own] = wanted
        ? await tx.select({ d: domains.domain, status: domains.status }).from(domains).where(and(eq(domains.userId, userId), eq(domains.host, domainHost(wanted))))
        : []
      if (!own) throw notFound('Domain')
      if (own.status !== 'verified' && config.domainVerification) throw domainNotVerified(own.d)
      return own.d
    },

    async isFree(tx: Tx, alias: string, domain: string | null, exceptLinkId = 0): Promise<boolean> {
      const [[file], [link], [kept]] = await Promise.all([
        tx.select({ id: files.id }).from(files).where(eq(files.alias, alias)),
        tx
          .select({ id: links.id })
          .from(links)
          .where(and(eq(links.alias, alias), sql`coalesce(${links.domain}, '') = ${domain ?? ''}`, ne(links.id, exceptLinkId))),
        // G7: an old alias kept as a redirect stays taken, except by its own link.
        tx
          .select({ id: linkAliases.linkId })
          .from(linkAliases)
          .where(and(eq(linkAliases.alias, alias), eq(linkAliases.host, domain ?? ''), ne(linkAliases.linkId, exceptLinkId))),
      ])
      return !file && !link && !kept
    },

    async claim(tx: Tx, alias: string, domain: string | null, exceptLinkId = 0) {
      if (isReservedAlias(alias)) throw new ApiFailure(409, ALIAS_RESERVED)
      if (!(await this.isFree(tx, alias, domain, exceptLinkId))) throw new ApiFailure(409, ALIAS_TAKEN)
    },

    // D9: shared locks hold the caller's pixels and campaign until the link is saved, so a delete alongside waits.
    async lockReferences(tx: Tx, userId: number, body: Pick<LinkUpdateData, 'pixels' | 'campaign' | 'type'>) {
      const design = body.type ? designOf(body.type) : null
      if (design?.kind === 'splash') {
        const [page] = await tx.select({ id: splashPages.id }).from(splashPages).where(mine(splashPages, userId, design.id)).for('share')
        if (!page) throw new ApiFailure(400, `type names splash page ${design.id}, which is not one of your splash pages.`)
      } else if (design) {
        const [overlay] = await tx.select({ type: overlays.type }).from(overlays).where(mine(overlays, userId, design.id)).for('share')
        if (!overlay) throw new ApiFailure(400, `type names overlay ${design.id}, which is not one of your overlays.`)
        if (!(EDITABLE_OVERLAY_TYPES as readonly string[]).includes(overlay.type)) {
          throw new ApiFailure(400, `type names overlay ${design.id}, a poll: links can show ${EDITABLE_OVERLAY_TYPES.join(', ')} overlays.`)
        }
      }
      if (body.pixels?.length) {
        const found = await tx
          .select({ id: pixels.id })
          .from(pixels)
          .where(and(eq(pixels.userId, userId), inArray(pixels.id, body.pixels)))
          .for('share')
        if (found.length !== body.pixels.length) throw notFound('Pixel')
      }
      if (body.campaign) {
        const [campaign] = await tx.select({ id: campaigns.id }).from(campaigns).where(mine(campaigns, userId, body.campaign)).for('share')
        if (!campaign) throw notFound('Campaign')
      }
    },
  }
}
