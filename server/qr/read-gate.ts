import { Gate } from '../ops/gate.ts'
import { PoolBusy } from './render-pool.ts'

// Q8: a flood of images holds at most a few of the database pool's connections.
export class ReadGate extends Gate {
  constructor(running = 4, waiting = 256) {
    super(running, waiting, () => new PoolBusy('QR image reads queue full'))
  }
}
