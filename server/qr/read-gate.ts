import { Gate } from '../ops/gate.ts'
import { PoolBusy } from './render-pool.ts'

/**
 * At most `running` database reads of QR image requests at once and `waiting` in line, beyond which
 * PoolBusy (Q3): a flood of images holds at most a few of the database pool's connections (Q8).
 */
export class ReadGate extends Gate {
  constructor(running = 4, waiting = 256) {
    super(running, waiting, () => new PoolBusy('QR image reads queue full'))
  }
}
