import { describe, expect, it } from 'vitest'
import { nextRun } from './next-run.ts'

// Each run is a deferred promise numbered in start order, so a test decides when it ends.
function runs() {
  const started: { n: number; end: (fail?: boolean) => void }[] = []
  const run = () =>
    new Promise<number>((resolve, reject) => {
      const n = started.length + 1
      started.push({ n, end: (fail) => (fail ? reject(new Error(`run ${n} failed`)) : resolve(n)) })
    })
  return { run, started }
}

describe('nextRun', () => {
  it('gives calls made while a run is out one run that starts after that run ends', async () => {
    const { run, started } = runs()
    const call = nextRun(run)
    const first = call()
    const later = [call(), call(), call()]
    expect(started).toHaveLength(1)
    started[0]!.end()
    expect(await first).toBe(1)
    await expect.poll(() => started.length).toBe(2)
    started[1]!.end()
    expect(await Promise.all(later)).toEqual([2, 2, 2])
  })

  it('starts a new run for a call made after the runs ended, and a failed run fails only its own callers', async () => {
    const { run, started } = runs()
    const call = nextRun(run)
    const first = call()
    const second = call()
    started[0]!.end(true)
    await expect(first).rejects.toThrow('run 1 failed')
    await expect.poll(() => started.length).toBe(2)
    started[1]!.end()
    expect(await second).toBe(2)
    const third = call()
    expect(started).toHaveLength(3)
    started[2]!.end()
    expect(await third).toBe(3)
  })
})
