import { describe, expect, it } from 'vitest'
import { localBus, type ChangeBus } from '../cluster/change-bus.ts'
import { CountCache } from './count-cache.ts'

describe('CountCache', () => {
  it('counts once while fresh and again after the user writes', async () => {
    const cache = new CountCache()
    let calls = 0
    const count = async () => ++calls * 10
    expect(await cache.get(1, 'domains', count)).toBe(10)
    expect(await cache.get(1, 'domains', count)).toBe(10)
    cache.forgetUser(1)
    expect(await cache.get(1, 'domains', count)).toBe(20)
  })

  it('never stores a total counted before a write that finished during the count', async () => {
    const cache = new CountCache()
    let release!: () => void
    const slow = new Promise<void>((r) => (release = r))
    const stale = cache.get(1, 'domains', async () => {
      await slow
      return 5
    })
    cache.forgetUser(1) // a write commits while the count is running
    release()
    expect(await stale).toBe(5)
    expect(await cache.get(1, 'domains', async () => 6)).toBe(6)
  })

  it('keeps users apart', async () => {
    const cache = new CountCache()
    await cache.get(1, 'domains', async () => 1)
    cache.forgetUser(2)
    expect(await cache.get(1, 'domains', async () => 99)).toBe(1)
  })

  it("skips the bus's round trip for a request already synced (J4), and syncs again after a reset", async () => {
    let trips = 0
    const bus: ChangeBus = { ...localBus(), sync: () => (trips++, Promise.resolve(true)) }
    const handlers: Parameters<ChangeBus['subscribe']>[0][] = []
    bus.subscribe = (h) => void handlers.push(h)
    const cache = new CountCache(bus)
    const view = cache.synced()
    expect(await view.get(1, 'domains', async () => 3)).toBe(3)
    expect(await view.get(1, 'domains', async () => 4)).toBe(3)
    expect(trips).toBe(0)
    handlers.forEach((h) => h({ kind: 'reset' }))
    expect(await view.get(1, 'domains', async () => 5)).toBe(5)
    expect(trips).toBe(1)
  })
})
