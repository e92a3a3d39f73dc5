import { ApiFailure } from '../http/errors.ts'

const RETRY_SECONDS = '2'
const busy = () => new ApiFailure(503, 'Statistics are busy on this server; retry in a moment.', { 'Retry-After': RETRY_SECONDS })

/**
 * T13: at most `slots` statistics queries at a time in this process; up to `queue` more wait their turn
 * for at most `waitMs`, the rest are a 503 with Retry-After at once, so no backlog piles up behind them.
 */
export class StatsGate {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    private readonly slots: number,
    private readonly queue: number,
    private readonly waitMs: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.slots) this.running++
    else await this.turn()
    try {
      return await work()
    } finally {
      const next = this.waiting.shift()
      // The slot passes straight to the next in line, so `running` stays as it is.
      if (next) next()
      else this.running--
    }
  }

  private turn(): Promise<void> {
    if (this.waiting.length >= this.queue) return Promise.reject(busy())
    return new Promise((resolve, reject) => {
      const go = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(go), 1)
        reject(busy())
      }, this.waitMs)
      this.waiting.push(go)
    })
  }
}
