import { getRateLimit, pauseRemaining, waitForPause } from '@/lib/rate-limit'

// Slack after the window's reset time, for clocks that differ a little.
const SLACK_MS = 500
const MAX_WAIT_MS = 65_000

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const abort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort)
      resolve()
    }, ms)
    signal.addEventListener('abort', abort, { once: true })
  })
}

/** When no request is left, waits for the reset instead of spending one on a 429; `onWait` gets the end, for a countdown. */
export async function waitForRateLimit(signal: AbortSignal, onWait: (until: number) => void, now = Date.now): Promise<void> {
  const pause = pauseRemaining()
  if (pause > 0) {
    onWait(now() + pause)
    await waitForPause(signal)
  }
  const { remaining, resetAt } = getRateLimit()
  const untilReset = remaining === 0 && resetAt !== null ? resetAt - now() : 0
  if (untilReset > 0) {
    const wait = Math.min(untilReset + SLACK_MS, MAX_WAIT_MS)
    onWait(now() + wait)
    await sleep(wait, signal)
  }
}
