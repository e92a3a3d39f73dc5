import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiFailure } from '../http/errors.ts'
import { StatsGate } from './stats-gate.ts'

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

async function busyFailure(p: Promise<unknown>) {
  const e = await p.then(() => null, (error: unknown) => error)
  expect(e).toBeInstanceOf(ApiFailure)
  expect((e as ApiFailure).status).toBe(503)
  expect((e as ApiFailure).headers['Retry-After']).toBe('2')
}

describe('StatsGate (T13)', () => {
  afterEach(() => vi.useRealTimers())

  it('runs one query at a time and the next in line as soon as the slot is free', async () => {
    const gate = new StatsGate(1, 8, 3_000)
    const first = deferred()
    const order: string[] = []
    const a = gate.run(async () => {
      order.push('a starts')
      await first.promise
      order.push('a ends')
    })
    const b = gate.run(async () => order.push('b starts'))
    await Promise.resolve()
    expect(order).toEqual(['a starts'])
    first.resolve()
    await Promise.all([a, b])
    expect(order).toEqual(['a starts', 'a ends', 'b starts'])
  })

  it('answers 503 with Retry-After at once when the queue is full, and after the wait when the slot stays taken', async () => {
    vi.useFakeTimers()
    const gate = new StatsGate(1, 1, 3_000)
    const held = deferred()
    const running = gate.run(() => held.promise)
    const waiting = gate.run(async () => 'late')
    await busyFailure(gate.run(async () => 'refused'))
    vi.advanceTimersByTime(3_000)
    await busyFailure(waiting)
    held.resolve()
    await running
    expect(await gate.run(async () => 'free again')).toBe('free again')
  })

  it('frees the slot when a query fails', async () => {
    const gate = new StatsGate(1, 8, 3_000)
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await gate.run(async () => 'next')).toBe('next')
  })
})
