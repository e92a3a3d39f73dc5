import { asc, eq } from 'drizzle-orm'
import { localBus, type ChangeBus } from '../cluster/change-bus.ts'
import type { Db } from '../db/client.ts'
import { campaigns, links, users } from '../db/schema.ts'
import { Rotation } from './rotation.ts'

export type CachedCampaign = {
  id: number
  userId: number
  username: string
  name: string
  public: boolean
  links: { id: number; domain: string | null; alias: string; title: string; longUrl: string; expiry: string | null }[]
}

export type CampaignKey = { slug: string } | { id: number }

type Entry = { key: string; campaign: CachedCampaign; until: number }
type Read = (db: Db, key: CampaignKey) => Promise<CachedCampaign | undefined>

const MAX_ENTRIES = 10_000
const REFRESH_BEFORE_MS = 1_000
const keyOf = (key: CampaignKey) => ('slug' in key ? `s:${key.slug}` : `i:${key.id}`)

/** R1: as LinkCache keeps links; expiry is left to the reader (the day changes, not the row). */
export class CampaignCache {
  readonly rotation = new Rotation()
  private entries = new Map<string, Entry>()
  private generation = 0
  private readonly reading = new Map<string, { campaign: Promise<CachedCampaign | undefined>; generation: number }>()

  constructor(
    private readonly bus: ChangeBus = localBus(),
    private readonly ttlMs = 5_000,
    private readonly read: Read = readCampaign,
  ) {
    bus.subscribe((change) => {
      if (change.kind === 'campaign') this.dropWhere((c) => change.id === null || c.id === change.id)
      else if (change.kind === 'link') this.dropWhere((c) => c.links.some((l) => (l.domain ?? '') === change.host && l.alias === change.alias))
      else if (change.kind === 'links' || change.kind === 'reset') this.dropWhere(() => true)
    })
  }

  async resolve(db: Db, key: CampaignKey): Promise<CachedCampaign | undefined> {
    const live = this.bus.sync()
    if (live !== true && !(await live)) return this.read(db, key)
    return this.fresh(db, key)?.campaign ?? this.load(db, key)
  }

  /** S8: without waiting for the bus; the caller checks `holds(entry)` once its own `bus.sync()` came back true. */
  cached(db: Db, key: CampaignKey): Entry | undefined {
    return this.fresh(db, key)
  }

  holds(entry: Entry): boolean {
    return this.entries.get(entry.key) === entry
  }

  /** After the commit; null: any campaign. */
  forget(id: number | null) {
    this.bus.publish({ kind: 'campaign', id })
  }

  private fresh(db: Db, key: CampaignKey) {
    const k = keyOf(key)
    const hit = this.entries.get(k)
    if (!hit) return undefined
    const left = hit.until - Date.now()
    if (left <= 0) return undefined
    this.entries.delete(k)
    this.entries.set(k, hit)
    if (left < REFRESH_BEFORE_MS) void this.load(db, key).catch(() => undefined)
    return hit
  }

  private load(db: Db, key: CampaignKey): Promise<CachedCampaign | undefined> {
    const k = keyOf(key)
    const generation = this.generation
    const under = this.reading.get(k)
    if (under?.generation === generation) return under.campaign
    const done = () => {
      if (this.reading.get(k)?.campaign === campaign) this.reading.delete(k)
    }
    const campaign = this.read(db, key).then(
      (found) => {
        done()
        if (generation !== this.generation) return found
        const entry = this.entries.get(k)
        this.entries.delete(k)
        if (!found) return found
        this.entries.set(k, Object.assign(entry ?? {}, { key: k, campaign: found, until: Date.now() + this.ttlMs }))
        if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
        return found
      },
      (e: unknown) => {
        done()
        throw e
      },
    )
    this.reading.set(k, { campaign, generation })
    return campaign
  }

  private dropWhere(match: (c: CachedCampaign) => boolean) {
    this.generation++
    for (const [k, entry] of this.entries) if (match(entry.campaign)) this.entries.delete(k)
  }
}

async function readCampaign(db: Db, key: CampaignKey): Promise<CachedCampaign | undefined> {
  const [row] = await db
    .select({ id: campaigns.id, userId: campaigns.userId, username: users.username, name: campaigns.name, public: campaigns.public })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.userId))
    .where('slug' in key ? eq(campaigns.slug, key.slug) : eq(campaigns.id, key.id))
  if (!row) return undefined
  const list = await db
    .select({ id: links.id, domain: links.domain, alias: links.alias, title: links.title, longUrl: links.longUrl, expiry: links.expiry })
    .from(links)
    .where(eq(links.campaignId, row.id))
    .orderBy(asc(links.id))
  return { ...row, links: list }
}

const caches = new WeakMap<ChangeBus, CampaignCache>()

export function campaignCacheOf(bus: ChangeBus): CampaignCache {
  let cache = caches.get(bus)
  if (!cache) caches.set(bus, (cache = new CampaignCache(bus)))
  return cache
}
