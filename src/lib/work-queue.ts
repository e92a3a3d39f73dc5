import { ApiError, CapturedRequest } from './api-client'
import { allowanceAt, type RateLimitState } from './rate-limit'

// One paced queue for every bulk job: one request at a time, a wait for the reset rather than a 429 (dashboard-guide.md).

/** Requests of each window left for the user's own clicks while a job runs. */
export const RESERVE = 2
/** Sent a little after the announced reset: X-RateLimit-Reset has a one-second grain. */
const RESET_MARGIN_MS = 250
export const WINDOW_MS = 60_000
const DEFAULT_LIMIT = 30

export type TaskStatus = 'pending' | 'sending' | 'done' | 'failed'

export interface Task<I = unknown, R = unknown> {
  id: number
  input: I
  status: TaskStatus
  result?: R
  error?: string
}

export type JobState = 'running' | 'paused' | 'cancelled' | 'done'

export interface Job<I = unknown, R = unknown> {
  id: string
  kind: string
  title: string
  createdAt: number
  state: JobState
  tasks: Task<I, R>[]
  waitingUntil?: number | null
  /** What the job's page keeps beside the tasks (an import's skipped rows). */
  meta?: Record<string, unknown>
}

export function delayBeforeNext(rate: RateLimitState, now: number, reserve = RESERVE): number {
  if (rate.pausedUntil !== null && rate.pausedUntil > now) return rate.pausedUntil - now + RESET_MARGIN_MS
  const allowance = allowanceAt(rate, now)
  // Nothing known yet: the first answer tells the budget.
  if (!allowance) return 0
  const keep = Math.min(reserve, Math.max(0, allowance.limit - 1))
  if (allowance.remaining > keep) return 0
  if (rate.resetAt !== null) return Math.max(0, rate.resetAt - now) + RESET_MARGIN_MS
  // A budget without a known reset: what is left is still sendable, an empty one waits a window.
  return allowance.remaining > 0 ? 0 : WINDOW_MS
}

export interface Counts {
  done: number
  failed: number
  left: number
}

export function countTasks(job: Pick<Job, 'tasks'>): Counts {
  let done = 0
  let failed = 0
  for (const task of job.tasks) {
    if (task.status === 'done') done++
    else if (task.status === 'failed') failed++
  }
  return { done, failed, left: job.tasks.length - done - failed }
}

/** Milliseconds `requests` more requests take: what the window still allows now, then (limit - reserve) a window. */
export function estimateMs(requests: number, rate: RateLimitState, now: number, reserve = RESERVE): number {
  if (requests <= 0) return 0
  const allowance = allowanceAt(rate, now)
  const limit = allowance?.limit ?? DEFAULT_LIMIT
  const keep = Math.min(reserve, Math.max(0, limit - 1))
  const perWindow = limit - keep
  const paused = allowance?.paused ? (allowance.resetIn ?? 0) * 1000 : 0
  const availableNow = allowance && !allowance.paused ? Math.max(0, allowance.remaining - keep) : perWindow
  if (requests <= availableNow) return paused
  const untilReset = allowance?.resetIn !== null && allowance?.resetIn !== undefined ? allowance.resetIn * 1000 : WINDOW_MS
  const windows = Math.ceil((requests - availableNow) / perWindow)
  return paused + untilReset + (windows - 1) * WINDOW_MS
}

export function describeDuration(ms: number): string {
  if (ms < 45_000) return ms < 1000 ? 'a moment' : 'less than a minute'
  const minutes = Math.round(ms / 60_000)
  if (minutes <= 1) return 'about a minute'
  if (minutes < 90) return `about ${minutes} minutes`
  const hours = Math.round(minutes / 6) / 10
  return `about ${hours} hours`
}

/** "About 8 minutes left.", "Less than a minute left." (issue 40 item 15: never "About less than…"). */
export function timeLeft(ms: number): string {
  const d = describeDuration(ms)
  return `${d.charAt(0).toUpperCase()}${d.slice(1)} left.`
}

export function describeCost(requests: number, rate: RateLimitState, now: number): string {
  const limit = allowanceAt(rate, now)?.limit ?? DEFAULT_LIMIT
  const sends = requests === 1 ? 'This will send 1 request.' : `This will send ${requests.toLocaleString('en')} requests.`
  const takes = describeDuration(estimateMs(requests, rate, now))
  return `${sends} At your limit of ${limit} a minute that takes ${takes}, keeping ${RESERVE} requests a minute free for you.`
}

export interface Clock {
  now: () => number
  sleep: (ms: number, signal: AbortSignal) => Promise<void>
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve()
      const timer = setTimeout(done, ms)
      function done() {
        signal.removeEventListener('abort', done)
        clearTimeout(timer)
        resolve()
      }
      signal.addEventListener('abort', done, { once: true })
    }),
}

export interface RunOptions<I, R> {
  perform: (input: I) => Promise<R>
  /** Whether a task in flight when the page closed reached the server (its result, or null to send it again). */
  verify?: (input: I, since: number) => Promise<R | null>
  rate: () => RateLimitState
  /** Called after every change of the job, to save it and redraw; a task is sent once its "sending" is saved. */
  onChange: (job: Job<I, R>) => void | Promise<void>
  clock?: Clock
  reserve?: number
}

const failureText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'The request failed.')

/** Runs the pending tasks while the job is "running"; to pause or cancel, set the state and abort `wake`. */
export async function runJob<I, R>(job: Job<I, R>, wake: AbortSignal, options: RunOptions<I, R>): Promise<void> {
  const { perform, verify, rate, onChange, clock = realClock, reserve = RESERVE } = options
  const changed = () => onChange(job)
  for (;;) {
    if (job.state !== 'running') return
    const task = job.tasks.find((t) => t.status === 'pending' || t.status === 'sending')
    if (!task) {
      job.state = 'done'
      job.waitingUntil = null
      return changed()
    }
    const wait = delayBeforeNext(rate(), clock.now(), reserve)
    if (wait > 0) {
      job.waitingUntil = clock.now() + wait
      changed()
      await clock.sleep(wait, wake)
      job.waitingUntil = null
      continue
    }
    try {
      if (task.status === 'sending' && verify) {
        const found = await verify(task.input, job.createdAt)
        if (found !== null) {
          Object.assign(task, { status: 'done', result: found })
          changed()
          continue
        }
      }
      task.status = 'sending'
      await changed()
      task.result = await perform(task.input)
      task.status = 'done'
      delete task.error
    } catch (error) {
      if (job.state !== 'running') {
        // Paused or cancelled in flight: it may have arrived, so it stays "sending" and resuming verifies it.
      } else if (error instanceof CapturedRequest) {
        // A form's "Copy as curl" was running at that moment: this write was not sent; send it again shortly.
        task.status = 'pending'
        await clock.sleep(100, wake)
      } else if (error instanceof ApiError && error.isRateLimit) {
        // Not a failure: the fetch wrapper now pauses, and the next turn waits for it.
        task.status = 'pending'
      } else if (error instanceof ApiError && error.status === 0) {
        // Unreachable: pause the job rather than fail every row; "sending", so resuming verifies it first.
        task.error = failureText(error)
        job.state = 'paused'
      } else {
        task.status = 'failed'
        task.error = failureText(error)
      }
    }
    changed()
  }
}
