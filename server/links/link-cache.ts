import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { localBus, type ChangeBus } from '../cluster/change-bus.ts'
import type { Db } from '../db/client.ts'
import { links } from '../db/schema.ts'
import type { LinkRow } from './link-views.ts'
import type { LinkDesign } from './design-pages.ts'
import type { PixelRef } from './pixel-snippets.ts'
import type { BioContent } from '../bio/bio-page.ts'

/**
 * A link with everything its redirect needs: its pixels' types and tags, in the user's order, and the
 * splash page or overlay its type names (issue 19), or null.
 */
export type ResolvedLink = LinkRow & { pixels: PixelRef[]; design: LinkDesign | null; bio?: BioContent | null }

const parsed = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T

const MAX_ENTRIES = 10_000
// A link still clicked in the last second of its time is read again beside the clicks, which keep using the
// entry: otherwise every answer in flight when it timed out waited for its own read (50 at once at 50
// connections, every 5 s).
const REFRESH_BEFORE_MS = 1_000
const keyOf = (host: string, alias: string) => `${host}\u0000${alias}`

type Entry = { link: ResolvedLink; until: number }
type Read = (db: Db, host: string, alias: string) => Promise<ResolvedLink | undefined>

/**
 * The links the redirect resolved lately, by host and alias: most redirects need no query at all.
 * Bounded, least recently used first out. Every edit or delete of a link, on any instance, forgets it
 * (the change bus); `ttlMs` only bounds an edit whose instance died between its commit and telling
 * the others. The requests that miss a link together share one read, and a link in use is read again
 * before its time is up, so a busy link never waits for the database.
 */
export class LinkCache {
  private entries = new Map<string, Entry>()
  // Bumped by every forget, so a row read before an edit is never stored after it.
  private generation = 0
  // The read of each key under way, and the generation it started in.
  private readonly reading = new Map<string, { link: Promise<ResolvedLink | undefined>; generation: number }>()

  constructor(
    private readonly bus: ChangeBus = localBus(),
    private readonly ttlMs = 5_000,
    private readonly read: Read = readLink,
  ) {
    bus.subscribe((change) => {
      if (change.kind === 'link') this.drop(keyOf(change.host, change.alias))
      else if (change.kind === 'links' || change.kind === 'reset') this.dropAll()
    })
  }

  /** The link at `alias` on `host` ('' for the public host, else the branded domain's URL). */
  async resolve(db: Db, host: string, alias: string): Promise<ResolvedLink | undefined> {
    const live = this.bus.sync()
    if (live !== true && !(await live)) return this.read(db, host, alias)
    const key = keyOf(host, alias)
    const hit = this.fresh(db, key, host, alias)
    if (hit) return hit.link
    return this.load(db, key, host, alias)
  }

  /**
   * The hot path's lookup (GET and HEAD on the public host): the cached link at `alias` on `host`, or
   * undefined, without waiting for the change bus. With several instances, `current` is that wait, for
   * the caller to run beside the click's commit instead of before it (one PostgreSQL round trip on the
   * redirect's path instead of two, S8): it resolves false when a change made elsewhere, or a lost
   * listening connection, means the link must be resolved again.
   */
  cached(db: Db, host: string, alias: string): { link: ResolvedLink; current?: Promise<boolean> } | undefined {
    const key = keyOf(host, alias)
    const hit = this.fresh(db, key, host, alias)
    if (!hit) return undefined
    const live = this.bus.sync()
    if (live === true) return { link: hit.link }
    return { link: hit.link, current: live.then((ok) => ok && this.entries.get(key) === hit) }
  }

  /** After the edit's commit: on every instance, the very next redirect reads the row again. */
  forget(link: Pick<LinkRow, 'domain' | 'alias'>) {
    this.bus.publish({ kind: 'link', host: link.domain ?? '', alias: link.alias })
  }

  clear() {
    this.bus.publish({ kind: 'links' })
  }

  // The entry at `key` if it has not timed out, moved to the most recently used end; in its last second,
  // read again beside the caller.
  private fresh(db: Db, key: string, host: string, alias: string) {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    const left = hit.until - Date.now()
    if (left <= 0) return undefined
    this.entries.delete(key)
    this.entries.set(key, hit)
    if (left < REFRESH_BEFORE_MS) void this.load(db, key, host, alias).catch(() => undefined)
    return hit
  }

  /**
   * Reads the link, once for every caller that asks meanwhile, and keeps it unless a forget came first.
   * An entry still there (a forget would have removed it) is renewed in place: answers checking `current`
   * for it stay current.
   */
  private load(db: Db, key: string, host: string, alias: string): Promise<ResolvedLink | undefined> {
    const generation = this.generation
    const under = this.reading.get(key)
    if (under?.generation === generation) return under.link
    const link = this.read(db, host, alias).then(
      (found) => {
        if (this.reading.get(key)?.link === link) this.reading.delete(key)
        if (generation !== this.generation) return found
        const entry = this.entries.get(key)
        this.entries.delete(key)
        if (!found) return found
        this.entries.set(key, Object.assign(entry ?? {}, { link: found, until: Date.now() + this.ttlMs }))
        if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
        return found
      },
      (e: unknown) => {
        if (this.reading.get(key)?.link === link) this.reading.delete(key)
        throw e
      },
    )
    this.reading.set(key, { link, generation })
    return link
  }

  private drop(key: string) {
    this.generation++
    this.entries.delete(key)
  }

  private dropAll() {
    this.generation++
    this.entries.clear()
  }
}

/** One query: the row, its pixels, and the splash page or overlay its type names. */
async function readLink(db: Db, host: string, alias: string): Promise<ResolvedLink | undefined> {
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
      // X3: a bio page's own content comes with its row, so the page is served from this cache too.
      bio: sql<BioContent | null>`case when "links"."kind" = 'bio' then (select json_build_object('name', b.name, 'avatarSha', b.avatar_sha,
          'theme', b.theme, 'buttonStyle', b.button_style, 'public', b.public, 'blocks', b.blocks) from bio_pages b where b.link_id = "links"."id") end`
        .mapWith((v: unknown) => (v === null ? null : parsed<BioContent>(v))),
    })
    .from(links)
    .where(and(eq(links.alias, alias), sql`coalesce(${links.domain}, '') = ${host}`))
  return link
}
