// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { RateLimiter } from '../../../server/middleware/rate-limiter'
import { ApiError } from '@/lib/api-client'
import { getRateLimit, recordRateHeaders, recordRateLimited, resetRateLimit } from '@/lib/rate-limit'
import { runJob, type Clock, type Job } from '@/lib/work-queue'
import { expandMatching, firstRead, matchingCost, readPage, sameQuery, type FetchPage, type MatchingInput, type MatchingResult } from './matching'

const START = 1_800_000_000_500

/** A stand-in API at 30 a minute behind the server's own limiter: a list in date order, and deletes. */
function world(count: number, estimate?: number) {
  let now = START
  const clock: Clock = { now: () => now, sleep: async (ms) => void (now += ms) }
  const limiter = new RateLimiter(60_000, () => now)
  let links = Array.from({ length: count }, (_, i) => ({ id: count - i, title: `Link ${count - i}`, longurl: 'https://example.com/', alias: `a${count - i}` }))
  const log: string[] = []
  let refused = 0
  const send = () => {
    now += 40
    const d = limiter.take('user', 30)
    recordRateHeaders(new Headers({ 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': String(d.remaining), 'X-RateLimit-Reset': String(d.resetAt) }), now)
    if (d.allowed) return
    refused++
    recordRateLimited(d.retryAfter, now)
    throw new ApiError(429, 'Too many requests.', d.retryAfter)
  }
  const fetchPage: FetchPage = async ({ page, limit, q }) => {
    send()
    log.push(`read ${page}`)
    const rows = links.filter((l) => !q || l.title.includes(q))
    // I5: an estimated total holds while another page follows; the last page's total is exact.
    const follows = page * limit < rows.length
    const result = estimate === undefined ? rows.length : follows ? Math.max(estimate, page * limit + 1) : Math.min(rows.length, page * limit)
    const maxpage = Math.max(1, Math.ceil(result / limit))
    return { items: rows.slice((page - 1) * limit, page * limit), result, perpage: limit, currentpage: page, maxpage, hasNext: page < maxpage }
  }
  const perform = async (input: MatchingInput): Promise<MatchingResult> => {
    if ('read' in input) return readPage(input.read, input.page, fetchPage)
    send()
    log.push(`${input.kind} ${input.item.id}`)
    links = links.filter((l) => l.id !== input.item.id)
    return true
  }
  return {
    clock,
    log,
    perform,
    refused: () => refused,
    links: () => links,
    addNewest: (id: number) => void (links = [{ id, title: `Link ${id}`, longurl: 'https://example.com/', alias: `a${id}` }, ...links]),
  }
}

/** What job-manager does: after each change, the last done task's expansion, once. */
function run(w: ReturnType<typeof world>, job: Job<MatchingInput, MatchingResult>) {
  const expanded = new WeakSet<object>()
  return runJob(job, new AbortController().signal, {
    perform: w.perform,
    rate: getRateLimit,
    clock: w.clock,
    onChange: (changed) => {
      const last = changed.tasks.findLast((t) => t.status === 'done')
      if (!last || expanded.has(last)) return
      expanded.add(last)
      for (const input of expandMatching(changed, last)) changed.tasks.push({ id: changed.tasks.length, input, status: 'pending' })
    },
  })
}

const newJob = (query = {}, kind = 'links.delete'): Job<MatchingInput, MatchingResult> => ({
  id: 'j',
  kind: 'links.matching',
  title: 'Delete all',
  createdAt: START,
  state: 'running',
  tasks: firstRead(query).map((input, id) => ({ id, input, status: 'pending' })),
  meta: { action: { kind } },
})

describe('select all N links: the matching job', () => {
  beforeEach(() => resetRateLimit())

  it('reads every page first, then deletes each link once, paced: nothing missed though deleting shifts pages', async () => {
    const w = world(250)
    const job = newJob()
    await run(w, job)
    expect(job.state).toBe('done')
    expect(w.log.slice(0, 3)).toEqual(['read 1', 'read 2', 'read 3'])
    expect(w.log.filter((l) => l.startsWith('read'))).toHaveLength(3)
    expect(w.log.filter((l) => l.startsWith('links.delete'))).toHaveLength(250)
    expect(w.links()).toEqual([])
    expect(w.refused()).toBe(0)
    expect(w.log.length).toBe(matchingCost(250))
  })

  it.each([
    ['overstates', 5_000],
    ['understates', 1_001],
  ])('a search whose estimated total %s the matches reads exactly their pages, one after another (I5)', async (_label, estimate) => {
    const w = world(2_450, estimate)
    const job = newJob({ q: 'Link' }, 'links.archive')
    await run(w, job)
    expect(job.state).toBe('done')
    expect(w.log.filter((l) => l.startsWith('read'))).toEqual(Array.from({ length: 25 }, (_, i) => `read ${i + 1}`))
    expect(new Set(job.tasks.flatMap((t) => ('kind' in t.input ? [t.input.item.id] : []))).size).toBe(2_450)
  })

  it('acts on the links the query matches only, with the action input each kind expects', async () => {
    const w = world(30)
    const job = newJob({ q: 'Link 1' }, 'links.campaign')
    job.meta = { action: { kind: 'links.campaign', extra: { to: 7, toName: 'Spring' } } }
    await run(w, job)
    const acts = job.tasks.flatMap((t) => ('kind' in t.input ? [t.input] : []))
    expect(acts.map((a) => a.item.id).sort((a, b) => a - b)).toEqual([1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
    expect(acts[0]).toMatchObject({ kind: 'links.campaign', item: { to: 7, toName: 'Spring', name: expect.stringMatching(/^Link 1/) } })
  })

  it('a link created between two reads shifts a row onto the next page: still acted on once', async () => {
    const w = world(150)
    const job = newJob()
    let reads = 0
    const perform = w.perform
    w.perform = async (input) => {
      if ('read' in input && ++reads === 2) w.addNewest(999)
      return perform(input)
    }
    await run(w, job)
    const ids = job.tasks.flatMap((t) => ('kind' in t.input ? [t.input.item.id] : []))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(150)
  })

  it('adds nothing again when a resumed job expands a task already expanded (after a reload)', async () => {
    const w = world(120)
    const job = newJob()
    await run(w, job)
    const before = job.tasks.length
    for (const task of job.tasks) expect(expandMatching(job, task)).toEqual([])
    expect(job.tasks.length).toBe(before)
  })

  it('compares list queries by what they match, not their page', () => {
    expect(sameQuery({ q: 'a', campaign: 3 }, { q: 'a', campaign: 3, state: undefined })).toBe(true)
    expect(sameQuery({ q: '' }, {})).toBe(true)
    expect(sameQuery({ q: 'a' }, { q: 'a', archived: true })).toBe(false)
  })
})
