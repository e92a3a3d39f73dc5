import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { links } from '../db/schema.ts'
import type { LinkRow } from './link-views.ts'
import type { LinkDesign } from './design-pages.ts'
import type { PixelRef } from './pixel-snippets.ts'

/**
 * A link with everything its redirect needs: its pixels' types and tags, in the user's order, and the
 * splash page or overlay its type names (issue 19), or null.
 */
export type ResolvedLink = LinkRow & { pixels: PixelRef[]; design: LinkDesign | null }

const parsed = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T

const MAX_ENTRIES = 10_000
const keyOf = (host: string, alias: string) => `${host}\u0000${alias}`

/**
 * The links the redirect resolved lately, by host and alias: most redirects need no query at all.
 * Bounded, least recently used first out. Every edit or delete of a link on this process forgets it
 * at once; `ttlMs` bounds how long another process's edit can go unseen (the seam for several
 * instances: replace `forget` with a broadcast).
 */
export class LinkCache {
  private entries = new Map<string, { link: ResolvedLink; until: number }>()
  // Bumped by every forget, so a row read before an edit is never stored after it.
  private generation = 0

  constructor(private readonly ttlMs = 5_000) {}

  /** The link at `alias` on `host` ('' for the public host, else the branded domain's URL). */
  async resolve(db: Db, host: string, alias: string): Promise<ResolvedLink | undefined> {
    const key = keyOf(host, alias)
    const hit = this.entries.get(key)
    if (hit && hit.until > Date.now()) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit.link
    }
    const generation = this.generation
    // One query: the row and its pixels.
    const [link] = await db
      .select({
        ...getTableColumns(links),
        pixels: sql<PixelRef[]>`coalesce((
          select json_agg(json_build_object('type', p.type, 'tag', p.tag) order by lp.position)
          from link_pixels lp join pixels p on p.id = lp.pixel_id where lp.link_id = "links"."id"), '[]'::json)`
          // "links"."id" spelled out: inside the subquery a bare "id" would be the pixel's. node-postgres
          // parses json, PGlite may hand over the text.
          .mapWith((v: unknown) => parsed<PixelRef[]>(v)),
        // The owner's own page only (the API checks it too); the type is digits after its prefix (contract/links.ts).
        design: sql<LinkDesign | null>`case
          when "links"."type" like 'splash-%' then (select json_build_object('kind', 'splash', 'id', s.id, 'name', s.name, 'type', 'splash', 'content', s.content)
            from splash_pages s where s.id = substring("links"."type" from 8)::int and s.user_id = "links"."user_id")
          when "links"."type" like 'overlay-%' then (select json_build_object('kind', 'overlay', 'id', o.id, 'name', o.name, 'type', o.type, 'content', o.content)
            from overlays o where o.id = substring("links"."type" from 9)::int and o.user_id = "links"."user_id")
          end`.mapWith((v: unknown) => (v === null ? null : parsed<LinkDesign>(v))),
      })
      .from(links)
      .where(and(eq(links.alias, alias), sql`coalesce(${links.domain}, '') = ${host}`))
    this.entries.delete(key)
    if (!link || generation !== this.generation) return link
    this.entries.set(key, { link, until: Date.now() + this.ttlMs })
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
    return link
  }

  forget(link: Pick<LinkRow, 'domain' | 'alias'>) {
    this.generation++
    this.entries.delete(keyOf(link.domain ?? '', link.alias))
  }

  clear() {
    this.generation++
    this.entries.clear()
  }
}
