import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '../db/client.ts'
import { LinkCache, type ResolvedLink } from './link-cache.ts'

// The reader is the only stand-in: a deferred read per call, so a test decides when the database answers.
const db = {} as Db
const linkTo = (url: string) => ({ alias: 'sale', domain: null, longUrl: url }) as unknown as ResolvedLink

function reader() {
  const reads: { alias: string; answer: (link: ResolvedLink | undefined) => void }[] = []
  const read = vi.fn(
    (_db: Db, _host: string, alias: string) =>
      new Promise<ResolvedLink | undefined>((resolve) => reads.push({ alias, answer: resolve })),
  )
  return { read, reads }
}

async function cachedOnce(url: string) {
  const { read, reads } = reader()
  const cache = new LinkCache(undefined, 5_000, read)
  const first = cache.resolve(db, '', 'sale')
  reads[0]!.answer(linkTo(url))
  await first
  return { cache, read, reads }
}

describe('LinkCache', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('lets the requests that miss a link together share one read', async () => {
    const { read, reads } = reader()
    const cache = new LinkCache(undefined, 5_000, read)
    const waiting = Array.from({ length: 50 }, () => cache.resolve(db, '', 'sale'))
    expect(read).toHaveBeenCalledTimes(1)
    reads[0]!.answer(linkTo('https://example.com/a'))
    const links = await Promise.all(waiting)
    expect(links.every((l) => l === links[0] && l?.longUrl === 'https://example.com/a')).toBe(true)
    expect(cache.cached(db, '', 'sale')?.link.longUrl).toBe('https://example.com/a')
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('reads a link in use again in its last second, serving the entry meanwhile, so it never times out under clicks', async () => {
    const { cache, read, reads } = await cachedOnce('https://example.com/a')

    vi.advanceTimersByTime(3_500)
    expect(cache.cached(db, '', 'sale')?.link.longUrl).toBe('https://example.com/a')
    expect(read).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(1_000) // 0.5 s left: one read again, whatever the number of clicks
    for (let i = 0; i < 20; i++) expect(cache.cached(db, '', 'sale')?.link.longUrl).toBe('https://example.com/a')
    expect(read).toHaveBeenCalledTimes(2)
    reads[1]!.answer(linkTo('https://example.com/b'))
    await vi.waitFor(() => expect(cache.cached(db, '', 'sale')?.link.longUrl).toBe('https://example.com/b'))

    // Renewed for a full time from the read: well past the first entry's end, still no wait.
    vi.advanceTimersByTime(3_000)
    expect(cache.cached(db, '', 'sale')?.link.longUrl).toBe('https://example.com/b')
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('keeps nothing a forget made stale: a read under way when the link changed is neither joined nor stored', async () => {
    const { read, reads } = reader()
    const cache = new LinkCache(undefined, 5_000, read)
    const before = cache.resolve(db, '', 'sale')
    cache.forget({ domain: null, alias: 'sale' })
    const after = cache.resolve(db, '', 'sale')
    expect(read).toHaveBeenCalledTimes(2)
    reads[0]!.answer(linkTo('https://example.com/old'))
    reads[1]!.answer(linkTo('https://example.com/new'))
    expect((await before)?.longUrl).toBe('https://example.com/old')
    expect((await after)?.longUrl).toBe('https://example.com/new')
    expect(cache.cached(db, '', 'sale')?.link.longUrl).toBe('https://example.com/new')
  })

  it('drops a link that a refresh no longer finds, and lets a failed read be retried', async () => {
    const { cache, reads } = await cachedOnce('https://example.com/a')
    vi.advanceTimersByTime(4_500)
    cache.cached(db, '', 'sale')
    reads[1]!.answer(undefined)
    await vi.waitFor(() => expect(cache.cached(db, '', 'sale')).toBeUndefined())

    const failing = new LinkCache(undefined, 5_000, vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(linkTo('https://example.com/c')))
    await expect(failing.resolve(db, '', 'sale')).rejects.toThrow('down')
    expect((await failing.resolve(db, '', 'sale'))?.longUrl).toBe('https://example.com/c')
  })
})
