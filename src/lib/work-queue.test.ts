// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RateLimiter } from '../../server/middleware/rate-limiter'
import { ApiError } from './api-client'
import { getRateLimit, recordRateHeaders, recordRateLimited, resetRateLimit } from './rate-limit'
import { countTasks, delayBeforeNext, describeCost, estimateMs, runJob, timeLeft, type Clock, type Job } from './work-queue'

const START = 1_800_000_000_500

/** A clock that jumps instead of waiting, and a stand-in API behind the server's own fixed-window limiter. */
function world(limit: number, { latencyMs = 40 } = {}) {
  let now = START
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      now += ms
    },
  }
  const limiter = new RateLimiter(60_000, () => now)
  const sent: { at: number; input: number }[] = []
  let refused = 0
  const api = {
    /** Spends requests as another tab would, without the queue knowing. */
    spendElsewhere: (n: number) => {
      for (let i = 0; i < n; i++) limiter.take('user', limit)
    },
    perform: async (input: number) => {
      now += latencyMs
      const d = limiter.take('user', limit)
      recordRateHeaders(
        new Headers({ 'X-RateLimit-Limit': String(d.limit), 'X-RateLimit-Remaining': String(d.remaining), 'X-RateLimit-Reset': String(d.resetAt) }),
        now,
      )
      if (!d.allowed) {
        refused++
        recordRateLimited(d.retryAfter, now)
        throw new ApiError(429, 'Too many requests.', d.retryAfter)
      }
      sent.push({ at: now, input })
      if (input < 0) throw new ApiError(400, 'url must be a full http(s) URL.')
      return input * 2
    },
  }
  return { clock, api, sent, refused: () => refused, now: () => now }
}

function job(inputs: number[]): Job<number, number> {
  return { id: 'j', kind: 'test', title: 'Test', createdAt: START, state: 'running', tasks: inputs.map((input, id) => ({ id, input, status: 'pending' })) }
}

const run = (j: Job<number, number>, w: ReturnType<typeof world>, extra: Partial<Parameters<typeof runJob<number, number>>[2]> = {}) =>
  runJob(j, new AbortController().signal, { perform: w.api.perform, rate: getRateLimit, onChange: () => undefined, clock: w.clock, ...extra })

/** Requests sent in each 60-second window of the limiter (windows start at START's whole second). */
function perWindow(sent: { at: number }[]) {
  const counts = new Map<number, number>()
  const origin = Math.floor(START / 1000) * 1000
  for (const s of sent) {
    const w = Math.floor((s.at - origin) / 60_000)
    counts.set(w, (counts.get(w) ?? 0) + 1)
  }
  return [...counts.values()]
}

beforeEach(() => resetRateLimit())
afterEach(() => resetRateLimit())

describe('the paced work queue', () => {
  it('spends the budget, keeps 2 requests of each window, and waits for the reset: 22 tasks at 10 a minute, no 429', async () => {
    const w = world(10)
    const j = job(Array.from({ length: 22 }, (_, i) => i + 1))
    await run(j, w)
    expect(j.state).toBe('done')
    expect(countTasks(j)).toEqual({ done: 22, failed: 0, left: 0 })
    expect(j.tasks.map((t) => t.result)).toEqual(j.tasks.map((t) => t.input * 2))
    expect(w.refused()).toBe(0)
    // 8 a window: the reserve of 2 stays free for the user's own clicks.
    expect(perWindow(w.sent)).toEqual([8, 8, 6])
    // About two windows after the first: not one request a minute, not everything at once.
    const took = w.now() - START
    expect(took).toBeGreaterThan(115_000)
    expect(took).toBeLessThan(125_000)
  })

  it('a 429 caused elsewhere pauses the queue until Retry-After, and is not counted as a failure', async () => {
    const w = world(10)
    const j = job([1, 2, 3, 4, 5])
    // The first answer says 8 left; then another tab spends them all.
    await w.api.perform(0)
    w.api.spendElsewhere(9)
    await run(j, w)
    expect(w.refused()).toBe(1)
    expect(countTasks(j)).toEqual({ done: 5, failed: 0, left: 0 })
    // Nothing was sent during the pause: the refused one went again after the window's reset.
    const origin = Math.floor(START / 1000) * 1000
    expect(w.sent.slice(1).every((s) => s.at >= origin + 60_000)).toBe(true)
  })

  it('marks a refused row failed with the server’s words and goes on with the rest', async () => {
    const w = world(30)
    const j = job([1, -1, 3])
    await run(j, w)
    expect(j.tasks.map((t) => t.status)).toEqual(['done', 'failed', 'done'])
    expect(j.tasks[1]!.error).toBe('url must be a full http(s) URL.')
  })

  it('pauses between requests and resumes where it stopped, never sending a task twice', async () => {
    const w = world(30)
    const j = job([1, 2, 3, 4])
    let changes = 0
    await run(j, w, {
      onChange: (changed) => {
        if (++changes === 4) changed.state = 'paused'
      },
    })
    expect(j.state).toBe('paused')
    const sentBefore = w.sent.length
    expect(sentBefore).toBeGreaterThan(0)
    expect(sentBefore).toBeLessThan(4)
    j.state = 'running'
    await run(j, w)
    expect(w.sent.map((s) => s.input)).toEqual([1, 2, 3, 4])
  })

  it('checks a task that was on its way when the page closed before sending it again', async () => {
    const w = world(30)
    const j = job([1, 2, 3])
    j.tasks[0]!.status = 'done'
    j.tasks[1]!.status = 'sending' // it reached the server
    const checked: number[] = []
    await run(j, w, {
      verify: async (input) => {
        checked.push(input)
        return input === 2 ? 4 : null
      },
    })
    expect(checked).toEqual([2])
    expect(w.sent.map((s) => s.input)).toEqual([3])
    expect(j.tasks[1]).toMatchObject({ status: 'done', result: 4 })
  })

  it('waits for the window when the saved budget is below the reserve, without asking first', async () => {
    recordRateHeaders(new Headers({ 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '2', 'X-RateLimit-Reset': String(Math.ceil((START + 20_000) / 1000)) }), START)
    expect(delayBeforeNext(getRateLimit(), START)).toBeGreaterThanOrEqual(20_000)
    expect(delayBeforeNext(getRateLimit(), START + 21_000)).toBe(0)
    // A limit of 1 keeps no reserve, or nothing would ever be sent.
    resetRateLimit()
    recordRateHeaders(new Headers({ 'X-RateLimit-Limit': '1', 'X-RateLimit-Remaining': '1', 'X-RateLimit-Reset': '30' }), START)
    expect(delayBeforeNext(getRateLimit(), START)).toBe(0)
  })
})

describe('the cost preview', () => {
  it('says what a bulk action will send and how long it takes at the limit', () => {
    recordRateHeaders(new Headers({ 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '30', 'X-RateLimit-Reset': '60' }), START)
    // 28 now, then 28 a window: the last of 240 requests goes at the start of the eighth window from now.
    expect(estimateMs(240, getRateLimit(), START)).toBe(60_000 + 7 * 60_000)
    expect(describeCost(240, getRateLimit(), START)).toBe(
      'This will send 240 requests. At your limit of 30 a minute that takes about 8 minutes, keeping 2 requests a minute free for you.',
    )
    expect(describeCost(1, getRateLimit(), START)).toMatch(/^This will send 1 request\. .* takes a moment/)
  })

  it('assumes the documented 30 a minute before any answer told the limit', () => {
    expect(describeCost(56, getRateLimit(), START)).toMatch(/At your limit of 30 a minute that takes about a minute/)
  })
})

describe('timeLeft', () => {
  it('reads as a sentence whatever the duration', () => {
    expect(timeLeft(20_000)).toBe('Less than a minute left.')
    expect(timeLeft(8 * 60_000)).toBe('About 8 minutes left.')
  })
})
