import { wireExpiry } from '../../contract/link-expiry.ts'
import { asc, eq, sql } from 'drizzle-orm'
import { countryName } from '../../contract/countries.ts'
import { toTimestamp } from '../../contract/fields.ts'
import type { LinkDetails, LinkItem } from '../../contract/links.ts'
import type { Db } from '../db/client.ts'
import { campaigns, directoryItems, linkAliases, linkPixels, links } from '../db/schema.ts'

export type LinkRow = typeof links.$inferSelect

export const shortUrlOf = (publicUrl: string, l: Pick<LinkRow, 'domain' | 'alias'>) => `${l.domain ?? publicUrl}/${l.alias}`

/** J10: what a list row carries besides its link: the directories holding it and its campaign's name. */
export const listedExtras = {
  directories: sql<number[]>`coalesce((select array_agg(${directoryItems.directoryId} order by ${directoryItems.directoryId}) from ${directoryItems}
    where ${directoryItems.itemType} = 'links' and ${directoryItems.itemId} = ${links.id}), '{}')`,
  campaignName: sql<string | null>`(select ${campaigns.name} from ${campaigns} where ${campaigns.id} = ${links.campaignId})`,
}
export type ListedRow = LinkRow & { directories: number[]; campaignName: string | null }

/** L1 items for a page of rows read with `listedExtras`. */
export function linkItems(publicUrl: string, rows: ListedRow[]): LinkItem[] {
  return rows.map((l) => ({
    id: l.id,
    alias: l.alias,
    shorturl: shortUrlOf(publicUrl, l),
    longurl: l.longUrl,
    title: l.title,
    description: l.description,
    clicks: l.clicks,
    uniqueclicks: l.uniqueClicks,
    domain: l.domain ?? '',
    campaign: l.campaignId,
    campaignname: l.campaignName,
    directories: l.directories.map(Number),
    date: toTimestamp(l.created),
    expiry: wireExpiry(l.expiry),
    protected: l.passwordHash !== null,
    targeted: l.geoTarget.length + l.deviceTarget.length + l.languageTarget.length > 0,
    type: l.type as LinkItem['type'],
    archived: l.archived,
    lastclick: l.lastClick ? toTimestamp(l.lastClick) : null,
  }))
}

/** L3 `details`: the live product's fields, then what an edit form needs. Never the password. */
export async function linkDetails(db: Db, publicUrl: string, l: LinkRow): Promise<LinkDetails> {
  const [pixels, kept] = await Promise.all([
    db.select({ id: linkPixels.pixelId }).from(linkPixels).where(eq(linkPixels.linkId, l.id)).orderBy(asc(linkPixels.position)),
    db.select().from(linkAliases).where(eq(linkAliases.linkId, l.id)).orderBy(asc(linkAliases.created), asc(linkAliases.alias)),
  ])
  return {
    id: l.id,
    alias: l.alias,
    shorturl: shortUrlOf(publicUrl, l),
    longurl: l.longUrl,
    title: l.title,
    description: l.description,
    location: Object.fromEntries(l.geoTarget.map((g) => [countryName(g.location), g.link])),
    device: Object.fromEntries(l.deviceTarget.map((d) => [d.device, d.link])),
    expiry: wireExpiry(l.expiry),
    date: toTimestamp(l.created),
    domain: l.domain ?? '',
    custom: l.custom,
    type: l.type as LinkDetails['type'],
    status: l.status as LinkDetails['status'],
    metatitle: l.metaTitle,
    metadescription: l.metaDescription,
    metaimage: l.metaImage,
    geotarget: l.geoTarget,
    devicetarget: l.deviceTarget as LinkDetails['devicetarget'],
    languagetarget: l.languageTarget,
    parameters: l.parameters,
    pixels: pixels.map((p) => p.id),
    campaign: l.campaignId,
    protected: l.passwordHash !== null,
    archived: l.archived,
    keptaliases: kept.map((k) => ({ alias: k.alias, domain: k.host, shorturl: `${k.host || publicUrl}/${k.alias}` })),
  }
}
