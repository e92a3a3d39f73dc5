// D41e: a fixed window per visitor address, in memory; past `maxAddresses` the oldest go first.
export class PostLimiter {
  private windows = new Map<string, { n: number; until: number }>()

  constructor(
    readonly max = 5,
    readonly windowMs = 10 * 60_000,
    private readonly maxAddresses = 50_000,
  ) {}

  /** 0 when the post may go ahead (and is counted), else the seconds until it may. */
  take(address: string, now = Date.now()): number {
    let w = this.windows.get(address)
    if (!w || w.until <= now) {
      this.windows.delete(address)
      w = { n: 0, until: now + this.windowMs }
      this.windows.set(address, w)
      if (this.windows.size > this.maxAddresses) this.windows.delete(this.windows.keys().next().value!)
    }
    if (w.n >= this.max) return Math.max(1, Math.ceil((w.until - now) / 1000))
    w.n++
    return 0
  }
}
