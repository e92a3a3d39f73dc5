import { allowanceAt, getRateLimit, type RateLimitState } from './rate-limit'

/** H2: what every form picks from (domains, pixels, campaigns, splash pages, overlays) is read again only after 5 min. */
export const CHOICES_CACHE = { staleTime: 5 * 60_000, gcTime: 15 * 60_000 } as const

/** H3: a request nobody asked for yet (a hover's prefetch) only while more than half of the window is left. */
export function budgetHasRoom(rate: RateLimitState = getRateLimit(), now = Date.now(), share = 0.5): boolean {
  const allowance = allowanceAt(rate, now)
  return allowance !== null && !allowance.paused && allowance.remaining > allowance.limit * share
}
