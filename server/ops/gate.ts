/**
 * At most `slots` tasks at once in this process; up to `queue` more wait their turn (for at most `waitMs`
 * when it is above 0), and any other is refused with `busy()` at once, so no backlog piles up behind them.
 */
export class Gate {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    private readonly slots: number,
    private readonly queue: number,
    private readonly busy: () => Error,
    private readonly waitMs = 0,
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
    if (this.waiting.length >= this.queue) return Promise.reject(this.busy())
    return new Promise((resolve, reject) => {
      if (this.waitMs <= 0) return void this.waiting.push(resolve)
      const go = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(go), 1)
        reject(this.busy())
      }, this.waitMs)
      this.waiting.push(go)
    })
  }
}
