/** At most `slots` at once and `queue` waiting (for `waitMs` when above 0); any other gets `busy()` at once. */
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
