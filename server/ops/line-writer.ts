import { writeSync } from 'node:fs'
import { MessageChannel, type MessagePort, Worker, receiveMessageOnPort } from 'node:worker_threads'

// Y10: 64 KiB a hand-over, so the writing thread wakes less often.
export const CHUNK = 64 * 1024
// Y8: at most this many chunks (1 MiB of lines) wait for a slow reader; lines beyond are dropped and counted.
const CHUNKS = 16
const DRAIN_MS = 5_000
const PAUSE = new Int32Array(new SharedArrayBuffer(4))

function writeAll(fd: number, bytes: Uint8Array, limitMs: number) {
  let left = bytes
  for (let waits = 0; left.length > 0; ) {
    try {
      left = left.subarray(writeSync(fd, left))
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN' || ++waits > limitMs) return
      Atomics.wait(PAUSE, 0, 0, 1)
    }
  }
}

const WRITER = `
const { parentPort, workerData: { fd, state, back } } = require('node:worker_threads')
const { writeSync } = require('node:fs')
const pause = new Int32Array(new SharedArrayBuffer(4))
parentPort.on('message', (chunk) => {
  let left = chunk
  while (left.length > 0) {
    try { left = left.subarray(writeSync(fd, left)) } catch (e) {
      if (e.code !== 'EAGAIN') break
      Atomics.wait(pause, 0, 0, 1)
    }
  }
  back.postMessage(chunk, [chunk.buffer])
  Atomics.add(state, 0, 1)
  Atomics.notify(state, 0)
})`

// Y4, Y8: the event loop never waits for the log's reader; a normal stop still writes every line.
export class LineWriter {
  private readonly written = new Int32Array(new SharedArrayBuffer(4))
  private made = 0
  private posted = 0
  private chunk: Buffer | undefined
  private used = 0
  private dropped = 0
  private thread: Worker | undefined
  private returned: MessagePort | undefined

  constructor(private readonly fd: number) {}

  write(text: string): boolean {
    if (text.length * 3 > CHUNK) {
      this.post()
      const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text))
      bytes.write(text)
      this.send(bytes)
      return true
    }
    if (this.chunk && text.length * 3 > this.chunk.length - this.used) this.post()
    const chunk = this.current()
    if (!chunk) {
      this.dropped++
      return true
    }
    this.used += chunk.write(text, this.used)
    if (this.used >= CHUNK) this.post()
    return true
  }

  flushSoon() {
    this.post()
  }

  flush(done?: (e?: Error) => void) {
    this.flushSync()
    done?.()
  }

  /** Every line written when this returns (or the reader has not read for 5 s). */
  flushSync() {
    const until = Date.now() + DRAIN_MS
    for (let seen = Atomics.load(this.written, 0); seen < this.posted && Date.now() < until; seen = Atomics.load(this.written, 0)) {
      Atomics.wait(this.written, 0, seen, until - Date.now())
    }
    if (this.used > 0) writeAll(this.fd, this.chunk!.subarray(0, this.used), DRAIN_MS)
    this.used = 0
    this.warnDropped(true)
  }

  private current(): Buffer | undefined {
    if (this.chunk) return this.chunk
    this.chunk = this.reclaimed() ?? (this.made < CHUNKS ? (this.made++, Buffer.allocUnsafeSlow(2 * CHUNK)) : undefined)
    if (this.chunk) this.warnDropped(false)
    return this.chunk
  }

  private post() {
    if (!this.chunk || this.used === 0) return
    const full = this.chunk.subarray(0, this.used)
    this.chunk = undefined
    this.used = 0
    this.send(full)
  }

  private send(bytes: Uint8Array) {
    this.posted++
    this.writer().postMessage(bytes, [bytes.buffer as ArrayBuffer])
  }

  private reclaimed(): Buffer | undefined {
    for (let back = this.returned && receiveMessageOnPort(this.returned); back; back = receiveMessageOnPort(this.returned!)) {
      const { buffer } = back.message as Uint8Array
      if (buffer.byteLength === 2 * CHUNK) return Buffer.from(buffer)
    }
    return undefined
  }

  private writer(): Worker {
    if (this.thread) return this.thread
    const { port1, port2 } = new MessageChannel()
    this.returned = port1
    this.thread = new Worker(WRITER, { eval: true, workerData: { fd: this.fd, state: this.written, back: port2 }, transferList: [port2] })
    this.thread.unref()
    return this.thread
  }

  private warnDropped(direct: boolean) {
    if (this.dropped === 0) return
    const line = `{"level":"warn","time":"${new Date().toISOString()}","pid":${process.pid},"dropped":${this.dropped},"msg":"${this.dropped} log lines were dropped: the log's reader did not keep up."}\n`
    this.dropped = 0
    if (direct) writeAll(this.fd, Buffer.from(line), DRAIN_MS)
    else this.write(line)
  }
}
