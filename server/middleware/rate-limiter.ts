export interface RateDecision {
  allowed: boolean
  limit: number
  remaining: number
  resetAt: number // Unix seconds
  retryAfter: number // seconds
}

export class RateLimiter {
  private buckets = new Map<string, { start: number; count: number }>()
  private lastSweep = 0

  constructor(private readonly windowMs = 60_000, private readonly now = () => Date.now()) {}

  take(bucket: string, limit: number): RateDecision {
    const now = this.now()
    this.sweep(now)
    let b = this.buckets.get(bucket)
    if (!b || now - b.start >= this.windowMs) {
      // D16: windows start on a whole second, so X-RateLimit-Reset is the window's exact end.
      b = { start: Math.floor(now / 1000) * 1000, count: 0 }
      this.buckets.set(bucket, b)
    }
    const resetMs = b.start + this.windowMs
    const allowed = b.count < limit
    if (allowed) b.count++
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - b.count),
      resetAt: Math.ceil(resetMs / 1000),
      retryAfter: Math.max(1, Math.ceil((resetMs - now) / 1000)),
    }
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return
    this.lastSweep = now
    for (const [key, b] of this.buckets) if (now - b.start >= this.windowMs) this.buckets.delete(key)
  }
}
