import { PoolBusy } from './render-pool.ts'

/**
 * At most `running` database reads of QR image requests at once and `waiting` in line, beyond which
 * PoolBusy (Q3): a flood of images holds at most a few of the database pool's connections (Q8).
 */
export class ReadGate {
  private active = 0
  private readonly line: (() => void)[] = []

  constructor(
    readonly running = 4,
    readonly waiting = 256,
  ) {}

  async run<T>(read: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.line.length >= this.waiting) throw new PoolBusy('QR image reads queue full')
      await new Promise<void>((resolve) => this.line.push(resolve))
    } else this.active++
    try {
      return await read()
    } finally {
      const next = this.line.shift()
      if (next) next()
      else this.active--
    }
  }
}
