import { wireExpiry } from '../../contract/link-expiry.ts'
import { asc, eq, sql } from 'drizzle-orm'
import { countryName } from '../../contract/countries.ts'
import { toTimestamp } from '../../contract/fields.ts'
import type { LinkDetails, LinkItem } from '../../contract/links.ts'
import type { Db } from '../db/client.ts'
import { campaigns, directoryItems, linkAliases, linkPixels, links } from '../db/schema.ts'

export type LinkRow = typeof links.$inferSelect

export const shortUrlOf = (publicUrl: string, l: Pick<LinkRow, 'domain' | 'alias'>) => `${l.domain ?? publicUrl}/${l.alias}`

export const listedColumns = {
  id: links.id,
  alias: links.alias,
  domain: links.domain,
  longUrl: links.longUrl,
  title: links.title,
  description: links.description,
  clicks: links.clicks,
  uniqueClicks: links.uniqueClicks,
  campaignId: links.campaignId,
  created: links.created,
  expiry: links.expiry,
  type: links.type,
  archived: links.archived,
  lastClick: links.lastClick,
  protected: sql<boolean>`${links.passwordHash} is not null`,
  targeted: sql<boolean>`(${links.geoTarget} <> '[]'::jsonb or ${links.deviceTarget} <> '[]'::jsonb or ${links.languageTarget} <> '[]'::jsonb)`,
  directories: sql<number[]>`coalesce((select array_agg(${directoryItems.directoryId} order by ${directoryItems.directoryId}) from ${directoryItems}
    where ${directoryItems.itemType} = 'links' and ${directoryItems.itemId} = ${links.id}), '{}')`,
  campaignName: sql<string | null>`(select ${campaigns.name} from ${campaigns} where ${campaigns.id} = ${links.campaignId})`,
}
type Listed = 'id' | 'alias' | 'domain' | 'longUrl' | 'title' | 'description' | 'clicks' | 'uniqueClicks' | 'campaignId' | 'created' | 'expiry' | 'type' | 'archived' | 'lastClick'
export type ListedRow = Pick<LinkRow, Listed> & { protected: boolean; targeted: boolean; directories: number[]; campaignName: string | null }

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
    protected: l.protected,
    targeted: l.targeted,
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
