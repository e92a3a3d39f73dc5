import { describe, expect, it, vi } from 'vitest'
import { localBus } from '../cluster/change-bus.ts'
import type { Db } from '../db/client.ts'
import { CampaignCache, type CachedCampaign, type CampaignKey } from './campaign-cache.ts'
import { Rotation } from './rotation.ts'

// The reader is the only stand-in: a deferred read per call, so a test decides when the database answers.
const db = {} as Db
const SLUG = { slug: 'spring' }
const campaign = (id: number, alias: string): CachedCampaign => ({
  id,
  userId: 1,
  username: 'demo',
  name: 'Spring',
  public: true,
  links: [{ id: 1, domain: null, alias, title: 'Sale', longUrl: 'https://example.com/', expiry: null }],
})

function setup() {
  const reads: ((c: CachedCampaign | undefined) => void)[] = []
  const read = vi.fn((_db: Db, _key: CampaignKey) => new Promise<CachedCampaign | undefined>((resolve) => reads.push(resolve)))
  const bus = localBus()
  return { bus, read, reads, cache: new CampaignCache(bus, 5_000, read) }
}

describe('CampaignCache (R1)', () => {
  it('lets the requests that miss a campaign together share one read, then answers from memory', async () => {
    const { cache, read, reads } = setup()
    const waiting = Array.from({ length: 20 }, () => cache.resolve(db, SLUG))
    reads[0]!(campaign(7, 'sale'))
    expect(new Set(await Promise.all(waiting)).size).toBe(1)
    expect(cache.cached(db, SLUG)?.campaign.id).toBe(7)
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('never stores a campaign read before a change that came during the read', async () => {
    const { cache, reads } = setup()
    const first = cache.resolve(db, SLUG)
    cache.forget(7)
    reads[0]!(campaign(7, 'sale'))
    await first
    expect(cache.cached(db, SLUG)).toBeUndefined()
  })

  it('forgets a campaign on its own change, on a change to a link it lists, and on a reset; not on other links', async () => {
    const { bus, cache, reads } = setup()
    const load = async () => {
      const p = cache.resolve(db, SLUG)
      reads.at(-1)!(campaign(7, 'sale'))
      await p
      return cache.cached(db, SLUG)!
    }
    let entry = await load()
    bus.publish({ kind: 'link', host: '', alias: 'other' })
    bus.publish({ kind: 'campaign', id: 8 })
    expect(cache.holds(entry)).toBe(true)
    for (const change of [{ kind: 'link', host: '', alias: 'sale' }, { kind: 'campaign', id: 7 }, { kind: 'campaign', id: null }] as const) {
      bus.publish(change)
      expect(cache.holds(entry), change.kind).toBe(false)
      entry = await load()
    }
  })
})

describe('Rotation (R2)', () => {
  it('takes the links in turn, wraps around, and lets a peek leave the turn where it is', () => {
    const r = new Rotation()
    expect([r.take(1, 3), r.take(1, 3), r.take(1, 3, true), r.take(1, 3), r.take(1, 3), r.take(2, 2)]).toEqual([0, 1, 2, 2, 0, 0])
  })
})
