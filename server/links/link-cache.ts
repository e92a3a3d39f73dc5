import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { localBus, type ChangeBus } from '../cluster/change-bus.ts'
import type { Db } from '../db/client.ts'
import { linkAliases, links } from '../db/schema.ts'
import type { LinkRow } from './link-views.ts'
import type { LinkDesign } from './design-pages.ts'
import type { PixelRef } from './pixel-snippets.ts'
import type { BioContent } from '../bio/bio-page.ts'

export type ResolvedLink = LinkRow & { pixels: PixelRef[]; design: LinkDesign | null; bio?: BioContent | null }

const parsed = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T

const MAX_ENTRIES = 10_000
// L4a2: a link still clicked in its last second is read again beside the clicks, which keep using the entry.
const REFRESH_BEFORE_MS = 1_000
const keyOf = (host: string, alias: string) => `${host}\u0000${alias}`

type Entry = { link: ResolvedLink; until: number }
type Read = (db: Db, host: string, alias: string) => Promise<ResolvedLink | undefined>

// L4a: most redirects need no query; every edit on any instance forgets its entry through the change bus.
export class LinkCache {
  private entries = new Map<string, Entry>()
  // Bumped by every forget, so a row read before an edit is never stored after it.
  private generation = 0
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

  async resolve(db: Db, host: string, alias: string): Promise<ResolvedLink | undefined> {
    const live = this.bus.sync()
    if (live !== true && !(await live)) return this.read(db, host, alias)
    const key = keyOf(host, alias)
    const hit = this.fresh(db, key, host, alias)
    if (hit) return hit.link
    return this.load(db, key, host, alias)
  }

  /** S8: no wait for the change bus; `current`, run beside the click's commit, is false when the link must be read again. */
  cached(db: Db, host: string, alias: string): { link: ResolvedLink; current?: Promise<boolean> } | undefined {
    const key = keyOf(host, alias)
    const hit = this.fresh(db, key, host, alias)
    if (!hit) return undefined
    const live = this.bus.sync()
    if (live === true) return { link: hit.link }
    return { link: hit.link, current: live.then((ok) => ok && this.entries.get(key) === hit) }
  }

  /** Call after the edit's commit, so the very next redirect on every instance reads the row again. */
  forget(link: Pick<LinkRow, 'domain' | 'alias'>) {
    this.bus.publish({ kind: 'link', host: link.domain ?? '', alias: link.alias })
  }

  clear() {
    this.bus.publish({ kind: 'links' })
  }

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

const resolvedColumns = () => ({
  ...getTableColumns(links),
  pixels: sql<PixelRef[]>`coalesce((
    select json_agg(json_build_object('type', p.type, 'tag', p.tag) order by lp.position)
    from link_pixels lp join pixels p on p.id = lp.pixel_id where lp.link_id = "links"."id"), '[]'::json)`
    // A bare "id" would be the pixel's; PGlite may hand over json as text.
    .mapWith((v: unknown) => parsed<PixelRef[]>(v)),
  design: sql<LinkDesign | null>`case
    when "links"."type" like 'splash-%' then (select json_build_object('kind', 'splash', 'id', s.id, 'name', s.name, 'type', 'splash', 'content', s.content)
      from splash_pages s where s.id = substring("links"."type" from 8)::int and s.user_id = "links"."user_id")
    when "links"."type" like 'overlay-%' then (select json_build_object('kind', 'overlay', 'id', o.id, 'name', o.name, 'type', o.type, 'content', o.content)
      from overlays o where o.id = substring("links"."type" from 9)::int and o.user_id = "links"."user_id")
    end`.mapWith((v: unknown) => (v === null ? null : parsed<LinkDesign>(v))),
  bio: sql<BioContent | null>`case when "links"."kind" = 'bio' then (select json_build_object('name', b.name, 'avatarSha', b.avatar_sha,
      'theme', b.theme, 'buttonStyle', b.button_style, 'public', b.public, 'blocks', b.blocks) from bio_pages b where b.link_id = "links"."id") end`
    .mapWith((v: unknown) => (v === null ? null : parsed<BioContent>(v))),
})

async function readLink(db: Db, host: string, alias: string): Promise<ResolvedLink | undefined> {
  const [link] = await db
    .select(resolvedColumns())
    .from(links)
    .where(and(eq(links.alias, alias), sql`coalesce(${links.domain}, '') = ${host}`))
  if (link) return link
  // G7: an old alias kept as a redirect resolves to its link; only a miss pays this second read.
  const [kept] = await db
    .select(resolvedColumns())
    .from(links)
    .where(eq(links.id, sql`(select ${linkAliases.linkId} from ${linkAliases} where ${linkAliases.host} = ${host} and ${linkAliases.alias} = ${alias})`))
  return kept
}
