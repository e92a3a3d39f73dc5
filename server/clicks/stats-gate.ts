import { ApiFailure } from '../http/errors.ts'
import { Gate } from '../ops/gate.ts'

const busy = () => new ApiFailure(503, 'Statistics are busy on this server; retry in a moment.', { 'Retry-After': '2' })

/** T13: at most `slots` statistics queries at a time; up to `queue` more wait for at most `waitMs`, the rest are a 503. */
export class StatsGate extends Gate {
  constructor(slots: number, queue: number, waitMs: number) {
    super(slots, queue, busy, waitMs)
  }
}
