import { and, asc, eq, inArray, like } from 'drizzle-orm'
import { toTimestamp } from '../../contract/fields.ts'
import { BIO_DEFAULT_THEME, type BioBlock, type BioBlockData, type BioButtonStyle, type BioItem, type BioNetwork, type BioTheme } from '../../contract/bio.ts'
import type { Db } from '../db/client.ts'
import type { bioPages} from '../db/schema.ts';
import { linkPixels, links } from '../db/schema.ts'
import { randomAlias } from '../db/random-alias.ts'
import { shortUrlOf, type LinkRow } from '../links/link-views.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type BioRow = typeof bioPages.$inferSelect

export type StoredBlock =
  | { type: 'link'; id: number; title: string; url: string }
  | { type: 'heading'; text: string }
  | { type: 'text'; text: string }
  | { type: 'social'; network: BioNetwork; url: string }
  | { type: 'image'; url: string; link: string }

/** B4: a block row's alias holds "/", which no route and no chosen alias can: it never takes an alias of the namespace. */
const blockAliasPrefix = (bioId: number) => `bio/${bioId}/`
export const blockRowsOf = (bioId: number) => and(eq(links.kind, 'bio-block'), like(links.alias, `${blockAliasPrefix(bioId)}%`))

const COLOUR = /^#[0-9a-f]{6}$/
/** A colour goes into the page's CSS, so anything but `#rrggbb` is left out. */
export const themeOf = (stored: Record<string, string> | null | undefined): BioTheme =>
  ({ ...BIO_DEFAULT_THEME, ...Object.fromEntries(Object.entries(stored ?? {}).filter(([k, v]) => k in BIO_DEFAULT_THEME && COLOUR.test(v))) }) as BioTheme

/** B4: a link block with the id of one of this page's rows keeps that row and its clicks; unnamed rows are deleted. */
export async function saveBlocks(tx: Tx, userId: number, bioId: number, blocks: BioBlockData[]): Promise<StoredBlock[]> {
  const existing = await tx.select({ id: links.id }).from(links).where(and(eq(links.userId, userId), blockRowsOf(bioId)))
  const free = new Set(existing.map((r) => r.id))
  const stored: StoredBlock[] = []
  for (const block of blocks) {
    if (block.type !== 'link') {
      stored.push(block as StoredBlock)
      continue
    }
    const { title, url } = block
    if (block.id !== undefined && free.has(block.id)) {
      free.delete(block.id)
      await tx.update(links).set({ title, longUrl: url }).where(eq(links.id, block.id))
      stored.push({ type: 'link', id: block.id, title, url })
      continue
    }
    const [row] = await tx
      .insert(links)
      .values({ userId, kind: 'bio-block', alias: `${blockAliasPrefix(bioId)}${randomAlias(10)}`, longUrl: url, title })
      .returning({ id: links.id })
    stored.push({ type: 'link', id: row!.id, title, url })
  }
  if (free.size) await tx.delete(links).where(inArray(links.id, [...free]))
  return stored
}

export async function savePixels(tx: Tx, linkId: number, ids: number[] | undefined) {
  if (ids === undefined) return
  await tx.delete(linkPixels).where(eq(linkPixels.linkId, linkId))
  if (ids.length) await tx.insert(linkPixels).values(ids.map((pixelId, position) => ({ linkId, pixelId, position })))
}

export async function bioItems(db: Db, publicUrl: string, rows: { link: LinkRow; bio: BioRow }[]): Promise<BioItem[]> {
  const blockIds = rows.flatMap((r) => (r.bio.blocks as StoredBlock[]).flatMap((b) => (b.type === 'link' ? [b.id] : [])))
  const linkIds = rows.map((r) => r.link.id)
  const [counted, fired] = await Promise.all([
    blockIds.length ? db.select({ id: links.id, clicks: links.clicks }).from(links).where(inArray(links.id, blockIds)) : [],
    linkIds.length
      ? db.select({ linkId: linkPixels.linkId, pixelId: linkPixels.pixelId }).from(linkPixels).where(inArray(linkPixels.linkId, linkIds)).orderBy(asc(linkPixels.position))
      : [],
  ])
  const clicksOf = new Map(counted.map((r) => [r.id, r.clicks]))
  return rows.map(({ link, bio }) => {
    const blocks: BioBlock[] = (bio.blocks as StoredBlock[]).map((b) => (b.type === 'link' ? { ...b, clicks: clicksOf.get(b.id) ?? 0 } : b))
    return {
      id: link.id,
      name: bio.name,
      alias: link.alias,
      url: shortUrlOf(publicUrl, link),
      domain: link.domain ?? '',
      description: link.description,
      avatar: bio.avatar,
      theme: themeOf(bio.theme),
      buttonStyle: bio.buttonStyle as BioButtonStyle,
      public: bio.public,
      blocks,
      pixels: fired.filter((p) => p.linkId === link.id).map((p) => p.pixelId),
      views: link.clicks,
      clicks: blocks.reduce((n, b) => n + (b.type === 'link' ? b.clicks : 0), 0),
      date: toTimestamp(link.created),
    }
  })
}
