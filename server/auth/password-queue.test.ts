import { scryptSync } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { PasswordQueue, QueueFull } from './password-queue.ts'

// V3: the queue's own thread computes what scrypt would; it is bounded, and skips clients that have gone.
const queue = new PasswordQueue(1, 2)
afterAll(() => queue.close())
const SALT = Buffer.from('0123456789abcdef').toString('base64url')

describe('PasswordQueue', () => {
  it('hashes in its thread exactly as scrypt does', async () => {
    const hash = await queue.run('pässword', SALT, 32)
    expect(hash).toEqual(scryptSync('pässword', Buffer.from(SALT, 'base64url'), 32))
  })

  it('refuses past its waiting cap, and drops a job whose client has gone before its turn', async () => {
    const gone = new AbortController()
    const first = queue.run('a', SALT, 32)
    const second = queue.run('b', SALT, 32, gone.signal)
    const third = queue.run('c', SALT, 32)
    expect(() => queue.run('d', SALT, 32)).toThrow(QueueFull)
    gone.abort()
    const ran = queue.counts.ran
    expect(await second).toBe('gone')
    expect(await first).toBeInstanceOf(Buffer)
    expect(await third).toBeInstanceOf(Buffer)
    expect(queue.counts.ran - ran).toBeLessThanOrEqual(2)
    expect(queue.counts.dropped).toBe(1)
    expect(await queue.run('e', SALT, 32, AbortSignal.abort())).toBe('gone')
  })
})
