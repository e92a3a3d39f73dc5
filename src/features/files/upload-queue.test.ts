// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { RATE_LIMITED_FAILURE, RATE_LIMITED_TRIES, createUploadQueue, type SendUpload, type UploadQueueDeps } from './upload-queue'

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name)

function controlledSend() {
  const calls: { name: string; progress: (n: number) => void; resolve: (url: string) => void; reject: (e: unknown) => void; signal: AbortSignal }[] = []
  const send: SendUpload = (plan, _file, progress, signal) =>
    new Promise((resolve, reject) => {
      calls.push({ name: plan.filename, progress, resolve: (shorturl) => resolve({ shorturl }), reject, signal })
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
    })
  return { send, calls }
}

function setup(deps: Partial<UploadQueueDeps> = {}) {
  const { send, calls } = controlledSend()
  const onSettled = vi.fn()
  const queue = createUploadQueue({ send, maxBytes: () => null, onSettled, ...deps })
  const item = (name: string) => queue.getItems().find((i) => i.file.name === name)!
  return { queue, calls, onSettled, item }
}
const tick = () => new Promise((r) => setTimeout(r, 0))

describe('upload queue', () => {
  it('uploads one file after another, in the order they were added', async () => {
    const { queue, calls, item, onSettled } = setup()
    queue.add([file('a.txt'), file('b.txt'), file('c.txt')])
    expect(queue.startAll()).toBe(3)
    await tick()
    expect(calls.map((c) => c.name)).toEqual(['a.txt'])
    expect(item('b.txt').status).toBe('queued')

    calls[0]!.progress(4)
    expect(item('a.txt')).toMatchObject({ status: 'uploading', loaded: 4 })
    calls[0]!.resolve('http://s.test/a')
    await tick()
    expect(item('a.txt')).toMatchObject({ status: 'done', loaded: 10, shorturl: 'http://s.test/a' })
    expect(calls.map((c) => c.name)).toEqual(['a.txt', 'b.txt'])
    calls[1]!.resolve('http://s.test/b')
    await tick()
    calls[2]!.resolve('http://s.test/c')
    await tick()
    expect(onSettled).toHaveBeenCalledTimes(1)
    expect(onSettled).toHaveBeenCalledWith({ done: 3, failed: 0 })
  })

  it('keeps a refusal on its file, on the option it names, and goes on with the others', async () => {
    const { queue, calls, item, onSettled } = setup()
    queue.add([file('a.txt'), file('b.txt'), file('c.txt')])
    queue.edit(item('b.txt').key, 'custom', 'taken-alias')
    queue.startAll()
    await tick()
    calls[0]!.resolve('http://s.test/a')
    await tick()
    expect(calls[1]!.name).toBe('b.txt')
    calls[1]!.reject(new ApiError(409, 'custom is already taken: choose another alias.'))
    await tick()
    calls[2]!.resolve('http://s.test/c')
    await tick()

    expect(item('a.txt')).toMatchObject({ status: 'done', shorturl: 'http://s.test/a' })
    expect(item('c.txt')).toMatchObject({ status: 'done', shorturl: 'http://s.test/c' })
    expect(item('b.txt')).toMatchObject({
      status: 'failed',
      error: 'custom is already taken: choose another alias.',
      fieldErrors: { custom: 'custom is already taken: choose another alias.' },
    })
    expect(onSettled).toHaveBeenCalledWith({ done: 2, failed: 1 })

    // Fixing the option clears its error; a retry sends the new value.
    queue.edit(item('b.txt').key, 'custom', 'free-alias')
    expect(item('b.txt')).toMatchObject({ fieldErrors: {}, error: null })
    queue.retry(item('b.txt').key)
    await tick()
    expect(calls).toHaveLength(4)
    expect(item('b.txt').plan).toEqual({ filename: 'b.txt', query: { custom: 'free-alias' } })
    calls[3]!.resolve('http://s.test/free-alias')
    await tick()
    expect(item('b.txt')).toMatchObject({ status: 'done', error: null, shorturl: 'http://s.test/free-alias' })
  })

  it('shows a failure that names no option as the file’s error', async () => {
    const { queue, calls, item } = setup()
    queue.add([file('a.txt')])
    queue.startAll()
    await tick()
    calls[0]!.reject(new ApiError(413, 'The file is too large: the limit is 50 MiB (52428800 bytes).'))
    await tick()
    expect(item('a.txt')).toMatchObject({ status: 'failed', error: 'The file is too large: the limit is 50 MiB (52428800 bytes).', fieldErrors: {} })
  })

  it('does not queue a file whose options are invalid, and sends nothing for it', async () => {
    const { queue, calls, item } = setup()
    queue.add([file('a.txt'), file('b.txt')])
    queue.edit(item('a.txt').key, 'maxdownloads', '0')
    expect(queue.startAll()).toBe(1)
    await tick()
    expect(calls.map((c) => c.name)).toEqual(['b.txt'])
    expect(item('a.txt')).toMatchObject({ status: 'ready', fieldErrors: { maxdownloads: 'maxdownloads must be a whole number from 1 to 1000000000.' } })
  })

  it('refuses a file over a known limit as soon as it is added', async () => {
    const { queue, calls, item } = setup({ maxBytes: () => 100 })
    queue.add([file('big.bin', 101), file('small.bin', 100)])
    expect(item('big.bin')).toMatchObject({ status: 'refused', error: 'This file is 101 B; the server accepts files up to 100 B.' })
    expect(queue.startAll()).toBe(1)
    await tick()
    expect(calls.map((c) => c.name)).toEqual(['small.bin'])
  })

  it('cancels the upload in progress (abort) and a waiting one, and either can be retried', async () => {
    const { queue, calls, item } = setup()
    queue.add([file('a.txt'), file('b.txt'), file('c.txt')])
    queue.startAll()
    await tick()
    queue.cancel(item('b.txt').key)
    expect(item('b.txt').status).toBe('canceled')
    queue.cancel(item('a.txt').key)
    expect(calls[0]!.signal.aborted).toBe(true)
    await tick()
    expect(item('a.txt').status).toBe('canceled')
    expect(calls.map((c) => c.name)).toEqual(['a.txt', 'c.txt'])

    queue.retry(item('a.txt').key)
    expect(item('a.txt').status).toBe('queued')
    calls[1]!.resolve('http://s.test/c')
    await tick()
    expect(calls.map((c) => c.name)).toEqual(['a.txt', 'c.txt', 'a.txt'])
  })

  it('waits out a rate-limit pause before each upload, and a cancel ends the wait', async () => {
    let release = () => {}
    const beforeEach = vi.fn(
      (signal: AbortSignal, onWait: (until: number) => void) =>
        new Promise<void>((resolve, reject) => {
          onWait(5_000)
          release = resolve
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
        }),
    )
    const { queue, calls, item } = setup({ beforeEach })
    queue.add([file('a.txt'), file('b.txt')])
    queue.startAll()
    await tick()
    expect(calls).toHaveLength(0)
    expect(item('a.txt')).toMatchObject({ status: 'queued', waitingUntil: 5_000 })
    expect(item('b.txt')).toMatchObject({ status: 'queued', waitingUntil: null })
    release()
    await tick()
    expect(calls.map((c) => c.name)).toEqual(['a.txt'])
    expect(item('a.txt')).toMatchObject({ status: 'uploading', waitingUntil: null })
    calls[0]!.resolve('http://s.test/a')
    await tick()
    queue.cancel(item('b.txt').key)
    await tick()
    expect(item('b.txt').status).toBe('canceled')
    expect(calls).toHaveLength(1)
  })

  it('puts a file refused by a 429 back in line behind the pause instead of failing it', async () => {
    const beforeEach = vi.fn(() => Promise.resolve())
    const { queue, calls, item, onSettled } = setup({ beforeEach })
    queue.add([file('a.txt')])
    queue.startAll()
    await tick()
    calls[0]!.reject(new ApiError(429, 'Too many requests. Try again in 35 seconds.', 35))
    await tick()
    expect(beforeEach).toHaveBeenCalledTimes(2)
    expect(calls.map((c) => c.name)).toEqual(['a.txt', 'a.txt'])
    expect(item('a.txt')).toMatchObject({ status: 'uploading', error: null })
    calls[1]!.resolve('http://s.test/a')
    await tick()
    expect(item('a.txt').status).toBe('done')
    expect(onSettled).toHaveBeenCalledWith({ done: 1, failed: 0 })
  })

  it('fails a file after three 429s in a row, without a stale "try again in" time', async () => {
    const { queue, calls, item } = setup({ beforeEach: () => Promise.resolve() })
    queue.add([file('a.txt')])
    queue.startAll()
    for (let n = 0; n < RATE_LIMITED_TRIES; n++) {
      await tick()
      calls[n]!.reject(new ApiError(429, 'Too many requests. Try again in 35 seconds.', 35))
    }
    await tick()
    expect(calls).toHaveLength(RATE_LIMITED_TRIES)
    expect(item('a.txt')).toMatchObject({ status: 'failed', error: RATE_LIMITED_FAILURE, fieldErrors: {} })
  })

  it('stops everything when the page goes away, and forgets removed files', async () => {
    const { queue, calls, item } = setup()
    queue.add([file('a.txt'), file('b.txt')])
    queue.startAll()
    await tick()
    queue.stopAll()
    await tick()
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(queue.getItems().map((i) => i.status)).toEqual(['canceled', 'canceled'])
    queue.remove(item('a.txt').key)
    expect(queue.getItems().map((i) => i.file.name)).toEqual(['b.txt'])
  })

  it('does not let options change once a file is queued', async () => {
    const { queue, item } = setup()
    queue.add([file('a.txt')])
    queue.startAll()
    queue.edit(item('a.txt').key, 'custom', 'late-change')
    expect(item('a.txt').values.custom).toBe('')
  })
})
