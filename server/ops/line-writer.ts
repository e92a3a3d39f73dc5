import { writeSync } from 'node:fs'

const CHUNK = 16 * 1024

/** Writes all of `bytes` to `fd`; a non-blocking descriptor that is full is waited for a millisecond at a time. */
function writeAll(fd: number, bytes: Buffer) {
  let left = bytes
  for (let waits = 0; left.length > 0; ) {
    try {
      left = left.subarray(writeSync(fd, left))
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN' || ++waits > 5_000) return
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1)
    }
  }
}

/**
 * Y4: the log's destination. Lines are copied into one buffer as they come (no string kept per line, nothing
 * on the heap for the collector) and written out by one synchronous write per 16 KiB, each second and at
 * exit: nothing is ever in flight, so a normal stop writes every line.
 */
export class LineWriter {
  private readonly buffer = Buffer.allocUnsafe(2 * CHUNK)
  private used = 0

  constructor(private readonly fd: number) {}

  write(text: string): boolean {
    if (text.length * 3 > this.buffer.length - this.used) {
      this.flushSync()
      if (text.length * 3 > this.buffer.length) {
        writeAll(this.fd, Buffer.from(text))
        return true
      }
    }
    this.used += this.buffer.write(text, this.used)
    if (this.used >= CHUNK) this.flushSync()
    return true
  }

  /** pino's `logger.flush(cb)`. */
  flush(done?: (e?: Error) => void) {
    this.flushSync()
    done?.()
  }

  flushSync() {
    if (this.used === 0) return
    const used = this.used
    this.used = 0
    writeAll(this.fd, this.buffer.subarray(0, used))
  }
}
